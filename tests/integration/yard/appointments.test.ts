/**
 * Dock doors and appointments (issue 15): doors through their entity calls, a one-hour slot booked
 * for an approved ASN, confirmed, moved and cancelled; refusals change nothing; a slot's capacity is
 * never exceeded under concurrent bookings.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { asn, doors, hourFromNow } from './yard-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const book = (body: Record<string, unknown>) => s.as('IDockAppointmentService/book', body);
const active = async (slotStart: string) =>
  Number((await s.database.db.execute(sql`select count(*)::int as n from yard_appointment where slot_start = ${slotStart} and status <> 'cancelled' and warehouse_no = 'WH-LDN'`)).rows[0].n);

describe('dock doors', () => {
  it('should keep doors per warehouse and refuse a capacity below one truck per hour', async () => {
    await doors(s, 'WH-LDN', 2);
    const list = await s.as('IYardDockDoorService/getdockdoorlistbyparams', { current: 1, size: 20, condition: { warehouseNo: 'WH-LDN' } });
    expect(list.data.records.map((d: any) => [d.doorNo, d.doorType, d.capacityPerHour, d.doorStatus])).toEqual([['D02', 'inbound', 2, 'open'], ['D01', 'inbound', 2, 'open']]);
    const zero = await s.as('IYardDockDoorService/adddockdoor', { doorNo: 'D09', doorName: 'Nine', orgNo: 'NWT', warehouseNo: 'WH-LDN', doorType: 'inbound', capacityPerHour: 0, doorStatus: 'open' });
    expect([zero.code, zero.details.fields[0].field, zero.details.fields[0].message]).toEqual([10001, 'capacityPerHour', 'At least 1 truck per hour']);
  });
});

describe('appointments', () => {
  it('should book an approved ASN into the door with room, confirm it, move it and cancel it', async () => {
    await doors(s, 'WH-LDN', 2, 1);
    const slot = hourFromNow(3);
    const asnNo = await asn(s, 'WH-LDN');
    const booked = await book({ asnNo, slotStart: slot });
    expect([booked.code, booked.data.doorNo, booked.data.status, booked.data.supplierNo]).toEqual([0, 'D01', 'booked', 'S001']);
    expect((await book({ asnNo, slotStart: hourFromNow(4) })).code).toBe(12211);

    const second = await book({ asnNo: await asn(s, 'WH-LDN'), slotStart: slot });
    expect(second.data.doorNo).toBe('D02');
    const full = await book({ asnNo: await asn(s, 'WH-LDN'), slotStart: slot });
    expect([full.code, full.errorMessage]).toEqual([12210, `The slot at ${slot} is full at every open door (or at door -): choose another hour`]);

    const confirmed = await s.as('IDockAppointmentService/confirm', { id: booked.data.id, version: booked.data.version });
    expect(confirmed.data.status).toBe('confirmed');
    expect((await s.as('IDockAppointmentService/confirm', { id: booked.data.id, version: booked.data.version })).code).toBe(10003);
    const moved = await s.as('IDockAppointmentService/move', { id: booked.data.id, version: confirmed.data.version, slotStart: hourFromNow(5), doorNo: 'D02' });
    expect([moved.data.status, moved.data.doorNo, moved.data.slotStart]).toEqual(['booked', 'D02', hourFromNow(5)]);
    const cancelled = await s.as('IDockAppointmentService/cancel', { id: booked.data.id, version: moved.data.version });
    expect(cancelled.data.status).toBe('cancelled');
    expect((await s.as('IDockAppointmentService/confirm', { id: booked.data.id, version: cancelled.data.version })).code).toBe(12212);
    const events = await s.database.db.execute(sql`select count(*)::int as n from event_outbox where type = 'dock.changed' and payload->>'reason' = 'appointment'`);
    expect(Number(events.rows[0].n)).toBeGreaterThanOrEqual(5);
  });

  it('should refuse an ASN not approved, a past slot, a closed door and a slot that is not a whole hour, booking nothing', async () => {
    await doors(s, 'WH-LDN', 1, 1);
    await s.database.db.execute(sql`update yard_dock_door set door_status = 'blocked' where warehouse_no = 'WH-LDN'`);
    const before = await active(hourFromNow(6));
    expect((await book({ asnNo: await asn(s, 'WH-LDN', '0'), slotStart: hourFromNow(6) })).code).toBe(12201);
    expect((await book({ asnNo: 'NO-SUCH-ASN', slotStart: hourFromNow(6) })).code).toBe(12200);
    expect((await book({ asnNo: await asn(s, 'WH-LDN'), slotStart: hourFromNow(-3) })).code).toBe(12213);
    expect((await book({ asnNo: await asn(s, 'WH-LDN'), slotStart: hourFromNow(6), doorNo: 'D01' })).code).toBe(12209);
    expect((await book({ asnNo: await asn(s, 'WH-LDN'), slotStart: hourFromNow(6) })).code).toBe(12206);
    expect((await book({ asnNo: await asn(s, 'WH-LDN'), slotStart: hourFromNow(6).replace(':00:00', ':30:00') })).code).toBe(10001);
    expect(await active(hourFromNow(6))).toBe(before);
  });

  it("should show each appointment's own truck state: the one checked in reads checkedIn, the one not yet arrived none", async () => {
    await doors(s, 'WH-LDN', 2, 2);
    const slot = hourFromNow(1);
    const [arrived, waiting] = [await asn(s, 'WH-LDN'), await asn(s, 'WH-LDN')];
    for (const asnNo of [arrived, waiting]) expect((await book({ asnNo, slotStart: slot })).code).toBe(0);
    const checkedIn = await s.call('IKioskService/checkIn', { warehouseNo: 'WH-LDN', asnNo: arrived, driverName: 'Ann Lee', driverPhone: '+1 206 555 0100', plateNo: 'WA-1234' }, { token: s.token });
    expect(checkedIn.code).toBe(0);
    const listed = await s.as('IDockAppointmentService/list', { current: 1, size: 50, condition: { warehouseNo: 'WH-LDN' } });
    const stateOf = (asnNo: string) => listed.data.records.find((r: any) => r.asnNo === asnNo).state;
    expect([stateOf(arrived), stateOf(waiting)]).toEqual(['checkedIn', null]);
  });

  it('should never fill a slot beyond its door capacity when twelve suppliers book it at once', async () => {
    await doors(s, 'WH-LDN', 2, 3);
    const slot = hourFromNow(8);
    const asns = await Promise.all(Array.from({ length: 12 }, () => asn(s, 'WH-LDN')));
    const answers = await Promise.all(asns.map((asnNo) => book({ asnNo, slotStart: slot })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(6);
    expect(answers.filter((a) => a.code === 12210)).toHaveLength(6);
    const perDoor = await s.database.db.execute(sql`select door_no, count(*)::int as n from yard_appointment where slot_start = ${slot} and status <> 'cancelled' group by door_no order by door_no`);
    expect(perDoor.rows.map((r) => [r.door_no, Number(r.n)])).toEqual([['D01', 3], ['D02', 3]]);
  });
});
