/**
 * Dock appointments (issue 15; docs/decisions/ "Kiosk and dock"): a one-hour slot at one door
 * for one approved ASN.
 *
 * - bookAppointment { asnNo, slotStart, doorNo? } -> booked. Without a door, the delivery door
 *   with the most room in that hour (then by number). Errors: YARD_ASN_NOT_FOUND (also for an ASN
 *   out of the caller's scope), YARD_ASN_NOT_APPROVED, DOCK_APPOINTMENT_EXISTS (one active
 *   appointment per ASN), DOCK_SLOT_PAST, YARD_DOOR_NOT_OPEN, YARD_NO_DOOR, DOCK_SLOT_CLOSED (outside the
 *   door's working hours in the warehouse's time zone, decision 0812), DOCK_SLOT_FULL.
 * - moveAppointment { id, version, slotStart, doorNo? }: the same checks for the new slot, the
 *   appointment's own place not counted; a moved appointment is booked again (the purchaser
 *   confirms the new time).
 * - confirmAppointment / cancelAppointment { id, version }: booked -> confirmed; booked or
 *   confirmed -> cancelled. STALE_VERSION, DOCK_APPOINTMENT_CANCELLED; move and cancel refuse an
 *   appointment whose truck has checked in at the gate (DOCK_APPOINTMENT_CHECKED_IN, issue 24) and
 *   one whose ASN's receipt was posted, by any path (received: DOCK_APPOINTMENT_RECEIVED, walk 14-23).
 *
 * Capacity: the warehouse's door rows are locked (lockDoors) before the slot is counted, so
 * concurrent bookings of one warehouse take turns and a slot never holds more active
 * appointments than its door's capacity per hour.
 */
import { and, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bookInput, moveInput } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { yardAppointment, yardCheckIn } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { findYardAsn, type YardAsn } from './asn-source.ts';
import { slotClosed, zonedDateTime } from '../../shared/door-hours.ts';
import { warehouseZone } from '../workbench/warehouses.ts';
import { lockDoors, takesDeliveries, type Door } from './doors.ts';
import { recordDockChange } from './yard-events.ts';
import { inYardScope } from './yard-scope.ts';

type Appointment = typeof yardAppointment.$inferSelect;

/**
 * An appointment holds its slot's place while it is not cancelled or received (its ASN's receipt
 * posted, also at the office without a truck) and its truck has not been received or checked out: a truck unloaded early frees the rest of its hour for another booking
 * (the driver walk of issue 24 saw every door "Full" with trucks long gone). Used by booking and by
 * the slots the supplier is offered (dock-slots.ts).
 */
export const holdsSlot = and(
  notInArray(yardAppointment.status, ['cancelled', 'received']),
  sql`not exists (select 1 from ${yardCheckIn} c where c.asn_no = ${yardAppointment.asnNo} and c.state in ('received', 'checkedOut'))`,
)!;

/** Appointments per door holding a place in the slot (holdsSlot), leaving out `except` (the one being moved). */
async function slotCounts(tx: Tx, warehouseNo: string, slotStart: Date, except?: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ doorNo: yardAppointment.doorNo, count: sql<number>`count(*)::int` })
    .from(yardAppointment)
    .where(and(
      eq(yardAppointment.warehouseNo, warehouseNo),
      eq(yardAppointment.slotStart, slotStart),
      holdsSlot,
      ...(except ? [ne(yardAppointment.id, except)] : []),
    ))
    .groupBy(yardAppointment.doorNo);
  return new Map(rows.map((r) => [r.doorNo, Number(r.count)]));
}

/** The door of the slot: the asked one if it takes deliveries and has room, else the one with the most room. */
async function placeInSlot(tx: Tx, asn: YardAsn, slotStart: Date, doorNo: string | undefined, except?: number): Promise<string> {
  if (slotStart.getTime() < Date.now() - 3600_000) throw new AppError('DOCK_SLOT_PAST', { slotStart: slotStart.toISOString() });
  const doors = await lockDoors(tx, asn.warehouseNo);
  const timeZone = await warehouseZone(tx, asn.warehouseNo);
  const counts = await slotCounts(tx, asn.warehouseNo, slotStart, except);
  const room = (door: (typeof doors)[number]) => door.capacityPerHour - (counts.get(door.doorNo) ?? 0);
  const closed = (door: Door) => slotClosed(door.hours, slotStart.getTime(), timeZone);
  const refuseClosed = (doorNo: string) => new AppError('DOCK_SLOT_CLOSED', { doorNo, slot: zonedDateTime(slotStart.toISOString(), timeZone) });
  if (doorNo) {
    const door = doors.find((d) => d.doorNo === doorNo);
    if (!door || !takesDeliveries(door)) throw new AppError('YARD_DOOR_NOT_OPEN', { doorNo });
    if (closed(door)) throw refuseClosed(doorNo);
    if (room(door) <= 0) throw new AppError('DOCK_SLOT_FULL', { slotStart: slotStart.toISOString(), doorNo });
    return door.doorNo;
  }
  const delivery = doors.filter(takesDeliveries);
  if (delivery.length === 0) throw new AppError('YARD_NO_DOOR', { warehouseNo: asn.warehouseNo });
  const open = delivery.filter((door) => !closed(door));
  if (open.length === 0) throw refuseClosed('-');
  const best = open.reduce((a, b) => (room(b) > room(a) ? b : a));
  if (room(best) <= 0) throw new AppError('DOCK_SLOT_FULL', { slotStart: slotStart.toISOString(), doorNo: '-' });
  return best.doorNo;
}

/** The approved ASN `asnNo` in the caller's yard scope. Errors: YARD_ASN_NOT_FOUND (also out of scope), YARD_ASN_NOT_APPROVED. */
export async function approvedAsn(tx: Pick<Tx, 'execute'>, user: SessionUser, asnNo: string): Promise<YardAsn> {
  const asn = await findYardAsn(tx, asnNo);
  if (!asn || !inYardScope(user, asn)) throw new AppError('YARD_ASN_NOT_FOUND', { code: asnNo });
  if (!asn.approved) throw new AppError('YARD_ASN_NOT_APPROVED', { asnNo });
  return asn;
}

export async function bookAppointment(tx: Tx, user: SessionUser, input: z.output<typeof bookInput>): Promise<Appointment> {
  const asn = await approvedAsn(tx, user, input.asnNo);
  const slotStart = new Date(input.slotStart);
  const doorNo = await placeInSlot(tx, asn, slotStart, input.doorNo);
  const [existing] = await tx.select({ id: yardAppointment.id }).from(yardAppointment).where(and(eq(yardAppointment.asnNo, asn.asnNo), ne(yardAppointment.status, 'cancelled')));
  if (existing) throw new AppError('DOCK_APPOINTMENT_EXISTS', { asnNo: asn.asnNo });
  const [row] = await tx.insert(yardAppointment).values({
    asnNo: asn.asnNo, orgNo: asn.orgNo, warehouseNo: asn.warehouseNo, supplierNo: asn.supplierNo, doorNo, slotStart, status: 'booked', createName: user.userNo, updateName: user.userNo,
  }).returning();
  await recordDockChange(tx, asn, doorNo, 'appointment');
  return row;
}

/** The appointment row locked, in the caller's scope and at `version`. */
async function lockAppointment(tx: Tx, user: SessionUser, id: number, version: number): Promise<Appointment> {
  const [row] = await tx.select().from(yardAppointment).where(eq(yardAppointment.id, id)).for('update');
  if (!row || !inYardScope(user, row)) throw new AppError('NOT_FOUND');
  if (row.version !== version) throw new AppError('STALE_VERSION');
  if (row.status === 'cancelled') throw new AppError('DOCK_APPOINTMENT_CANCELLED');
  if (row.status === 'received') throw new AppError('DOCK_APPOINTMENT_RECEIVED', { asnNo: row.asnNo });
  return row;
}

async function save(tx: Tx, user: SessionUser, row: Appointment, changes: Partial<Appointment>): Promise<Appointment> {
  const [saved] = await tx.update(yardAppointment)
    .set({ ...changes, version: row.version + 1, updateName: user.userNo, updateDate: new Date() })
    .where(eq(yardAppointment.id, row.id))
    .returning();
  await recordDockChange(tx, row, saved.doorNo, 'appointment');
  return saved;
}

/** Refuses to move or cancel an appointment whose truck has checked in (DOCK_APPOINTMENT_CHECKED_IN): the yard already holds it. */
async function assertNotCheckedIn(tx: Tx, row: Appointment): Promise<void> {
  const [checkIn] = await tx.select({ queueNo: yardCheckIn.queueNo }).from(yardCheckIn)
    .where(or(eq(yardCheckIn.appointmentId, row.id), eq(yardCheckIn.asnNo, row.asnNo))).limit(1);
  if (checkIn) throw new AppError('DOCK_APPOINTMENT_CHECKED_IN', { asnNo: row.asnNo, queueNo: checkIn.queueNo });
}

export async function moveAppointment(tx: Tx, user: SessionUser, input: z.output<typeof moveInput>): Promise<Appointment> {
  const row = await lockAppointment(tx, user, input.id, input.version);
  await assertNotCheckedIn(tx, row);
  const asn = await approvedAsn(tx, user, row.asnNo);
  const slotStart = new Date(input.slotStart);
  const doorNo = await placeInSlot(tx, asn, slotStart, input.doorNo, row.id);
  return save(tx, user, row, { slotStart, doorNo, status: 'booked' });
}

export async function confirmAppointment(tx: Tx, user: SessionUser, input: { id: number; version: number }): Promise<Appointment> {
  const row = await lockAppointment(tx, user, input.id, input.version);
  return save(tx, user, row, { status: 'confirmed' });
}

export async function cancelAppointment(tx: Tx, user: SessionUser, input: { id: number; version: number }): Promise<Appointment> {
  const row = await lockAppointment(tx, user, input.id, input.version);
  await assertNotCheckedIn(tx, row);
  return save(tx, user, row, { status: 'cancelled' });
}
