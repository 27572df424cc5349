/** zh-TW texts of the System application pages (dictionary, feedbacks, business control, cache), spread into the blocks of zh-TW.ts. */
export const sysappZhTW = {
  error: {
    PDA_ONE_FILE: '一個版本只能上傳一個檔案',
    CACHE_KEY_NOT_FOUND: '快取中沒有該鍵（未讀取、已過期或已清除）',
    FEEDBACK_NOT_OPEN: '回饋 {{feedbackNo}} 已不是待處理狀態，不能修改',
    FEEDBACK_NOT_ANSWERABLE: '回饋 {{feedbackNo}} 已關閉，不能回覆',
  },
  validation: {
    versionNoRequired: '請輸入版本號',
    noParentheses: '版本號不能包含括號',
    versionNo: '只能包含字母、數字、點、-、_ 和 +',
  },
  entity: {
    businessControl: '業務控制',
    feedback: '回饋',
  },
  section: {
    handling: '處理',
  },
  field: {
    operationType: '操作類型', detail: '詳情',
    versionNo: '版本號',
    controlNo: '控制編號', controlName: '控制名稱', controlMode: '控制方式', controlValue: '控制值',
    feedbackNo: '回饋編號', feedbackType: '回饋類型', feedbackState: '回饋狀態', replyContent: '回覆內容',
  },
  enum: {
    BARCODE_OPERATION: { '1': '列印', '2': '拆分' },
    CONTROL_MODE: { '1': '禁止', '2': '警告', '3': '允許' },
    FEEDBACK_TYPE: { '1': '問題', '2': '故障', '3': '建議' },
    FEEDBACK_STATE: { '0': '待處理', '1': '已回覆', '2': '已關閉' },
  },
};
