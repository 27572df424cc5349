/**
 * confirmPutawayBatch(tx, user, input): puts away every open line of several putaway tasks into
 * its proposed cell in one call (Inbound shelf-task "Confirm selected"; issue 12: a 1,000-line
 * notice through one call instead of 1,000 confirms; docs/decisions/ "Inbound"), in the caller's
 * transaction, all or nothing.
 *
 * Input `{ list: [{ id, version }] }`: the tasks (at most PAGE_SIZE_MAX; a task twice is
 * VALIDATION_FAILED).
 * Every task and line is validated before anything is written:
 * 1. the tasks are locked in id order in the user's data scope (NOT_FOUND), their versions checked
 *    (STALE_VERSION), each initial or in progress and not suspended (PUTAWAY_TASK_NOT_OPEN,
 *    PUTAWAY_TASK_SUSPENDED);
 * 2. every open line needs a proposed cell (PUTAWAY_NO_CELL); the cells are locked in cell order
 *    and each line must pass its putaway filter rules (zone, cell type, mix, capacity) in its cell
 *    counting the lines of the batch before it, as confirming them one by one would
 *    (PUTAWAY_CELL_REFUSED, naming the task and line); a cell under count is refused first
 *    (STOCK_CELL_UNDER_COUNT naming the plan, record 1045).
 * Then per task one postMoves posting (PUT <taskNo>, each line a `transfer` receiving cell ->
 * proposed cell, the ledger's document number stays the task's), one update of all its lines
 * (done, put by the user now), the task completed ('task.changed') and its document completed
 * when it was its last open task ('document.status'). A refusal of the ledger (stock no longer in
 * the receiving cell) rolls everything back. With a Request-Id header a retried call answers its
 * first answer and posts nothing (db/request-claim.ts); without, a second call meets the changed
 * versions (STALE_VERSION).
 * Answers `{ tasks: [task row after], lines: number of lines put away }`.
 */
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canTaskAct, statusAfterConfirm } from '../../shared/documents/putaway-task.ts';
import { versionedListSchema } from '../../shared/rpc.ts';
import type { Tx } from '../db/client.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import { touched } from '../inventory/documents/document-store.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { refuseCellUnderCount } from '../stockcheck/cells-under-count.ts';
import { candidateCells, lockCells, passesFilters, putawayAsks } from './putaway-cells.ts';
import { inPutawayLine, inPutawayTask } from './putaway-schema.ts';
import { completeDocument, publishPutawayChange, PUTAWAY_DOC_TYPE } from './putaway-tasks.ts';

export const batchConfirmInput = versionedListSchema;

type TaskRow = typeof inPutawayTask.$inferSelect;
type LineRow = typeof inPutawayLine.$inferSelect;

/** The tasks of the list locked in id order, each checked (scope, version, open, not suspended). */
async function lockOpenTasks(tx: Tx, user: SessionUser, list: { id: number; version: number }[]): Promise<TaskRow[]> {
  const ids = list.map((t) => t.id);
  const scope = stockScopeCondition(user, sql`${inPutawayTask.orgNo}`, sql`${inPutawayTask.warehouseNo}`);
  const rows = await tx.select().from(inPutawayTask).where(and(inArray(inPutawayTask.id, ids), scope)).orderBy(asc(inPutawayTask.id)).for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list.map((target) => {
    const task = byId.get(target.id);
    if (!task) throw new AppError('NOT_FOUND');
    if (task.version !== target.version) throw new AppError('STALE_VERSION');
    if (!canTaskAct('confirm', task.statusCode, task.isSuspend)) throw new AppError(task.isSuspend ? 'PUTAWAY_TASK_SUSPENDED' : 'PUTAWAY_TASK_NOT_OPEN', { taskNo: task.taskNo });
    return task;
  });
}

/** Refuses the batch unless each line passes its cell's filter rules with the batch's earlier lines counted in. */
async function checkCells(tx: Tx, warehouseNo: string, orgNo: string, lines: { task: TaskRow; line: LineRow }[]): Promise<void> {
  const cellNos = [...new Set(lines.map(({ line }) => line.proposedCellNo!))].sort();
  await lockCells(tx, warehouseNo, cellNos);
  await refuseCellUnderCount(tx, warehouseNo, lines.map(({ line }) => ({ cellNo: line.proposedCellNo!, itemNo: line.itemNo })));
  const cells = new Map((await candidateCells(tx, warehouseNo, cellNos, lines.map(({ line }) => line.id))).map((cell) => [cell.cellNo, cell]));
  const asks = await putawayAsks(tx, orgNo, warehouseNo, lines.map(({ line }) => ({ itemNo: line.itemNo, lotNo: line.lotNo, qty: new Decimal(line.qty).toFixed() })), 'check');
  lines.forEach(({ task, line }, i) => {
    const cellNo = line.proposedCellNo!;
    const cell = cells.get(cellNo);
    if (!cell || !passesFilters(cell, asks[i])) throw new AppError('PUTAWAY_CELL_REFUSED', { cellNo, taskNo: task.taskNo, lineNo: line.lineNo });
    cells.set(cellNo, { ...cell, contents: [...cell.contents, { itemNo: line.itemNo, lotNo: line.lotNo, qty: asks[i].qty }] });
  });
}

export async function confirmPutawayBatch(tx: Tx, user: SessionUser, input: z.infer<typeof batchConfirmInput>): Promise<{ tasks: TaskRow[]; lines: number }> {
  const twice = input.list.findIndex((t, i) => input.list.findIndex((u) => u.id === t.id) !== i);
  if (twice >= 0) throw fieldError([{ field: `list.${twice}.id`, message: 'validation.duplicateInBatch', params: { value: String(input.list[twice].id) } }]);
  const tasks = await lockOpenTasks(tx, user, input.list);
  const openLines = await tx.select().from(inPutawayLine)
    .where(and(inArray(inPutawayLine.taskId, tasks.map((t) => t.id)), eq(inPutawayLine.statusCode, '10'))).orderBy(asc(inPutawayLine.taskId), asc(inPutawayLine.lineNo));
  const taskOf = new Map(tasks.map((task) => [task.id, task]));
  const lines = openLines.map((line) => ({ task: taskOf.get(line.taskId)!, line }));
  const unproposed = lines.find(({ line }) => !line.proposedCellNo);
  if (unproposed) throw new AppError('PUTAWAY_NO_CELL', { warehouseNo: unproposed.task.warehouseNo, itemNo: unproposed.line.itemNo });
  const byWarehouse = new Map<string, typeof lines>();
  for (const entry of lines) byWarehouse.set(`${entry.task.orgNo}\u001f${entry.task.warehouseNo}`, [...(byWarehouse.get(`${entry.task.orgNo}\u001f${entry.task.warehouseNo}`) ?? []), entry]);
  for (const [key, group] of [...byWarehouse.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const [orgNo, warehouseNo] = key.split('\u001f');
    await checkCells(tx, warehouseNo, orgNo, group);
  }

  const done: TaskRow[] = [];
  for (const task of tasks) {
    const own = openLines.filter((line) => line.taskId === task.id);
    await postMoves(tx, {
      docType: PUTAWAY_DOC_TYPE, docNo: task.taskNo, operator: user.userNo,
      lines: own.map((line) => {
        const from = { orgNo: line.orgNo, warehouseNo: line.warehouseNo, cellNo: line.cellNo, itemNo: line.itemNo, lotNo: line.lotNo, containerNo: line.containerNo, stockStatus: line.stockStatus };
        return { lineNo: line.lineNo, action: 'transfer' as const, from, to: { ...from, cellNo: line.proposedCellNo!, stockStatus: line.targetStatus }, quantity: new Decimal(line.qty).toFixed() };
      }),
    });
    await tx.update(inPutawayLine)
      .set({ toCellNo: sql`${inPutawayLine.proposedCellNo}`, statusCode: '30', putName: user.userNo, putDate: sql`now()`, version: sql`${inPutawayLine.version} + 1`, ...touched(user) })
      .where(and(eq(inPutawayLine.taskId, task.id), eq(inPutawayLine.statusCode, '10')));
    const [changed] = await tx.update(inPutawayTask).set({ statusCode: statusAfterConfirm(0), version: sql`${inPutawayTask.version} + 1`, ...touched(user) }).where(eq(inPutawayTask.id, task.id)).returning();
    await publishPutawayChange(tx, changed, user.userNo);
    await completeDocument(tx, changed, user);
    done.push(changed);
  }
  return { tasks: done, lines: openLines.length };
}
