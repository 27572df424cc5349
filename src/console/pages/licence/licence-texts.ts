/** Console texts of the licence page (issue 16; System.Authority.License 160301), in the three languages (spread as `licence` into the console dictionaries). */
export const LICENCE_TEXTS = {
  'en-US': {
    title: 'Licence', version: 'Product version', state: 'State', licensee: 'Licensee', licenseNo: 'Licence no.', validity: 'Valid',
    noEnd: 'No end', modules: 'Licensed modules', allModules: 'All modules', daysLeft: 'Days left', activated: 'Activated',
    community: 'Open-source community licence: every module, no end date.',
    unauthorised: 'Not authorised', authorised: 'Authorised', nearingExpiry: 'Nearing expiry', expired: 'Expired',
    expiredHint: 'The licence is not activated or has expired: please reactivate.', nearingHint: 'The licence expires in {{days}} days: please renew it.',
    activateTitle: 'Activate a licence', byNumber: 'By licence number', byFile: 'By licence file', numberPlaceholder: 'Paste the licence number',
    numberRequired: 'The licence number cannot be empty', fileRequired: 'Please choose a licence file first', chooseFile: 'Choose file',
    activate: 'Activate', activatedOk: 'Licence activated: please sign in again',
  },
  'zh-CN': {
    title: '许可证', version: '产品版本', state: '状态', licensee: '被许可方', licenseNo: '许可证号', validity: '有效期',
    noEnd: '无到期日', modules: '许可模块', allModules: '全部模块', daysLeft: '剩余天数', activated: '激活时间',
    community: '开源社区许可证：包含全部模块，无到期日。',
    unauthorised: '未授权', authorised: '已授权', nearingExpiry: '即将到期', expired: '已过期',
    expiredHint: '许可证未激活或已过期，请重新激活。', nearingHint: '许可证将在 {{days}} 天后到期，请及时续期。',
    activateTitle: '激活许可证', byNumber: '通过许可证号', byFile: '通过许可证文件', numberPlaceholder: '粘贴许可证号',
    numberRequired: '许可证号不能为空', fileRequired: '请先选择许可证文件', chooseFile: '选择文件',
    activate: '激活', activatedOk: '许可证已激活，请重新登录',
  },
  'zh-TW': {
    title: '授權許可', version: '產品版本', state: '狀態', licensee: '被授權方', licenseNo: '許可號碼', validity: '有效期',
    noEnd: '無到期日', modules: '授權模組', allModules: '全部模組', daysLeft: '剩餘天數', activated: '啟用時間',
    community: '開源社群授權許可：包含全部模組，無到期日。',
    unauthorised: '未授權', authorised: '已授權', nearingExpiry: '即將到期', expired: '已到期',
    expiredHint: '授權許可未啟用或已到期，請重新啟用。', nearingHint: '授權許可將於 {{days}} 天後到期，請及時續約。',
    activateTitle: '啟用授權許可', byNumber: '以許可號碼', byFile: '以許可檔案', numberPlaceholder: '貼上許可號碼',
    numberRequired: '許可號碼不可為空', fileRequired: '請先選擇授權許可檔案', chooseFile: '選擇檔案',
    activate: '啟用', activatedOk: '授權許可已啟用，請重新登入',
  },
};
