import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importsRunning } from '../../../src/server/crud/import-limits.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { multipart, xlsxOf } from '../../support/files.ts';
import { hostileXlsx, joined, repeated, series } from '../../support/hostile-xlsx.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

// The default limits (src/server/crud/import-limits.ts) hold here: 10 MB uploaded, 100 MB unpacked,
// 32,767 characters a cell, 500,000 shared strings, 1 import per user, 2 per server.
const en = DICTIONARIES['en-US'];
const MB = 1024 * 1024;
const HEAP_BOUND_MB = 200;
const ROW = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>supplierNo</t></is></c></row>';

let t: TestApp;
let token: string;
let hugeSheet: { honest: Buffer; understated: Buffer };
let hugeCell: { honest: Buffer; understated: Buffer };
let manyStrings: Buffer;

beforeAll(async () => {
  t = await testApp();
  token = await t.login();
  // The three bombs of issue 11: 1 GB of sheet XML, one 800 MB cell, a million shared strings.
  hugeSheet = await hostileXlsx({ rows: joined([HEADER], repeated(ROW, Math.ceil(1024 * MB / ROW.length))) });
  hugeCell = await hostileXlsx({ rows: joined([HEADER, '<row r="2"><c r="A2" t="inlineStr"><is><t>'], repeated('x', 800 * MB), ['</t></is></c></row>']) });
  manyStrings = (await hostileXlsx({ rows: [HEADER, '<row r="2"><c r="A2" t="s"><v>7</v></c></row>'], sharedStrings: series(1_000_000, (i) => `<si><t>S${i}</t></si>`) })).honest;
});
afterAll(() => t.close());

/** Heap and buffers (bytes) of this process, where the app runs. */
const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;

/** Runs `work` sampling the memory of this process; answers its result and the peak growth in MB. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const base = used();
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, used());
  }, 2);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, growthMb: (peak - base) / MB };
  } finally {
    clearInterval(sampler);
  }
}

async function upload(content: Buffer, filename = 'suppliers.xlsx', as = token) {
  const body = multipart(content, filename);
  const response = await t.app.inject({
    method: 'POST',
    url: '/wms-restful/IBmSupplierService/importexcel',
    headers: { 'authentication-info': as, 'accept-language': 'en-US', 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const supplierCount = async () => Number((await t.database.pool.query('select count(*) from bm_supplier')).rows[0].count);

describe('xlsx bombs', () => {
  it('should refuse 1 GB of sheet XML packed in about 3 MB before unpacking it, with the heap bounded', async () => {
    expect(hugeSheet.honest.length).toBeLessThan(4 * MB);
    const { result, growthMb } = await peakGrowth(() => upload(hugeSheet.honest));
    expect(result).toEqual({ code: ERROR_CODES.IMPORT_UNPACKED_TOO_LARGE, errorMessage: 'The spreadsheet unpacks to more than 100 MB: split it into smaller files', data: null });
    expect(growthMb).toBeLessThan(HEAP_BOUND_MB);
    expect(await supplierCount()).toBe(0);
  });

  it('should refuse the same sheet when the zip headers understate its size', async () => {
    const { result, growthMb } = await peakGrowth(() => upload(hugeSheet.understated));
    expect(result.code).toBe(ERROR_CODES.IMPORT_UNPACKED_TOO_LARGE);
    expect(growthMb).toBeLessThan(HEAP_BOUND_MB);
  });

  it('should refuse one 800 MB cell, declared or understated, with the heap bounded', async () => {
    for (const file of [hugeCell.honest, hugeCell.understated]) {
      const { result, growthMb } = await peakGrowth(() => upload(file));
      expect(result.code).toBe(ERROR_CODES.IMPORT_UNPACKED_TOO_LARGE);
      expect(growthMb).toBeLessThan(HEAP_BOUND_MB);
    }
  });

  it('should refuse a million shared strings, with the heap bounded', async () => {
    const { result, growthMb } = await peakGrowth(() => upload(manyStrings));
    expect(result).toEqual({ code: ERROR_CODES.IMPORT_TOO_MANY_STRINGS, errorMessage: 'The spreadsheet holds more than 500000 different texts: split it into smaller files', data: null });
    expect(growthMb).toBeLessThan(HEAP_BOUND_MB);
  });

  it('should name the row of a cell longer than 32,767 characters in an ordinary file', async () => {
    const answer = await upload(await xlsxOf(['supplierNo', 'supplierName'], [['L1', 'ok'], ['L2', 'y'.repeat(40_000)]]));
    expect(answer).toEqual({ code: ERROR_CODES.IMPORT_CELL_TOO_LONG, errorMessage: 'Row 3 has a cell longer than 32767 characters', data: null });
    expect(await supplierCount()).toBe(0);
  });

  it('should refuse an upload over 10 MB while it arrives', async () => {
    const answer = await upload(Buffer.alloc(11 * MB, 1));
    expect(answer).toEqual({ code: ERROR_CODES.IMPORT_FILE_TOO_LARGE, errorMessage: en.error.IMPORT_FILE_TOO_LARGE.replace('{{max}}', '10'), data: null });
  });
});

describe('imports at once', () => {
  it('should survive 10 hostile uploads at once from 10 users with the heap bounded, then import a good file', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      await createUser(t.database.db, { userNo: `bomber${i}`, grants: { '100104': ['isSearch', 'isImport'] } });
      tokens.push(await t.login(`bomber${i}`, USER_PASSWORD));
    }
    const bombs = [hugeSheet.honest, hugeSheet.understated, hugeCell.honest, hugeCell.understated, manyStrings];
    const { result, growthMb } = await peakGrowth(() => Promise.all(tokens.map((as, i) => upload(bombs[i % bombs.length], 'bomb.xlsx', as))));
    const codes = result.map((answer: { code: number }) => answer.code);
    const refusals: number[] = [ERROR_CODES.IMPORT_UNPACKED_TOO_LARGE, ERROR_CODES.IMPORT_TOO_MANY_STRINGS, ERROR_CODES.IMPORT_BUSY_SERVER];
    expect(codes.every((code: number) => refusals.includes(code))).toBe(true);
    expect(codes.filter((code: number) => code !== ERROR_CODES.IMPORT_BUSY_SERVER).length).toBeGreaterThanOrEqual(2);
    expect(growthMb).toBeLessThan(HEAP_BOUND_MB);
    expect(importsRunning()).toBe(0);
    expect(await upload(await xlsxOf(['supplierNo', 'supplierName'], [['OK1', 'Still serving']]))).toEqual({ code: 0, data: { added: 1, updated: 0 } });
  });

  it('should refuse a second import of the same user while the first runs, and let the first finish', async () => {
    const { payload, contentType } = multipart(await xlsxOf(['supplierNo', 'supplierName'], [['SLOW1', 'Slow upload']]), 'slow.xlsx');
    const cut = payload.indexOf('\r\n\r\n') + 4;
    const slow = new Readable({ read() {} });
    slow.push(payload.subarray(0, cut));
    const first = t.app.inject({
      method: 'POST',
      url: '/wms-restful/IBmSupplierService/importexcel',
      headers: { 'authentication-info': token, 'accept-language': 'en-US', 'content-type': contentType },
      payload: slow,
    });
    await vi.waitFor(() => expect(importsRunning()).toBe(1), { timeout: 30_000, interval: 10 });
    expect(await upload(await xlsxOf(['supplierNo', 'supplierName'], [['FAST1', 'Fast upload']]))).toEqual({ code: ERROR_CODES.IMPORT_BUSY_USER, errorMessage: en.error.IMPORT_BUSY_USER, data: null });
    slow.push(payload.subarray(cut));
    slow.push(null);
    expect((await first).json()).toEqual({ code: 0, data: { added: 1, updated: 0 } });
    const { rows } = await t.database.pool.query(`select supplier_no from bm_supplier where supplier_no in ('SLOW1', 'FAST1')`);
    expect(rows).toEqual([{ supplier_no: 'SLOW1' }]);
  });
});
