/**
 * Count task actions (spec console §4 stock-check task actions; workflows §4 "refused when the
 * task is already released or suspended", "tasks can be suspended and released") and the count
 * entry (IChkCheckStockTransactionService update by id). All in the caller's transaction, each
 * task compare-and-set on its version (STALE_VERSION), within the user's data scope (NOT_FOUND).
 *
 * - close: to count / counting -> 99 closed; its lines stay uncounted (no difference);
 * - end: to count / counting -> 30 ended, every line counted (TASK_LINES_UNCOUNTED), not
 *   suspended; its counts become the plan's result (foldTask); the plan's last open task ending
 *   recounts a first round's differences or posts the result (round-end.ts finishRound);
 * - reassign (counterNo): the counter of an open task; suspend / release toggle isSuspend;
 * - count: the counted quantity (>= 0, the item unit's decimals) of one line of an open, not
 *   suspended task; the task goes to 15 counting, and a task of no counter becomes the counter's.
 * Refusals: TASK_NOT_OPEN, TASK_SUSPENDED, TASK_NOT_SUSPENDED, each naming the task. Every task
 * change is published as a 'task.changed' event (publishTaskChange).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TASK_OPEN } from '../../shared/documents/check-codes.ts';
import { chkCheckStockEntity } from '../../shared/entities/chk-check-stock.entity.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import type { EntityTable } from '../db/entity-table.ts';
import { touched } from '../inventory/documents/document-store.ts';
import { itemIssues } from '../inventory/documents/stock-lines.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { chkCheckStockTransaction, chkTaskHead } from './check-schema.ts';
import { foldTask, publishTaskChange } from './count-tasks.ts';
import { finishRound } from './round-end.ts';

export const TASK_ACTIONS = ['close', 'end', 'reassign', 'suspend', 'release'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
type Task = typeof chkTaskHead.$inferSelect;

const inScope = (user: SessionUser) => scopeCondition(chkCheckStockEntity, chkTaskHead as unknown as EntityTable, user);

/** Locks task `id` (FOR UPDATE) within `user`'s data scope; NOT_FOUND outside it or when missing. */
export async function lockTask(tx: Tx, user: SessionUser, id: number): Promise<Task> {
  const [task] = await tx.select().from(chkTaskHead).where(and(eq(chkTaskHead.id, id), inScope(user))).for('update');
  if (!task) throw new AppError('NOT_FOUND');
  return task;
}

/** The refusal of `action` on `task`, if any. */
async function refusal(tx: Tx, task: Task, action: TaskAction): Promise<AppError | undefined> {
  const named = { taskNo: task.taskNo };
  if (!TASK_OPEN.includes(task.statusCode)) return new AppError('TASK_NOT_OPEN', named);
  if (action === 'release') return task.isSuspend ? undefined : new AppError('TASK_NOT_SUSPENDED', named);
  if ((action === 'suspend' || action === 'end') && task.isSuspend) return new AppError('TASK_SUSPENDED', named);
  if (action === 'end') {
    const uncounted = await tx.select({ id: chkCheckStockTransaction.id }).from(chkCheckStockTransaction).where(and(eq(chkCheckStockTransaction.taskId, task.id), isNull(chkCheckStockTransaction.countQty))).limit(1);
    if (uncounted.length) return new AppError('TASK_LINES_UNCOUNTED', named);
  }
  return undefined;
}

const CHANGE: Record<TaskAction, (counterNo?: string) => Partial<Task>> = {
  close: () => ({ statusCode: '99' }),
  end: () => ({ statusCode: '30' }),
  reassign: (counterNo) => ({ counterNo: counterNo ?? null }),
  suspend: () => ({ isSuspend: true }),
  release: () => ({ isSuspend: false }),
};

export async function runTaskAction(tx: Tx, user: SessionUser, action: TaskAction, list: { id: number; version: number }[], counterNo?: string): Promise<Task[]> {
  const changed: Task[] = [];
  for (const target of list) {
    const task = await lockTask(tx, user, target.id);
    const refused = await refusal(tx, task, action);
    if (refused) throw refused;
    if (task.version !== target.version) throw new AppError('STALE_VERSION');
    const [row] = await tx.update(chkTaskHead).set({ ...CHANGE[action](counterNo), version: task.version + 1, ...touched(user) }).where(eq(chkTaskHead.id, task.id)).returning();
    if (action === 'end') await foldTask(tx, task.id, user);
    await publishTaskChange(tx, row, user.userNo);
    if (action === 'end') await finishRound(tx, task.headId, user);
    changed.push(row);
  }
  return changed;
}

export async function enterCount(tx: Tx, user: SessionUser, input: { id: number; version: number; countQty: string }) {
  const [line] = await tx.select().from(chkCheckStockTransaction).where(eq(chkCheckStockTransaction.id, input.id));
  if (!line) throw new AppError('NOT_FOUND');
  const task = await lockTask(tx, user, line.taskId);
  if (!TASK_OPEN.includes(task.statusCode)) throw new AppError('TASK_NOT_OPEN', { taskNo: task.taskNo });
  if (task.isSuspend) throw new AppError('TASK_SUSPENDED', { taskNo: task.taskNo });
  const issues = await itemIssues(tx, { orgNo: line.orgNo }, [{ lineNo: 1, itemNo: line.itemNo, qty: input.countQty }]);
  if (issues.length) throw fieldError(issues.map((issue) => ({ ...issue, field: 'countQty' })));
  const [row] = await tx
    .update(chkCheckStockTransaction)
    .set({ countQty: input.countQty, countName: user.userNo, countDate: sql`now()`, version: sql`${chkCheckStockTransaction.version} + 1`, ...touched(user) })
    .where(and(eq(chkCheckStockTransaction.id, input.id), eq(chkCheckStockTransaction.version, input.version)))
    .returning();
  if (!row) throw new AppError('STALE_VERSION');
  if (task.statusCode === '10' || !task.counterNo) {
    const [counting] = await tx.update(chkTaskHead).set({ statusCode: '15', counterNo: task.counterNo || user.userNo, version: task.version + 1, ...touched(user) }).where(eq(chkTaskHead.id, task.id)).returning();
    if (task.statusCode === '10') await publishTaskChange(tx, counting, user.userNo);
  }
  return { id: row.id, version: row.version, countQty: row.countQty, countName: row.countName, countDate: row.countDate };
}
