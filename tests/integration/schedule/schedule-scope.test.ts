/**
 * Supplier scoping of schedules, plans and forecasts (issue 14 security; scope.ts): a supplier
 * user sees and replies to only its own supplier's published rows, through every call, and writes
 * nothing of another supplier's; the buyer sees only its organisations' rows. Schedule import with
 * the locked-period rule (workflows §5).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, xlsxOf } from '../../support/files.ts';
import { addSchedule, dayFromToday, SCHEDULE, scheduleApp, selection, type ScheduleApp } from './schedule-support.ts';

let t: ScheduleApp;
let own: Record<string, any>;
let foreign: Record<string, any>;
let pendingOwn: Record<string, any>;
beforeAll(async () => {
  t = await scheduleApp();
  own = await addSchedule(t, { supplierNo: 'S001' });
  foreign = await addSchedule(t, { supplierNo: 'S002' });
  pendingOwn = await addSchedule(t, { supplierNo: 'S001' });
  await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(own, foreign));
  own = (await t.as(t.admin, `${SCHEDULE}/getsrmschedulebyid`, { id: own.id })).data;
  foreign = (await t.as(t.admin, `${SCHEDULE}/getsrmschedulebyid`, { id: foreign.id })).data;
});
afterAll(() => t.close());

const listAs = async (token: string, menuNo: string, condition: Record<string, unknown> = {}) =>
  (await t.call(`${SCHEDULE}/getsrmschedulelistbyparams`, { current: 1, size: 100, condition }, { token, headers: { 'app-module-number': menuNo } })).data;
const board = (token: string, body: Record<string, unknown> = {}) => t.as(token, `${SCHEDULE}/getScheduleBoard`, { dateFrom: dayFromToday(0), dateTo: dayFromToday(30), ...body });

describe('supplier scope', () => {
  it('should list only the own supplier published lines on the pending schedule page, whatever the condition asks', async () => {
    const page = await listAs(t.supplier1, '5201');
    expect(page.records.map((r: any) => r.scheduleNo)).toEqual([own.scheduleNo]);
    expect((await listAs(t.supplier1, '5201', { supplierNo: 'S002' })).records).toEqual([]);
    expect((await listAs(t.supplier2, '5201')).records.map((r: any) => r.scheduleNo)).toEqual([foreign.scheduleNo]);
  });

  it('should answer not found for another supplier line and for an own line pending publish', async () => {
    expect((await t.as(t.supplier1, `${SCHEDULE}/getsrmschedulebyid`, { id: foreign.id })).code).toBe(10002);
    expect((await t.as(t.supplier1, `${SCHEDULE}/getsrmschedulebyid`, { id: pendingOwn.id })).code).toBe(10002);
    expect((await t.as(t.supplier1, `${SCHEDULE}/getsrmschedulebyid`, { id: own.id })).data.scheduleNo).toBe(own.scheduleNo);
  });

  it('should refuse a reply to another supplier line and change nothing', async () => {
    const answer = await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: foreign.id, version: foreign.version, answerQuantity: '1' }] });
    expect(answer.code).toBe(10002);
    const row = (await t.database.db.execute(sql`select reply_status from srm_schedule where id = ${foreign.id}`)).rows[0];
    expect(row.reply_status).toBe('0');
  });

  it('should refuse the buyer calls to a supplier user: add, modify, delete, publish', async () => {
    const add = await t.as(t.supplier1, `${SCHEDULE}/addsrmschedule`, { scheduleNo: 'SUP-ADD', orgNo: 'NWT', supplierNo: 'S001', itemNo: 'P001', demandDate: dayFromToday(9), planQty: 1, scheduleQty: 1 });
    const modify = await t.as(t.supplier1, `${SCHEDULE}/updatesrmschedulebyid`, { id: own.id, version: own.version, scheduleQty: '99' });
    const remove = await t.as(t.supplier1, `${SCHEDULE}/deletesrmschedulebyids`, { delList: [{ id: own.id, version: own.version }] });
    const publish = await t.as(t.supplier1, `${SCHEDULE}/publishSchedule`, selection(pendingOwn));
    expect([add.code, modify.code, remove.code, publish.code]).toEqual([10005, 10005, 10005, 10005]);
  });

  it('should show the board only the own published lines', async () => {
    const answer = await board(t.supplier1);
    expect(answer.code).toBe(0);
    expect(answer.data.records.map((r: any) => r.scheduleNo)).toEqual([own.scheduleNo]);
    expect((await board(t.buyer)).data.records).toHaveLength(3);
  });

  it('should limit the buyer to the lines of its organisations', async () => {
    await t.database.db.execute(sql`insert into bm_org (org_no, org_name, status_code) values ('OTHER', 'Other', 1) on conflict do nothing`);
    const elsewhere = await addSchedule(t, { supplierNo: 'S001' });
    await t.database.db.execute(sql`update srm_schedule set org_no = 'OTHER' where id = ${elsewhere.id}`);
    expect((await listAs(t.buyer, '170302')).records.map((r: any) => r.scheduleNo)).not.toContain(elsewhere.scheduleNo);
    expect((await t.as(t.buyer, `${SCHEDULE}/getsrmschedulebyid`, { id: elsewhere.id })).code).toBe(10002);
    const added = await t.as(t.buyer, `${SCHEDULE}/addsrmschedule`, { scheduleNo: 'BUY-OTHER', orgNo: 'OTHER', supplierNo: 'S001', itemNo: 'P001', demandDate: dayFromToday(9), planQty: 1, scheduleQty: 1 });
    expect(added.code).toBe(10001);
  });
});

describe('schedule import', () => {
  const importFile = async (rows: (string | number)[][]) => {
    const file = await xlsxOf(['scheduleNo', 'orgNo', 'supplierNo', 'itemNo', 'demandDate', 'planQty', 'scheduleQty'], rows);
    const { payload, contentType } = multipart(file, 'schedules.xlsx');
    const response = await t.app.inject({ method: 'POST', url: `/wms-restful/${SCHEDULE}/importexcel`, headers: { 'content-type': contentType, 'authentication-info': t.buyer, 'accept-language': 'en-US' }, payload });
    return response.json();
  };

  it('should refuse a file with a demand date in the locked period (3 days by default) and import nothing', async () => {
    const answer = await importFile([['IMP-1', 'NWT', 'S001', 'P002', dayFromToday(10), 5, 5], ['IMP-2', 'NWT', 'S001', 'P002', dayFromToday(1), 5, 5]]);
    expect(answer.code).toBe(10011);
    expect(answer.details.rows).toEqual([{ row: 3, issues: [expect.objectContaining({ field: 'demandDate', message: `Demand date ${dayFromToday(1)} is in the locked period (before ${dayFromToday(3)}): data in the locked period is not imported` })] }]);
    expect((await t.database.db.execute(sql`select count(*)::int as n from srm_schedule where schedule_no like 'IMP-%'`)).rows[0].n).toBe(0);
  });

  it('should import rows after the locked period as pending lines, and refuse to overwrite a published line', async () => {
    const answer = await importFile([['IMP-3', 'NWT', 'S001', 'P002', dayFromToday(3), 5, 5]]);
    expect(answer).toMatchObject({ code: 0, data: { added: 1, updated: 0 } });
    const row = (await t.database.db.execute(sql`select publish_status, reply_status from srm_schedule where schedule_no = 'IMP-3'`)).rows[0];
    expect(row).toEqual({ publish_status: '0', reply_status: '0' });
    const overwrite = await importFile([[own.scheduleNo, 'NWT', 'S001', 'P001', dayFromToday(12), 5, 5]]);
    expect(overwrite.code).toBe(12053);
  });
});
