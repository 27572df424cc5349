/** zh-TW texts of Base.Print (templates, print refusals), spread into the blocks of zh-TW.ts. */
export const printZhTW = {
  error: {
    PRINT_NO_ROWS: '請至少選擇一列再列印',
    PRINT_MIXED_SCOPE: '所選列屬於不同的組織和客戶組合，請分開列印',
    PRINT_TEMPLATE_REQUIRED: '請選擇單據範本',
    PRINT_TEMPLATE_UNKNOWN: '範本 {{reportKey}} 不存在、已停用或不適用於本頁面',
    PRINT_PRINTER_REQUIRED: '請選擇印表機',
    PRINT_NOT_GS1: '{{value}} 不是 GS1 元素串或 SSCC，請選擇 Code 128 範本',
    PRINT_SUMMARY_TIMING: '彙總列印僅適用於列印時機「來源單據」',
    PRINT_NOT_PRINTABLE: '本頁面沒有可列印的內容',
    PRINT_FAILED: '列印失敗，標籤列印服務(bartender)可能未安裝或已關閉，請檢查',
    PRINT_SPLIT_QTY: '標籤 {{barcode}} 數量為 {{qty}}，無法按該數量拆分：請輸入大於 0 且小於 {{qty}} 的數量，最多 99 張',
  },
  validation: {
    between: '請輸入 {{min}} 到 {{max}} 之間的值',
    zplLabel: 'ZPL 標籤須以 ^XA 開頭',
    templateFileType: '{{name}} 不是範本檔案：請上傳 {{types}}',
    templateFileContent: '{{name}} 的內容與檔案類型不符（ZPL 須含 ^XA，XML 須以 < 開頭，或 PDF）',
  },
  entity: {
    labelTemplate: '標籤範本',
    printTemplate: '列印範本',
    billTemplate: '單據範本',
  },
  section: {
    layout: '版面',
  },
  field: {
    templateCode: '範本編碼', templateName: '範本名稱', templateType: '範本類型', labelKind: '標籤種類',
    symbology: '條碼類型', widthMm: '寬度(公釐)', heightMm: '高度(公釐)', showFields: '列印欄位',
    standardCol01: '列印時機', reportKey: '報表識別碼', paperSize: '紙張大小', orientation: '方向',
    templateFile: '範本檔案',
  },
  enum: {
    LABEL_KIND: { '1': '物料標籤', '2': '容器標籤', '3': '儲位標籤' },
    SYMBOLOGY: { code128: 'Code 128', 'gs1-128': 'GS1-128', qrcode: 'QR 碼', datamatrix: 'Data Matrix' },
    PRINT_TIME: { '1': '來源單據', '2': '立即列印', '3': '補印' },
    TEMPLATE_TYPE: { '2': '單據範本', '4': '列印範本' },
    PAPER_SIZE: { A4: 'A4', A5: 'A5', LETTER: 'Letter' },
    PAPER_ORIENTATION: { portrait: '直向', landscape: '橫向' },
  },
};
