/**
 * Door working hours and the warehouse's time zone (issue 24, decision 0812): the warehouse form
 * refuses a zone Intl does not know; the door form refuses hours that are not "HH:mm-HH:mm",
 * "closed" or empty; the supplier's slots are answered in the warehouse's zone with each door
 * `closed` outside its weekday hours there (not in UTC); booking a closed slot at that door is
 * refused with the local time, and without a door the open one is chosen. The kiosk ticket prints
 * the driver's name, the appointment's hour ("none" without one) and the check-in time in the
 * warehouse's zone (read back by OCR).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDateTime, zonedHourMinute } from '../../../src/shared/door-hours.ts';
import { ocrForm, pdfOcrText } from '../../support/pdf-ocr.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { asn, doors } from './yard-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  await doors(s, 'WH-SEA', 2);
});
afterAll(() => s.close());

/** Midnight in Shanghai (UTC+8, no DST) of the next Monday at least two days ahead, ISO. */
function nextShanghaiMonday(): string {
  const now = new Date();
  for (let k = 2; ; k++) {
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + k);
    if (new Date(day).getUTCDay() === 1) return new Date(day - 8 * 3600_000).toISOString();
  }
}

async function row(table: 'bm_warehouse' | 'yard_dock_door', where: ReturnType<typeof sql>) {
  const { rows } = await s.database.db.execute(sql`select id, version from ${sql.raw(table)} where ${where}`);
  return { id: Number(rows[0].id), version: Number(rows[0].version) };
}

describe('door hours in the warehouse time zone', () => {
  it('should close the slots outside a door\'s weekday hours in the warehouse zone and refuse booking them', async () => {
    const warehouse = await row('bm_warehouse', sql`warehouse_no = 'WH-SEA'`);
    const badZone = await s.as('IBmWarehouseService/updatebmwarehousebyid', { ...warehouse, timeZone: 'Mars/Olympus' });
    expect([badZone.code, JSON.stringify(badZone.data ?? badZone)]).toEqual([10001, expect.stringContaining('Not a known IANA time zone')]);
    expect((await s.as('IBmWarehouseService/updatebmwarehousebyid', { ...warehouse, timeZone: 'Asia/Shanghai' })).code).toBe(0);

    const door = await row('yard_dock_door', sql`warehouse_no = 'WH-SEA' and door_no = 'D01'`);
    const badHours = await s.as('IYardDockDoorService/updatedockdoorbyid', { ...door, hoursMon: 'mornings' });
    expect([badHours.code, JSON.stringify(badHours.data ?? badHours)]).toEqual([10001, expect.stringContaining('HH:mm-HH:mm')]);
    expect((await s.as('IYardDockDoorService/updatedockdoorbyid', { ...door, hoursMon: '09:00-17:00', hoursSun: 'closed' })).code).toBe(0);

    const asnNo = await asn(s, 'WH-SEA', '10', 1);
    const from = nextShanghaiMonday();
    const monday = new Date(Date.parse(from) + 8 * 3600_000).toISOString().slice(0, 10);
    const slots = (await s.as('IDockAppointmentService/slots', { asnNo, from })).data;
    expect(slots.timeZone).toBe('Asia/Shanghai');
    const closedHours = (door: number) => slots.slots.flatMap((slot: any, hour: number) => (slot.doors[door].closed ? [hour] : []));
    expect(closedHours(0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19, 20, 21, 22, 23]);
    expect(closedHours(1)).toEqual([]);

    const eight = slots.slots[8].slotStart;
    const refused = await s.as('IDockAppointmentService/book', { asnNo, slotStart: eight, doorNo: 'D01' });
    expect([refused.code, refused.errorMessage]).toEqual([12243, `Door D01 is closed at ${monday} 08:00 Asia/Shanghai (its working hours): choose another hour or door`]);
    const anyDoor = await s.as('IDockAppointmentService/book', { asnNo, slotStart: eight });
    expect([anyDoor.code, anyDoor.data.doorNo]).toEqual([0, 'D02']);
    const moved = await s.as('IDockAppointmentService/move', { id: anyDoor.data.id, version: anyDoor.data.version, slotStart: slots.slots[9].slotStart, doorNo: 'D01' });
    expect([moved.code, moved.data.doorNo]).toEqual([0, 'D01']);
  });

  it('should answer the warehouse time zone at the gate and print the kiosk ticket with the check-in time in it', async () => {
    const asnNo = await asn(s, 'WH-SEA', '10', 1);
    expect((await s.as('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: asnNo })).data.timeZone).toBe('Asia/Shanghai');
    const ticket = await s.as('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Wu', driverPhone: '13600000000', plateNo: 'TZ-1' });
    const pdf = await s.as('IKioskService/ticket', { id: ticket.data.id });
    const text = await pdfOcrText(Buffer.from(pdf.data.content, 'base64'));
    expect(text).toContain(ocrForm(`${zonedHourMinute(ticket.data.checkedInAt, 'Asia/Shanghai')} Asia/Shanghai`));
    expect(text).toContain(ocrForm('Driver: Wu'));
    expect(text).toContain(ocrForm('Appointment: none'));
  });

  it("should print the driver's name and the appointment's hour in the warehouse zone on the ticket of a truck with an appointment, on one page", async () => {
    const asnNo = await asn(s, 'WH-SEA', '10', 1);
    const { rows } = await s.database.db.execute(sql`insert into yard_appointment (asn_no, org_no, warehouse_no, supplier_no, door_no, slot_start, status)
      values (${asnNo}, 'NWT', 'WH-SEA', 'S001', 'D02', date_trunc('hour', now()), 'booked') returning slot_start`);
    const slotStart = new Date(rows[0].slot_start as string).toISOString();
    const ticket = await s.as('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Zhang', driverPhone: '13600000001', plateNo: 'TZ-2' });
    expect(ticket.errorMessage ?? '').toBe('');
    const pdf = await s.as('IKioskService/ticket', { id: ticket.data.id });
    const bytes = Buffer.from(pdf.data.content, 'base64');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    const text = await pdfOcrText(bytes);
    expect(text).toContain(ocrForm('Driver: Zhang'));
    expect(text).toContain(ocrForm(`Appointment: ${zonedDateTime(slotStart, 'Asia/Shanghai')}`));
  });
});
