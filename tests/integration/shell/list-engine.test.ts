/**
 * Server side of the list engine's extras (spec console §2 generic list page, §3, §7): tab counts,
 * the jurisdiction control, custom field values (write checks, merge on modify, search) and export
 * templates (save, default, export with a template, permission, a page without an export port).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
const SUPPLIERS = '100104';
const supplier = (method: string, body: unknown, token = admin) => t.call(`IBmSupplierService/${method}`, body, { token });
const templates = (method: string, body: unknown, token = admin) => t.call(`ISysExportTemplateService/${method}`, body, { token });

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  const colours = JSON.stringify([{ code: 'R', name: 'Red' }, { code: 'G', name: 'Green' }]);
  for (const body of [
    { fieldNo: 'ext_note', fieldNoName: 'Note', fieldType: '1', displayPage: '1234' },
    { fieldNo: 'ext_rating', fieldNoName: 'Rating', fieldType: '2', displayPage: '1234' },
    { fieldNo: 'ext_since', fieldNoName: 'Since', fieldType: '3', displayPage: '1234' },
    { fieldNo: 'ext_colour', fieldNoName: 'Colour', fieldType: '4', displayPage: '1234', dropDownDataSource: colours },
  ]) expect((await t.call('ISysCustomFieldService/addsyscustomfield', { module: SUPPLIERS, ...body }, { token: admin })).code).toBe(0);
  await createUser(t.database.db, { userNo: 'searcher', grants: { [SUPPLIERS]: ['isSearch'] } });
});
afterAll(() => t.close());

describe('tab counts', () => {
  it('should count the rows of the condition per status, ignoring the status condition itself', async () => {
    const all = await supplier('getTabCountByParams', { condition: { statusCode: 0 } });
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(29);
    expect(all.data.counts['1'] + (all.data.counts['0'] ?? 0)).toBe(29);
    const found = await supplier('getTabCountByParams', { condition: { keyword: 'S001' } });
    expect(found.data).toEqual({ total: 1, counts: { '1': 1 } });
  });
});

describe('jurisdiction', () => {
  it('should narrow an organisation-scoped list to the chosen organisations', async () => {
    const none = await t.call('IBmWarehouseService/getFullAuthorityWarehouseListByParams', { condition: { jurisdiction: ['NOPE'] } }, { token: admin });
    expect(none.data.total).toBe(0);
    const nwt = await t.call('IBmWarehouseService/getFullAuthorityWarehouseListByParams', { condition: { jurisdiction: ['NWT'] } }, { token: admin });
    expect(nwt.data.total).toBe(2);
  });
});

describe('custom field values', () => {
  it('should store checked values on add, merge them on modify and find the row by them', async () => {
    const added = await supplier('addbmsupplier', { supplierNo: 'CF-1', supplierName: 'Custom one', customValues: { ext_note: ' Fragile goods ', ext_rating: '4.5', ext_since: '2020/01/31', ext_colour: 'R' } });
    expect(added.code).toBe(0);
    expect(added.data.customValues).toEqual({ ext_note: 'Fragile goods', ext_rating: '4.5', ext_since: '2020-01-31', ext_colour: 'R' });
    const changed = await supplier('updatebmsupplierbyid', { id: added.data.id, version: added.data.version, customValues: { ext_colour: 'G' } });
    expect(changed.data.customValues).toMatchObject({ ext_note: 'Fragile goods', ext_colour: 'G' });
    for (const customValues of [{ ext_note: 'fragile' }, { ext_rating: '4.50' }, { ext_since: '20200131' }, { ext_colour: 'G' }]) {
      const found = await supplier('getbmsupplierlistbyparams', { condition: { customValues } });
      expect(found.data.records.map((r: { supplierNo: string }) => r.supplierNo)).toEqual(['CF-1']);
    }
    const missed = await supplier('getbmsupplierlistbyparams', { condition: { customValues: { ext_colour: 'R' } } });
    expect(missed.data.total).toBe(0);
  });

  it.each([
    ['ext_rating', 'many'],
    ['ext_since', '2020-02-30'],
    ['ext_colour', 'B'],
    ['ext_unknown', 'x'],
  ])('should refuse %s = %s and write nothing', async (field, value) => {
    const answer = await supplier('addbmsupplier', { supplierNo: 'CF-BAD', supplierName: 'Bad', customValues: { [field]: value } });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields).toMatchObject([{ field: `customValues.${field}` }]);
    expect((await supplier('getbmsupplierlistbyparams', { condition: { supplierNo: 'CF-BAD' } })).data.total).toBe(0);
  });
});

async function exportedSheet(body: unknown): Promise<{ headers: string[]; status: number; type: string | undefined }> {
  const response = await t.app.inject({ method: 'POST', url: '/wms-restful/IBmSupplierService/exportexcel', headers: { 'content-type': 'application/json', 'accept-language': 'en-US', 'authentication-info': admin }, payload: JSON.stringify(body) });
  const type = response.headers['content-type'] as string | undefined;
  if (!type?.includes('spreadsheet')) return { headers: [], status: response.json().code, type };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const headers = (workbook.worksheets[0].getRow(1).values as string[]).slice(1);
  return { headers, status: 0, type };
}

describe('export templates', () => {
  it('should save templates, keep one default and export the chosen columns in their order', async () => {
    const first = await templates('saveExportTemplate', { module: SUPPLIERS, exportName: 'Short', isDefault: 1, columns: ['supplierName', 'supplierNo'] });
    expect(first.code).toBe(0);
    const second = await templates('saveExportTemplate', { module: SUPPLIERS, exportName: 'Audit', isDefault: 1, columns: ['supplierNo', 'updateDate'] });
    expect(second.code).toBe(0);
    const list = await templates('getExportTemplateListByModule', { module: SUPPLIERS });
    expect(list.data.map((x: { exportName: string; isDefault: number }) => [x.exportName, x.isDefault])).toEqual([['Audit', 1], ['Short', 0]]);
    expect((await exportedSheet({ condition: {}, exportName: 'Short' })).headers).toEqual(['Supplier name *', 'Supplier no. *']);
    expect((await exportedSheet({ condition: {}, exportName: 'Missing' })).status).toBe(ERROR_CODES.NOT_FOUND);
  });

  it('should refuse unknown columns, a taken name and a stale version', async () => {
    const unknown = await templates('saveExportTemplate', { module: SUPPLIERS, exportName: 'Bad', columns: ['pwdHash'] });
    expect(unknown.details.fields).toMatchObject([{ field: 'columns' }]);
    const taken = await templates('saveExportTemplate', { module: SUPPLIERS, exportName: 'Short', columns: ['supplierNo'] });
    expect(taken.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    const [audit] = (await templates('getExportTemplateListByModule', { module: SUPPLIERS })).data;
    const stale = await templates('saveExportTemplate', { id: audit.id, version: audit.version + 1, module: SUPPLIERS, exportName: 'Audit', columns: ['supplierNo'] });
    expect(stale.code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await templates('deleteExportTemplateByIds', { delList: [{ id: audit.id, version: audit.version }] })).data).toBe(1);
  });

  it('should refuse a user without export permission on the page', async () => {
    const token = await t.login('searcher', USER_PASSWORD);
    expect((await templates('getExportTemplateListByModule', { module: SUPPLIERS }, token)).code).toBe(ERROR_CODES.FORBIDDEN);
  });

  it('should have no export port on a page that declares none', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wms-restful/ISysParamService/exportexcel', headers: { 'content-type': 'application/json', 'authentication-info': admin }, payload: '{}' });
    expect(response.json().code).toBe(ERROR_CODES.UNKNOWN_CALL);
  });
});
