/**
 * Warehouse data scope (issue 11 defect 3; docs/decisions/0017-data-scope-access.md): every entity with a
 * warehouse picker field shows a user whose data scope lists warehouses only the rows of those
 * warehouses (rows without a warehouse too, where the field is optional), and refuses reads and
 * writes of the others; the warehouse master list and its lookups show only the scope's warehouses
 * (issue 26). Each of the named entities gets a row in the other warehouse first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../src/shared/entities/index.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

type Row = Record<string, unknown>;

const WAREHOUSE_ENTITIES = Object.values(ENTITIES).filter((entity) => entity.fields.warehouseNo?.ref === 'warehouse');
const OWN = 'WH-SEA';
const OTHER = 'WH-LDN';

let t: TestApp;
let admin: string;
let token: string;
const others: Record<string, Row> = {};
beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
  const call = async (path: string, body: Row) => {
    const answer = await t.call(path, body, { token: admin });
    if (answer.code !== 0) throw new Error(`${path}: ${answer.errorMessage}`);
    return answer.data;
  };
  const first = async (path: string, condition: Row) => (await call(path, { size: 1, condition })).records[0] as Row;
  const zone = await first('IBmZoneService/getbmzonelistbyparams', { warehouseNo: OTHER });
  const category = await first('IBmDocTypeService/getbmdoctypelistbyparams', {});
  const flow = await first('IBmDocFlowService/getbmdocflowlistbyparams', {});
  others.zone = zone;
  others.reservoir = await call('IBmReservoirService/addbmreservoir', { reservoirNo: 'RES-LDN', reservoirName: 'London group', orgNo: 'NWT', warehouseNo: OTHER, zoneNo: zone.zoneNo });
  others.warehouseKeeper = await call('IBmWarehouseManageService/addbmwarehousemanage', { keeperNo: 'KEEP-LDN', keeperName: 'London keeper', orgNo: 'NWT', warehouseNo: OTHER, dutyType: '1' });
  others.container = await call('IBmContainerService/addbmcontainer', { boxNo: 'BOX-LDN', orgNo: 'NWT', warehouseNo: OTHER, boxLevel: '1', boxOwner: '1', boxStatus: '1' });
  others.processConfig = await call('IBmProcessConfigService/addbmprocessconfig', {
    processConfigNo: 'PC-LDN', processConfigName: 'London flow', orgNo: 'NWT', warehouseNo: OTHER, docType: category.docType, flowNo: flow.flowNo,
  });
  const flags: PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isPhysicalDelete'];
  const grants = Object.fromEntries([...WAREHOUSE_ENTITIES, ENTITIES.warehouse].map((entity) => [entity.menuNo, flags]));
  await createUser(t.database.db, { userNo: 'sea-clerk', grants, orgs: ['NWT'], warehouses: [OWN] });
  token = await t.login('sea-clerk', USER_PASSWORD);
});
afterAll(() => t.close());

describe('warehouse data scope', () => {
  it.each(WAREHOUSE_ENTITIES.map((entity) => ({ name: entity.name, entity })))("should list only the user's warehouse rows of $name", async ({ entity }) => {
    const optional = !entity.fields.warehouseNo.required;
    const answer = await t.call(`${entity.calls.service}/${entity.calls.list}`, { size: 1000 }, { token });
    expect(answer.code, answer.errorMessage).toBe(0);
    for (const record of answer.data.records as Row[]) expect([OWN, ...(optional ? [null] : [])]).toContain(record.warehouseNo);
    const where = `org_no = 'NWT' and (warehouse_no = '${OWN}'${optional ? ' or warehouse_no is null' : ''})`;
    const { rows } = await t.database.pool.query(`select count(*) from ${entity.table} where ${where}`);
    expect(answer.data.total).toBe(Number(rows[0].count));
  });

  it.each(['zone', 'reservoir', 'warehouseKeeper', 'container', 'processConfig'] as const)("should hide, refuse to get, modify or delete the other warehouse's %s", async (name) => {
    const entity = ENTITIES[name];
    const other = others[name];
    const service = entity.calls.service;
    const key = entity.keyField;
    const listed = await t.call(`${service}/${entity.calls.list}`, { size: 1000, condition: { keyword: other[key] } }, { token });
    expect(listed.data.records.map((r: Row) => r[key])).not.toContain(other[key]);
    const byAdmin = await t.call(`${service}/${entity.calls.list}`, { size: 1000, condition: { keyword: other[key] } }, { token: admin });
    expect(byAdmin.data.records.map((r: Row) => r[key])).toContain(other[key]);
    expect((await t.call(`${service}/${entity.calls.get}`, { id: other.id }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call(`${service}/${entity.calls.update}`, { id: other.id, version: other.version, remark: 'moved' }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call(`${service}/${entity.calls.remove}`, { delList: [{ id: other.id, version: other.version }] }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    const { rows } = await t.database.pool.query(`select version from ${entity.table} where id = $1`, [other.id]);
    expect(rows).toEqual([{ version: other.version }]);
  });

  it('should list, look up, get and modify only the warehouses of the data scope in the warehouse master list (issue 26)', async () => {
    const warehouses = await t.call('IBmWarehouseService/getFullAuthorityWarehouseListByParams', { size: 100 }, { token: admin });
    const other = warehouses.data.records.find((row: Row) => row.warehouseNo === OTHER) as Row;
    for (const method of ['getFullAuthorityWarehouseListByParams', 'getbmwarehouselistbyparams', 'getAuthBmWarehouseList']) {
      const answer = await t.call(`IBmWarehouseService/${method}`, { size: 100, condition: { keyword: 'WH' } }, { token });
      expect(answer.data.records.map((row: Row) => row.warehouseNo), method).toEqual([OWN]);
      expect(answer.data.total, method).toBe(1);
    }
    expect((await t.call('IBmWarehouseService/getbmwarehousebyid', { id: other.id }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await t.call('IBmWarehouseService/updatebmwarehousebyid', { id: other.id, version: other.version, warehouseName: 'Taken over' }, { token })).code).toBe(ERROR_CODES.NOT_FOUND);
    const added = await t.call('IBmWarehouseService/addbmwarehouse', { warehouseNo: 'WH-SNEAK', warehouseName: 'Sneaky', orgNo: 'NWT' }, { token });
    expect(added.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(added.details.fields[0].field).toBe('warehouseNo');
    const { rows } = await t.database.pool.query(`select warehouse_name, version from bm_warehouse where warehouse_no in ($1, 'WH-SNEAK')`, [OTHER]);
    expect(rows).toEqual([{ warehouse_name: other.warehouseName, version: other.version }]);
  });

  it('should refuse to add a zone in the other warehouse and add nothing', async () => {
    const answer = await t.call('IBmZoneService/addbmzone', { zoneNo: 'Z-SNEAK', zoneName: 'Sneaky', orgNo: 'NWT', warehouseNo: OTHER }, { token });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields[0].field).toBe('warehouseNo');
    const { rows } = await t.database.pool.query(`select count(*) from bm_zone where zone_no = 'Z-SNEAK'`);
    expect(Number(rows[0].count)).toBe(0);
  });

  it('should keep a container without a warehouse visible to the user', async () => {
    const added = await t.call('IBmContainerService/addbmcontainer', { boxNo: 'BOX-LOOSE', orgNo: 'NWT', boxLevel: '1', boxOwner: '1', boxStatus: '1' }, { token });
    expect(added.code, added.errorMessage).toBe(0);
    const listed = await t.call('IBmContainerService/getbmcontainerlistbyparams', { condition: { keyword: 'BOX-LOOSE' } }, { token });
    expect(listed.data.records.map((r: Row) => r.boxNo)).toEqual(['BOX-LOOSE']);
  });
});
