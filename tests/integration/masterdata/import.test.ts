import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { csvOf, multipart, xlsxOf } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login();
});
afterAll(() => t.close());

const en = DICTIONARIES['en-US'];
const zh = DICTIONARIES['zh-CN'];

async function upload(path: string, content: Buffer | undefined, filename: string, language = 'en-US') {
  const body = content ? multipart(content, filename) : undefined;
  const response = await t.app.inject({
    method: 'POST',
    url: `/wms-restful/${path}/importexcel`,
    headers: { 'authentication-info': token, 'accept-language': language, ...(body ? { 'content-type': body.contentType } : {}) },
    payload: body?.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const suppliers = async () => (await t.database.pool.query(`select supplier_no, supplier_name, email, version from bm_supplier order by supplier_no`)).rows;

const HEADERS = [en.field.supplierNo, `${en.field.supplierName} *`, en.field.phone, en.field.email];

describe('import of an xlsx file', () => {
  it('should refuse the whole file with row-level issues and write nothing when one row is bad', async () => {
    const file = await xlsxOf(HEADERS, [
      ['X001', 'Good one', '(171) 555-2222', 'a@example.com'],
      ['X002', 'Bad email', '030-0074321', 'not-an-email'],
      ['X003', 'Good two', null, null],
    ]);
    const answer = await upload('IBmSupplierService', file, 'suppliers.xlsx');
    expect(answer).toEqual({
      code: ERROR_CODES.IMPORT_FAILED,
      errorMessage: 'Verification failed: 1 rows have errors, nothing was imported',
      data: null,
      details: { rows: [{ row: 3, issues: [{ field: 'email', message: en.validation.email }] }] },
    });
    expect(await suppliers()).toEqual([]);
  });

  it('should import every row and answer the counts when the file is corrected', async () => {
    const file = await xlsxOf(HEADERS, [
      ['X001', 'Good one', '(171) 555-2222', 'a@example.com'],
      ['X002', 'Fixed email', '030-0074321', 'b@example.com'],
      ['X003', 'Good two', null, null],
    ]);
    expect(await upload('IBmSupplierService', file, 'suppliers.xlsx')).toEqual({ code: 0, data: { added: 3, updated: 0 } });
    expect((await suppliers()).map((s) => s.supplier_no)).toEqual(['X001', 'X002', 'X003']);
  });

  it('should modify rows whose key exists and add the others when imported again', async () => {
    const file = await xlsxOf(HEADERS, [
      ['X002', 'Renamed', '030-0074321', 'b@example.com'],
      ['X004', 'Brand new', null, null],
    ]);
    expect(await upload('IBmSupplierService', file, 'suppliers.xlsx')).toEqual({ code: 0, data: { added: 1, updated: 1 } });
    const rows = await suppliers();
    expect(rows.find((s) => s.supplier_no === 'X002')).toMatchObject({ supplier_name: 'Renamed', version: 1 });
    expect(rows).toHaveLength(4);
  });

  it('should modify every row of the file once, an empty cell leaving its field as it was (issue 26)', async () => {
    const file = await xlsxOf(HEADERS, [
      ['X001', 'Renamed one', null, ''],
      ['X003', 'Good two', '(5) 555-4729', 'c@example.com'],
    ]);
    expect(await upload('IBmSupplierService', file, 'suppliers.xlsx')).toEqual({ code: 0, data: { added: 0, updated: 2 } });
    const { rows } = await t.database.pool.query(`select supplier_no, supplier_name, phone, email, version, update_name from bm_supplier where supplier_no in ('X001', 'X003') order by supplier_no`);
    expect(rows).toEqual([
      { supplier_no: 'X001', supplier_name: 'Renamed one', phone: '(171) 555-2222', email: 'a@example.com', version: 1, update_name: 'admin' },
      { supplier_no: 'X003', supplier_name: 'Good two', phone: '(5) 555-4729', email: 'c@example.com', version: 1, update_name: 'admin' },
    ]);
  });

  it('should clear a field whose cell says <clear>, and refuse the file when the field is required, writing nothing', async () => {
    const required = await xlsxOf(HEADERS, [['X001', '<clear>', '<clear>', null]]);
    const refused = await upload('IBmSupplierService', required, 'suppliers.xlsx');
    expect(refused.code).toBe(ERROR_CODES.IMPORT_FAILED);
    expect(refused.details.rows).toEqual([{ row: 2, issues: [expect.objectContaining({ field: 'supplierName' })] }]);
    const file = await xlsxOf(HEADERS, [['X001', 'Renamed one', ' <clear> ', null]]);
    expect(await upload('IBmSupplierService', file, 'suppliers.xlsx')).toEqual({ code: 0, data: { added: 0, updated: 1 } });
    const { rows } = await t.database.pool.query(`select supplier_name, phone, email, version from bm_supplier where supplier_no = 'X001'`);
    expect(rows).toEqual([{ supplier_name: 'Renamed one', phone: null, email: 'a@example.com', version: 2 }]);
  });

  it('should report each row when a key appears twice in the file or a reference does not exist', async () => {
    const before = Number((await t.database.pool.query('select count(*) from bm_item')).rows[0].count);
    const file = await xlsxOf(['itemNo', 'itemName', 'orgNo'], [
      ['I1', 'One', 'NOPE'],
      ['I2', 'Two', 'NOPE'],
      ['I2', 'Two again', 'NOPE'],
    ]);
    const answer = await upload('IBmItemService', file, 'items.xlsx');
    expect(answer.code).toBe(ERROR_CODES.IMPORT_FAILED);
    expect(answer.details.rows.map((r: { row: number; issues: { field: string }[] }) => [r.row, r.issues.map((i) => i.field)])).toEqual([
      [2, ['orgNo']],
      [3, ['orgNo']],
      [4, ['itemNo', 'orgNo']],
    ]);
    expect(Number((await t.database.pool.query('select count(*) from bm_item')).rows[0].count)).toBe(before);
  });
});

describe('import of a CSV file', () => {
  const CSV_HEADERS = [zh.field.supplierNo, zh.field.supplierName, zh.field.phone, zh.field.city];
  const csvSuppliers = async () => (await suppliers()).filter((s) => s.supplier_no.startsWith('CS'));

  it('should refuse the file in the request language and write nothing when one row is bad', async () => {
    const before = (await suppliers()).length;
    const file = csvOf(CSV_HEADERS, [
      ['CS01', 'Alfreds, "Futterkiste"', '030-0074321', 'Berlin'],
      ['CS02', 'x'.repeat(100), '(5) 555-4729', 'México D.F.'],
    ]);
    const answer = await upload('IBmSupplierService', file, 'suppliers.csv', 'zh-CN');
    expect(answer.code).toBe(ERROR_CODES.IMPORT_FAILED);
    expect(answer.errorMessage).toBe('校验失败：1 行有错误，未导入任何数据');
    expect(answer.details.rows).toEqual([{ row: 3, issues: [{ field: 'supplierName', message: '长度必须小于 100 个字符', params: { max: 100 } }] }]);
    expect(await suppliers()).toHaveLength(before);
  });

  it('should import every row when the corrected CSV has quoted commas and non-ASCII text', async () => {
    const file = csvOf(CSV_HEADERS, [
      ['CS01', 'Alfreds, "Futterkiste"', '030-0074321', 'Berlin'],
      ['CS02', 'Ana Trujillo', '(5) 555-4729', 'México D.F.'],
    ]);
    expect(await upload('IBmSupplierService', file, 'suppliers.csv', 'zh-CN')).toEqual({ code: 0, data: { added: 2, updated: 0 } });
    expect((await csvSuppliers()).map((s) => s.supplier_name)).toEqual(['Alfreds, "Futterkiste"', 'Ana Trujillo']);
    const { rows } = await t.database.pool.query(`select city, create_name from bm_supplier where supplier_no = 'CS02'`);
    expect(rows).toEqual([{ city: 'México D.F.', create_name: 'admin' }]);
  });
});

describe('files that cannot be imported', () => {
  it('should answer FILE_REQUIRED when no file is sent', async () => {
    const answer = await upload('IBmSupplierService', undefined, '');
    expect(answer).toEqual({ code: ERROR_CODES.FILE_REQUIRED, errorMessage: en.error.FILE_REQUIRED, data: null });
  });

  it('should answer FILE_INVALID when the xlsx is not a spreadsheet', async () => {
    const answer = await upload('IBmSupplierService', Buffer.from('this is not a zip'), 'suppliers.xlsx');
    expect(answer.code).toBe(ERROR_CODES.FILE_INVALID);
  });

  it('should answer FILE_INVALID when the file has a header and no rows', async () => {
    const answer = await upload('IBmSupplierService', await xlsxOf(HEADERS, []), 'suppliers.xlsx');
    expect(answer.code).toBe(ERROR_CODES.FILE_INVALID);
  });

  it('should name the column on row 1 and write nothing when a header is unknown', async () => {
    const before = (await suppliers()).length;
    const answer = await upload('IBmSupplierService', await xlsxOf(['supplierNo', 'supplierName', 'Favourite colour'], [['Y1', 'Y', 'red']]), 'suppliers.xlsx');
    expect(answer.code).toBe(ERROR_CODES.IMPORT_FAILED);
    expect(answer.details.rows).toEqual([{ row: 1, issues: [{ field: 'Favourite colour', message: 'Unknown column Favourite colour', params: { column: 'Favourite colour' } }] }]);
    expect(await suppliers()).toHaveLength(before);
  });

  it('should answer 10004 when the upload has no session', async () => {
    const body = multipart(await xlsxOf(HEADERS, [['Z1', 'Z']]), 'suppliers.xlsx');
    const response = await t.app.inject({ method: 'POST', url: '/wms-restful/IBmSupplierService/importexcel', headers: { 'content-type': body.contentType }, payload: body.payload });
    expect(response.json().code).toBe(10004);
  });
});
