/** zh-TW texts of the System application pages (dictionary, feedbacks, business control, cache), spread into the blocks of zh-TW.ts. */
export const sysappZhTW = {
  error: {
    PDA_ONE_FILE: '一個版本只能上傳一個檔案',
    CACHE_KEY_NOT_FOUND: '快取中沒有該鍵（未讀取、已過期或已清除）',
    FEEDBACK_NOT_OPEN: '回饋 {{feedbackNo}} 已不是待處理狀態，不能修改',
    FEEDBACK_NOT_ANSWERABLE: '回饋 {{feedbackNo}} 已關閉，不能回覆',
  },
  validation: {
    patternInvalid: '正規表示式無法編譯',
    patternUnsafe: '正規表示式可能耗時過長：不允許巢狀量詞（如 (a+)+）或超過 25 個量詞',
    patternSample: '範例與正規表示式不相符',
    errorCodeUnknown: '錯誤目錄中沒有此錯誤碼',
    placeholders: '訊息必須保留目錄文字中的全部預留位置，不能增減：{{placeholders}}',
    versionNoRequired: '請輸入版本號',
    noParentheses: '版本號不能包含括號',
    versionNo: '只能包含字母、數字、點、-、_ 和 +',
    importConfigModule: '頁面 {{value}} 沒有匯入', importConfigField: '該頁面的匯入沒有欄位 {{value}}',
  },
  entity: {
    pattern: '校驗規則',
    errorMessage: '錯誤訊息',
    importConfig: '匯入欄',
    businessControl: '業務控制',
    feedback: '回饋',
  },
  section: {
    handling: '處理',
  },
  field: {
    patternNo: '規則編號', patternName: '規則名稱', regularExpression: '正規表示式', sample: '範例',
    errorCode: '錯誤碼', languageCode: '語言', message: '提示訊息',
    columnName: '欄標題',
    operationType: '操作類型', detail: '詳情',
    versionNo: '版本號',
    controlNo: '控制編號', controlName: '控制名稱', controlMode: '控制方式', controlValue: '控制值',
    feedbackNo: '回饋編號', feedbackType: '回饋類型', feedbackState: '回饋狀態', replyContent: '回覆內容',
  },
  enum: {
    LANGUAGE_CODE: { 'en-US': '英文', 'zh-CN': '簡體中文', 'zh-TW': '繁體中文' },
    BARCODE_OPERATION: { '1': '列印', '2': '拆分' },
    CONTROL_MODE: { '1': '禁止', '2': '警告', '3': '允許' },
    FEEDBACK_TYPE: { '1': '問題', '2': '故障', '3': '建議' },
    FEEDBACK_STATE: { '0': '待處理', '1': '已回覆', '2': '已關閉' },
  },
};
