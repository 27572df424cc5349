/** zh-CN texts of the import limits and CSV encodings (issue 11), spread into zh-CN.ts. */
export const importZhCN = {
  error: {
    IMPORT_FILE_TOO_LARGE: '文件过大：每次导入最大 {{max}} MB，请拆分为较小的文件',
    IMPORT_UNPACKED_TOO_LARGE: '表格解压后超过 {{max}} MB：请拆分为较小的文件',
    IMPORT_TOO_MANY_PARTS: '表格包含超过 {{max}} 个部件：请另存为普通的 xlsx 工作簿',
    IMPORT_TOO_MANY_ROWS: '文件超过 {{max}} 行：请拆分为较小的文件',
    IMPORT_TOO_MANY_COLUMNS: '第 {{row}} 行超过 {{max}} 列',
    IMPORT_CELL_TOO_LONG: '第 {{row}} 行有单元格超过 {{max}} 个字符',
    IMPORT_TOO_MANY_STRINGS: '表格包含超过 {{max}} 个不同的文本：请拆分为较小的文件',
    IMPORT_BUSY_USER: '您的上一次导入仍在进行：请等待其结束后再导入',
    IMPORT_BUSY_SERVER: '服务器正忙于其他导入：请稍后再试',
    IMPORT_INVALID_TEXT: '第 {{row}} 行不是有效的 {{encoding}} 文本：请将文件另存为“CSV UTF-8”后重新导入',
    IMPORT_ENCODING_UNKNOWN: '未知编码 {{encoding}}：请注明如 UTF-8、windows-1252、GBK 或 Big5 的编码',
  },
};
