/** zh-TW texts of System.Integrate (issue 16: sources, configurations, callbacks, synchronisation), spread into the blocks of zh-TW.ts. */
export const integrateZhTW = {
  error: {
    SYNC_SOURCE_UNREACHABLE: '來源 {{integrationNo}} 無回應（{{reason}}）：請檢查位址並確認 ERP 正在執行',
    SYNC_SOURCE_INVALID: '來源 {{integrationNo}} 在「{{path}}」處沒有記錄清單：請檢查記錄路徑',
    SYNC_SOURCE_TOO_LARGE: '來源 {{integrationNo}} 的回應超過 {{max}} MB：請分批同步',
    SYNC_DISABLED: '配置 {{configNo}} 或其來源已停用：請先啟用',
    SYNC_RUNNING: '配置 {{configNo}} 正在同步：請等待本次同步結束',
  },
  entity: {
    integrationSource: '來源',
    sourceConfig: '來源配置',
    callback: '回傳',
  },
  field: {
    accountNo: '帳戶金鑰編號',
    accountName: '帳戶名稱',
    secretHint: '密鑰末四位',
    integrationNo: '來源編號',
    integrationName: '來源名稱',
    sourceType: '來源類型',
    authHeader: '授權標頭',
    authSet: '已設定授權標頭',
    secretSet: '已設定簽章金鑰',
    recordsPath: '記錄路徑',
    configNo: '配置編號',
    configName: '配置名稱',
    target: '同步對象',
    fieldMap: '欄位對應（來源欄位=本系統欄位，每行一個）',
    autoSync: '排程同步',
    callbackNo: '回傳編號',
    callbackName: '回傳名稱',
    eventType: '事件類型',
  },
  enum: {
    SOURCE_TYPE: {
      http: 'HTTP JSON 介面',
      file: '表格檔案（xlsx 或 CSV）',
    },
    SYNC_TARGET: {
      item: '物料',
      supplier: '供應商',
      customer: '客戶',
    },
  },
  validation: {
    httpUrl: '請輸入 http:// 或 https:// 位址',
    fieldMapLine: '第 {{line}} 行：請寫成 來源欄位=本系統欄位',
    fieldMapUnknown: '第 {{line}} 行：{{value}} 不是可同步的欄位',
    fieldMapDuplicate: '第 {{line}} 行：{{value}} 重複對應',
  },
};
