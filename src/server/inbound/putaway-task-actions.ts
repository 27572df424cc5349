/**
 * runPutawayTaskAction(tx, user, action, list, workerNo?): close, suspend, release, void or
 * reassign putaway tasks, all or nothing (workflows §4: only initial tasks are voided or assigned,
 * initial and in-progress tasks closed, tasks suspended and released; src/shared/documents/putaway-task.ts).
 * reassign sets the worker (`workerNo`: an active user, else VALIDATION_FAILED on workerNo before
 * any write). Each task is
 * locked in the user's data scope, its version checked (STALE_VERSION) and its rule applied
 * (PUTAWAY_TASK_NOT_INITIAL, PUTAWAY_TASK_NOT_OPEN, PUTAWAY_TASK_SUSPENDED,
 * PUTAWAY_TASK_NOT_SUSPENDED); 'task.changed' per task. Stock stays where it is: a voided or
 * closed task's remaining lines stay in the receiving cell. Answers the changed tasks.
 */
import { and, eq, sql } from 'drizzle-orm';
import { canTaskAct, PUTAWAY_TASK_ACTIONS } from '../../shared/documents/putaway-task.ts';
import type { Tx } from '../db/client.ts';
import { sysUser } from '../db/schema.ts';
import { touched } from '../inventory/documents/document-store.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { lockTask } from './confirm-putaway.ts';
import { inPutawayTask } from './putaway-schema.ts';
import { publishPutawayChange } from './putaway-tasks.ts';

export const TASK_ACTIONS = ['close', 'suspend', 'release', 'void', 'reassign'] as const;
export type PutawayTaskCommand = (typeof TASK_ACTIONS)[number];

const CHANGE: Record<PutawayTaskCommand, (workerNo?: string) => Partial<typeof inPutawayTask.$inferInsert>> = {
  close: () => ({ statusCode: '99' }),
  void: () => ({ statusCode: '90' }),
  suspend: () => ({ isSuspend: true }),
  release: () => ({ isSuspend: false }),
  reassign: (workerNo) => ({ workerNo }),
};

/** Refuses a worker who is not an active user (VALIDATION_FAILED on workerNo). */
async function assertWorker(tx: Tx, workerNo: string | undefined): Promise<void> {
  const [worker] = workerNo ? await tx.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.userNo, workerNo), eq(sysUser.statusCode, 1))) : [];
  if (!worker) throw fieldError([{ field: 'workerNo', message: 'validation.unknownRef', params: { value: workerNo ?? '' } }]);
}

function refusal(action: PutawayTaskCommand, status: string) {
  const open = (PUTAWAY_TASK_ACTIONS[action].from as readonly string[]).includes(status);
  if (!open) return PUTAWAY_TASK_ACTIONS[action].refusal;
  return action === 'release' ? 'PUTAWAY_TASK_NOT_SUSPENDED' : 'PUTAWAY_TASK_SUSPENDED';
}

export async function runPutawayTaskAction(tx: Tx, user: SessionUser, action: PutawayTaskCommand, list: { id: number; version: number }[], workerNo?: string) {
  if (action === 'reassign') await assertWorker(tx, workerNo);
  const changed = [];
  for (const target of list) {
    const task = await lockTask(tx, user, target.id);
    if (task.version !== target.version) throw new AppError('STALE_VERSION');
    if (!canTaskAct(action, task.statusCode, task.isSuspend)) throw new AppError(refusal(action, task.statusCode), { taskNo: task.taskNo });
    const [row] = await tx.update(inPutawayTask).set({ ...CHANGE[action](workerNo), version: sql`${inPutawayTask.version} + 1`, ...touched(user) }).where(eq(inPutawayTask.id, task.id)).returning();
    await publishPutawayChange(tx, row, user.userNo);
    changed.push(row);
  }
  return changed;
}
