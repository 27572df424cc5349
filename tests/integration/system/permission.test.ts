import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

let t: TestApp;
let token: string;
let org: { id: number; version: number; orgName: string };
beforeAll(async () => {
  t = await testApp({ demo: true });
  // Only isSearch on the organization page (100101), data scope: the demo organisation.
  await createUser(t.database.db, { userNo: 'viewer', grants: { '100101': ['isSearch'] }, orgs: ['NWT'] });
  token = await t.login('viewer', USER_PASSWORD);
  [org] = (await t.call('IBmOrgService/getFullAuthorityOrgListByParams', {}, { token })).data.records;
});
afterAll(() => t.close());

const count = async (table: string) => Number((await t.database.pool.query(`select count(*) from ${table}`)).rows[0].count);
const forbidden = { code: ERROR_CODES.FORBIDDEN, errorMessage: DICTIONARIES['en-US'].error.FORBIDDEN, data: null };

describe('a role with only isSearch on the organization page', () => {
  it('should list and get organisations when the user has isSearch there', async () => {
    expect(org.orgName).toBe('Northwind Traders');
    const got = await t.call('IBmOrgService/getbmorgbyid', { id: org.id }, { token });
    expect(got.data.orgNo).toBe('NWT');
  });

  it('should answer FORBIDDEN and add nothing when the user adds an organisation', async () => {
    const before = await count('bm_org');
    expect(await t.call('IBmOrgService/addbmorg', { orgNo: 'NEW', orgName: 'New org' }, { token })).toEqual(forbidden);
    expect(await count('bm_org')).toBe(before);
  });

  it('should answer FORBIDDEN and change nothing when the user modifies or deletes an organisation', async () => {
    expect(await t.call('IBmOrgService/updatebmorgbyid', { id: org.id, version: org.version, orgName: 'Renamed' }, { token })).toEqual(forbidden);
    expect(await t.call('IBmOrgService/deletebmorgbyids', { delList: [{ id: org.id, version: org.version }] }, { token })).toEqual(forbidden);
    const { rows } = await t.database.pool.query(`select org_name, version from bm_org where id = $1`, [org.id]);
    expect(rows).toEqual([{ org_name: 'Northwind Traders', version: org.version }]);
  });

  it('should answer FORBIDDEN before validating when the body is also invalid', async () => {
    expect(await t.call('IBmOrgService/addbmorg', { orgNo: 'bad code!' }, { token })).toEqual(forbidden);
  });

  it('should answer FORBIDDEN when the user lists a page it has no flag on', async () => {
    expect(await t.call('IBmWarehouseService/getFullAuthorityWarehouseListByParams', {}, { token })).toEqual(forbidden);
    expect(await t.call('IBmItemService/getbmitemlistbyparams', {}, { token })).toEqual(forbidden);
  });

  it('should refuse a list as a lookup when the calling page the user has a flag on has no picker of it', async () => {
    const answer = await t.call('IBmWarehouseService/getAuthBmWarehouseList', { size: 10 }, { token, headers: { 'app-module-number': '100101' } });
    expect(answer).toEqual(forbidden);
  });

  it('should list whole rows of another menu to a page that shows them as its own list', async () => {
    await createUser(t.database.db, { userNo: 'lister', grants: { '100403': ['isSearch'], '130202': ['isSearch'] }, orgs: ['NWT'] });
    const lister = await t.login('lister', USER_PASSWORD);
    // container-print lists the containers, the count task notices list the count plans.
    const containers = await t.call('IBmContainerService/getbmcontainerlistbyparams', { size: 5 }, { token: lister });
    expect(containers.data.records.length).toBeGreaterThan(0);
    expect(containers.data.records[0]).toHaveProperty('createDate');
    expect((await t.call('IChkCheckStockHeadService/getchkcheckstockheadlistbyparams', { size: 5 }, { token: lister })).code).toBe(0);
    expect(await t.call('IBmItemService/getbmitemlistbyparams', { size: 5 }, { token: lister })).toEqual(forbidden);
  });

  it('should refuse the lookup when App-Module-Number names a menu the user has no flag on', async () => {
    const answer = await t.call('IBmWarehouseService/getAuthBmWarehouseList', {}, { token, headers: { 'app-module-number': '100102' } });
    expect(answer).toEqual(forbidden);
  });

  it('should refuse writes when App-Module-Number names a menu the user has a flag on', async () => {
    const before = await count('bm_warehouse');
    const answer = await t.call('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-X', warehouseName: 'X', orgNo: 'NWT' }, { token, headers: { 'app-module-number': '100101' } });
    expect(answer).toEqual(forbidden);
    expect(await count('bm_warehouse')).toBe(before);
  });

  it('should refuse export, import and the template when the user lacks isExport and isImport', async () => {
    const exported = await t.app.inject({ method: 'POST', url: '/wms-restful/IBmOrgService/exportexcel', headers: { 'authentication-info': token, 'accept-language': 'en-US' }, payload: {} });
    expect(exported.json()).toEqual(forbidden);
    const template = await t.app.inject({ method: 'GET', url: '/wms-restful/IBmOrgService/downExcelTemplate', headers: { 'authentication-info': token, 'accept-language': 'en-US' } });
    expect(template.json()).toEqual(forbidden);
  });

  it('should show only the organization page with only isSearch when the user asks for the menu tree', async () => {
    const answer = await t.call('ISysMenuService/getsysmenulist', {}, { token });
    expect(answer.code).toBe(0);
    const pages: { menuNo: string; permissions: Record<string, boolean> }[] = [];
    const walk = (nodes: { menuNo: string; menuLevel: number; permissions: Record<string, boolean>; children: never[] }[]) => {
      for (const node of nodes) (node.menuLevel === 4 ? pages.push(node) : walk(node.children));
    };
    walk(answer.data);
    expect(pages.map((p) => [p.menuNo, p.permissions])).toEqual([['100101', { isSearch: true }]]);
    expect(answer.data.map((n: { menuNo: string }) => n.menuNo)).toEqual(['10']);
    expect(answer.data[0].children.map((n: { menuNo: string }) => n.menuNo)).toEqual(['1001']);
  });

  it('should show every page with every flag when the user is the admin', async () => {
    const admin = await t.login();
    const answer = await t.call('ISysMenuService/getsysmenulist', {}, { token: admin, headers: { 'accept-language': 'zh-CN' } });
    const basic = answer.data[0].children[0].children[0];
    expect(basic.menuName).toBe('组织机构');
    expect(basic.permissions.isPhysicalDelete).toBe(true);
    expect(answer.data.length).toBeGreaterThan(5);
  });
});
