/**
 * cancelReplenishment(tx, user, list): cancels open replenishment moves `{ id, version }[]`, all or
 * nothing, in the caller's transaction (Outbound replenishment, issue 13; 
 * docs/decisions/0341-replenishment-cancel.md). Every move is checked first as confirm checks it (lockOpenMoves:
 * NOT_FOUND outside the user's stock scope, STALE_VERSION, REPLENISH_NOT_OPEN); each then becomes
 * cancelled (90) and publishes 'task.changed' (taskType replenishment, status 90). Nothing was
 * posted for an open move, so nothing is reversed: a cancelled move simply stops counting toward
 * its picking cell's level and its source, and the big screen's open replenishment tasks drop.
 * A second cancel of the same move is REPLENISH_NOT_OPEN. Answers the cancelled moves (qty as exact
 * decimal text, item unit).
 */
import Decimal from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import type { SessionUser } from '../rpc/session.ts';
import { lockOpenMoves } from './replenish-confirm.ts';
import { REPLENISH_CANCELLED } from './replenish-plan.ts';
import { outReplenish } from './replenish-schema.ts';

export async function cancelReplenishment(tx: Tx, user: SessionUser, list: { id: number; version: number }[]) {
  const moves = await lockOpenMoves(tx, user, list);
  const cancelled = await tx.update(outReplenish)
    .set({ statusCode: REPLENISH_CANCELLED, updateName: user.userNo, updateDate: new Date(), version: sql`${outReplenish.version} + 1` })
    .where(inArray(outReplenish.id, moves.map((m) => m.id))).returning();
  for (const move of cancelled) {
    await publishEvent(tx, 'task.changed', { orgNo: move.orgNo, warehouseNo: move.warehouseNo }, { taskType: 'replenishment', taskNo: `R${move.id}`, status: 90, operator: user.userNo });
  }
  return cancelled.sort((a, b) => a.id - b.id).map((m) => ({ ...m, qty: new Decimal(m.qty).toFixed() }));
}
