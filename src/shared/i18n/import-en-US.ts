/** en-US texts of the import limits and CSV encodings (issue 11), spread into en-US.ts. */
export const importEnUS = {
  error: {
    IMPORT_FILE_TOO_LARGE: 'The file is too large: at most {{max}} MB per import; split it into smaller files',
    IMPORT_UNPACKED_TOO_LARGE: 'The spreadsheet unpacks to more than {{max}} MB: split it into smaller files',
    IMPORT_TOO_MANY_PARTS: 'The spreadsheet holds more than {{max}} parts: save it again as a plain xlsx workbook',
    IMPORT_TOO_MANY_ROWS: 'The file has more than {{max}} rows: split it into smaller files',
    IMPORT_TOO_MANY_COLUMNS: 'Row {{row}} has more than {{max}} columns',
    IMPORT_CELL_TOO_LONG: 'Row {{row}} has a cell longer than {{max}} characters',
    IMPORT_TOO_MANY_STRINGS: 'The spreadsheet holds more than {{max}} different texts: split it into smaller files',
    IMPORT_BUSY_USER: 'Your previous import is still running: wait until it ends, then import again',
    IMPORT_BUSY_SERVER: 'The server is busy with other imports: try again in a moment',
    IMPORT_INVALID_TEXT: 'Row {{row}} is not valid {{encoding}} text: save the file as "CSV UTF-8" and import it again',
    IMPORT_ENCODING_UNKNOWN: 'Unknown encoding {{encoding}}: name one such as UTF-8, windows-1252, GBK or Big5',
  },
};
