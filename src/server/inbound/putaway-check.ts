/**
 * IInPutawayTaskService/checkCell { taskId, lineNo, cellNo } (walk 14-28 defect 9, record 1052):
 * whether a scanned cell other than the proposal takes the open quantity of a putaway line, judged
 * as the confirm judges it (checkScannedCell, under the warehouse's putaway hold), before the
 * handheld asks the reason of the override. Writes nothing. Answers { cellNo } when it does; else
 * the confirm's refusals: NOT_FOUND, PUTAWAY_TASK_NOT_OPEN, PUTAWAY_TASK_SUSPENDED,
 * PUTAWAY_LINE_DONE, the cell's named rule (putaway-refusal.ts) or PUTAWAY_CELL_HELD.
 */
import { z } from 'zod';
import { idSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import type { SessionUser } from '../rpc/session.ts';
import { lockOpenLine } from './confirm-putaway.ts';
import { holdPutawayCells, putawayAsk } from './putaway-cells.ts';
import { checkScannedCell } from './putaway-override.ts';

export const checkCellInput = z.object({ taskId: idSchema, lineNo: z.number().int().min(1), cellNo: z.string().trim().min(1).max(40) });

export async function checkPutawayCell(tx: Tx, user: SessionUser, input: z.infer<typeof checkCellInput>): Promise<{ cellNo: string }> {
  const { task, line } = await lockOpenLine(tx, user, input.taskId, input.lineNo);
  await holdPutawayCells(tx, task.warehouseNo);
  const ask = await putawayAsk(tx, task.orgNo, task.warehouseNo, { itemNo: line.itemNo, lotNo: line.lotNo, qty: line.qty }, 'check');
  await checkScannedCell(tx, task, line, input.cellNo, ask);
  return { cellNo: input.cellNo };
}
