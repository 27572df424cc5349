/**
 * Delivery schedules (workflows §2 releaseSchedule and pending schedule, §4 publish states, §5
 * publish/reply need a selection, §8 "only unpublished status can publish schedules; delete only
 * pending release"): the buyer adds, publishes and cancels; the supplier replies; every refusal
 * leaves the rows as they were.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchedule, SCHEDULE, scheduleApp, selection, type ScheduleApp } from './schedule-support.ts';

let t: ScheduleApp;
beforeAll(async () => {
  t = await scheduleApp();
});
afterAll(() => t.close());

const get = async (id: number) => (await t.as(t.admin, `${SCHEDULE}/getsrmschedulebyid`, { id })).data;
const stored = async (id: number) => (await t.database.db.execute(sql`select publish_status, reply_status, answer_quantity, version from srm_schedule where id = ${id}`)).rows[0];

describe('publish and cancel publish', () => {
  it('should add a line pending publish, publish it with who and when, and cancel the publish back to pending', async () => {
    const line = await addSchedule(t);
    expect([line.publishStatus, line.replyStatus, line.deliveryQty]).toEqual(['0', '0', '0']);
    const published = await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(line));
    expect(published).toMatchObject({ code: 0, data: { count: 1 } });
    const after = await get(line.id);
    expect([after.publishStatus, after.publishName, after.version]).toEqual(['1', 'buyer', line.version + 1]);
    expect(after.publishDate).toBeTruthy();
    expect((await t.as(t.buyer, `${SCHEDULE}/cancelPublishSchedule`, selection(after))).code).toBe(0);
    const cancelled = await get(line.id);
    expect([cancelled.publishStatus, cancelled.publishName]).toEqual(['0', null]);
  });

  it('should refuse an empty selection with the spec message', async () => {
    const answer = await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, { list: [] });
    expect([answer.code, answer.errorMessage]).toEqual([12050, 'Please select at least one item to publish']);
  });

  it('should publish all selected lines or none: one already published refuses the batch', async () => {
    const first = await addSchedule(t);
    const second = await addSchedule(t);
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(second));
    const secondNow = await get(second.id);
    const answer = await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(first, secondNow));
    expect(answer.code).toBe(12052);
    expect(answer.errorMessage).toBe(`Only unpublished status can publish: ${second.scheduleNo} is already published`);
    expect((await stored(first.id)).publish_status).toBe('0');
  });

  it('should refuse a stale version and a line outside the scope', async () => {
    const line = await addSchedule(t);
    expect((await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, { list: [{ id: line.id, version: line.version + 1 }] })).code).toBe(10003);
    const other = await addSchedule(t, { orgNo: 'NWT' });
    await t.database.db.execute(sql`insert into bm_org (org_no, org_name, status_code) values ('OTHER', 'Other', 1) on conflict do nothing`);
    await t.database.db.execute(sql`update srm_schedule set org_no = 'OTHER' where id = ${other.id}`);
    expect((await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(other))).code).toBe(10002);
  });

  it('should refuse cancel publish of a line not published and of a line with deliveries', async () => {
    const line = await addSchedule(t);
    expect((await t.as(t.buyer, `${SCHEDULE}/cancelPublishSchedule`, selection(line))).code).toBe(12054);
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(line));
    await t.database.db.execute(sql`update srm_schedule set delivery_qty = 2 where id = ${line.id}`);
    const answer = await t.as(t.buyer, `${SCHEDULE}/cancelPublishSchedule`, selection(await get(line.id)));
    expect(answer.code).toBe(12055);
    expect((await stored(line.id)).publish_status).toBe('1');
  });

  it('should modify and delete only pending lines', async () => {
    const line = await addSchedule(t);
    const modified = await t.as(t.buyer, `${SCHEDULE}/updatesrmschedulebyid`, { id: line.id, version: line.version, scheduleQty: '8' });
    expect(modified).toMatchObject({ code: 0, data: { scheduleQty: '8' } });
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(modified.data));
    const published = await get(line.id);
    const refused = await t.as(t.buyer, `${SCHEDULE}/updatesrmschedulebyid`, { id: line.id, version: published.version, scheduleQty: '9' });
    expect([refused.code, refused.errorMessage]).toEqual([12053, `Modify and delete only pending release: ${line.scheduleNo} is published`]);
    const deleted = await t.as(t.buyer, `${SCHEDULE}/deletesrmschedulebyids`, { delList: [{ id: line.id, version: published.version }] });
    expect(deleted.code).toBe(12053);
    expect(await get(line.id)).toMatchObject({ scheduleQty: '8' });
    const pending = await addSchedule(t);
    expect((await t.as(t.buyer, `${SCHEDULE}/deletesrmschedulebyids`, { delList: [{ id: pending.id, version: pending.version }] })).code).toBe(0);
  });

  it('should refuse a scheduled quantity above the planned one on add and on modify of either, with the planned quantity in the message', async () => {
    const added = await t.as(t.buyer, `${SCHEDULE}/addsrmschedule`, { scheduleNo: 'SCH-OVER', orgNo: 'NWT', supplierNo: 'S001', itemNo: 'P001', demandDate: '2099-01-10', planQty: '10', scheduleQty: '10.5' });
    expect([added.code, added.details.fields]).toEqual([10001, [{ field: 'scheduleQty', message: 'The scheduled quantity may not exceed the planned quantity (10)', params: { max: '10' } }]]);
    const line = await addSchedule(t);
    const raised = await t.as(t.buyer, `${SCHEDULE}/updatesrmschedulebyid`, { id: line.id, version: line.version, scheduleQty: '11' });
    const lowered = await t.as(t.buyer, `${SCHEDULE}/updatesrmschedulebyid`, { id: line.id, version: line.version, planQty: '9' });
    expect([raised.code, lowered.code, raised.details.fields[0].field]).toEqual([10001, 10001, 'scheduleQty']);
    expect(await get(line.id)).toMatchObject({ planQty: '10', scheduleQty: '10', version: line.version });
    expect((await t.as(t.buyer, `${SCHEDULE}/updatesrmschedulebyid`, { id: line.id, version: line.version, planQty: '12', scheduleQty: '11' })).code).toBe(0);
  });

  it('should not let a user publish without isSubmit on the release schedule page', async () => {
    const line = await addSchedule(t);
    expect((await t.as(t.supplier1, `${SCHEDULE}/publishSchedule`, selection(line))).code).toBe(10005);
  });
});

describe('supplier reply', () => {
  it('should record the reply quantity, proposed date and remark, and allow replying again before delivery', async () => {
    const line = await addSchedule(t);
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(line));
    const published = await get(line.id);
    const reply = { id: line.id, version: published.version, answerQuantity: '8', preDelivery: '2030-01-02', replyRemark: 'two short' };
    expect(await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [reply] })).toMatchObject({ code: 0, data: { count: 1 } });
    const replied = await get(line.id);
    expect([replied.replyStatus, replied.answerQuantity, replied.preDelivery, replied.replyRemark, replied.replyName]).toEqual(['1', '8', '2030-01-02', 'two short', 'sup1']);
    const again = await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: line.id, version: replied.version, answerQuantity: 10 }] });
    expect(again.code).toBe(0);
    expect(await get(line.id)).toMatchObject({ answerQuantity: '10', preDelivery: null });
  });

  it('should refuse an empty reply, a negative or missing quantity, an unpublished line and a delivered one', async () => {
    expect(await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [] })).toMatchObject({ code: 12051, errorMessage: 'Please reply to at least one item' });
    const pending = await addSchedule(t);
    const bad = await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: pending.id, version: pending.version, answerQuantity: '-1' }, { id: pending.id, version: pending.version }] });
    expect(bad.code).toBe(10001);
    expect(bad.details.fields.map((f: any) => f.field)).toEqual(['replyList.0.answerQuantity', 'replyList.1.answerQuantity']);
    // A supplier does not see a line pending publish at all.
    expect((await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: pending.id, version: pending.version, answerQuantity: '1' }] })).code).toBe(10002);
    // The buyer (admin holds every flag) replying on behalf of the supplier is refused on an unpublished line.
    expect((await t.as(t.admin, `${SCHEDULE}/replySchedule`, { replyList: [{ id: pending.id, version: pending.version, answerQuantity: '1' }] })).code).toBe(12054);
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(pending));
    await t.database.db.execute(sql`update srm_schedule set receive_qty = 1 where id = ${pending.id}`);
    const delivered = await get(pending.id);
    expect((await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: pending.id, version: delivered.version, answerQuantity: '1' }] })).code).toBe(12055);
    expect((await stored(pending.id)).reply_status).toBe('0');
  });

  it('should drop the reply when the buyer cancels the publish', async () => {
    const line = await addSchedule(t);
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(line));
    const published = await get(line.id);
    await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: line.id, version: published.version, answerQuantity: '9' }] });
    await t.as(t.buyer, `${SCHEDULE}/cancelPublishSchedule`, selection(await get(line.id)));
    expect(await get(line.id)).toMatchObject({ publishStatus: '0', replyStatus: '0', answerQuantity: null, replyName: null });
  });
});
