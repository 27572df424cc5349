/**
 * addFoundStock(tx, user, input): IChkCheckStockTransactionService/addchkcheckstocktransaction,
 * stock a counter finds in a cell of an open count task on a key the plan's snapshot does not hold
 * (docs/decisions/ "Stock-take", found stock). Input (foundStockInput): taskId, version (the
 * task's), cellNo, itemNo, lotNo and containerNo ('' when absent), stockStatus (default 10
 * qualified, as most snapshot rows) and countQty (> 0, the item unit's decimals, in the item's unit).
 *
 * Everything is checked before any write, the plan and then the task locked (the order of close):
 * - the task exists in the user's data scope (NOT_FOUND), is open (TASK_NOT_OPEN) and not
 *   suspended (TASK_SUSPENDED), at the given version (STALE_VERSION);
 * - field issues (VALIDATION_FAILED): the cell exists in the task's warehouse (a warehouse without
 *   a cell layout takes any cell, as the ledger does) and lies in the task's zone when the task
 *   has one; the item exists in the plan's organisation, the quantity fits its unit; the key is in
 *   the plan's scope (its zones, cells or items);
 * - the key is not in the snapshot yet (CHECK_FOUND_IN_SNAPSHOT names the line to count it on)
 *   and has no book stock now (CHECK_FOUND_IN_BOOK: stock received after the snapshot or left out
 *   by a dynamic plan would otherwise be gained twice).
 * Then it adds a snapshot row (bookQty 0, the task's round, the cell's zone) and a counted line on
 * the task (countName, countDate), bumps the task's version (to count -> counting), and answers
 * { task: { id, version, statusCode }, line } without any book quantity. End, recount, profit and
 * loss and createInvChange then treat the row like any other: its gain creates the balance.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { SCOPE_FIELD, TASK_OPEN } from '../../shared/documents/check-codes.ts';
import { QUALIFIED, STOCK_STATUSES } from '../../shared/documents/stock-codes.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { lockHead, readLines, touched } from '../inventory/documents/document-store.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import { cellIssues, itemIssues } from '../inventory/documents/stock-lines.ts';
import type { StockKey } from '../ledger/move-lines.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { stockCheckDocument } from './check-document.ts';
import { chkCheckStockBody, chkCheckStockTransaction, chkTaskHead } from './check-schema.ts';
import { publishTaskChange } from './count-tasks.ts';
import { lockTask } from './task-actions.ts';

const code = (max: number) => z.string().trim().max(max);

/** The call's input; countQty is numeric text (field issues validation.notNumber, validation.positive). */
export const foundStockInput = z.object({
  taskId: idSchema,
  version: versionSchema,
  cellNo: code(40).min(1),
  itemNo: code(40).min(1),
  lotNo: code(40).optional().default(''),
  containerNo: code(40).optional().default(''),
  stockStatus: z.enum(STOCK_STATUSES).optional().default(QUALIFIED),
  countQty: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,14}(\.\d{1,6})?$/.test(value), { message: 'validation.notNumber', abort: true })
    .refine((value) => new Decimal(value).gt(0), 'validation.positive'),
});
export type FoundStockInput = z.output<typeof foundStockInput>;

type Task = typeof chkTaskHead.$inferSelect;

/** The zone of `cellNo` in the task's warehouse ('' for a cell without zone or outside a layout). */
async function zoneOf(tx: Tx, warehouseNo: string, cellNo: string): Promise<string> {
  const result = await tx.execute(sql`select coalesce(zone_no, '') as zone_no from bm_cell where warehouse_no = ${warehouseNo} and cell_no = ${cellNo}`);
  return result.rows.length ? String(result.rows[0].zone_no) : '';
}

/** Field issues of the found key: cell, zone, item and quantity, plan scope. */
async function keyIssues(tx: Tx, plan: DocHead, task: Task, input: FoundStockInput, zoneNo: string): Promise<FieldIssue[]> {
  const line = { lineNo: 1, cellNo: input.cellNo, itemNo: input.itemNo, qty: input.countQty };
  const rename = (issue: FieldIssue): FieldIssue => ({ ...issue, field: issue.field.replace('lines.0.', '').replace(/^qty$/, 'countQty') });
  const cell = (await cellIssues(tx, task.warehouseNo, [line], 'cellNo')).map(rename);
  if (!cell.length && task.zoneNo && zoneNo !== task.zoneNo) cell.push({ field: 'cellNo', message: 'check.found.outsideZone', params: { value: input.cellNo, zoneNo: task.zoneNo } });
  const item = (await itemIssues(tx, { orgNo: task.orgNo }, [line])).map(rename);
  const field = SCOPE_FIELD[String(plan.checkScopeNo)];
  if (!field || cell.length || item.length) return [...cell, ...item];
  const value = { zoneNo, cellNo: input.cellNo, itemNo: input.itemNo }[field];
  const scope = await readLines(tx, stockCheckDocument, plan.id);
  const inScope = scope.some((scopeLine) => String(scopeLine[field] ?? '') === value);
  return inScope ? [] : [{ field: field === 'itemNo' ? 'itemNo' : 'cellNo', message: 'check.found.outOfScope', params: { value, docNo: String(plan.checkNo) } }];
}

/** Refuses a key the plan's snapshot holds (naming its latest count line) or the ledger holds stock of. */
async function assertNotBooked(tx: Tx, plan: DocHead, key: StockKey): Promise<void> {
  const same = and(
    eq(chkCheckStockBody.headId, plan.id), eq(chkCheckStockBody.cellNo, key.cellNo), eq(chkCheckStockBody.itemNo, key.itemNo),
    eq(chkCheckStockBody.lotNo, key.lotNo), eq(chkCheckStockBody.containerNo, key.containerNo), eq(chkCheckStockBody.stockStatus, key.stockStatus),
  );
  const [line] = await tx
    .select({ taskNo: chkCheckStockTransaction.taskNo, lineNo: chkCheckStockTransaction.lineNo })
    .from(chkCheckStockBody).innerJoin(chkCheckStockTransaction, eq(chkCheckStockTransaction.bodyId, chkCheckStockBody.id))
    .where(same).orderBy(desc(chkCheckStockTransaction.round)).limit(1);
  if (line) throw new AppError('CHECK_FOUND_IN_SNAPSHOT', { docNo: String(plan.checkNo), taskNo: line.taskNo, lineNo: line.lineNo });
  const booked = await tx.execute(sql`
    select 1 from inv_stock where org_no = ${key.orgNo} and warehouse_no = ${key.warehouseNo} and cell_no = ${key.cellNo} and item_no = ${key.itemNo}
      and lot_no = ${key.lotNo} and container_no = ${key.containerNo} and stock_status = ${key.stockStatus} and on_hand > 0`);
  if (booked.rows.length) throw new AppError('CHECK_FOUND_IN_BOOK', { docNo: String(plan.checkNo) });
}

/** The next line numbers of the plan's snapshot and of the task (the plan row is locked: no race). */
async function nextLineNos(tx: Tx, planId: number, taskId: number): Promise<{ body: number; task: number }> {
  const result = await tx.execute(sql`select
    (select coalesce(max(line_no), 0)::int from chk_check_stock_body where head_id = ${planId}) + 1 as body,
    (select coalesce(max(line_no), 0)::int from chk_check_stock_transaction where task_id = ${taskId}) + 1 as task`);
  return { body: Number(result.rows[0].body), task: Number(result.rows[0].task) };
}

/** Adds found stock to task input.taskId (see the file's comment): answers { task, line } or refuses, writing nothing. */
export async function addFoundStock(tx: Tx, user: SessionUser, input: FoundStockInput) {
  const [peek] = await tx.select({ headId: chkTaskHead.headId }).from(chkTaskHead).where(eq(chkTaskHead.id, input.taskId));
  if (!peek) throw new AppError('NOT_FOUND');
  const plan = await lockHead(tx, stockCheckDocument, user, peek.headId);
  const task = await lockTask(tx, user, input.taskId);
  if (!TASK_OPEN.includes(task.statusCode)) throw new AppError('TASK_NOT_OPEN', { taskNo: task.taskNo });
  if (task.isSuspend) throw new AppError('TASK_SUSPENDED', { taskNo: task.taskNo });
  if (task.version !== input.version) throw new AppError('STALE_VERSION');
  const zoneNo = await zoneOf(tx, task.warehouseNo, input.cellNo);
  const issues = await keyIssues(tx, plan, task, input, zoneNo);
  if (issues.length) throw fieldError(issues);
  const key: StockKey = { orgNo: task.orgNo, warehouseNo: task.warehouseNo, cellNo: input.cellNo, itemNo: input.itemNo, lotNo: input.lotNo, containerNo: input.containerNo, stockStatus: input.stockStatus };
  await assertNotBooked(tx, plan, key);

  const audit = { createName: user.userNo, updateName: user.userNo };
  const next = await nextLineNos(tx, plan.id, task.id);
  const [body] = await tx.insert(chkCheckStockBody).values({ ...audit, ...key, headId: plan.id, checkNo: task.checkNo, lineNo: next.body, zoneNo, bookQty: '0', round: task.round }).returning();
  const [line] = await tx
    .insert(chkCheckStockTransaction)
    .values({ ...audit, ...key, taskId: task.id, taskNo: task.taskNo, bodyId: body.id, checkNo: task.checkNo, round: task.round, lineNo: next.task, bookQty: '0', countQty: input.countQty, countName: user.userNo, countDate: sql`now()` })
    .returning();
  const [changed] = await tx
    .update(chkTaskHead)
    .set({ statusCode: '15', version: task.version + 1, ...touched(user) })
    .where(eq(chkTaskHead.id, task.id))
    .returning({ id: chkTaskHead.id, version: chkTaskHead.version, statusCode: chkTaskHead.statusCode });
  if (task.statusCode !== changed.statusCode) await publishTaskChange(tx, { ...task, statusCode: changed.statusCode }, user.userNo);
  const { bookQty: _book, ...counted } = line;
  return { task: changed, line: { ...counted, countQty: new Decimal(line.countQty!).toFixed() } };
}
