/**
 * Spreadsheet files for import and export tests: `xlsxOf(headers, rows)` builds a real xlsx with
 * exceljs, `csvOf` a CSV, `readXlsx` parses an answered xlsx into header and row arrays, and
 * `multipart(file, name)` builds the multipart/form-data body of one uploaded file by hand.
 */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';

type Cell = string | number | boolean | null | undefined;

export async function xlsxOf(headers: string[], rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function csvOf(headers: string[], rows: Cell[][]): Buffer {
  const quote = (value: Cell) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from([headers, ...rows].map((row) => row.map(quote).join(',')).join('\r\n'), 'utf8');
}

/** The first sheet of an xlsx: header texts and rows of cell values (empty cells as null). */
export async function readXlsx(buffer: Buffer): Promise<{ sheetName: string; headers: string[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const width = sheet.getRow(1).cellCount;
  const valuesOf = (r: number) => Array.from({ length: width }, (_, i) => sheet.getRow(r).getCell(i + 1).value ?? null);
  const rows: unknown[][] = [];
  for (let r = 2; r <= sheet.rowCount; r++) rows.push(valuesOf(r));
  return { sheetName: sheet.name, headers: valuesOf(1).map(String), rows };
}

/** A multipart/form-data body with one file field named `file`. */
export function multipart(content: Buffer, filename: string): { payload: Buffer; contentType: string } {
  const boundary = `----wms${randomBytes(8).toString('hex')}`;
  const type = filename.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
