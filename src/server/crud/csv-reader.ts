/**
 * Reading of an uploaded CSV (issue 11 defect 11, docs/decisions/ "Bounded imports"). The text
 * encoding is, in this order: the file's byte-order mark (UTF-8, UTF-16LE, UTF-16BE), the encoding
 * the request names (`?encoding=windows-1252`, any iconv-lite knows: GBK, Big5, Shift_JIS...), else
 * UTF-8. Bytes that are not valid text in that encoding refuse the file naming their line, so no
 * replacement character (U+FFFD) is ever stored. Rows, columns and cell length are bounded like an
 * xlsx's (IMPORT_LIMITS); the file's bytes are bounded by the upload limit.
 *
 * Errors: IMPORT_INVALID_TEXT {row, encoding}, IMPORT_ENCODING_UNKNOWN {encoding},
 * IMPORT_TOO_MANY_ROWS {max}, IMPORT_TOO_MANY_COLUMNS {row, max}, IMPORT_CELL_TOO_LONG {row, max},
 * FILE_INVALID (not CSV, e.g. a quote never closed).
 */
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { AppError } from '../rpc/app-error.ts';
import { checkRow, IMPORT_LIMITS, type SheetRows } from './import-limits.ts';

const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'UTF-8' },
  { bytes: [0xff, 0xfe], encoding: 'UTF-16LE' },
  { bytes: [0xfe, 0xff], encoding: 'UTF-16BE' },
];

/** The line (1-based) of the first byte that is not UTF-8 (a newline byte never sits inside a character). */
function firstBadUtf8Line(bytes: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  for (let line = 1; ; line++) {
    const end = bytes.indexOf(0x0a, start);
    try {
      decoder.decode(bytes.subarray(start, end < 0 ? bytes.length : end));
    } catch {
      return line;
    }
    if (end < 0) return line;
    start = end + 1;
  }
}

/** The text of a CSV file, decoded by its BOM, else `declared`, else as UTF-8. */
export function csvText(bytes: Buffer, declared?: string): string {
  const bom = BOMS.find((b) => b.bytes.every((byte, i) => bytes[i] === byte));
  const encoding = bom?.encoding ?? declared?.trim() ?? 'UTF-8';
  const body = bom ? bytes.subarray(bom.bytes.length) : bytes;
  if (/^utf-?8$/i.test(encoding)) {
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
    } catch {
      throw new AppError('IMPORT_INVALID_TEXT', { row: firstBadUtf8Line(body), encoding: 'UTF-8' });
    }
  }
  if (!iconv.encodingExists(encoding)) throw new AppError('IMPORT_ENCODING_UNKNOWN', { encoding });
  const text = iconv.decode(body, encoding, { stripBOM: false });
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0) throw new AppError('IMPORT_INVALID_TEXT', { row: text.slice(0, bad).split('\n').length, encoding });
  return text;
}

/** Reads a CSV: its first record is the header; empty lines are skipped, empty cells are absent. */
export function readCsv(bytes: Buffer, declared?: string): SheetRows {
  const text = csvText(bytes, declared);
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch {
    throw new AppError('FILE_INVALID');
  }
  if (records.length - 1 > IMPORT_LIMITS.rows) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_LIMITS.rows });
  records.forEach((cells, index) => checkRow(index + 1, cells.length, cells));
  const [headers = [], ...body] = records;
  return { headers, rows: body.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] === '' ? undefined : cells[i]]))) };
}
