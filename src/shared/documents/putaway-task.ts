/**
 * The putaway task (Inbound shelf-task; DESIGN.md "Tasks, scans and request ids"; workflows §4
 * task rules): made by task-notice for a received inbound notice, one task per notice with one
 * line per received line, each carrying the cell the putaway strategy proposes. Its statuses are
 * the document codes: 10 initial, 15 in progress, 30 completed, 90 invalidated, 99 closed;
 * isSuspend beside them.
 *
 * - confirm (a line: the proposed or a scanned cell, the whole or part of its open quantity)
 *   from 10 or 15, not suspended; the task becomes 15, or 30 when no line is open;
 * - reassign (the putaway worker, IInPutawayTaskService/reassign) only from initial; void (cancel-task) only initial tasks;
 *   close initial and in-progress tasks; suspend and release (refused when already so).
 */
import type { ErrorName } from '../errors.ts';
import { DOC_STATUS, type DocStatus } from './document.ts';

const { initial, inProgress, completed, invalidated, closed } = DOC_STATUS;

export type TaskAction = { from: readonly DocStatus[]; refusal: ErrorName };

export const PUTAWAY_TASK_ACTIONS = {
  confirm: { from: [initial, inProgress], refusal: 'PUTAWAY_TASK_NOT_OPEN' },
  reassign: { from: [initial], refusal: 'PUTAWAY_TASK_NOT_INITIAL' },
  void: { from: [initial], refusal: 'PUTAWAY_TASK_NOT_INITIAL' },
  close: { from: [initial, inProgress], refusal: 'PUTAWAY_TASK_NOT_OPEN' },
  suspend: { from: [initial, inProgress], refusal: 'PUTAWAY_TASK_NOT_OPEN' },
  release: { from: [initial, inProgress], refusal: 'PUTAWAY_TASK_NOT_OPEN' },
} as const satisfies Record<string, TaskAction>;

export type PutawayTaskAction = keyof typeof PUTAWAY_TASK_ACTIONS;

/** Status after a confirm: completed when no line is left open, else in progress. */
export function statusAfterConfirm(openLines: number): DocStatus {
  return openLines === 0 ? completed : inProgress;
}

/** Statuses of a task still to work on (the big screen's open put-away tasks). */
export const OPEN_TASK_STATUSES: readonly DocStatus[] = [initial, inProgress];

/** The statuses a task ends in; nothing moves it out of them. */
export const FINAL_TASK_STATUSES: readonly DocStatus[] = [completed, invalidated, closed];

/**
 * Whether `action` is allowed on a task in `status` (suspended or not): suspend needs a running
 * task, release a suspended one, and nothing but close and release acts on a suspended task.
 */
export function canTaskAct(action: PutawayTaskAction, status: string, isSuspend: boolean): boolean {
  if (!(PUTAWAY_TASK_ACTIONS[action].from as readonly string[]).includes(status)) return false;
  if (action === 'release') return isSuspend;
  if (action === 'close') return true;
  return !isSuspend;
}
