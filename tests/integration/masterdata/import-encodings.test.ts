import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { multipart } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login();
});
afterAll(() => t.close());

const CSV = 'supplierNo,supplierName,city\r\nE1,Müller Käse,Köln\r\nE2,Søren Ærø,Århus\r\n';

async function upload(content: Buffer, query = '', language = 'en-US') {
  const body = multipart(content, 'suppliers.csv');
  const response = await t.app.inject({
    method: 'POST',
    url: `/wms-restful/IBmSupplierService/importexcel${query}`,
    headers: { 'authentication-info': token, 'accept-language': language, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const stored = async () => (await t.database.pool.query(`select supplier_no, supplier_name, city from bm_supplier where supplier_no like 'E%' order by supplier_no`)).rows;
const EXPECTED = [
  { supplier_no: 'E1', supplier_name: 'Müller Käse', city: 'Köln' },
  { supplier_no: 'E2', supplier_name: 'Søren Ærø', city: 'Århus' },
];

describe('CSV text encodings', () => {
  it('should refuse a Latin-1 file without BOM or declared encoding, naming the first bad row, and write nothing', async () => {
    const answer = await upload(iconv.encode(CSV, 'latin1'));
    expect(answer).toEqual({ code: ERROR_CODES.IMPORT_INVALID_TEXT, errorMessage: 'Row 2 is not valid UTF-8 text: save the file as "CSV UTF-8" and import it again', data: null });
    expect(await stored()).toEqual([]);
  });

  it('should name the row in the request language when a later row is not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('supplierNo,supplierName\r\nE1,Müller\r\n', 'utf8'), iconv.encode('E2,Ærø\r\n', 'latin1')]);
    const answer = await upload(bytes, '', 'zh-CN');
    expect(answer.errorMessage).toBe('第 3 行不是有效的 UTF-8 文本：请将文件另存为“CSV UTF-8”后重新导入');
    expect(await stored()).toEqual([]);
  });

  it('should import a Latin-1 file whose encoding the request names, without replacement characters', async () => {
    expect(await upload(iconv.encode(CSV, 'latin1'), '?encoding=ISO-8859-1')).toEqual({ code: 0, data: { added: 2, updated: 0 } });
    expect(await stored()).toEqual(EXPECTED);
  });

  it('should import a UTF-8 file with a byte-order mark and a UTF-16 file by its byte-order mark', async () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(CSV.replace(/Köln/, 'Bonn'), 'utf8')]);
    expect(await upload(utf8)).toEqual({ code: 0, data: { added: 0, updated: 2 } });
    expect((await stored())[0].city).toBe('Bonn');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(CSV, 'utf-16le')]);
    expect(await upload(utf16)).toEqual({ code: 0, data: { added: 0, updated: 2 } });
    expect(await stored()).toEqual(EXPECTED);
  });

  it('should import a GBK file whose encoding is named, and refuse an unknown encoding name', async () => {
    const gbk = iconv.encode('supplierNo,supplierName,city\r\nE3,上海供应商,上海\r\n', 'gbk');
    expect(await upload(gbk, '?encoding=GBK')).toEqual({ code: 0, data: { added: 1, updated: 0 } });
    expect((await stored()).find((row) => row.supplier_no === 'E3')).toEqual({ supplier_no: 'E3', supplier_name: '上海供应商', city: '上海' });
    expect(await upload(gbk, '?encoding=klingon')).toEqual({ code: ERROR_CODES.IMPORT_ENCODING_UNKNOWN, errorMessage: 'Unknown encoding klingon: name one such as UTF-8, windows-1252, GBK or Big5', data: null });
  });
});
