/**
 * Custom field values in spreadsheets (spec console §3 Custom field definition, §4 import, §7
 * Import/export): the export and the import template end with the module's custom fields under
 * their names; an import fills them by name (or fieldNo), merges them into the stored values of
 * an existing row, and refuses the whole file, writing nothing, when a value breaks its field type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, readXlsx, xlsxOf } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

const MODULE = '100104';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await testApp({ demo: true });
  token = await t.login();
  const colours = JSON.stringify([{ code: 'R', name: 'Red' }, { code: 'G', name: 'Green' }]);
  for (const body of [
    { fieldNo: 'ext_note', fieldNoName: 'Handling note', fieldType: '1', displayPage: '1234', displayOrder: 1 },
    { fieldNo: 'ext_colour', fieldNoName: 'Label colour', fieldType: '4', displayPage: '234', displayOrder: 2, dropDownDataSource: colours },
    { fieldNo: 'ext_since', fieldNoName: 'Partner since', fieldType: '3', displayPage: '3', displayOrder: 3 },
  ]) expect((await t.call('ISysCustomFieldService/addsyscustomfield', { module: MODULE, ...body }, { token })).code).toBe(0);
});
afterAll(() => t.close());

const supplierCall = (method: string, body: unknown) => t.call(`IBmSupplierService/${method}`, body, { token });
const supplierNamed = async (supplierNo: string) => (await supplierCall('getbmsupplierlistbyparams', { condition: { supplierNo } })).data.records[0];

async function sheetOf(method: 'POST' | 'GET', port: string) {
  const response = await t.app.inject({
    method,
    url: `/wms-restful/IBmSupplierService/${port}`,
    headers: { 'authentication-info': token, 'accept-language': 'en-US', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: '{}' } : {}),
  });
  return { buffer: response.rawPayload, sheet: await readXlsx(response.rawPayload) };
}

async function importFile(file: Buffer) {
  const { payload, contentType } = multipart(file, 'suppliers.xlsx');
  const response = await t.app.inject({
    method: 'POST',
    url: '/wms-restful/IBmSupplierService/importexcel',
    headers: { 'content-type': contentType, 'authentication-info': token, 'accept-language': 'en-US' },
    payload,
  });
  return response.json();
}

describe('custom fields in spreadsheets', () => {
  it('should end the import template with the custom fields', async () => {
    const { sheet } = await sheetOf('GET', 'downExcelTemplate');
    expect(sheet.headers.slice(-3)).toEqual(['Handling note', 'Label colour', 'Partner since']);
  });

  it('should export the stored custom values of each row', async () => {
    const exotic = await supplierNamed('S001');
    expect((await supplierCall('updatebmsupplierbyid', { id: exotic.id, version: exotic.version, customValues: { ext_note: 'Fragile', ext_colour: 'R' } })).code).toBe(0);
    const { sheet } = await sheetOf('POST', 'exportexcel');
    expect(sheet.headers.slice(-3)).toEqual(['Handling note', 'Label colour', 'Partner since']);
    const row = sheet.rows.find((cells) => cells.includes('S001'))!;
    expect(row.slice(-3)).toEqual(['Fragile', 'R', null]);
  });

  it('should import custom values by name or fieldNo, adding and merging into existing rows', async () => {
    const file = await xlsxOf(['supplierNo', 'supplierName', 'Label colour', 'ext_since'], [
      ['S001', 'Exotic Liquids', 'G', '2019/05/01'],
      ['CF-NEW', 'Custom newcomer', 'R', null],
    ]);
    const answer = await importFile(file);
    expect(answer.code, JSON.stringify(answer.details)).toBe(0);
    expect(answer.data).toEqual({ added: 1, updated: 1 });
    expect((await supplierNamed('S001')).customValues).toEqual({ ext_note: 'Fragile', ext_colour: 'G', ext_since: '2019-05-01' });
    expect((await supplierNamed('CF-NEW')).customValues).toEqual({ ext_colour: 'R' });
  });

  it('should refuse the whole file when a custom value breaks its field, and write nothing', async () => {
    const file = await xlsxOf(['supplierNo', 'supplierName', 'Label colour'], [
      ['CF-OK', 'Would be fine', 'G'],
      ['CF-BAD', 'Unknown colour', 'X'],
    ]);
    const answer = await importFile(file);
    expect(answer.code).not.toBe(0);
    expect(answer.details.rows).toMatchObject([{ row: 3, issues: [{ field: 'customValues.ext_colour' }] }]);
    expect(await supplierNamed('CF-OK')).toBeUndefined();
  });

  it('should import an exported file with custom columns back unchanged', async () => {
    const before = await supplierNamed('S001');
    const { buffer } = await sheetOf('POST', 'exportexcel');
    const answer = await importFile(buffer);
    expect(answer.code, JSON.stringify(answer.details)?.slice(0, 500)).toBe(0);
    expect((await supplierNamed('S001')).customValues).toEqual(before.customValues);
  });
});
