/**
 * What follows the end of a plan's last open count task (walk 13-28 defect 1; record 0990):
 * finishRound(tx, headId, user) locks the plan (FOR UPDATE) and, when it is counting (20) with no
 * task left to count or counting:
 * - the first round (round 1) with a difference (diffQty <> 0) is recounted at once: the plan is
 *   ended and recounted (its end and recount actions, check-document.ts), so the differing lines
 *   get a round-2 task that the counters see on the handheld and the console;
 * - otherwise (no difference, or the result of the last round, ROUNDS) the plan is ended and its
 *   differences posted (createInvChange: the freeze released, then stock adjustments through the
 *   ledger, check-adjustment.ts; status 40); a plan without write-back is ended and closed (the
 *   freeze released, nothing posted; status 99).
 * Answers what it did: 'open' (a task is still open or the plan is not counting), 'recount',
 * 'posted' or 'closed'. Runs in the caller's transaction as `user` (who ended the task).
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import type { SessionUser } from '../rpc/session.ts';
import { stockCheckDocument } from './check-document.ts';
import { openTaskCount } from './count-tasks.ts';

const head = entityTables.chkCheckStock!;
/** Count rounds of a plan: the first count and one recount of its differing lines. */
export const ROUNDS = 2;
export type RoundEnd = 'open' | 'recount' | 'posted' | 'closed';

export async function finishRound(tx: Tx, headId: number, user: SessionUser): Promise<RoundEnd> {
  const [plan] = (await tx.select().from(head).where(eq(head.id, headId)).for('update')) as DocHead[];
  if (String(plan.statusCode) !== '20' || (await openTaskCount(tx, headId)) > 0) return 'open';
  const differing = await tx.execute(sql`select 1 from chk_check_stock_body where head_id = ${headId} and diff_qty <> 0 limit 1`);
  const [ended] = await runAction(tx, stockCheckDocument, user, 'end', [plan]);
  if (differing.rows.length > 0 && Number(plan.round) < ROUNDS) {
    await runAction(tx, stockCheckDocument, user, 'recount', [ended]);
    return 'recount';
  }
  if (plan.isWriteBack === false) {
    await runAction(tx, stockCheckDocument, user, 'close', [ended]);
    return 'closed';
  }
  await runAction(tx, stockCheckDocument, user, 'createInvChange', [ended]);
  return 'posted';
}
