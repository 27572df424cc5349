/**
 * A putaway into a scanned cell other than the line's proposal (the handheld's and the console's
 * override; issue 28, walk 13-28 defect 5; docs/decisions/1010-putaway-override-takes-own-task-holds.md):
 *
 * - checkScannedCell(tx, task, line, cellNo, ask): step 3 of such a confirm, under the warehouse's
 *   putaway hold. Locks the cell row, refuses a cell under count (STOCK_CELL_UNDER_COUNT naming
 *   the plan, record 1045) and judges it as checkCell does; when the cell fails only
 *   because open putaway lines are proposed into it (their proposals hold it: record 0500), it says
 *   whose:
 *   - held by other lines of the same task only, and it passes without their proposals: it is
 *     taken; answers those lines, which the caller re-proposes after posting (reproposeLines);
 *   - held by another task, and it passes without every holder's proposal: PUTAWAY_CELL_HELD
 *     naming that task, its line and item;
 *   - otherwise the first rule that refuses it (putaway-refusal.ts: no such cell, not a storage or
 *     picking cell, zone, cell type, mixing with the item it holds, capacity).
 * - reproposeLines(tx, task, lines, except, user): a fresh proposal for each of `lines` (null when no
 *   cell fits), read after the posting, their own and the `except` lines' proposals left out;
 *   answers the lines as changed.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { touched } from '../inventory/documents/document-store.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { refuseCellUnderCount } from '../stockcheck/cells-under-count.ts';
import { cellRefusal } from './putaway-refusal.ts';
import { candidateCells, lockCells, passesFilters, proposeCells, putawayAsks, type PutawayAsk } from './putaway-cells.ts';
import { inPutawayLine, inPutawayTask } from './putaway-schema.ts';
import { text } from './inbound-rules.ts';

type TaskRow = typeof inPutawayTask.$inferSelect;
type LineRow = typeof inPutawayLine.$inferSelect;
type Holder = { id: number; taskId: number; taskNo: string; lineNo: number; itemNo: string };

/** The open lines of open tasks of the warehouse whose proposal holds `cellNo`, but `lineId`, by task and line. */
async function holdersOf(tx: Tx, warehouseNo: string, cellNo: string, lineId: number): Promise<Holder[]> {
  const result = await tx.execute(sql`
    select l.id, l.task_id, t.task_no, l.line_no, l.item_no from in_putaway_line l join in_putaway_task t on t.id = l.task_id
    where t.warehouse_no = ${warehouseNo} and t.status_code in ('10', '15') and l.status_code = '10' and l.proposed_cell_no = ${cellNo} and l.id <> ${lineId}
    order by t.task_no, l.line_no`);
  return result.rows.map((r) => ({ id: Number(r.id), taskId: Number(r.task_id), taskNo: text(r.task_no), lineNo: Number(r.line_no), itemNo: text(r.item_no) }));
}

/** Whether `cellNo` takes the request with the proposals of `exceptLineIds` left out. */
async function passesWithout(tx: Tx, warehouseNo: string, cellNo: string, ask: PutawayAsk, exceptLineIds: number[]): Promise<boolean> {
  const [cell] = await candidateCells(tx, warehouseNo, cellNo, exceptLineIds);
  return Boolean(cell) && passesFilters(cell, ask);
}

export async function checkScannedCell(tx: Tx, task: TaskRow, line: LineRow, cellNo: string, ask: PutawayAsk): Promise<LineRow[]> {
  await lockCells(tx, task.warehouseNo, [cellNo]);
  await refuseCellUnderCount(tx, task.warehouseNo, [{ cellNo, itemNo: line.itemNo }]);
  if (await passesWithout(tx, task.warehouseNo, cellNo, ask, [line.id])) return [];
  const holders = await holdersOf(tx, task.warehouseNo, cellNo, line.id);
  const own = holders.filter((holder) => holder.taskId === task.id);
  if (own.length > 0 && await passesWithout(tx, task.warehouseNo, cellNo, ask, [line.id, ...own.map((holder) => holder.id)])) {
    return tx.select().from(inPutawayLine).where(sql`${inPutawayLine.id} in ${own.map((holder) => holder.id)}`).orderBy(inPutawayLine.lineNo).for('update');
  }
  const other = holders.find((holder) => holder.taskId !== task.id);
  if (other && await passesWithout(tx, task.warehouseNo, cellNo, ask, [line.id, ...holders.map((holder) => holder.id)])) {
    throw new AppError('PUTAWAY_CELL_HELD', { cellNo, taskNo: other.taskNo, lineNo: other.lineNo, itemNo: other.itemNo });
  }
  const [cell] = await candidateCells(tx, task.warehouseNo, cellNo, [line.id]);
  throw await cellRefusal(tx, task.warehouseNo, cellNo, cell, ask);
}

export async function reproposeLines(tx: Tx, task: TaskRow, lines: LineRow[], except: number[], user: SessionUser): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  const asks = await putawayAsks(tx, task.orgNo, task.warehouseNo, lines.map((line) => ({ itemNo: line.itemNo, lotNo: line.lotNo, qty: line.qty })), 'check');
  const proposals = proposeCells(await candidateCells(tx, task.warehouseNo, undefined, [...except, ...lines.map((line) => line.id)]), asks);
  const changed: LineRow[] = [];
  for (const [index, line] of lines.entries()) {
    changed.push(...await tx.update(inPutawayLine).set({ proposedCellNo: proposals[index], version: sql`${inPutawayLine.version} + 1`, ...touched(user) }).where(sql`${inPutawayLine.id} = ${line.id}`).returning());
  }
  return changed;
}
