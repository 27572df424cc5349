/**
 * The yard's reads, each within the caller's yard scope (yardScopeCondition: staff by organisation
 * and warehouse, a supplier user only their own supplier's rows):
 *
 * - listCheckIns (yard queue; condition warehouseNo, state, doorNo, asnNo, plateNo): newest first;
 * - listAppointments (condition warehouseNo, doorNo, asnNo, status, supplierNo): by slot, each with
 *   its truck's yard state (`state`, null before check-in);
 * - dockBoard(warehouseNo): each door with its state for the big screen (free, called, unloading,
 *   blocked), the trucks waiting and the trucks called to a door; a door's `waiting` counts the
 *   trucks checked in for it and not yet called (state checkedIn): a posted receipt moves its
 *   ASN's trucks to received, whichever surface posted it (receipt-frees-door.ts), so a received
 *   truck never counts, checked out or not (walk 13-24 #9, tests/e2e/screen-dock-waiting.test.ts);
 * - asnTracking(asnNo): the ASN's yard events in order (the supplier's ASN tracking).
 */
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { QUEUED_STATES, type CheckInView, type DoorStatus, type DoorView, type YardState } from '../../shared/yard.ts';
import { yardScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { yardAppointment, yardAsnTrack, yardCheckIn, yardDockDoor } from '../db/schema.ts';
import { filters, whereOf } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { checkInView } from './yard-views.ts';

const scopeOf = (user: SessionUser, t: typeof yardCheckIn | typeof yardAppointment) =>
  yardScopeCondition(user, { orgNo: sql`${t.orgNo}`, warehouseNo: sql`${t.warehouseNo}`, supplierNo: sql`${t.supplierNo}` });

async function paged<T>(request: PageRequest, rows: (limit: number, offset: number) => Promise<T[]>, count: () => Promise<number>): Promise<Page<T>> {
  const [records, total] = await Promise.all([rows(request.size, (request.current - 1) * request.size), count()]);
  return { records, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

export function listCheckIns(db: Db, user: SessionUser, request: PageRequest): Promise<Page<CheckInView>> {
  const t = yardCheckIn;
  const where = whereOf([scopeOf(user, t), ...filters(request.condition, {
    warehouseNo: sql`${t.warehouseNo}`, state: sql`${t.state}`, doorNo: sql`${t.doorNo}`, asnNo: sql`${t.asnNo}`, plateNo: sql`${t.plateNo}`,
  }, {})]);
  return paged(
    request,
    async (limit, offset) => (await db.select().from(t).where(where).orderBy(sql`${t.id} desc`).limit(limit).offset(offset)).map(checkInView),
    async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where))[0].n),
  );
}

/**
 * The yard state of the appointment's truck (its ASN's latest check-in), null before it checks in:
 * a received truck's appointment reads Received, not Booked. The outer column is named by its table
 * in raw SQL: drizzle writes a column of a single-table select without its table, and a bare
 * `asn_no` inside the subquery would be the check-in's own (every appointment then showed the state
 * of the yard's latest truck, whatever its ASN).
 */
const truckState = sql<YardState | null>`(select c.state from ${yardCheckIn} c where c.asn_no = ${sql.raw('"yard_appointment"."asn_no"')} order by c.id desc limit 1)`;

export function listAppointments(db: Db, user: SessionUser, request: PageRequest) {
  const t = yardAppointment;
  const where = whereOf([scopeOf(user, t), ...filters(request.condition, {
    warehouseNo: sql`${t.warehouseNo}`, doorNo: sql`${t.doorNo}`, asnNo: sql`${t.asnNo}`, status: sql`${t.status}`, supplierNo: sql`${t.supplierNo}`,
  }, {})]);
  return paged(
    request,
    (limit, offset) => db.select({ ...getTableColumns(t), state: truckState }).from(t).where(where).orderBy(asc(t.slotStart), asc(t.doorNo), asc(t.id)).limit(limit).offset(offset),
    async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where))[0].n),
  );
}

/** Doors, waiting trucks and calls to a door of one warehouse (the caller checked the warehouse's scope). */
export async function dockBoard(db: Db, warehouseNo: string): Promise<{ doors: DoorView[]; queue: CheckInView[] }> {
  const [doors, queued] = await Promise.all([
    db.select({ doorNo: yardDockDoor.doorNo, doorType: yardDockDoor.doorType, doorStatus: yardDockDoor.doorStatus })
      .from(yardDockDoor).where(eq(yardDockDoor.warehouseNo, warehouseNo)).orderBy(asc(yardDockDoor.doorNo)),
    db.select().from(yardCheckIn).where(and(eq(yardCheckIn.warehouseNo, warehouseNo), inArray(yardCheckIn.state, [...QUEUED_STATES]))).orderBy(asc(yardCheckIn.queueDay), asc(yardCheckIn.queueNo)),
  ]);
  const queue = queued.map(checkInView);
  const views = doors.map((door): DoorView => {
    const at = queue.find((c) => c.doorNo === door.doorNo && c.state !== 'checkedIn');
    const status = door.doorStatus as DoorStatus;
    const state = at ? (at.state === 'unloading' ? 'unloading' : 'called') : status === 'open' ? 'free' : 'blocked';
    return {
      doorNo: String(door.doorNo),
      doorType: door.doorType as DoorView['doorType'],
      status,
      state,
      queueNo: at?.queueNo ?? null,
      waiting: queue.filter((c) => c.doorNo === door.doorNo && c.state === 'checkedIn').length,
    };
  });
  return { doors: views, queue };
}

/** The yard events of an ASN in order; empty when none or out of the caller's scope. */
export async function asnTracking(db: Db, user: SessionUser, asnNo: string) {
  const [inScope] = await db.select({ id: yardCheckIn.id }).from(yardCheckIn).where(and(eq(yardCheckIn.asnNo, asnNo), whereOf([scopeOf(user, yardCheckIn)]) as SQL)).limit(1);
  if (!inScope) return [];
  const rows = await db.select().from(yardAsnTrack).where(eq(yardAsnTrack.asnNo, asnNo)).orderBy(asc(yardAsnTrack.id));
  return rows.map((r) => ({ asnNo: r.asnNo, event: r.event, detail: r.detail, at: r.at.toISOString() }));
}
