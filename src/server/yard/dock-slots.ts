/**
 * The free dock slots of an ASN's warehouse as the supplier books them (issue 15, supplier portal
 * Delivery > Dock appointment; docs/decisions/ "Supplier's dock booking"): `dockSlots(db, user,
 * { asnNo, from })` answers DockSlots (src/shared/yard.ts): the ASN's delivery mode, its active
 * appointment if any, and 24 one-hour slots from `from` rounded up to a whole UTC hour, each with
 * every door taking deliveries, its capacity per hour, the appointments holding a place in it
 * (booked or confirmed, truck not yet received: holdsSlot) and `closed` when the slot lies outside
 * the door's working hours in the warehouse's time zone (answered as `timeZone`; decision 0812). Counts only: whose appointments fill a slot is not answered.
 *
 * A read without locks: it shows the room at the time of the call; bookAppointment counts again
 * under the door locks, so a slot taken meanwhile is refused there (DOCK_SLOT_FULL).
 * Errors: YARD_ASN_NOT_FOUND (also for an ASN of another supplier), YARD_ASN_NOT_APPROVED.
 */
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppointmentStatus, DockSlots, slotsInput } from '../../shared/yard.ts';
import type { Db } from '../db/client.ts';
import { yardAppointment } from '../db/schema.ts';
import type { SessionUser } from '../rpc/session.ts';
import { approvedAsn, holdsSlot } from './appointments.ts';
import { slotClosed } from '../../shared/door-hours.ts';
import { warehouseZone } from '../workbench/warehouses.ts';
import { takesDeliveries, warehouseDoors } from './doors.ts';

const HOUR = 3600_000;
const SLOTS_PER_DAY = 24;

export async function dockSlots(db: Db, user: SessionUser, input: z.output<typeof slotsInput>): Promise<DockSlots> {
  const asn = await approvedAsn(db, user, input.asnNo);
  const first = Math.ceil(new Date(input.from).getTime() / HOUR) * HOUR;
  const end = new Date(first + SLOTS_PER_DAY * HOUR);
  const [doorRows, timeZone, counts, [mine]] = await Promise.all([
    warehouseDoors(db, asn.warehouseNo),
    warehouseZone(db, asn.warehouseNo),
    db.select({ slotStart: yardAppointment.slotStart, doorNo: yardAppointment.doorNo, n: sql<number>`count(*)::int` })
      .from(yardAppointment)
      .where(and(eq(yardAppointment.warehouseNo, asn.warehouseNo), holdsSlot, gte(yardAppointment.slotStart, new Date(first)), lt(yardAppointment.slotStart, end)))
      .groupBy(yardAppointment.slotStart, yardAppointment.doorNo),
    db.select().from(yardAppointment).where(and(eq(yardAppointment.asnNo, asn.asnNo), ne(yardAppointment.status, 'cancelled'))).limit(1),
  ]);
  const doors = doorRows.filter(takesDeliveries);
  const booked = new Map(counts.map((c) => [`${c.slotStart.getTime()}|${c.doorNo}`, Number(c.n)]));
  const slots = Array.from({ length: SLOTS_PER_DAY }, (_, i) => {
    const start = first + i * HOUR;
    return {
      slotStart: new Date(start).toISOString(),
      past: start < Date.now() - HOUR,
      doors: doors.map((door) => ({ doorNo: door.doorNo, capacity: door.capacityPerHour, booked: booked.get(`${start}|${door.doorNo}`) ?? 0, closed: slotClosed(door.hours, start, timeZone) })),
    };
  });
  return {
    asnNo: asn.asnNo,
    warehouseNo: asn.warehouseNo,
    timeZone,
    deliveryMode: asn.deliveryMode,
    appointment: mine ? { id: mine.id, version: mine.version, slotStart: mine.slotStart.toISOString(), doorNo: mine.doorNo, status: mine.status as AppointmentStatus } : null,
    slots,
  };
}
