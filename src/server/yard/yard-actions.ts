/**
 * Moves a truck of the yard queue along (YARD_ACTIONS in src/shared/yard.ts), one transaction each:
 *
 * - runYardAction { id, version, action }: call (checked in -> called), arrive (-> at door),
 *   unload (-> unloading), receive (-> received), checkOut (-> checked out). Calling a truck to its
 *   door locks the warehouse's doors first and is refused while another truck is called to, at or
 *   unloading at that door (YARD_DOOR_BUSY), so a door never has two trucks.
 * - callNext { warehouseNo, doorNo }: calls the lowest queue number waiting for the door (answers
 *   null when nobody waits); the same door rule.
 * Each change publishes `yard.changed` and is tracked on the ASN. Errors: NOT_FOUND (unknown or out
 * of scope), STALE_VERSION, YARD_STATE_REFUSED, YARD_DOOR_BUSY, YARD_DOOR_NOT_OPEN.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { YARD_ACTIONS, type CheckInView, type YardAction } from '../../shared/yard.ts';
import type { Db, Tx } from '../db/client.ts';
import { yardCheckIn } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { lockDoors, takesDeliveries } from './doors.ts';
import { recordYardChange } from './yard-events.ts';
import { inYardScope } from './yard-scope.ts';
import { checkInView } from './yard-views.ts';

type CheckInRow = typeof yardCheckIn.$inferSelect;
const AT_DOOR_STATES = ['called', 'atDoor', 'unloading'];

/** Refuses a call to `doorNo` while it is closed or another truck is at it; the doors are locked by the caller. */
async function assertDoorFree(tx: Tx, row: Pick<CheckInRow, 'warehouseNo' | 'doorNo' | 'id'>): Promise<void> {
  const doors = await lockDoors(tx, row.warehouseNo);
  const door = doors.find((d) => d.doorNo === row.doorNo);
  if (!door || !takesDeliveries(door)) throw new AppError('YARD_DOOR_NOT_OPEN', { doorNo: row.doorNo });
  const [busy] = await tx.select({ queueNo: yardCheckIn.queueNo }).from(yardCheckIn)
    .where(and(eq(yardCheckIn.warehouseNo, row.warehouseNo), eq(yardCheckIn.doorNo, row.doorNo), inArray(yardCheckIn.state, AT_DOOR_STATES), ne(yardCheckIn.id, row.id)));
  if (busy) throw new AppError('YARD_DOOR_BUSY', { doorNo: row.doorNo, queueNo: busy.queueNo });
}

/** Applies `action` to a locked row; `detail` joins the ASN's tracking row (discrepancies of a receipt). */
export async function applyYardAction(tx: Tx, user: SessionUser, row: CheckInRow, action: YardAction, detail?: Record<string, unknown>): Promise<CheckInView> {
  const rule = YARD_ACTIONS[action];
  if (!(rule.from as readonly string[]).includes(row.state)) throw new AppError('YARD_STATE_REFUSED', { queueNo: row.queueNo, state: row.state });
  if (action === 'call') await assertDoorFree(tx, row);
  const [saved] = await tx.update(yardCheckIn)
    .set({ state: rule.to, version: row.version + 1, updateName: user.userNo, updateDate: new Date() })
    .where(eq(yardCheckIn.id, row.id))
    .returning();
  await recordYardChange(tx, { ...saved, fromState: row.state, state: rule.to, detail });
  return checkInView(saved);
}

/** The check-in `id`, locked when `lock`, in the caller's scope. Errors: NOT_FOUND. */
export async function findCheckIn(db: Db | Tx, user: SessionUser, id: number, lock = false): Promise<CheckInRow> {
  const query = db.select().from(yardCheckIn).where(eq(yardCheckIn.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !inYardScope(user, row)) throw new AppError('NOT_FOUND');
  return row;
}

export async function runYardAction(tx: Tx, user: SessionUser, input: { id: number; version: number; action: YardAction }): Promise<CheckInView> {
  const row = await findCheckIn(tx, user, input.id, true);
  if (row.version !== input.version) throw new AppError('STALE_VERSION');
  return applyYardAction(tx, user, row, input.action);
}

export async function callNext(tx: Tx, user: SessionUser, input: { warehouseNo: string; doorNo: string }): Promise<CheckInView | null> {
  await lockDoors(tx, input.warehouseNo);
  const [next] = await tx.select().from(yardCheckIn)
    .where(and(eq(yardCheckIn.warehouseNo, input.warehouseNo), eq(yardCheckIn.doorNo, input.doorNo), eq(yardCheckIn.state, 'checkedIn')))
    .orderBy(asc(yardCheckIn.queueNo))
    .limit(1)
    .for('update');
  if (!next || !inYardScope(user, next)) return null;
  return applyYardAction(tx, user, next, 'call');
}
