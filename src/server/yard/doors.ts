/**
 * The dock doors of a warehouse as the yard uses them. lockDoors takes every door row of the
 * warehouse `FOR UPDATE` in door-number order: bookings, check-ins and calls to a door of one
 * warehouse take turns on these locks (always in the same order, so they never deadlock), which
 * is what keeps slot capacity and door assignment exact under concurrency.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { HOURS_FIELDS, type DoorHours } from '../../shared/door-hours.ts';
import { QUEUED_STATES, type DoorStatus } from '../../shared/yard.ts';
import type { Db, Tx } from '../db/client.ts';
import { yardCheckIn, yardDockDoor } from '../db/schema.ts';

/** A dock door with its working hours per weekday (src/shared/door-hours.ts). */
export type Door = { doorNo: string; doorType: string; doorStatus: DoorStatus; capacityPerHour: number; hours: DoorHours };

const DOOR_COLUMNS = {
  doorNo: yardDockDoor.doorNo, doorType: yardDockDoor.doorType, doorStatus: yardDockDoor.doorStatus, capacityPerHour: yardDockDoor.capacityPerHour,
  ...Object.fromEntries(HOURS_FIELDS.map((field) => [field, yardDockDoor[field]])),
};

function toDoor(row: Record<string, unknown>): Door {
  return {
    doorNo: String(row.doorNo), doorType: String(row.doorType), doorStatus: row.doorStatus as DoorStatus, capacityPerHour: Number(row.capacityPerHour),
    hours: Object.fromEntries(HOURS_FIELDS.map((field) => [field, (row[field] as string | null) ?? null])),
  };
}

/** Every door of the warehouse by door number; `lock`: FOR UPDATE (bookings, check-ins, calls). */
export async function warehouseDoors(db: Db | Tx, warehouseNo: string, lock = false): Promise<Door[]> {
  const query = db.select(DOOR_COLUMNS).from(yardDockDoor).where(eq(yardDockDoor.warehouseNo, warehouseNo)).orderBy(asc(yardDockDoor.doorNo));
  return (await (lock ? query.for('update') : query)).map(toDoor);
}

/** Every door of the warehouse, locked, by door number. */
export function lockDoors(tx: Tx, warehouseNo: string): Promise<Door[]> {
  return warehouseDoors(tx, warehouseNo, true);
}


/** Whether a door takes deliveries now: open, inbound or both. */
export function takesDeliveries(door: Door): boolean {
  return door.doorStatus === 'open' && door.doorType !== 'outbound';
}

/** Trucks still in the yard per door of the warehouse (check-ins in a queued state). */
export async function queueLengths(tx: Tx, warehouseNo: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ doorNo: yardCheckIn.doorNo, count: sql<number>`count(*)::int` })
    .from(yardCheckIn)
    .where(and(eq(yardCheckIn.warehouseNo, warehouseNo), inArray(yardCheckIn.state, [...QUEUED_STATES])))
    .groupBy(yardCheckIn.doorNo);
  return new Map(rows.map((r) => [r.doorNo, Number(r.count)]));
}

/** The door for a truck: the preferred one (its appointment's) if it takes deliveries, else the delivery door with the shortest queue (then by number). */
export function chooseDoor(doors: Door[], queues: Map<string, number>, preferred?: string): Door | undefined {
  const open = doors.filter(takesDeliveries);
  const mine = open.find((door) => door.doorNo === preferred);
  if (mine) return mine;
  return open.reduce<Door | undefined>((best, door) => (!best || (queues.get(door.doorNo) ?? 0) < (queues.get(best.doorNo) ?? 0) ? door : best), undefined);
}
