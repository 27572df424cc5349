import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

const ALL: PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isPhysicalDelete', 'isDelete', 'isExport'];

let t: TestApp;
let token: string;
let other: { item: { id: number; version: number }; warehouse: { id: number; version: number }; org: { id: number; version: number } };
beforeAll(async () => {
  t = await testApp({ demo: true });
  const admin = await t.login();
  const add = async (path: string, body: Record<string, unknown>) => {
    const answer = await t.call(path, body, { token: admin });
    if (answer.code !== 0) throw new Error(answer.errorMessage);
    return answer.data;
  };
  other = {
    org: await add('IBmOrgService/addbmorg', { orgNo: 'ORG-B', orgName: 'Other company' }),
    warehouse: await add('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-B', warehouseName: 'Other warehouse', orgNo: 'ORG-B' }),
    item: await add('IBmItemService/addbmitem', { itemNo: 'P001', itemName: 'Same number, other company', orgNo: 'ORG-B' }),
  };
  await createUser(t.database.db, {
    userNo: 'nwt-clerk',
    grants: { '100101': ALL, '100102': ALL, '100301': ALL },
    orgs: ['NWT'],
    warehouses: ['WH-SEA', 'WH-LDN'],
  });
  token = await t.login('nwt-clerk', USER_PASSWORD);
});
afterAll(() => t.close());

type Page = { records: Record<string, unknown>[]; total: number };
const rowCount = async (table: string, where: string) => Number((await t.database.pool.query(`select count(*) from ${table} where ${where}`)).rows[0].count);

describe('organisation data scope', () => {
  it("should list only the user's organisation when its data scope names one", async () => {
    const answer = await t.call<Page>('IBmOrgService/getFullAuthorityOrgListByParams', { size: 100 }, { token });
    expect(answer.data.records.map((r) => r.orgNo)).toEqual(['NWT']);
    expect(answer.data.total).toBe(1);
  });

  it("should hide another organisation's items when the user lists or searches", async () => {
    const answer = await t.call<Page>('IBmItemService/getbmitemlistbyparams', { size: 1000 }, { token });
    expect(answer.data.total).toBe(77);
    expect(new Set(answer.data.records.map((r) => r.orgNo))).toEqual(new Set(['NWT']));
    const search = await t.call<Page>('IBmItemService/getbmitemlistbyparams', { condition: { orgNo: 'ORG-B' } }, { token });
    expect(search.data.total).toBe(0);
  });

  it("should hide another organisation's warehouses when the user lists them", async () => {
    const answer = await t.call<Page>('IBmWarehouseService/getFullAuthorityWarehouseListByParams', { size: 100 }, { token });
    expect(answer.data.records.map((r) => r.warehouseNo).sort()).toEqual(['WH-LDN', 'WH-SEA']);
  });

  it("should answer NOT_FOUND when getting another organisation's item, warehouse or the organisation itself", async () => {
    expect((await t.call('IBmItemService/getbmitembyid', { id: other.item.id }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call('IBmWarehouseService/getbmwarehousebyid', { id: other.warehouse.id }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call('IBmOrgService/getbmorgbyid', { id: other.org.id }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
  });

  it("should refuse and change nothing when the user modifies another organisation's rows", async () => {
    const item = await t.call('IBmItemService/updatebmitembyid', { ...other.item, itemName: 'Hijacked' }, { token });
    const warehouse = await t.call('IBmWarehouseService/updatebmwarehousebyid', { ...other.warehouse, warehouseName: 'Hijacked' }, { token });
    expect([item.code, warehouse.code]).toEqual([ERROR_CODES.NOT_FOUND, ERROR_CODES.NOT_FOUND]);
    expect(await rowCount('bm_item', `item_name = 'Hijacked'`)).toBe(0);
    expect(await rowCount('bm_warehouse', `warehouse_name = 'Hijacked'`)).toBe(0);
  });

  it("should refuse and delete nothing when the user deletes another organisation's rows", async () => {
    const item = await t.call('IBmItemService/physicalDeletebmitembyids', { delList: [other.item] }, { token });
    const warehouse = await t.call('IBmWarehouseService/physicalDeletebmwarehousebyids', { delList: [other.warehouse] }, { token });
    expect([item.code, warehouse.code]).toEqual([ERROR_CODES.NOT_FOUND, ERROR_CODES.NOT_FOUND]);
    expect(await rowCount('bm_item', `org_no = 'ORG-B'`)).toBe(1);
    expect(await rowCount('bm_warehouse', `org_no = 'ORG-B'`)).toBe(1);
  });

  it('should refuse when the user moves a row into another organisation', async () => {
    const [own] = (await t.call<Page>('IBmWarehouseService/getFullAuthorityWarehouseListByParams', { condition: { warehouseNo: 'WH-LDN' } }, { token })).data.records;
    const answer = await t.call('IBmWarehouseService/updatebmwarehousebyid', { id: own.id, version: own.version, orgNo: 'ORG-B' }, { token });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(await rowCount('bm_warehouse', `warehouse_no = 'WH-LDN' and org_no = 'NWT'`)).toBe(1);
  });

  it('should refuse and add nothing when the user adds a row in another organisation', async () => {
    const answer = await t.call('IBmItemService/addbmitem', { itemNo: 'NEW-B', itemName: 'Sneaky', orgNo: 'ORG-B' }, { token });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields[0].field).toBe('orgNo');
    expect(await rowCount('bm_item', `item_no = 'NEW-B'`)).toBe(0);
  });

  it('should show only in-scope organisations and warehouses when the user info is asked for', async () => {
    const info = (await t.call('IBmLoginService/getUserInfo', {}, { token })).data;
    expect(info.sysUserOrgResDtoList.map((o: { orgNo: string }) => o.orgNo)).toEqual(['NWT']);
    expect(info.sysUserWarehouseResDtoList.map((w: { warehouseNo: string }) => w.warehouseNo).sort()).toEqual(['WH-LDN', 'WH-SEA']);
  });

  it('should see nothing scoped when the user has no organisation in its data scope', async () => {
    await createUser(t.database.db, { userNo: 'no-scope', grants: { '100301': ['isSearch'] } });
    const noScope = await t.login('no-scope', USER_PASSWORD);
    expect((await t.call<Page>('IBmItemService/getbmitemlistbyparams', {}, { token: noScope })).data.total).toBe(0);
  });
});

describe('supplier data scope', () => {
  let supplierToken: string;
  beforeAll(async () => {
    await createUser(t.database.db, {
      userNo: 'exotic',
      userType: 'supplier',
      belongSupplier: 'S001',
      grants: { '100104': ['isSearch', 'isModify'], '100301': ['isSearch'] },
      orgs: ['NWT'],
    });
    supplierToken = await t.login('exotic', USER_PASSWORD);
  });

  it('should list only their own supplier row when the user is a supplier user', async () => {
    const answer = await t.call<Page>('IBmSupplierService/getbmsupplierlistbyparams', { size: 100 }, { token: supplierToken });
    expect(answer.data.total).toBe(1);
    expect(answer.data.records.map((r) => [r.supplierNo, r.supplierName])).toEqual([['S001', 'Exotic Liquids']]);
  });

  it("should answer NOT_FOUND when a supplier user gets or modifies another supplier's row", async () => {
    const [s002] = (await t.database.pool.query(`select id, version from bm_supplier where supplier_no = 'S002'`)).rows;
    expect((await t.call('IBmSupplierService/getbmsupplierbyid', { id: s002.id }, { token: supplierToken })).code).toBe(ERROR_CODES.NOT_FOUND);
    const answer = await t.call('IBmSupplierService/updatebmsupplierbyid', { id: s002.id, version: s002.version, supplierName: 'Taken over' }, { token: supplierToken });
    expect(answer.code).toBe(ERROR_CODES.NOT_FOUND);
    expect(await rowCount('bm_supplier', `supplier_name = 'Taken over'`)).toBe(0);
  });

  it("should list only their own supplier's items when the user is a supplier user", async () => {
    const answer = await t.call<Page>('IBmItemService/getbmitemlistbyparams', { size: 1000 }, { token: supplierToken });
    expect(answer.data.total).toBe(await rowCount('bm_item', `supplier_no = 'S001'`));
    expect(answer.data.total).toBeGreaterThan(0);
    expect(new Set(answer.data.records.map((r) => r.supplierNo))).toEqual(new Set(['S001']));
  });
});
