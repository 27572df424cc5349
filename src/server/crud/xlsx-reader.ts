/**
 * Bounded reading of an uploaded xlsx (issue 11 defect 2, docs/decisions/ "Bounded imports").
 *
 * 1. The zip's central directory is checked before anything is unpacked: at most
 *    IMPORT_LIMITS.parts parts whose declared sizes add up to at most IMPORT_LIMITS.unpackedBytes
 *    (a zip bomb is refused here in milliseconds); then each part is inflated and its bytes counted
 *    and thrown away, so a zip whose headers understate its sizes is refused as well.
 * 2. The first worksheet is read by exceljs's streaming WorkbookReader, each part's bytes counted
 *    again and decoded with a streaming UTF-8 decoder (exceljs decodes each chunk on its own, which
 *    turns a character split across two chunks into U+FFFD); rows, columns, cell length and
 *    shared strings are checked as they arrive.
 *
 * Errors: FILE_INVALID (not a zip, or no worksheet), IMPORT_UNPACKED_TOO_LARGE {max MB},
 * IMPORT_TOO_MANY_PARTS {max}, IMPORT_TOO_MANY_ROWS {max}, IMPORT_TOO_MANY_COLUMNS {row, max},
 * IMPORT_CELL_TOO_LONG {row, max}, IMPORT_TOO_MANY_STRINGS {max}.
 */
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { AppError } from '../rpc/app-error.ts';
import { checkRow, IMPORT_LIMITS, type SheetRows } from './import-limits.ts';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

type Part = { method: number; compressedSize: number; size: number; offset: number };

function unpackedTooLarge(): AppError {
  return new AppError('IMPORT_UNPACKED_TOO_LARGE', { max: IMPORT_LIMITS.unpackedBytes / 1024 / 1024 });
}

/** The parts listed in the zip's central directory. */
function partsOf(zip: Buffer): Part[] {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new AppError('FILE_INVALID');
  const count = zip.readUInt16LE(end + 10);
  if (count > IMPORT_LIMITS.parts) throw new AppError('IMPORT_TOO_MANY_PARTS', { max: IMPORT_LIMITS.parts });
  const parts: Part[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new AppError('FILE_INVALID');
    parts.push({ method: zip.readUInt16LE(at + 10), compressedSize: zip.readUInt32LE(at + 20), size: zip.readUInt32LE(at + 24), offset: zip.readUInt32LE(at + 42) });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** Bytes that `data` inflates to, counting no further than `max` + 1; nothing is kept. */
function inflatedBytes(data: Buffer, max: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(new AppError('FILE_INVALID')));
    inflate.end(data);
  });
}

/** Refuses a zip with too many parts or more unpacked bytes than the limit, declared or real. */
export async function checkZip(zip: Buffer): Promise<void> {
  const parts = partsOf(zip);
  if (parts.reduce((sum, part) => sum + part.size, 0) > IMPORT_LIMITS.unpackedBytes) throw unpackedTooLarge();
  let unpacked = 0;
  for (const part of parts) {
    if (part.offset + 30 > zip.length || zip.readUInt32LE(part.offset) !== LOCAL_HEADER) throw new AppError('FILE_INVALID');
    const start = part.offset + 30 + zip.readUInt16LE(part.offset + 26) + zip.readUInt16LE(part.offset + 28);
    if (part.method !== STORED && part.method !== DEFLATED) throw new AppError('FILE_INVALID');
    const data = zip.subarray(start, start + part.compressedSize);
    unpacked += part.method === STORED ? data.length : await inflatedBytes(data, IMPORT_LIMITS.unpackedBytes - unpacked);
    if (unpacked > IMPORT_LIMITS.unpackedBytes) throw unpackedTooLarge();
  }
}

type Chunks = AsyncIterable<Buffer | string>;

/** The parts of exceljs's WorkbookReader this module wraps (not in exceljs's type declarations). */
type ReaderInternals = {
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: Chunks, sheetNo: string): Generator<unknown>;
  [Symbol.asyncIterator](): AsyncGenerator<ExcelJS.stream.xlsx.WorksheetReader>;
};
const StreamingReader = ExcelJS.stream.xlsx.WorkbookReader as unknown as new (input: Readable, options: object) => ReaderInternals;

/** exceljs's streaming reader with every parsed part counted, decoded whole and bounded. */
class BoundedReader extends StreamingReader {
  private unpacked = 0;

  private async *decoded(chunks: Chunks): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8');
    for await (const chunk of chunks) {
      this.unpacked += chunk.length;
      if (this.unpacked > IMPORT_LIMITS.unpackedBytes) throw unpackedTooLarge();
      if ((this.sharedStrings?.length ?? 0) > IMPORT_LIMITS.sharedStrings) throw new AppError('IMPORT_TOO_MANY_STRINGS', { max: IMPORT_LIMITS.sharedStrings });
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }

  override _parseRels(entry: Readable): Promise<void> {
    return super._parseRels(Readable.from(this.decoded(entry)));
  }

  override _parseWorkbook(entry: Readable): Promise<void> {
    return super._parseWorkbook(Readable.from(this.decoded(entry)));
  }

  override async *_parseSharedStrings(entry: Readable): AsyncGenerator<unknown> {
    yield* super._parseSharedStrings(Readable.from(this.decoded(entry)));
    if ((this.sharedStrings?.length ?? 0) > IMPORT_LIMITS.sharedStrings) throw new AppError('IMPORT_TOO_MANY_STRINGS', { max: IMPORT_LIMITS.sharedStrings });
  }

  override *_parseWorksheet(iterator: Chunks, sheetNo: string): Generator<unknown> {
    yield* super._parseWorksheet(this.decoded(iterator), sheetNo);
  }
}

/** Reads the first worksheet of an xlsx: row 1 is the header; empty rows are skipped. */
export async function readXlsx(zip: Buffer): Promise<SheetRows> {
  await checkZip(zip);
  const reader = new BoundedReader(Readable.from([zip]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const worksheet of reader) {
    let headers: string[] = [];
    const rows: Record<string, unknown>[] = [];
    for await (const row of worksheet) {
      const raw = row.values as ExcelJS.CellValue[];
      checkRow(row.number, raw.length - 1);
      const values = raw.slice(1).map(cellValue);
      checkRow(row.number, values.length, values);
      if (row.number === 1) headers = values.map((value) => String(value ?? ''));
      else if (!values.every((value) => value === undefined || value === '')) {
        if (rows.length >= IMPORT_LIMITS.rows) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_LIMITS.rows });
        rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i]])));
      }
    }
    return { headers, rows };
  }
  throw new AppError('FILE_INVALID');
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('text' in value) return value.text;
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
  }
  return value;
}
