/**
 * The import configuration (ISysImportConfigService, docs/decisions/0446) through the router: the
 * code's column mappings seeded as rows, an administrator's header and disabled field read by the
 * import and the template, the refusals of bad input, a stale version and a missing flag; and the
 * spec's "export config get" (ISysExportTemplateService/getExportTemplateById).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyEntity } from '../../../src/shared/entities/currency.entity.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { csvOf, multipart, readXlsx } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const S = 'ISysImportConfigService/';
const MODULE = currencyEntity.menuNo;
let t: TestApp;
let admin: string;
let viewer: string;
const call = (path: string, body: unknown, token = admin) => t.call(path, body, { token, headers: { 'accept-language': 'en-US' } });
const rowOf = async (fieldNo: string) => (await call(`${S}getsysimportconfiglistbyparams`, { condition: { module: MODULE, fieldNo }, size: 5 })).data.records.find((r: { fieldNo: string }) => r.fieldNo === fieldNo);

async function importCsv(headers: string[], rows: string[][]) {
  const { payload, contentType } = multipart(csvOf(headers, rows), 'currencies.csv');
  const response = await t.app.inject({ method: 'POST', url: `/wms-restful/${currencyEntity.calls.service}/importexcel`, headers: { 'content-type': contentType, 'authentication-info': admin, 'accept-language': 'en-US' }, payload });
  return response.json();
}

async function templateHeaders(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/wms-restful/${currencyEntity.calls.service}/downExcelTemplate`, headers: { 'authentication-info': admin, 'accept-language': 'en-US' } });
  return (await readXlsx(response.rawPayload)).headers;
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  await createUser(t.database.db, { userNo: 'cfgviewer', grants: { '160213': ['isSearch'] } });
  viewer = await t.login('cfgviewer', USER_PASSWORD);
});
afterAll(() => t.close());

describe('the import configuration', () => {
  it("should hold the code's mappings as seeded rows: each importable field with its label, in order", async () => {
    const rows = (await call(`${S}getsysimportconfiglistbyparams`, { condition: { module: MODULE }, size: 50 }, viewer)).data.records;
    const ordered = [...rows].sort((a: { sort: number }, b: { sort: number }) => a.sort - b.sort);
    expect(ordered.map((r: { fieldNo: string; columnName: string; statusCode: number }) => [r.fieldNo, r.columnName, r.statusCode])).toEqual([
      ['currencyNo', 'Currency code', 1], ['currencyName', 'Currency name', 1], ['symbol', 'Symbol', 1], ['statusCode', 'Status', 1], ['remark', 'Remark', 1],
    ]);
    expect(await templateHeaders()).toEqual(['Currency code *', 'Currency name *', 'Symbol', 'Status', 'Remark']);
  });

  it("should import and write the template by an administrator's header, and ignore a disabled field's column", async () => {
    const name = await rowOf('currencyName');
    expect((await call(`${S}updatesysimportconfigbyid`, { id: name.id, version: name.version, columnName: 'Designation', sort: 9 })).code).toBe(0);
    const symbol = await rowOf('symbol');
    expect((await call(`${S}updatesysimportconfigbyid`, { id: symbol.id, version: symbol.version, statusCode: 0 })).code).toBe(0);
    expect(await templateHeaders()).toEqual(['Currency code *', 'Status', 'Remark', 'Designation *']);

    const answer = await importCsv(['Currency code', 'designation', 'Symbol'], [['XAU', 'Gold ounce', 'oz']]);
    expect(answer).toMatchObject({ code: 0, data: { added: 1, updated: 0 } });
    const [gold] = (await call(`${currencyEntity.calls.service}/${currencyEntity.calls.list}`, { condition: { currencyNo: 'XAU' } })).data.records;
    expect(gold).toMatchObject({ currencyName: 'Gold ounce', symbol: null });
    // The wire name and the labels in the other languages still map, as before.
    expect((await importCsv(['currencyNo', '币种名称'], [['XAG', 'Silver ounce']])).code).toBe(0);
  });

  it('should refuse a page without an import, a field the import does not have, a stale version and a user without isAdd or isModify', async () => {
    // The module is chosen among the pages (enum IMPORT_MODULE, labelled with the page's name): a number that is no page is not an option.
    const noPage = await call(`${S}addsysimportconfig`, { module: '999999', fieldNo: 'currencyNo', columnName: 'Code', sort: 1 });
    expect(noPage.details.fields).toMatchObject([{ field: 'module', message: 'Please choose one of the options' }]);
    const noImport = await call(`${S}addsysimportconfig`, { module: '160502', fieldNo: 'currencyNo', columnName: 'Code', sort: 1 });
    expect(noImport.details.fields).toMatchObject([{ field: 'module', message: 'Page 160502 has no import' }]);
    const noField = await call(`${S}addsysimportconfig`, { module: MODULE, fieldNo: 'price', columnName: 'Price', sort: 1 });
    expect(noField.details.fields).toMatchObject([{ field: 'fieldNo', message: 'The import of this page has no field price' }]);
    expect((await call(`${S}addsysimportconfig`, { module: MODULE, fieldNo: 'remark', columnName: 'Note', sort: 1 })).code).toBe(ERROR_CODES.DUPLICATE_KEY);
    const remark = await rowOf('remark');
    expect((await call(`${S}getsysimportconfigbyid`, { id: remark.id }, viewer)).data).toMatchObject({ fieldNo: 'remark' });
    expect((await call(`${S}updatesysimportconfigbyid`, { id: remark.id, version: remark.version, columnName: 'Note' })).code).toBe(0);
    expect((await call(`${S}updatesysimportconfigbyid`, { id: remark.id, version: remark.version, columnName: 'Notes' })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await call(`${S}updatesysimportconfigbyid`, { id: remark.id, version: remark.version + 1, columnName: 'Notes' }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call(`${S}deletesysimportconfigbyids`, { delList: [{ id: remark.id, version: remark.version + 1 }] }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call(`${S}deletesysimportconfigbyids`, { delList: [{ id: remark.id, version: remark.version + 1 }] })).code).toBe(0);
  });
});

describe('export config get (ISysExportTemplateService/getExportTemplateById)', () => {
  it('should answer one export template to a user holding isExport on its page, and refuse the others', async () => {
    const saved = await call('ISysExportTemplateService/saveExportTemplate', { module: MODULE, exportName: 'Codes', isDefault: 1, columns: ['currencyNo', 'currencyName'] });
    expect(saved.code).toBe(0);
    const got = await call('ISysExportTemplateService/getExportTemplateById', { id: saved.data.id });
    expect(got.data).toEqual(saved.data);
    expect((await call('ISysExportTemplateService/getExportTemplateById', { id: saved.data.id }, viewer)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await call('ISysExportTemplateService/getExportTemplateById', { id: 999999 })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await call('ISysExportTemplateService/getExportTemplateById', { id: 'x' })).code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});
