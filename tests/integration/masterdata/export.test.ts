import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FIELDS, type EntityDef } from '../../../src/shared/entity.ts';
import { supplierEntity as supplierDeclaration } from '../../../src/shared/entities/supplier.entity.ts';
import { DICTIONARIES, type Language } from '../../../src/shared/i18n/index.ts';
import { writableFields } from '../../../src/shared/validation.ts';
import { multipart, readXlsx } from '../../support/files.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  token = await t.login();
});
afterAll(() => t.close());

const supplierEntity: EntityDef = supplierDeclaration;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function exportSuppliers(body: unknown, language = 'en-US') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wms-restful/IBmSupplierService/exportexcel',
    headers: { 'authentication-info': token, 'accept-language': language, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  return { response, sheet: await readXlsx(response.rawPayload) };
}

async function template(language: Language) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/wms-restful/IBmSupplierService/downExcelTemplate',
    headers: { 'authentication-info': token, 'accept-language': language },
  });
  expect(response.headers['content-type']).toBe(XLSX);
  return { response, sheet: await readXlsx(response.rawPayload) };
}

describe('export', () => {
  it('should answer an xlsx whose rows match the list when both use the same condition and sort', async () => {
    const body = { condition: { country: 'USA' }, sorter: { field: 'supplierName', order: 'ascend' } };
    const list = await t.call('IBmSupplierService/getbmsupplierlistbyparams', { ...body, size: 1000 }, { token });
    const { response, sheet } = await exportSuppliers(body);
    expect(response.headers['content-disposition']).toContain('attachment; filename="Supplier.xlsx"');
    const column = (field: string) => sheet.headers.findIndex((h) => h.replace(/ \*$/, '') === DICTIONARIES['en-US'].field[field as 'supplierNo']);
    const rows = sheet.rows.map((r) => [r[column('supplierNo')], r[column('supplierName')], r[column('city')]]);
    expect(rows).toEqual(list.data.records.map((s: Record<string, unknown>) => [s.supplierNo, s.supplierName, s.city]));
    expect(rows.length).toBe(4);
  });

  it('should carry every declared and audit field under localized headers when exporting', async () => {
    const { sheet } = await exportSuppliers({}, 'zh-TW');
    const labels = DICTIONARIES['zh-TW'].field as Record<string, string>;
    const expected = [...Object.keys(supplierEntity.fields), ...AUDIT_FIELDS].map((f) => `${labels[f]}${supplierEntity.fields[f]?.required ? ' *' : ''}`);
    expect(sheet.headers).toEqual(expected);
    expect(sheet.rows).toHaveLength(29);
  });

  it('should export every matching row when the request names a page and size', async () => {
    const { sheet } = await exportSuppliers({ size: 5, current: 3 });
    expect(sheet.rows).toHaveLength(29);
  });

  it('should name the file in the request language when exporting', async () => {
    const { response } = await exportSuppliers({}, 'zh-CN');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(DICTIONARIES['zh-CN'].entity.supplier)}.xlsx`);
  });
});

describe('import template', () => {
  it('should answer the writable fields with localized headers and required ones marked when the template is downloaded', async () => {
    for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
      const { sheet } = await template(language);
      const labels = DICTIONARIES[language].field as Record<string, string>;
      expect(sheet.headers).toEqual(writableFields(supplierEntity, 'add').map((f) => `${labels[f]}${supplierEntity.fields[f].required ? ' *' : ''}`));
      expect(sheet.sheetName).toBe(DICTIONARIES[language].entity.supplier);
      expect(sheet.rows).toEqual([]);
    }
  });

  it('should import the rows when a downloaded template is filled in', async () => {
    const { response } = await template('zh-CN');
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    workbook.worksheets[0].addRow(['T-NEW', '模板供应商']);
    const body = multipart(Buffer.from(await workbook.xlsx.writeBuffer()), 'template.xlsx');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/wms-restful/IBmSupplierService/importexcel',
      headers: { 'authentication-info': token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(answer.json()).toEqual({ code: 0, data: { added: 1, updated: 0 } });
  });
});
