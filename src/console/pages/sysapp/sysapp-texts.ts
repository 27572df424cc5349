/** Console texts of the System application pages (feedbacks, dictionary, mobile versions, barcode operations), in the three languages (spread as `sysapp` into the console dictionaries). */
export const SYSAPP_TEXTS = {
  'en-US': {
    barcodeOperationsDeleted: '{{count}} entries deleted', confirmDeleteOperations: 'Delete the {{count}} selected entries? This cannot be undone.',
    latestVersion: 'Latest version', noVersion: 'No version uploaded yet', qrAlt: 'QR code of the download link of version {{versionNo}}', downloadLink: 'Download link',
    addVersion: 'Add version', appFile: 'App file (one file)', chooseFile: 'Choose file', versionAdded: 'Version uploaded', sizeMb: 'Size (MB)',
    answer: 'Answer', close: 'Close', answerTitle: 'Answer feedback {{feedbackNo}}', answered: 'Answer saved',
    confirmClose: 'Close {{count}} feedbacks?', closed: '{{count}} feedbacks closed',
    dictionaryTitle: 'Dictionary', addEntry: 'Add entry', modifyEntry: 'Modify entry', confirmDelete: 'Delete {{count}} entries?',
    deleted: '{{count}} entries deleted', saved: 'Entry saved', nameIn: 'Name ({{language}})', anyStatus: 'Any status',
  },
  'zh-CN': {
    barcodeOperationsDeleted: '已删除 {{count}} 条记录', confirmDeleteOperations: '删除选中的 {{count}} 条记录？删除后无法恢复。',
    latestVersion: '最新版本', noVersion: '尚未上传版本', qrAlt: '版本 {{versionNo}} 下载链接的二维码', downloadLink: '下载链接',
    addVersion: '新增版本', appFile: '应用文件（仅一个）', chooseFile: '选择文件', versionAdded: '版本已上传', sizeMb: '大小（MB）',
    answer: '回复', close: '关闭', answerTitle: '回复反馈 {{feedbackNo}}', answered: '回复已保存',
    confirmClose: '关闭 {{count}} 条反馈？', closed: '已关闭 {{count}} 条反馈',
    dictionaryTitle: '数据字典', addEntry: '新增条目', modifyEntry: '修改条目', confirmDelete: '删除 {{count}} 个条目？',
    deleted: '已删除 {{count}} 个条目', saved: '条目已保存', nameIn: '名称（{{language}}）', anyStatus: '全部状态',
  },
  'zh-TW': {
    barcodeOperationsDeleted: '已刪除 {{count}} 筆紀錄', confirmDeleteOperations: '刪除選取的 {{count}} 筆紀錄？刪除後無法復原。',
    latestVersion: '最新版本', noVersion: '尚未上傳版本', qrAlt: '版本 {{versionNo}} 下載連結的 QR 碼', downloadLink: '下載連結',
    addVersion: '新增版本', appFile: '應用程式檔案（僅一個）', chooseFile: '選擇檔案', versionAdded: '版本已上傳', sizeMb: '大小（MB）',
    answer: '回覆', close: '關閉', answerTitle: '回覆回饋 {{feedbackNo}}', answered: '回覆已儲存',
    confirmClose: '關閉 {{count}} 筆回饋？', closed: '已關閉 {{count}} 筆回饋',
    dictionaryTitle: '資料字典', addEntry: '新增條目', modifyEntry: '修改條目', confirmDelete: '刪除 {{count}} 個條目？',
    deleted: '已刪除 {{count}} 個條目', saved: '條目已儲存', nameIn: '名稱（{{language}}）', anyStatus: '全部狀態',
  },
};
