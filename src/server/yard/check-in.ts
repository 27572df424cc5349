/**
 * The gate kiosk's check-in (issue 15; docs/decisions/ "Kiosk and dock").
 *
 * - findAtGate { warehouseNo, code }: the ASN of `code` (an ASN number, the plate of a truck
 *   already in the yard, or the plate on a portal ASN coming to this warehouse: asnNoByPlate) as
 *   the kiosk confirms it: supplier, expected pallets, appointment, how the arrival is judged
 *   (arrival-policy.ts), the driver details on the ASN (to prefill, issue 24) and the truck's
 *   check-in if it is already queued.
 * - checkIn { warehouseNo, asnNo, driverName, driverPhone, plateNo }: queues the truck with the
 *   next queue number of the warehouse's day and a door (the appointment's when the policy keeps
 *   it, else the delivery door with the shortest queue), publishes `yard.changed` and tracks it.
 *   A truck already queued for the ASN answers its check-in unchanged; a Request-Id makes a
 *   replayed check-in (offline queue, double tap) answer the first result.
 * Errors: YARD_ASN_NOT_FOUND (unknown or out of scope), YARD_ASN_OTHER_WAREHOUSE,
 * YARD_ASN_NOT_APPROVED (YARD_ASN_ALREADY_RECEIVED when its truck was received), YARD_APPOINTMENT_REQUIRED, YARD_TOO_EARLY, YARD_TOO_LATE, YARD_NO_DOOR.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { QUEUED_STATES, type AsnAtGate, type checkInInput, type CheckInView, type findAsnInput } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { yardAppointment, yardCheckIn } from '../db/schema.ts';
import { warehouseZone } from '../workbench/warehouses.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { judgeArrival, type ArrivalVerdict } from './arrival-policy.ts';
import { asnNoByPlate, findYardAsn, type YardAsn } from './asn-source.ts';
import { chooseDoor, lockDoors, queueLengths } from './doors.ts';
import { recordYardChange } from './yard-events.ts';
import { inYardScope } from './yard-scope.ts';
import { checkInView } from './yard-views.ts';

type Accepted = { asn: YardAsn; appointment: typeof yardAppointment.$inferSelect | undefined; verdict: Extract<ArrivalVerdict, { accepted: true }> };

async function queuedCheckIn(tx: Tx, where: ReturnType<typeof eq>) {
  const [row] = await tx.select().from(yardCheckIn).where(and(where, inArray(yardCheckIn.state, [...QUEUED_STATES]))).orderBy(desc(yardCheckIn.id)).limit(1);
  return row;
}

/** The ASN of a code typed or scanned at the gate of `warehouseNo`, checked against scope, approval and the policy. */
async function acceptedAsn(tx: Tx, user: SessionUser, warehouseNo: string, code: string): Promise<Accepted> {
  let asn = await findYardAsn(tx, code);
  if (!asn) {
    const byPlate = await queuedCheckIn(tx, and(eq(yardCheckIn.warehouseNo, warehouseNo), eq(yardCheckIn.plateNo, code.toUpperCase()))!);
    const asnNo = byPlate?.asnNo ?? (await asnNoByPlate(tx, warehouseNo, code));
    asn = asnNo ? await findYardAsn(tx, asnNo) : null;
  }
  if (!asn || !inYardScope(user, { ...asn, warehouseNo })) throw new AppError('YARD_ASN_NOT_FOUND', { code });
  if (asn.warehouseNo !== warehouseNo) throw new AppError('YARD_ASN_OTHER_WAREHOUSE', { asnNo: asn.asnNo, warehouseNo: asn.warehouseNo });
  if (!asn.approved) {
    // An ASN no longer open because its truck was received says so, not "not approved" (walk 24 F1).
    const [done] = await tx.select().from(yardCheckIn).where(and(eq(yardCheckIn.asnNo, asn.asnNo), inArray(yardCheckIn.state, ['received', 'checkedOut']))).orderBy(desc(yardCheckIn.id)).limit(1);
    if (done) throw new AppError('YARD_ASN_ALREADY_RECEIVED', { asnNo: asn.asnNo, queueNo: done.queueNo, doorNo: done.doorNo });
    throw new AppError('YARD_ASN_NOT_APPROVED', { asnNo: asn.asnNo });
  }
  const [appointment] = await tx.select().from(yardAppointment).where(and(eq(yardAppointment.asnNo, asn.asnNo), ne(yardAppointment.status, 'cancelled')));
  const verdict = judgeArrival(Date.now(), appointment ? appointment.slotStart.getTime() : null, asn.deliveryMode === 'appointment');
  if (!verdict.accepted) throw new AppError(verdict.refusal, { asnNo: asn.asnNo, slotStart: appointment?.slotStart.toISOString() ?? '' });
  return { asn, appointment, verdict };
}

export async function findAtGate(tx: Tx, user: SessionUser, input: z.output<typeof findAsnInput>): Promise<AsnAtGate> {
  const { asn, appointment, verdict } = await acceptedAsn(tx, user, input.warehouseNo, input.code);
  const queued = await queuedCheckIn(tx, eq(yardCheckIn.asnNo, asn.asnNo));
  return {
    asnNo: asn.asnNo,
    supplierNo: asn.supplierNo,
    supplierName: asn.supplierName,
    expectedPallets: asn.expectedPallets,
    appointment: appointment ? { slotStart: appointment.slotStart.toISOString(), doorNo: appointment.doorNo, status: appointment.status as 'booked' | 'confirmed' } : null,
    timeZone: await warehouseZone(tx, input.warehouseNo),
    arrival: verdict.arrival,
    checkedIn: queued ? checkInView(queued) : null,
    driver: asn.driver,
  };
}

export async function checkIn(tx: Tx, user: SessionUser, input: z.output<typeof checkInInput>): Promise<CheckInView> {
  const { asn, appointment, verdict } = await acceptedAsn(tx, user, input.warehouseNo, input.asnNo);
  const doors = await lockDoors(tx, asn.warehouseNo);
  // Under the door locks: a truck already queued for this ASN (a second tap, another kiosk) keeps its ticket.
  const queued = await queuedCheckIn(tx, eq(yardCheckIn.asnNo, asn.asnNo));
  if (queued) return checkInView(queued);
  const door = chooseDoor(doors, await queueLengths(tx, asn.warehouseNo), verdict.keepsDoor ? appointment?.doorNo : undefined);
  if (!door) throw new AppError('YARD_NO_DOOR', { warehouseNo: asn.warehouseNo });
  const queueDay = new Date().toISOString().slice(0, 10);
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${yardCheckIn.queueNo}), 0)::int + 1` })
    .from(yardCheckIn)
    .where(and(eq(yardCheckIn.warehouseNo, asn.warehouseNo), eq(yardCheckIn.queueDay, queueDay)));
  const [row] = await tx.insert(yardCheckIn).values({
    queueNo: Number(next), queueDay, asnNo: asn.asnNo, orgNo: asn.orgNo, warehouseNo: asn.warehouseNo, supplierNo: asn.supplierNo, supplierName: asn.supplierName,
    doorNo: door.doorNo, driverName: input.driverName, driverPhone: input.driverPhone, plateNo: input.plateNo.toUpperCase(), state: 'checkedIn',
    arrival: verdict.arrival, appointmentId: appointment?.id ?? null, createName: user.userNo, updateName: user.userNo,
  }).returning();
  await recordYardChange(tx, { ...row, fromState: null, state: 'checkedIn', detail: { arrival: verdict.arrival } });
  return checkInView(row);
}
