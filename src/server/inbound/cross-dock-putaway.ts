/**
 * crossDockPutaway(tx, user, { taskId, lineNo }): the cross-dock of one putaway line (issue 13
 * cross-docking; docs/decisions/ "Cross-docking"), in the caller's transaction, instead of
 * putting it into storage:
 *
 * 1. the task and line as for a putaway confirm (lockOpenLine: NOT_FOUND, PUTAWAY_TASK_NOT_OPEN,
 *    PUTAWAY_TASK_SUSPENDED, PUTAWAY_LINE_DONE); only goods put away as qualified stock (target
 *    status 10) cross-dock, concession stock never does (CROSS_DOCK_NO_DEMAND);
 * 2. the first open short demand of the line's item and lot, first come first served, on a notice
 *    whose document category allows cross-docking takes min(line, shortage) as a picked
 *    reservation at the staging cell (outbound reserveCrossDock; CROSS_DOCK_NO_DEMAND when none);
 * 3. one posting PUT <taskNo>, line: transfer receiving cell (25) -> staging cell as picked stock
 *    (30), then allocate it there, so the goods and their reservation land together (postMoves,
 *    once per line and action);
 * 4. the line is done into the staging cell; a part splits it (the rest keeps a storage proposal);
 *    the task's and document's progress as for a confirm (finishLine; 'task.changed').
 * With a Request-Id header a retry answers the first answer and posts nothing (db/request-claim.ts);
 * without, a second cross-dock of the line is PUTAWAY_LINE_DONE. Answers the task with the lines it
 * changed and crossDock { outNoticeNo, lineNo, qty } (the notice line served, exact decimal, item unit).
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { idSchema, INT4_MAX, integerSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { reserveCrossDock } from '../outbound/cross-dock-demand.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { finishLine, lockOpenLine, receivedKey } from './confirm-putaway.ts';
import { holdPutawayCells } from './putaway-cells.ts';
import { PUTAWAY_DOC_TYPE } from './putaway-tasks.ts';

const QUALIFIED = '10';

export const crossDockInput = z.object({ taskId: idSchema, lineNo: integerSchema(1, INT4_MAX) });

export async function crossDockPutaway(tx: Tx, user: SessionUser, input: z.infer<typeof crossDockInput>) {
  const { task, line } = await lockOpenLine(tx, user, input.taskId, input.lineNo);
  // A part cross-docked leaves a rest to propose: the putaway hold before the posting's stock locks.
  await holdPutawayCells(tx, task.warehouseNo);
  const from = receivedKey(line);
  if (line.targetStatus !== QUALIFIED) throw new AppError('CROSS_DOCK_NO_DEMAND', { warehouseNo: task.warehouseNo, itemNo: line.itemNo });
  const served = await reserveCrossDock(tx, from, new Decimal(line.qty), user.userNo);
  await postMoves(tx, {
    docType: PUTAWAY_DOC_TYPE, docNo: task.taskNo, operator: user.userNo, lines: [
      { lineNo: line.lineNo, action: 'transfer', from, to: served.to, quantity: served.qty },
      { lineNo: line.lineNo, action: 'allocate', at: served.to, quantity: served.qty },
    ],
  });
  const answer = await finishLine(tx, user, task, line, new Decimal(served.qty), served.to.cellNo);
  return { ...answer, crossDock: { outNoticeNo: served.outNoticeNo, lineNo: served.lineNo, qty: served.qty } };
}
