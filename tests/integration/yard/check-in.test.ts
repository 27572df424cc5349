/**
 * Check-in at the gate kiosk and the yard queue (issue 15): the ASN shown for confirmation, the
 * queue number and door, the execution policy's refusals (appointment delivery mode from the
 * supplier's policy), a replayed request answering the first
 * result, the ASN tracking and events, the big screen's dock status, and 50 trucks checking in at
 * once against 5 doors without a door called twice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { asn, doors, hourFromNow, yardEvents } from './yard-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const driver = { driverName: 'Wang Lei', driverPhone: '+86 138 0000 0000', plateNo: 'hu-a12345' };
const checkIn = (asnNo: string, headers: Record<string, string> = {}) =>
  s.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, ...driver }, { token: s.token, headers });

describe('check-in', () => {
  it('should show the ASN, queue the truck at the shortest queue, answer a retry with the same ticket and track each step', async () => {
    await doors(s, 'WH-SEA', 2);
    const asnNo = await asn(s, 'WH-SEA', '10', 3);
    const found = await s.as('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: asnNo });
    // The ASN holds no driver details: the kiosk's driver step starts empty (record 0641).
    expect(found.data).toEqual({ asnNo, supplierNo: 'S001', supplierName: expect.any(String), expectedPallets: 3, appointment: null, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, arrival: 'noAppointment', checkedIn: null, driver: { driverName: '', driverPhone: '', plateNo: '' } });

    const ticket = await checkIn(asnNo, { 'request-id': `r-${asnNo}` });
    expect([ticket.code, ticket.data.queueNo, ticket.data.doorNo, ticket.data.state, ticket.data.plateNo]).toEqual([0, 1, 'D01', 'checkedIn', 'HU-A12345']);
    expect((await checkIn(asnNo, { 'request-id': `r-${asnNo}` })).data).toEqual(ticket.data);
    expect((await checkIn(asnNo)).data.id).toBe(ticket.data.id);
    expect((await s.as('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: 'HU-A12345' })).data.checkedIn.queueNo).toBe(1);

    const other = await checkIn(await asn(s, 'WH-SEA'));
    expect([other.data.queueNo, other.data.doorNo]).toEqual([2, 'D02']);

    let row = ticket.data;
    for (const action of ['call', 'arrive', 'unload', 'receive', 'checkOut']) {
      const moved = await s.as('IYardService/action', { id: row.id, version: row.version, action });
      expect(moved.code).toBe(0);
      row = moved.data;
    }
    expect(row.state).toBe('checkedOut');
    expect(await yardEvents(s, asnNo)).toEqual([
      [null, 'checkedIn', 'D01'], ['checkedIn', 'called', 'D01'], ['called', 'atDoor', 'D01'], ['atDoor', 'unloading', 'D01'], ['unloading', 'received', 'D01'], ['received', 'checkedOut', 'D01'],
    ]);
    const tracking = await s.as('IYardService/getAsnTracking', { asnNo });
    expect(tracking.data.map((r: any) => r.event)).toEqual(['checkedIn', 'called', 'atDoor', 'unloading', 'received', 'checkedOut']);
    const refused = await s.as('IYardService/action', { id: row.id, version: row.version, action: 'call' });
    expect([refused.code, refused.errorMessage]).toEqual([12207, 'Queue number 1 is checkedOut: this step is not possible now']);
  });

  it('should follow the execution policy: early accepted at the appointment door, far too early sent to the office', async () => {
    await doors(s, 'WH-SEA', 3);
    const early = await asn(s);
    await s.as('IDockAppointmentService/book', { asnNo: early, slotStart: hourFromNow(2), doorNo: 'D03' });
    const found = await s.as('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: early });
    expect([found.data.arrival, found.data.appointment.doorNo]).toEqual(['early', 'D03']);
    expect((await checkIn(early)).data.doorNo).toBe('D03');

    const tooEarly = await asn(s);
    await s.as('IDockAppointmentService/book', { asnNo: tooEarly, slotStart: hourFromNow(5) });
    const refused = await checkIn(tooEarly);
    expect([refused.code, refused.errorMessage]).toEqual([12204, `You are early: the appointment of ${tooEarly} is at ${hourFromNow(5)}. Please come back later or go to the office`]);
    expect(await yardEvents(s, tooEarly)).toEqual([]);
  });

  it("should require an appointment when the supplier's execution policy for an item of the ASN is appointment delivery", async () => {
    await doors(s, 'WH-SEA', 2);
    const policy = await s.as('ISrmExecutePolicyService/addsrmexecutepolicy', { orgNo: 'NWT', executeNo: 'POL-APPT-P005', executeName: 'P005 by appointment', supplierNo: 'S001', itemNo: 'P005', deliveryMode: '3', policyState: '1' });
    expect(policy.code).toBe(0);
    const [needs, other] = [await asn(s), await asn(s)];
    await s.database.db.execute(sql`update in_arrive_line set item_no = 'P005' where line_no = 2 and head_id = (select id from in_arrive_head where in_arrive_no = ${needs})`);
    const refused = await checkIn(needs);
    expect([refused.code, refused.errorMessage]).toEqual([12203, `${needs} needs a dock appointment and has none: please go to the office`]);
    expect(await yardEvents(s, needs)).toEqual([]);
    // The supplier's other deliveries keep its JIT policy: no appointment needed.
    expect((await checkIn(other)).code).toBe(0);
    // With a booked slot the truck is queued at the appointment's door.
    await s.as('IDockAppointmentService/book', { asnNo: needs, slotStart: hourFromNow(0), doorNo: 'D02' });
    const booked = await checkIn(needs);
    expect([booked.code, booked.data.doorNo]).toEqual([0, 'D02']);
    // A stopped policy no longer applies.
    const stopped = await s.as('ISrmExecutePolicyService/updatesrmexecutepolicybyid', { id: policy.data.id, version: policy.data.version, policyState: '0' });
    expect(stopped.code).toBe(0);
    expect((await checkIn(await asn(s))).code).toBe(0);
  });

  it('should refuse unknown ASNs, ASNs of another warehouse and ASNs not approved, queuing nothing', async () => {
    const count = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from yard_check_in`)).rows[0].n);
    const before = await count();
    expect((await checkIn('NOPE')).errorMessage).toBe('No ASN or truck NOPE is expected here: please go to the office');
    const london = await asn(s, 'WH-LDN');
    expect((await checkIn(london)).errorMessage).toBe(`${london} is delivered to warehouse WH-LDN, not here: please go to the office`);
    expect((await checkIn(await asn(s, 'WH-SEA', '0'))).code).toBe(12201);
    expect((await s.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: london, ...driver, driverPhone: 'call me' }, { token: s.token })).code).toBe(10001);
    expect(await count()).toBe(before);
  });
});

describe('fifty trucks at five doors', () => {
  it('should give fifty concurrent check-ins distinct queue numbers spread over the doors, and call one truck per door', async () => {
    await s.database.db.execute(sql`delete from yard_check_in where warehouse_no = 'WH-SEA'`);
    const numbers = await doors(s, 'WH-SEA', 5);
    const asns = await Promise.all(Array.from({ length: 50 }, () => asn(s)));
    const tickets = await Promise.all(asns.map((asnNo) => checkIn(asnNo)));
    expect(tickets.every((t) => t.code === 0)).toBe(true);
    expect(tickets.map((t) => t.data.queueNo).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const doorNo of numbers) expect(tickets.filter((t) => t.data.doorNo === doorNo)).toHaveLength(10);

    const calls = await Promise.all(numbers.flatMap((doorNo) => [1, 2, 3].map(() => s.as('IYardService/callNext', { warehouseNo: 'WH-SEA', doorNo }))));
    expect(calls.filter((c) => c.code === 0 && c.data)).toHaveLength(5);
    expect(calls.filter((c) => c.code === 12208)).toHaveLength(10);
    const atDoors = await s.database.db.execute(sql`select door_no, count(*)::int as n from yard_check_in where warehouse_no = 'WH-SEA' and state = 'called' group by door_no order by door_no`);
    expect(atDoors.rows.map((r) => [r.door_no, Number(r.n)])).toEqual(numbers.map((doorNo) => [doorNo, 1]));

    const status = await s.as('IReportService/getDockStatus', { warehouseNo: 'WH-SEA' });
    expect(status.data.tracked).toBe(true);
    expect(status.data.docks.map((d: any) => [d.dockNo, d.state, d.waiting])).toEqual(numbers.map((doorNo) => [doorNo, 'called', 9]));
    expect(status.data.queue).toHaveLength(50);
  });
});
