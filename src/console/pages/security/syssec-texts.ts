/** Console texts of the operation journal, second factor, sessions and licence pages (issue 16, syssec), in the three languages (spread as `syssec` into the console dictionaries). */
export const SYSSEC_TEXTS = {
  'en-US': {
    verb: { resetTotp: 'Reset second factor', startTotp: 'Start second factor set-up', confirmTotp: 'Set up second factor', removeTotp: 'Remove second factor', runNow: 'Run now', pause: 'Pause', resume: 'Resume', uploadFile: 'Upload file', removeFile: 'Remove file' },
    userNo: 'User no.', userName: 'User name', call: 'Call', action: 'Action', subject: 'Subject', ownAction: 'Own settings', moduleNo: 'Page', clientRequestId: 'Client request id',
    outcome: 'Outcome', done: 'Done', refused: 'Refused ({{code}})', input: 'Request', before: 'Before', after: 'After',
    isAdminTotp: 'Second factor for administrators', isAdminTotpHint: 'Holders of the admin role must sign in with a code from an authenticator app; those without one set it up first',
    totpTitle: 'Second factor (authenticator app)', totpOn: 'Sign-in asks for a code of your authenticator app.', totpOff: 'Sign-in takes your password alone. Add a code of an authenticator app (TOTP) for more safety.',
    totpRequired: 'The password policy requires a second factor of administrators: set it up to continue.', totpStart: 'Set up', totpScan: 'Scan the QR code with your authenticator app (or type the key), then enter the code it shows.',
    totpKey: 'Key', totpCode: 'Code', totpConfirm: 'Confirm', totpEnrolled: 'Second factor set up', totpRemove: 'Remove', totpRemoved: 'Second factor removed', totpCodeHint: '6 digits',
  },
  'zh-CN': {
    verb: { resetTotp: '重置双重验证', startTotp: '开始设置双重验证', confirmTotp: '设置双重验证', removeTotp: '移除双重验证', runNow: '立即执行', pause: '暂停', resume: '恢复', uploadFile: '上传文件', removeFile: '移除文件' },
    userNo: '用户编号', userName: '用户名称', call: '接口', action: '操作', subject: '对象', ownAction: '个人设置', moduleNo: '页面', clientRequestId: '客户端请求编号',
    outcome: '结果', done: '成功', refused: '拒绝（{{code}}）', input: '请求', before: '修改前', after: '修改后',
    isAdminTotp: '管理员双重验证', isAdminTotpHint: '拥有管理员角色的用户须使用身份验证器应用的验证码登录；尚未设置的须先设置',
    totpTitle: '双重验证（身份验证器应用）', totpOn: '登录时需要身份验证器应用的验证码。', totpOff: '登录只需密码。添加身份验证器应用（TOTP）验证码可提高安全性。',
    totpRequired: '密码策略要求管理员使用双重验证：请先设置。', totpStart: '设置', totpScan: '用身份验证器应用扫描二维码（或输入密钥），然后输入其显示的验证码。',
    totpKey: '密钥', totpCode: '验证码', totpConfirm: '确认', totpEnrolled: '双重验证已设置', totpRemove: '移除', totpRemoved: '双重验证已移除', totpCodeHint: '6 位数字',
  },
  'zh-TW': {
    verb: { resetTotp: '重設雙重驗證', startTotp: '開始設定雙重驗證', confirmTotp: '設定雙重驗證', removeTotp: '移除雙重驗證', runNow: '立即執行', pause: '暫停', resume: '恢復', uploadFile: '上傳檔案', removeFile: '移除檔案' },
    userNo: '使用者編號', userName: '使用者名稱', call: '介面', action: '操作', subject: '對象', ownAction: '個人設定', moduleNo: '頁面', clientRequestId: '用戶端請求編號',
    outcome: '結果', done: '成功', refused: '拒絕（{{code}}）', input: '請求', before: '修改前', after: '修改後',
    isAdminTotp: '管理員雙重驗證', isAdminTotpHint: '擁有管理員角色的使用者須以驗證器應用程式的驗證碼登入；尚未設定者須先設定',
    totpTitle: '雙重驗證（驗證器應用程式）', totpOn: '登入時需要驗證器應用程式的驗證碼。', totpOff: '登入只需密碼。加入驗證器應用程式（TOTP）驗證碼可提高安全性。',
    totpRequired: '密碼原則要求管理員使用雙重驗證：請先設定。', totpStart: '設定', totpScan: '以驗證器應用程式掃描 QR 碼（或輸入金鑰），再輸入其顯示的驗證碼。',
    totpKey: '金鑰', totpCode: '驗證碼', totpConfirm: '確認', totpEnrolled: '雙重驗證已設定', totpRemove: '移除', totpRemoved: '雙重驗證已移除', totpCodeHint: '6 位數字',
  },
};
