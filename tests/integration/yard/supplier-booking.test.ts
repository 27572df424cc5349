/**
 * The supplier's own dock booking (issue 15; SUP 5106 Delivery > Dock appointment): a supplier user
 * sees the day's slots of its approved ASN with each door's room, books one, sees it taken, and the
 * purchaser finds it on the dock appointments to confirm; the supplier's tracking hears of it (the
 * appointment's dock.changed is scoped to its supplier). A supplier is refused another supplier's
 * ASN and an ASN not yet approved, and books nothing then. It moves (booked again) and cancels its
 * own appointment; another supplier can do neither.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAll, orderLines, portalApp, type PortalApp } from '../portal/portal-support.ts';
import { hourFromNow } from './yard-support.ts';

let t: PortalApp;
beforeAll(async () => {
  t = await portalApp();
  await acceptAll(t, 'sup1', 'S001');
});
afterAll(() => t.close());

/** A new ASN of sup1 (S001) for one unit of its first order line; approved by the buyer unless `pending`. */
async function supplierAsn(pending = false): Promise<string> {
  const [line] = await orderLines(t, 'S001');
  const head = { deliveryDate: '2026-11-25', expectedArrivalDate: '2026-11-27' };
  const created = (await t.as('sup1', 'ISrmAsnService/addasn', { head, lines: [{ purchaseId: Number(line.id), deliveryQty: '1' }] })).data;
  if (!pending) await t.as('buyer', 'ISrmAsnService/approveasn', { list: [{ id: created.id, version: created.version }] });
  return created.asnNo;
}
const appointments = async () => Number((await t.database.db.execute(sql`select count(*)::int as n from yard_appointment`)).rows[0].n);

describe("supplier's dock booking", () => {
  it('should show the day of slots with room per door, book one for the own approved ASN and show it taken', async () => {
    const asnNo = await supplierAsn();
    const slots = await t.as('sup1', 'IDockAppointmentService/slots', { asnNo, from: hourFromNow(0) });
    expect([slots.code, slots.data.warehouseNo, slots.data.appointment, slots.data.slots.length]).toEqual([0, 'WH-SEA', null, 24]);
    const slot = slots.data.slots[3];
    expect([slot.slotStart, slot.past, slot.doors.map((d: any) => [d.doorNo, d.capacity, d.booked])]).toEqual([hourFromNow(3), false, [['D01', 2, 0], ['D02', 2, 0], ['D03', 2, 0], ['D04', 2, 0]]]);

    const booked = await t.as('sup1', 'IDockAppointmentService/book', { asnNo, slotStart: hourFromNow(3), doorNo: 'D02' });
    expect([booked.code, booked.data.status, booked.data.doorNo, booked.data.supplierNo]).toEqual([0, 'booked', 'D02', 'S001']);
    const after = (await t.as('sup1', 'IDockAppointmentService/slots', { asnNo, from: hourFromNow(0) })).data;
    expect([after.appointment.doorNo, after.appointment.status, after.slots[3].doors[1].booked]).toEqual(['D02', 'booked', 1]);
    const events = await t.database.db.execute(sql`select scope->>'supplierNo' as supplier from event_outbox where type = 'dock.changed' and payload->>'reason' = 'appointment' order by id desc limit 1`);
    expect(events.rows[0].supplier).toBe('S001');

    const admin = await t.login();
    const listed = (await t.call('IDockAppointmentService/list', { current: 1, size: 20, condition: { asnNo } }, { token: admin })).data.records;
    expect(listed.map((a: any) => [a.asnNo, a.status])).toEqual([[asnNo, 'booked']]);
    const confirmed = await t.call('IDockAppointmentService/confirm', { id: listed[0].id, version: listed[0].version }, { token: admin });
    expect(confirmed.data.status).toBe('confirmed');
    expect((await t.as('sup1', 'IDockAppointmentService/slots', { asnNo, from: hourFromNow(0) })).data.appointment.status).toBe('confirmed');
  });

  it("should refuse another supplier's ASN and an ASN not approved in the supplier's language, booking nothing", async () => {
    const own = await supplierAsn();
    const pending = await supplierAsn(true);
    const before = await appointments();
    const foreign = await t.as('sup2', 'IDockAppointmentService/book', { asnNo: own, slotStart: hourFromNow(4) });
    expect([foreign.code, (await t.as('sup2', 'IDockAppointmentService/slots', { asnNo: own, from: hourFromNow(0) })).code]).toEqual([12200, 12200]);
    const refused = await t.call('IDockAppointmentService/book', { asnNo: pending, slotStart: hourFromNow(4) }, { token: t.tokens.sup1, headers: { 'accept-language': 'zh-CN' } });
    expect(refused.code).toBe(12201);
    expect(refused.errorMessage).toMatch(/[\u4e00-\u9fff]/);
    expect((await t.as('sup1', 'IDockAppointmentService/list', { current: 1, size: 50, condition: {} })).data.records.every((a: any) => a.supplierNo === 'S001')).toBe(true);
    expect(await appointments()).toBe(before);
  });

  it('should let the supplier move its own appointment (booked again) and cancel it, and refuse another supplier both', async () => {
    const asnNo = await supplierAsn();
    const booked = (await t.as('sup1', 'IDockAppointmentService/book', { asnNo, slotStart: hourFromNow(5), doorNo: 'D01' })).data;
    const confirmed = (await t.call('IDockAppointmentService/confirm', { id: booked.id, version: booked.version }, { token: await t.login() })).data;
    const target = { id: confirmed.id, version: confirmed.version };
    expect((await t.as('sup2', 'IDockAppointmentService/move', { ...target, slotStart: hourFromNow(6), doorNo: 'D03' })).code).toBe(10002);
    expect((await t.as('sup2', 'IDockAppointmentService/cancel', target)).code).toBe(10002);

    const moved = await t.as('sup1', 'IDockAppointmentService/move', { ...target, slotStart: hourFromNow(6), doorNo: 'D03' });
    expect([moved.code, moved.data.status, moved.data.doorNo, moved.data.slotStart]).toEqual([0, 'booked', 'D03', hourFromNow(6)]);
    expect((await t.as('sup1', 'IDockAppointmentService/cancel', target)).code).toBe(10003);
    const cancelled = await t.as('sup1', 'IDockAppointmentService/cancel', { id: moved.data.id, version: moved.data.version });
    expect(cancelled.data.status).toBe('cancelled');
    const slots = (await t.as('sup1', 'IDockAppointmentService/slots', { asnNo, from: hourFromNow(0) })).data;
    expect([slots.appointment, slots.slots[6].doors[2].booked]).toEqual([null, 0]);
  });

  it('should refuse the supplier to move or cancel its appointment once the truck has checked in, in its language, changing nothing', async () => {
    const asnNo = await supplierAsn();
    const booked = (await t.as('sup1', 'IDockAppointmentService/book', { asnNo, slotStart: hourFromNow(0) })).data;
    const admin = await t.login();
    const ticket = await t.call('IKioskService/checkIn', { warehouseNo: booked.warehouseNo, asnNo, driverName: 'Zhou', driverPhone: '13500000000', plateNo: 'CHK-1' }, { token: admin });
    expect(ticket.code).toBe(0);
    const target = { id: booked.id, version: booked.version };
    const moved = await t.as('sup1', 'IDockAppointmentService/move', { ...target, slotStart: hourFromNow(2) });
    expect([moved.code, moved.errorMessage]).toEqual([12228, `The truck of ${asnNo} has already checked in (queue number ${ticket.data.queueNo}): its appointment can no longer be moved or cancelled. Please call the warehouse`]);
    const cancelled = await t.call('IDockAppointmentService/cancel', target, { token: t.tokens.sup1, headers: { 'accept-language': 'zh-CN' } });
    expect([cancelled.code, cancelled.errorMessage]).toEqual([12228, `${asnNo} 的车辆已登记（排队号 ${ticket.data.queueNo}）：预约不能再改期或取消，请联系仓库`]);
    const { rows } = await t.database.db.execute(sql`select status, version from yard_appointment where id = ${booked.id}`);
    expect([rows[0].status, rows[0].version]).toEqual(['booked', booked.version]);
  });
});
