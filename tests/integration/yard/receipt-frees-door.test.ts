/**
 * A door is free again when its truck's receipt is posted by any path (issue 30 "State that
 * follows every flow"): two trucks queued for door D01 (one called to it, one waiting), their
 * arrival notes received in the console (the document's receive action, not the dock): the big
 * screen's dock status shows the waiting truck gone and then the door free, each truck received
 * with its `yard.changed` event; a truck already checked out is left alone by a later receipt; a
 * received truck's dock appointment no longer holds a place in its slot; an ASN received at the
 * office without any truck ends its appointment too (received: no place held, no move or cancel).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { asn, doors, yardEvents } from './yard-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  await doors(s, 'WH-SEA', 1);
});
afterAll(() => s.close());

const checkIn = async (asnNo: string, plateNo: string) =>
  (await s.as('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Li', driverPhone: '13600000000', plateNo })).data;
const door = async () => {
  const status = await s.as('IReportService/getDockStatus', { warehouseNo: 'WH-SEA' });
  const d01 = status.data.docks.find((d: any) => d.dockNo === 'D01');
  return [d01.state, d01.queueNo, d01.waiting];
};
const arrival = async (asnNo: string) =>
  (await s.database.db.execute(sql`select id, version from in_arrive_head where in_arrive_no = ${asnNo}`)).rows[0] as { id: number; version: number };

describe('a receipt frees the door', () => {
  it('should take a waiting truck off the queue and free the door of a called one when the console posts their receipts', async () => {
    const calledAsn = await asn(s, 'WH-SEA', '10', 1);
    const waitingAsn = await asn(s, 'WH-SEA', '10', 1);
    const called = await checkIn(calledAsn, 'CALL-1');
    await checkIn(waitingAsn, 'WAIT-1');
    expect((await s.as('IYardService/action', { id: called.id, version: called.version, action: 'call' })).code).toBe(0);
    expect(await door()).toEqual(['called', called.queueNo, 1]);

    expect((await act(s, 'IInArriveService', 'receive', [await arrival(waitingAsn)])).code).toBe(0);
    expect(await door()).toEqual(['called', called.queueNo, 0]);
    expect((await yardEvents(s, waitingAsn)).at(-1)).toEqual(['checkedIn', 'received', 'D01']);

    expect((await act(s, 'IInArriveService', 'receive', [await arrival(calledAsn)])).code).toBe(0);
    expect(await door()).toEqual(['free', null, 0]);
    expect((await yardEvents(s, calledAsn)).at(-1)).toEqual(['called', 'received', 'D01']);
    const tracking = await s.as('IYardService/getAsnTracking', { asnNo: calledAsn });
    expect(tracking.data.at(-1)).toMatchObject({ event: 'received', detail: { receivedBy: 'receipt', doorNo: 'D01' } });
  });

  it('should leave a checked-out truck as it is when its note is received later', async () => {
    const asnNo = await asn(s, 'WH-SEA', '10', 1);
    const truck = await checkIn(asnNo, 'GONE-1');
    expect((await s.as('IYardService/action', { id: truck.id, version: truck.version, action: 'checkOut' })).code).toBe(0);
    expect((await act(s, 'IInArriveService', 'receive', [await arrival(asnNo)])).code).toBe(0);
    expect((await yardEvents(s, asnNo)).map(([, state]) => state)).toEqual(['checkedIn', 'checkedOut']);
    expect(await door()).toEqual(['free', null, 0]);
  });

  it('should give a received truck\'s place in its dock slot back, to the slots offered and to booking', async () => {
    const HOUR = 3600_000;
    const slotStart = new Date(Math.ceil(Date.now() / HOUR) * HOUR + HOUR).toISOString();
    const [first, second, third] = [await asn(s, 'WH-SEA', '10', 1), await asn(s, 'WH-SEA', '10', 1), await asn(s, 'WH-SEA', '10', 1)];
    for (const asnNo of [first, second]) expect((await s.as('IDockAppointmentService/book', { asnNo, slotStart, doorNo: 'D01' })).code).toBe(0);
    const placesTaken = async () => (await s.as('IDockAppointmentService/slots', { asnNo: third, from: new Date().toISOString() })).data.slots
      .find((slot: { slotStart: string }) => slot.slotStart === slotStart).doors[0].booked;
    expect(await placesTaken()).toBe(2);
    expect((await s.as('IDockAppointmentService/book', { asnNo: third, slotStart, doorNo: 'D01' })).code).not.toBe(0);

    await checkIn(first, 'EARLY-1');
    expect((await act(s, 'IInArriveService', 'receive', [await arrival(first)])).code).toBe(0);
    expect(await placesTaken()).toBe(1);
    expect((await s.as('IDockAppointmentService/book', { asnNo: third, slotStart, doorNo: 'D01' })).code).toBe(0);
  });

  it('should end the appointment of an ASN the office received without a truck: its place freed, no move or cancel', async () => {
    const HOUR = 3600_000;
    const slotStart = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 3 * HOUR).toISOString();
    const [received, other] = [await asn(s, 'WH-SEA', '10', 1), await asn(s, 'WH-SEA', '10', 1)];
    const booked = (await s.as('IDockAppointmentService/book', { asnNo: received, slotStart, doorNo: 'D01' })).data;
    const placesTaken = async () => (await s.as('IDockAppointmentService/slots', { asnNo: other, from: new Date().toISOString() })).data.slots
      .find((slot: { slotStart: string }) => slot.slotStart === slotStart).doors[0].booked;
    expect(await placesTaken()).toBe(1);

    expect((await act(s, 'IInArriveService', 'receive', [await arrival(received)])).code).toBe(0);
    const [appointment] = (await s.database.db.execute(sql`select status, version from yard_appointment where id = ${booked.id}`)).rows;
    expect(appointment).toEqual({ status: 'received', version: booked.version + 1 });
    expect(await placesTaken()).toBe(0);
    const later = new Date(Date.parse(slotStart) + HOUR).toISOString();
    const moved = await s.as('IDockAppointmentService/move', { id: booked.id, version: appointment.version, slotStart: later, doorNo: 'D01' });
    const cancelled = await s.as('IDockAppointmentService/cancel', { id: booked.id, version: appointment.version });
    expect([moved.code, moved.errorMessage, cancelled.code]).toEqual([12230, `${received} has been received: its dock appointment is over and can no longer be moved or cancelled`, 12230]);
  });
});
