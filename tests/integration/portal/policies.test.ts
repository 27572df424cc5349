/**
 * Delivery addresses, execution policies, order delivery settings, the common setting and the door
 * summary (workflows §3 delivery address fields, §5 delivery rule days and valid-from/to, "default
 * policy cannot be deleted"; issue 14), with the supplier scope: a supplier
 * user reads the shared addresses and its own, never another supplier's, and writes none of theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { portalUsers, type PortalUsers } from './portal-pages-support.ts';

let t: TestApp;
let u: PortalUsers;
const address = (method: string, body: unknown, token: string) => t.call(`ISrmDeliveryAddressService/${method}`, body, { token });
const policy = (method: string, body: unknown, token = u.purchaser) => t.call(`ISrmExecutePolicyService/${method}`, body, { token });
const setting = (method: string, body: unknown, token = u.purchaser) => t.call(`ISrmDeliverySettingService/${method}`, body, { token });
const officeIds = (answer: { data: { records: { officeId: string }[] } }) => answer.data.records.map((r) => r.officeId).sort();
// The demo's receiving points RCV-SEA and RCV-LDN are shared with every supplier.
const DEMO_SHARED = ['RCV-LDN', 'RCV-SEA'];

beforeAll(async () => {
  t = await testApp({ demo: true });
  u = await portalUsers(t);
  for (const [officeId, supplierNo] of [['DOCK-ALL', undefined], ['DOCK-A', u.supplierNoA], ['DOCK-B', u.supplierNoB]] as const) {
    const answer = await address('addsrmdeliveryaddress', { officeId, officeAlias: `Dock ${officeId}`, orgNo: 'NWT', supplierNo, address: '1 Dock Road', startTimeStr: '08:00', dueTimeStr: '17:30' }, u.purchaser);
    expect(answer.code, answer.errorMessage).toBe(0);
  }
});
afterAll(() => t.close());

describe('delivery addresses and the supplier scope', () => {
  it('should list the shared addresses and its own to a supplier user, never another supplier\'s', async () => {
    expect(officeIds(await address('getsrmdeliveryaddresslistbyparams', { size: 100 }, u.supplierA))).toEqual(['DOCK-A', 'DOCK-ALL', ...DEMO_SHARED]);
    expect(officeIds(await address('getsrmdeliveryaddresslistbyparams', { size: 100, condition: { supplierNo: u.supplierNoB } }, u.supplierA))).toEqual([]);
    expect(officeIds(await address('getsrmdeliveryaddresslistbyparams', { size: 100 }, u.purchaser))).toEqual(['DOCK-A', 'DOCK-ALL', 'DOCK-B', ...DEMO_SHARED]);
  });

  it('should not give a supplier user another supplier\'s address by id', async () => {
    const [dockB] = (await address('getsrmdeliveryaddresslistbyparams', { condition: { officeId: 'DOCK-B' } }, u.purchaser)).data.records;
    expect((await address('getsrmdeliveryaddressbyid', { id: dockB.id }, u.supplierA)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await address('getsrmdeliveryaddressbyid', { id: dockB.id }, u.supplierB)).code).toBe(0);
  });

  it('should refuse a supplier user writing addresses, even one granted every flag, outside its own supplier', async () => {
    await createUser(t.database.db, { userNo: 'sup-a-writer', userType: 'supplier', belongSupplier: u.supplierNoA, grants: { '170101': ['isSearch', 'isAdd', 'isModify', 'isDelete'] } });
    const writer = await t.login('sup-a-writer', USER_PASSWORD);
    const rows = (await address('getsrmdeliveryaddresslistbyparams', { size: 100 }, u.purchaser)).data.records as { id: number; version: number; officeId: string }[];
    const shared = rows.find((r) => r.officeId === 'DOCK-ALL')!;
    const other = rows.find((r) => r.officeId === 'DOCK-B')!;
    expect((await address('addsrmdeliveryaddress', { officeId: 'DOCK-X', officeAlias: 'X', orgNo: 'NWT', supplierNo: u.supplierNoB, address: 'x' }, writer)).code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect((await address('updatesrmdeliveryaddressbyid', { id: shared.id, version: shared.version, officeAlias: 'Mine now' }, writer)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await address('updatesrmdeliveryaddressbyid', { id: other.id, version: other.version, supplierNo: u.supplierNoA }, writer)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await address('deletesrmdeliveryaddressbyids', { delList: [{ id: shared.id, version: shared.version }] }, writer)).code).toBe(ERROR_CODES.NOT_FOUND);
    expect(officeIds(await address('getsrmdeliveryaddresslistbyparams', { size: 100 }, u.purchaser))).toEqual(['DOCK-A', 'DOCK-ALL', 'DOCK-B', ...DEMO_SHARED]);
    const own = await address('addsrmdeliveryaddress', { officeId: 'DOCK-A2', officeAlias: 'A2', orgNo: 'NWT', supplierNo: u.supplierNoA, address: 'x' }, writer);
    expect(own.code, own.errorMessage).toBe(0);
  });

  it('should refuse every write to a supplier user of the portal role, whose Delivery address page (5402) only reads', async () => {
    const rows = (await address('getsrmdeliveryaddresslistbyparams', { size: 100 }, u.supplierA)).data.records as { id: number; version: number; officeId: string }[];
    const shared = rows.find((r) => r.officeId === 'DOCK-ALL')!;
    expect((await address('addsrmdeliveryaddress', { officeId: 'DOCK-Y', officeAlias: 'Y', orgNo: 'NWT', address: 'y' }, u.supplierA)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await address('updatesrmdeliveryaddressbyid', { id: shared.id, version: shared.version, officeAlias: 'Mine now' }, u.supplierA)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect((await address('deletesrmdeliveryaddressbyids', { delList: [{ id: shared.id, version: shared.version }] }, u.supplierA)).code).toBe(ERROR_CODES.FORBIDDEN);
    expect(officeIds(await address('getsrmdeliveryaddresslistbyparams', { size: 100 }, u.supplierA))).toContain('DOCK-ALL');
  });

  it('should refuse a bad receiving time, an end before the start, a wrong mobile and a latitude out of range', async () => {
    const answer = await address('addsrmdeliveryaddress', { officeId: 'DOCK-BAD', officeAlias: 'Bad', orgNo: 'NWT', address: 'x', startTimeStr: '25:00', dueTimeStr: '08:00', mobile: '123', latitude: '91' }, u.purchaser);
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['latitude', 'mobile', 'startTimeStr']);
    const order = await address('addsrmdeliveryaddress', { officeId: 'DOCK-BAD', officeAlias: 'Bad', orgNo: 'NWT', address: 'x', startTimeStr: '18:00', dueTimeStr: '08:00' }, u.purchaser);
    expect(order.details.fields).toEqual([expect.objectContaining({ field: 'dueTimeStr', message: 'The end time must be after the start time' })]);
  });
});

describe('execution policies', () => {
  it('should refuse deleting the default policy with the spec\'s message and delete another one', async () => {
    const base = { orgNo: 'NWT', deliveryMode: '1' };
    const fallback = (await policy('addsrmexecutepolicy', { ...base, executeNo: 'P-DEFAULT', executeName: 'Default', isDefault: true })).data;
    const jit = (await policy('addsrmexecutepolicy', { ...base, executeNo: 'P-JIT', executeName: 'JIT', deliveryMode: '2', supplierNo: u.supplierNoA })).data;
    const refused = await policy('deletesrmexecutepolicybyids', { delList: [{ id: jit.id, version: jit.version }, { id: fallback.id, version: fallback.version }] });
    expect(refused).toMatchObject({ code: ERROR_CODES.POLICY_DEFAULT_UNDELETABLE, errorMessage: 'The default policy cannot be deleted' });
    expect((await policy('getsrmexecutepolicylistbyparams', { condition: { executeNo: 'P-' } })).data.total).toBe(2);
    expect((await policy('deletesrmexecutepolicybyids', { delList: [{ id: jit.id, version: jit.version }] })).code).toBe(0);
    const zh = await t.call('ISrmExecutePolicyService/deletesrmexecutepolicybyids', { delList: [{ id: fallback.id, version: fallback.version }] }, { token: u.purchaser, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.errorMessage).toBe('默认策略不能删除');
  });

  it('should refuse an unknown delivery mode', async () => {
    const answer = await policy('addsrmexecutepolicy', { orgNo: 'NWT', executeNo: 'P-BAD', executeName: 'Bad', deliveryMode: '9' });
    expect(answer.details.fields).toEqual([expect.objectContaining({ field: 'deliveryMode' })]);
  });

  it('should refuse the policies to a supplier user', async () => {
    expect((await policy('getsrmexecutepolicylistbyparams', {}, u.supplierA)).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('order delivery settings', () => {
  const base = { orgNo: 'NWT', settingName: 'Window', allowAheadDays: 2, allowOverdueDays: 1, previewDays: 7, lockDays: 3, validFrom: '2026-01-01', validTo: '2026-12-31' };

  it('should keep a setting whose days are positive whole numbers within a valid period', async () => {
    const answer = await setting('addsrmdeliverysetting', { ...base, settingNo: 'DS-1', supplierNo: u.supplierNoA });
    expect(answer.code, answer.errorMessage).toBe(0);
    expect(answer.data).toMatchObject({ allowAheadDays: 2, lockDays: 3, validFrom: '2026-01-01' });
  });

  it('should refuse days of 0, negative or fractional, and a valid-from after the valid-to, saving nothing', async () => {
    const answer = await setting('addsrmdeliverysetting', { ...base, settingNo: 'DS-BAD', allowAheadDays: 0, allowOverdueDays: -1, previewDays: 1.5, validFrom: '2026-06-01', validTo: '2026-05-01' });
    expect(answer.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(answer.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['allowAheadDays', 'allowOverdueDays', 'previewDays', 'validTo']);
    expect((await setting('getsrmdeliverysettinglistbyparams', { condition: { settingNo: 'DS-BAD' } })).data.total).toBe(0);
  });

  it('should refuse a modify that moves only valid-from past the stored valid-to', async () => {
    const [row] = (await setting('getsrmdeliverysettinglistbyparams', { condition: { settingNo: 'DS-1' } })).data.records;
    const answer = await setting('updatesrmdeliverysettingbyid', { id: row.id, version: row.version, validFrom: '2027-01-01' });
    expect(answer.details.fields).toEqual([expect.objectContaining({ field: 'validTo', message: 'The start date may not be after the end date' })]);
    expect((await setting('getsrmdeliverysettingbyid', { id: row.id })).data).toMatchObject({ validFrom: '2026-01-01', version: row.version });
  });
});

describe('the other execution rule pages', () => {
  const cases = [
    { service: 'ISrmShipRuleService', noun: 'srmshiprule', good: { orgNo: 'NWT', ruleNo: 'SH-1', ruleName: 'Express', shipMethod: '1', asnAdvanceDays: 2 }, bad: { asnAdvanceDays: 0, shipMethod: '7' }, fields: ['asnAdvanceDays', 'shipMethod'] },
    { service: 'ISrmAnswerRuleService', noun: 'srmanswerrule', good: { orgNo: 'NWT', ruleNo: 'AN-1', ruleName: '24 hours', deadlineHours: 24, orderType: '3' }, bad: { deadlineHours: -5 }, fields: ['deadlineHours'] },
    { service: 'ISrmExecuteConfigService', noun: 'srmexecuteconfig', good: { orgNo: 'NWT', configNo: 'EX-1', configName: 'Tolerant', isOverDelivery: true, overDeliveryRate: '5' }, bad: { overDeliveryRate: '150' }, fields: ['overDeliveryRate'] },
    { service: 'ISrmVmiWarehouseService', noun: 'srmvmiwarehouse', good: { orgNo: 'NWT', supplierNo: 'S002', warehouseNo: 'WH-SEA' }, bad: { zoneNo: 'NO-ZONE' }, fields: ['zoneNo'] },
    { service: 'ISrmWarehouseConfigService', noun: 'srmwarehouseconfig', good: { orgNo: 'NWT', warehouseNo: 'WH-LDN', officeId: 'RCV-LDN', receiveStartTime: '06:00', receiveEndTime: '14:00', dailyCapacity: 12 }, bad: { receiveStartTime: '15:00' }, fields: ['receiveEndTime'] },
  ];

  it.each(cases)('should keep a good row of $service and refuse a bad one, saving nothing', async ({ service, noun, good, bad, fields }) => {
    const added = await t.call(`${service}/add${noun}`, good, { token: u.admin });
    expect(added.code, added.errorMessage).toBe(0);
    const refused = await t.call(`${service}/update${noun}byid`, { id: added.data.id, version: added.data.version, ...bad }, { token: u.admin });
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(refused.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(fields);
    expect((await t.call(`${service}/get${noun}byid`, { id: added.data.id }, { token: u.admin })).data.version).toBe(added.data.version);
  });

  it.each(cases)('should refuse $service to a supplier user', async ({ service, noun }) => {
    expect((await t.call(`${service}/get${noun}listbyparams`, {}, { token: u.supplierA })).code).toBe(ERROR_CODES.FORBIDDEN);
  });
});

describe('door summary', () => {
  it('should count only what a supplier user may see on its portal home', async () => {
    const answer = await t.call('ISrmDoorService/getDoorSummary', {}, { token: u.supplierB });
    expect(answer.code, answer.errorMessage).toBe(0);
    expect(answer.data.counts).toEqual({ publishedNews: 0, unreadNews: 0, addresses: 2 + DEMO_SHARED.length });
    const enterprise = await t.call('ISrmDoorService/getDoorSummary', {}, { token: u.purchaser });
    // Policies in use: the demo's two and P-DEFAULT, which the policy test could not delete.
    expect(enterprise.data.counts).toMatchObject({ addresses: 4 + DEMO_SHARED.length, draftNews: 0, policies: 3 });
  });
});
