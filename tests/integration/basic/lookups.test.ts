import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../src/shared/entities/index.ts';
import { DICTIONARIES, LANGUAGES } from '../../../src/shared/i18n/index.ts';
import { PERMISSION_FLAGS } from '../../../src/shared/permissions.ts';
import { NOT_SEEDED } from '../../../src/server/system/enum-seed.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let admin: string;
let clerk: string;

type Row = Record<string, unknown>;

// Every ref field of every declared entity: the picker's lookup (spec console §5, §7 Lookups).
const PICKERS = Object.values(ENTITIES).flatMap((entity) =>
  Object.entries(entity.fields)
    .filter(([, def]) => def.ref)
    .map(([field, def]) => ({ page: entity.name, menuNo: entity.menuNo, field, target: ENTITIES[def.ref!], dependsOn: def.dependsOn })),
);
// Parent values of the Northwind demo for dependent pickers.
const PARENTS: Row = { orgNo: 'NWT', warehouseNo: 'WH-SEA', bigModule: '1' };
// The spec's enumerations (console §4, §7 Enum) that must be seeded even where no field uses them yet.
const SPEC_ENUMS = ['CELL_TYPE', 'DISPLAY_PAGE', 'CONTROL_TYPE', 'TABLE_TYPE', 'SYS_IS_PRIMARY', 'PURBATCH', 'PRINT_MODE', 'ITEM_TYPE', 'BAR_TYPE', 'CHECK_STATUS_CODE'];
const ENUM_FIELDS = Object.values(ENTITIES).flatMap((entity) =>
  Object.entries(entity.fields).filter(([, def]) => def.enumMid && !NOT_SEEDED.has(def.enumMid)).map(([field, def]) => ({ page: entity.name, field, enumMid: def.enumMid!, options: def.options ?? [] })),
);

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  // A clerk with one non-search flag on every page: the lookups pass only through the calling page.
  const grants = Object.fromEntries(Object.values(ENTITIES).map((entity) => [entity.menuNo, [PERMISSION_FLAGS[1]]]));
  await createUser(t.database.db, { userNo: 'clerk', grants, orgs: ['NWT'] });
  clerk = await t.login('clerk', USER_PASSWORD);
});
afterAll(() => t.close());

describe('pickers', () => {
  it.each(PICKERS)('should answer active rows, 20 a page, when $page picks $field from $target.name', async ({ menuNo, target, dependsOn }) => {
    const parent = dependsOn && dependsOn in target.fields && PARENTS[dependsOn] !== undefined ? { [dependsOn]: PARENTS[dependsOn] } : {};
    const answer = await t.call(`${target.calls.service}/${target.calls.list}`, { current: 1, size: 20, condition: { keyword: '', statusCode: 1, ...parent } }, {
      token: clerk,
      headers: { 'app-module-number': menuNo },
    });
    expect(answer.code, answer.errorMessage).toBe(0);
    expect(answer.data.size).toBe(20);
    expect(answer.data.records.length).toBeLessThanOrEqual(20);
    for (const record of answer.data.records as Row[]) {
      if ('statusCode' in target.fields) expect(record.statusCode).toBe(1);
      for (const [field, value] of Object.entries(parent)) expect(record[field]).toBe(value);
    }
  });

  it('should find demo rows for the pickers of the Base pages', async () => {
    const lookup = (service: string, method: string, condition: Row, size = 10) => t.call(`${service}/${method}`, { size, condition: { statusCode: 1, ...condition } }, { token: admin });
    expect((await lookup('IBmZoneService', 'getbmzonelistbyparams', { warehouseNo: 'WH-LDN', keyword: 'ldn' })).data.total).toBe(4);
    const tofu = await lookup('IBmItemService', 'getbmitemlistbyparamssearch', { orgNo: 'NWT', keyword: 'tofu' }, 20);
    expect(tofu.data.records.map((r: Row) => r.itemNo).sort()).toEqual(['P014', 'P074']);
    expect((await lookup('IBmContainerService', 'getbmcontainerlistbyparams', { orgNo: 'NWT', keyword: 'PLT' })).data.total).toBe(8);
    const labels = await lookup('IBmLabelService', 'getbmlabellistbyparams', { orgNo: 'NWT', keyword: 'NWT000000' });
    expect([labels.data.records.length, labels.data.total]).toEqual([10, 12]);
  });

  it('should search suppliers by keyword 20 a page in both the list and the full-authority variant', async () => {
    const body = { current: 1, size: 20, condition: { keyword: 'a', statusCode: 1 } };
    const list = await t.call('IBmSupplierService/getbmsupplierlistbyparams', body, { token: admin });
    expect(list.data.records).toHaveLength(20);
    expect(list.data.total).toBeGreaterThan(20);
    const full = await t.call('IBmSupplierService/getFullAuthoritySupplierListByParams', body, { token: admin });
    expect(full.data).toEqual(list.data);
    const narrow = await t.call('IBmSupplierService/getbmsupplierlistbyparams', { size: 20, condition: { keyword: 'exotic' } }, { token: admin });
    expect(narrow.data.records.map((r: Row) => r.supplierNo)).toEqual(['S001']);
  });

  it('should answer the full-authority organisation and classify type lists and the authorised warehouse list', async () => {
    const calls = [
      ['IBmOrgService/getFullAuthorityOrgListByParams', 1],
      ['IBmClassifyTypeService/getFullAuthorityClassifyTypeListByParams', 8],
      ['IBmWarehouseService/getAuthBmWarehouseList', 2],
      ['IBmWarehouseService/getFullAuthorityWarehouseListByParams', 2],
    ] as const;
    for (const [path, total] of calls) expect((await t.call(path, { size: 10, condition: { statusCode: 1 } }, { token: admin })).data.total, path).toBe(total);
  });
});

describe('authorised-only warehouses', () => {
  it('should limit every warehouse list and lookup to the warehouses of the data scope', async () => {
    await createUser(t.database.db, { userNo: 'london', grants: { '100102': ['isSearch'] }, orgs: ['NWT'], warehouses: ['WH-LDN'] });
    const token = await t.login('london', USER_PASSWORD);
    const numbers = async (method: string) =>
      (await t.call(`IBmWarehouseService/${method}`, { size: 20 }, { token })).data.records.map((r: Row) => r.warehouseNo).sort();
    for (const method of ['getAuthBmWarehouseList', 'getFullAuthorityWarehouseListByParams', 'getbmwarehouselistbyparams']) expect(await numbers(method), method).toEqual(['WH-LDN']);
    // A user whose scope lists no warehouse is authorised for every warehouse of its organisations (here through the zone page's warehouse picker).
    expect((await t.call('IBmWarehouseService/getAuthBmWarehouseList', { size: 20 }, { token: clerk, headers: { 'app-module-number': '100103' } })).data.total).toBe(2);
  });
});

describe('enumerations', () => {
  const search = (enumMid: string, language: string) =>
    t.call('ISysEnumService/getsysenumbyparamssearch', { condition: { enumMid, status: 1 } }, { token: clerk, headers: { 'accept-language': language } });

  it.each(ENUM_FIELDS)('should seed every option of $page $field with its name in three languages ($enumMid)', async ({ enumMid, options }) => {
    for (const language of LANGUAGES) {
      const answer = await search(enumMid, language);
      const names = (DICTIONARIES[language].enum as Record<string, Record<string, string>>)[enumMid];
      const seeded = new Map((answer.data as Row[]).map((e) => [String(e.enumValue), e.enumName]));
      for (const option of options) expect(seeded.get(option), `${enumMid}.${option} ${language}`).toBe(names[option]);
    }
  });

  it.each(SPEC_ENUMS)('should seed %s with a name in every language', async (enumMid) => {
    for (const language of LANGUAGES) {
      const answer = await search(enumMid, language);
      expect(answer.data.length, `${enumMid} ${language}`).toBeGreaterThan(0);
      for (const entry of answer.data as Row[]) expect(entry.enumName).toMatch(/\S/);
    }
  });

  it('should number the stock-take statuses for the count workflow', async () => {
    const answer = await search('CHECK_STATUS_CODE', 'en-US');
    expect(answer.data.map((e: Row) => [e.enumValue, e.enumName])).toEqual([
      ['10', 'Created'], ['12', 'Submitted'], ['20', 'Counting'], ['30', 'Counted'], ['40', 'Differences posted'], ['90', 'Cancelled'], ['99', 'Closed'],
    ]);
  });
});
