/** zh-TW texts of the import limits and CSV encodings (issue 11), spread into zh-TW.ts. */
export const importZhTW = {
  error: {
    IMPORT_FILE_TOO_LARGE: '檔案過大：每次匯入最大 {{max}} MB，請拆分為較小的檔案',
    IMPORT_UNPACKED_TOO_LARGE: '試算表解壓縮後超過 {{max}} MB：請拆分為較小的檔案',
    IMPORT_TOO_MANY_PARTS: '試算表包含超過 {{max}} 個元件：請另存為一般的 xlsx 活頁簿',
    IMPORT_TOO_MANY_ROWS: '檔案超過 {{max}} 列：請拆分為較小的檔案',
    IMPORT_TOO_MANY_COLUMNS: '第 {{row}} 列超過 {{max}} 欄',
    IMPORT_CELL_TOO_LONG: '第 {{row}} 列有儲存格超過 {{max}} 個字元',
    IMPORT_TOO_MANY_STRINGS: '試算表包含超過 {{max}} 個不同的文字：請拆分為較小的檔案',
    IMPORT_BUSY_USER: '您的上一次匯入仍在進行：請等待其結束後再匯入',
    IMPORT_BUSY_SERVER: '伺服器正忙於其他匯入：請稍後再試',
    IMPORT_INVALID_TEXT: '第 {{row}} 列不是有效的 {{encoding}} 文字：請將檔案另存為「CSV UTF-8」後重新匯入',
    IMPORT_ENCODING_UNKNOWN: '未知編碼 {{encoding}}：請註明如 UTF-8、windows-1252、GBK 或 Big5 的編碼',
  },
};
