/**
 * Spreadsheet columns of an entity for import, export and the template (spec console §4, §7
 * Import/export): the header of a column is its localized label; on import a header may be the
 * label in any of the three languages or the wire field name. The module's custom fields follow
 * the declared ones under their own names (fieldNoName, or fieldNo on import), holding the stored
 * value (a dropdown's code). Files are xlsx (exceljs, read by xlsx-reader.ts) or CSV (csv-reader.ts);
 * never the npm `xlsx` package.
 */
import ExcelJS from 'exceljs';
import type { TFunction } from 'i18next';
import type { CustomField } from '../../shared/custom-fields.ts';
import type { EntityDef } from '../../shared/entity.ts';
import { DICTIONARIES, LANGUAGES } from '../../shared/i18n/index.ts';
import { writableFields } from '../../shared/validation.ts';
import { AppError } from '../rpc/app-error.ts';
import { readCsv } from './csv-reader.ts';
import type { SheetRows } from './import-limits.ts';
import { readXlsx } from './xlsx-reader.ts';

/** Fields a user imports: every writable field of an add. */
export function importFields(entity: EntityDef): string[] {
  return writableFields(entity, 'add');
}

/** Maps a header cell to the custom field it names (by fieldNoName or fieldNo), if any. */
export function customFieldOfHeader(fields: CustomField[], header: string): string | undefined {
  const text = header.trim();
  return (fields.find((field) => field.fieldNoName === text) ?? fields.find((field) => field.fieldNo === text))?.fieldNo;
}

/** Maps a header cell to its wire field name, or undefined for an unknown column. */
export function fieldOfHeader(entity: EntityDef, header: string): string | undefined {
  const text = header.trim().replace(/\s*\*$/, '');
  if (text in entity.fields) return text;
  for (const language of LANGUAGES) {
    const labels = DICTIONARIES[language].field as Record<string, string>;
    const match = Object.keys(entity.fields).find((name) => labels[name] === text);
    if (match) return match;
  }
  return undefined;
}

/**
 * Reads the first sheet of an xlsx or a CSV file (by the file name's extension) within
 * IMPORT_LIMITS; `encoding` is a CSV's declared encoding. Throws the readers' IMPORT_* refusals, or
 * FILE_INVALID when the file is unreadable (twice: a failure of the reader's own temporary file is retried once).
 */
export async function readSheet(buffer: Buffer, filename: string, encoding?: string): Promise<SheetRows> {
  const read = () => (/\.csv$/i.test(filename) ? readCsv(buffer, encoding) : readXlsx(buffer));
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
  }
  // A second read of the same bytes: exceljs parks a worksheet stored before its shared strings in
  // a temporary file, and a loaded machine's test runs saw that step fail now and then (FILE_INVALID
  // for a file read fine before and after). A file that is really unreadable fails twice.
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FILE_INVALID');
  }
}

/**
 * Writes rows as an xlsx with localized headers (or the given `headers` by field; required columns
 * are marked with '*'), then one column per custom field with the row's stored value.
 */
export async function writeSheet(entity: EntityDef, t: TFunction, fields: string[], rows: Record<string, unknown>[], custom: CustomField[] = [], headers: Record<string, string> = {}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(`entity.${entity.name}`));
  sheet.columns = [
    ...fields.map((name) => ({ header: `${headers[name] ?? t(`field.${name}`)}${entity.fields[name]?.required ? ' *' : ''}`, key: name, width: 18 })),
    ...custom.map((field) => ({ header: field.fieldNoName, key: `custom.${field.fieldNo}`, width: 18 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const stored = (row.customValues ?? {}) as Record<string, unknown>;
    sheet.addRow({
      ...Object.fromEntries(fields.map((f) => [f, row[f] instanceof Date ? (row[f] as Date).toISOString() : row[f]])),
      ...Object.fromEntries(custom.map((field) => [`custom.${field.fieldNo}`, stored[field.fieldNo]])),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
