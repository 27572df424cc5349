import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { DICTIONARIES } from '../../../src/shared/i18n/index.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login();
});
afterAll(() => t.close());

const en = DICTIONARIES['en-US'].error;
type Row = { id: number; version: number; orgNo: string; orgName: string };

async function addOrg(orgNo: string, orgName = `Org ${orgNo}`): Promise<Row> {
  const answer = await t.call('IBmOrgService/addbmorg', { orgNo, orgName }, { token });
  if (answer.code !== 0) throw new Error(answer.errorMessage);
  return answer.data;
}
const orgsNamed = async (...orgNos: string[]) =>
  (await t.database.pool.query(`select org_no, org_name, version from bm_org where org_no = any($1) order by org_no`, [orgNos])).rows;

describe('optimistic version', () => {
  it('should increase the version when a row is modified with the current version', async () => {
    const org = await addOrg('V1');
    const answer = await t.call('IBmOrgService/updatebmorgbyid', { id: org.id, version: 0, orgName: 'Renamed' }, { token });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ orgName: 'Renamed', version: 1, updateName: 'admin' });
  });

  it('should answer STALE_VERSION and leave the row unchanged when the version is stale on update', async () => {
    const org = await addOrg('V2', 'First');
    await t.call('IBmOrgService/updatebmorgbyid', { id: org.id, version: 0, orgName: 'Second' }, { token });
    const answer = await t.call('IBmOrgService/updatebmorgbyid', { id: org.id, version: 0, orgName: 'Lost update' }, { token });
    expect(answer).toEqual({ code: ERROR_CODES.STALE_VERSION, errorMessage: en.STALE_VERSION, data: null });
    expect(await orgsNamed('V2')).toEqual([{ org_no: 'V2', org_name: 'Second', version: 1 }]);
  });

  it('should answer STALE_VERSION and keep the row when the version is stale on delete', async () => {
    const org = await addOrg('V3');
    await t.call('IBmOrgService/updatebmorgbyid', { id: org.id, version: 0, remark: 'touched' }, { token });
    const answer = await t.call('IBmOrgService/deletebmorgbyids', { delList: [{ id: org.id, version: 0 }] }, { token });
    expect(answer.code).toBe(ERROR_CODES.STALE_VERSION);
    expect(await orgsNamed('V3')).toHaveLength(1);
  });

  it('should delete none when one entry of a delList is stale', async () => {
    const [a, b, c] = [await addOrg('D1'), await addOrg('D2'), await addOrg('D3')];
    await t.call('IBmOrgService/updatebmorgbyid', { id: c.id, version: 0, remark: 'touched' }, { token });
    const answer = await t.call('IBmOrgService/deletebmorgbyids', { delList: [a, b, c].map(({ id }) => ({ id, version: 0 })) }, { token });
    expect(answer.code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await orgsNamed('D1', 'D2', 'D3')).map((r) => r.org_no)).toEqual(['D1', 'D2', 'D3']);
  });

  it('should delete every listed row when all versions are current', async () => {
    const [a, b] = [await addOrg('E1'), await addOrg('E2')];
    const answer = await t.call('IBmOrgService/deletebmorgbyids', { delList: [a, b].map(({ id, version }) => ({ id, version })) }, { token });
    expect(answer).toEqual({ code: 0, data: 2 });
    expect(await orgsNamed('E1', 'E2')).toEqual([]);
  });

  it('should answer NOT_FOUND and delete none when one id does not exist', async () => {
    const a = await addOrg('F1');
    const answer = await t.call('IBmOrgService/deletebmorgbyids', { delList: [{ id: a.id, version: 0 }, { id: 999999, version: 0 }] }, { token });
    expect(answer.code).toBe(ERROR_CODES.NOT_FOUND);
    expect(await orgsNamed('F1')).toHaveLength(1);
  });
});

describe('keys and references', () => {
  it('should answer DUPLICATE_KEY naming the field and value when the key exists', async () => {
    await addOrg('DUP');
    const answer = await t.call('IBmOrgService/addbmorg', { orgNo: 'DUP', orgName: 'Again' }, { token });
    expect(answer).toEqual({ code: ERROR_CODES.DUPLICATE_KEY, errorMessage: 'Organization no. DUP already exists', data: null });
    expect(await orgsNamed('DUP')).toEqual([{ org_no: 'DUP', org_name: 'Org DUP', version: 0 }]);
  });

  it('should refuse an item number when it exists in the same organisation but not in another', async () => {
    await addOrg('IA');
    await addOrg('IB');
    const add = (orgNo: string) => t.call('IBmItemService/addbmitem', { itemNo: 'SAME', itemName: 'Same', orgNo }, { token });
    expect((await add('IA')).code).toBe(0);
    expect((await add('IB')).code).toBe(0);
    const again = await add('IA');
    expect(again.code).toBe(ERROR_CODES.DUPLICATE_KEY);
    expect(again.errorMessage).toBe('Material no. SAME already exists');
  });

  it('should answer IN_USE and delete nothing when an organisation is used by a warehouse', async () => {
    const org = await addOrg('USED');
    expect((await t.call('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-U', warehouseName: 'Used', orgNo: 'USED' }, { token })).code).toBe(0);
    const spare = await addOrg('SPARE');
    const answer = await t.call('IBmOrgService/deletebmorgbyids', { delList: [spare, org].map(({ id, version }) => ({ id, version })) }, { token });
    expect(answer).toEqual({ code: ERROR_CODES.IN_USE, errorMessage: en.IN_USE, data: null });
    expect((await orgsNamed('USED', 'SPARE')).map((r) => r.org_no)).toEqual(['SPARE', 'USED']);
    expect(Number((await t.database.pool.query(`select count(*) from bm_warehouse where warehouse_no = 'WH-U'`)).rows[0].count)).toBe(1);
  });

  it('should answer NOT_FOUND when modifying an id that does not exist', async () => {
    const answer = await t.call('IBmOrgService/updatebmorgbyid', { id: 999999, version: 0, orgName: 'Ghost' }, { token });
    expect(answer.code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
