/**
 * confirmPutaway(tx, user, input): one putaway step of a task line (DESIGN.md "Tasks, scans and
 * request ids"; Inbound shelf-task), in the caller's transaction:
 *
 * 1. with a client request id, claims it (in_putaway_request); an id already answered is a
 *    replay and answers the first result, posting nothing (a parallel duplicate waits on the
 *    claim and then reads the answer);
 * 2. locks the task: it must be initial or in progress and not suspended (PUTAWAY_TASK_NOT_OPEN,
 *    PUTAWAY_TASK_SUSPENDED); the line must be open (PUTAWAY_LINE_DONE) and the quantity (default
 *    the whole line) at most its quantity (PUTAWAY_QTY_OVER);
 * 3. the cell (default the proposed one) must pass the putaway rules now, its row locked so
 *    parallel putaways never overfill it (checkCell: PUTAWAY_CELL_REFUSED); a scanned cell other
 *    than the proposed one, or a part quantity (its rest gets a new proposal), first takes the
 *    warehouse's putaway hold, so no receipt is proposed that cell meanwhile (putaway-cells.ts);
 *    a scanned cell held by the proposal of another task is refused naming it (PUTAWAY_CELL_HELD),
 *    one held by other lines of this task only is taken and those lines get fresh proposals after
 *    the posting (putaway-override.ts, record 1010);
 * 4. posts the move receiving cell (25) -> cell (the line's target status: 10 qualified, 23 for
 *    concession stock) through postMoves under PUT
 *    <taskNo>, line, 'transfer'; a partial putaway splits the line: the confirmed part is done,
 *    the rest a new open line with a fresh proposal;
 * 5. the task becomes in progress, or completed when no line is open ('task.changed'); the last
 *    task of an arrival note or notice in progress completes it (its completion,
 *    'document.status').
 * An optional `reason` (PUTAWAY_OVERRIDE_REASONS) says why a scanned cell replaced the proposal, with
 * `reasonText` (1-100 characters, required with 'other': validation.required); they change nothing
 * here and stay in the operation journal with the call's body.
 * Answers the task's new state with the lines the confirm changed (the line put away, after a
 * split the new open line, and the lines re-proposed), so the answer stays small however long the
 * task is.
 */
import Decimal from 'decimal.js';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema, INT4_MAX, integerSchema } from '../../shared/validation.ts';
import { canTaskAct, PUTAWAY_OVERRIDE_REASONS, statusAfterConfirm } from '../../shared/documents/putaway-task.ts';
import type { Tx } from '../db/client.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import { touched } from '../inventory/documents/document-store.ts';
import { eventInsert, eventWritten, type EventRow } from '../events/publish.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { checkCell, holdPutawayCells, proposePutaway, putawayAsk } from './putaway-cells.ts';
import { checkScannedCell, reproposeLines } from './putaway-override.ts';
import { inPutawayLine, inPutawayTask } from './putaway-schema.ts';
import { completeDocument, PUTAWAY_DOC_TYPE } from './putaway-tasks.ts';

const QTY = /^\d{1,14}(\.\d{1,6})?$/;

export const confirmInput = z.object({
  taskId: idSchema,
  lineNo: integerSchema(1, INT4_MAX),
  cellNo: z.string().trim().min(1).max(40).optional(),
  qty: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(QTY, 'validation.notNumber')).refine((q) => !QTY.test(q) || new Decimal(q).gt(0), 'stock.qtyPositive').optional(),
  /** Why the scanned cell is not the proposed one (the handheld's override); kept in the operation journal with the body. */
  reason: z.enum(PUTAWAY_OVERRIDE_REASONS).optional(),
  /** The picker's words for the reason 'other' (required with it), kept beside the reason. */
  reasonText: z.string().trim().min(1).max(100).optional(),
}).superRefine((input, ctx) => {
  if (input.reason === 'other' && !input.reasonText) ctx.addIssue({ code: 'custom', path: ['reasonText'], message: 'validation.required' });
});
type ConfirmInput = z.infer<typeof confirmInput>;

type TaskRow = typeof inPutawayTask.$inferSelect;
type LineRow = typeof inPutawayLine.$inferSelect;
export type TaskAnswer = TaskRow & { lines: LineRow[] };

/** A confirm's answer: the task's new state with the lines it changed (quantities as plain decimals). */
const answerOf = (task: TaskRow, lines: LineRow[]): TaskAnswer => ({ ...task, lines: lines.map((line) => ({ ...line, qty: new Decimal(line.qty).toFixed() })) });

/** The data scope of putaway tasks: the user's organisations and warehouses, as for stock. */
const taskScope = (user: SessionUser) => stockScopeCondition(user, sql`${inPutawayTask.orgNo}`, sql`${inPutawayTask.warehouseNo}`);

/** The task of `taskId` in the user's data scope (organisation and warehouse), locked. */
export async function lockTask(tx: Tx, user: SessionUser, taskId: number): Promise<TaskRow> {
  const [task] = await tx.select().from(inPutawayTask).where(and(eq(inPutawayTask.id, taskId), taskScope(user))).for('update');
  if (!task) throw new AppError('NOT_FOUND');
  return task;
}

/**
 * The task of `taskId` locked, open and not suspended (PUTAWAY_TASK_NOT_OPEN, PUTAWAY_TASK_SUSPENDED),
 * with its line `lineNo` still open (NOT_FOUND, PUTAWAY_LINE_DONE); step 2 of every putaway step.
 */
export async function lockOpenLine(tx: Tx, user: SessionUser, taskId: number, lineNo: number): Promise<{ task: TaskRow; line: LineRow }> {
  const task = await lockTask(tx, user, taskId);
  if (!canTaskAct('confirm', task.statusCode, task.isSuspend)) throw new AppError(task.isSuspend ? 'PUTAWAY_TASK_SUSPENDED' : 'PUTAWAY_TASK_NOT_OPEN', { taskNo: task.taskNo });
  const [line] = await tx.select().from(inPutawayLine).where(and(eq(inPutawayLine.taskId, task.id), eq(inPutawayLine.lineNo, lineNo)));
  if (!line) throw new AppError('NOT_FOUND');
  if (line.statusCode !== '10') throw new AppError('PUTAWAY_LINE_DONE', { taskNo: task.taskNo, lineNo: line.lineNo });
  return { task, line };
}

/** The stock key of a line's goods waiting in the receiving cell. */
export const receivedKey = (line: LineRow) => ({ orgNo: line.orgNo, warehouseNo: line.warehouseNo, cellNo: line.cellNo, itemNo: line.itemNo, lotNo: line.lotNo, containerNo: line.containerNo, stockStatus: line.stockStatus });

/** Confirms one line; a retried confirm sent with the same Request-Id header answers its first answer (db/request-claim.ts). */
export async function confirmPutaway(tx: Tx, user: SessionUser, input: ConfirmInput): Promise<TaskAnswer> {
  const { task, line } = await lockOpenLine(tx, user, input.taskId, input.lineNo);
  const open = new Decimal(line.qty);
  const qty = new Decimal(input.qty ?? line.qty);
  if (qty.gt(open)) throw new AppError('PUTAWAY_QTY_OVER', { taskNo: task.taskNo, lineNo: line.lineNo, open: open.toFixed(), requested: qty.toFixed() });
  const cellNo = input.cellNo ?? line.proposedCellNo;
  if (!cellNo) throw new AppError('PUTAWAY_NO_CELL', { warehouseNo: task.warehouseNo, itemNo: line.itemNo });
  // A scanned cell no proposal of this line holds, or a rest to propose: the warehouse's putaway hold first.
  if (cellNo !== line.proposedCellNo || qty.lt(open)) await holdPutawayCells(tx, task.warehouseNo);
  const ask = await putawayAsk(tx, task.orgNo, task.warehouseNo, { itemNo: line.itemNo, lotNo: line.lotNo, qty: qty.toFixed() }, 'check');
  let displaced: LineRow[] = [];
  if (cellNo === line.proposedCellNo) await checkCell(tx, task.warehouseNo, cellNo, ask, line.id);
  else displaced = await checkScannedCell(tx, task, line, cellNo, ask);

  const from = receivedKey(line);
  await postMoves(tx, { docType: PUTAWAY_DOC_TYPE, docNo: task.taskNo, operator: user.userNo, lines: [{ lineNo: line.lineNo, action: 'transfer', from, to: { ...from, cellNo, stockStatus: line.targetStatus }, quantity: qty.toFixed() }] });
  const reproposed = await reproposeLines(tx, task, displaced, [line.id], user);
  return finishLine(tx, user, task, line, qty, cellNo, reproposed);
}

/**
 * Steps 4 (after the posting) and 5 of a putaway step: `qty` of the open line is done into
 * `cellNo`; a part splits the line (the rest a new open line with a fresh proposal); the task
 * becomes in progress or completed ('task.changed') and its document completes with its last task.
 * Answers the task with the lines changed (`alsoChanged`, e.g. lines re-proposed, after them).
 */
export async function finishLine(tx: Tx, user: SessionUser, task: TaskRow, line: LineRow, qty: Decimal, cellNo: string, alsoChanged: LineRow[] = []): Promise<TaskAnswer> {
  const open = new Decimal(line.qty);
  const from = receivedKey(line);
  const changedLines = await tx.update(inPutawayLine).set({ qty: qty.toFixed(), toCellNo: cellNo, statusCode: '30', putName: user.userNo, putDate: sql`now()`, version: sql`${inPutawayLine.version} + 1`, ...touched(user) }).where(eq(inPutawayLine.id, line.id)).returning();
  if (qty.lt(open)) {
    const rest = open.minus(qty).toFixed();
    const [{ last }] = (await tx.execute(sql`select max(line_no)::int as last from in_putaway_line where task_id = ${task.id}`)).rows as { last: number }[];
    const restAsk = await putawayAsk(tx, task.orgNo, task.warehouseNo, { itemNo: line.itemNo, lotNo: line.lotNo, qty: rest }, 'check');
    const [proposal] = await proposePutaway(tx, task.warehouseNo, [restAsk]);
    changedLines.push(...await tx.insert(inPutawayLine).values({
      taskId: task.id, lineNo: last + 1, sourceLineNo: line.sourceLineNo, ...from, qty: rest, proposedCellNo: proposal, targetStatus: line.targetStatus, statusCode: '10', createName: user.userNo, updateName: user.userNo,
    }).returning());
  }
  // The task's new status, its 'task.changed' event (a CTE) and the lines left open, in one
  // statement: the line's update above is this transaction's own, so the count sees it.
  const openOf = sql<number>`(select count(*)::int from in_putaway_line where task_id = ${task.id} and status_code = '10')`;
  const statusOf = sql`case when ${openOf} = 0 then ${statusAfterConfirm(0)} else ${statusAfterConfirm(1)} end`;
  const scope = { orgNo: task.orgNo, warehouseNo: task.warehouseNo };
  const payload = { taskType: 'putaway' as const, taskNo: task.taskNo, operator: user.userNo };
  const event = tx.$with('event', { id: sql`id`, created_at: sql`created_at`, callbacks: sql`callbacks` })
    .as(eventInsert('task.changed', scope, sql`${JSON.stringify(payload)}::jsonb || jsonb_build_object('status', (${statusOf})::int)`));
  const [{ openLines, eventRow, ...changed }] = await tx.with(event).update(inPutawayTask)
    .set({ statusCode: statusOf, version: sql`${inPutawayTask.version} + 1`, ...touched(user) })
    .where(eq(inPutawayTask.id, task.id))
    .returning({ ...getTableColumns(inPutawayTask), openLines: openOf, eventRow: sql<EventRow>`(select row_to_json(event) from event)` });
  await eventWritten(tx, eventRow, 'task.changed', scope, { ...payload, status: Number(changed.statusCode) });
  if (openLines === 0) await completeDocument(tx, changed, user);
  return answerOf(changed, [...changedLines, ...alsoChanged]);
}
