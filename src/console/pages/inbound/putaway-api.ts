/**
 * Calls of the putaway pages over request.ts (src/server/inbound/inbound-calls.ts): the task,
 * line and listing lists `{ current, size, condition }`, task actions `{ list: [{ id, version }] }`
 * the confirm and the cross-dock of one line with a fresh client request id (a retried request
 * posts once), and the batch confirm of tasks (every open line into its proposed cell) under the caller's request id.
 */
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';

export const PUTAWAY_TASKS: ListCall = ['IInPutawayTaskService', 'list'];
export const PUTAWAY_LINES: ListCall = ['IInPutawayLineService', 'list'];
export const LISTING_LIST: ListCall = ['IInPutawayLineService', 'getListingList'];

export function putawayTaskAction(action: string, rows: CheckRow[]): Promise<CheckRow[]> {
  return call('IInPutawayTaskService', action, { list: rows.map(({ id, version }) => ({ id, version })) });
}

/** Puts one line away: into `cellNo` (default the proposal), `qty` (default the whole line); answers the task and the lines it changed. */
export function confirmLine(taskId: number, lineNo: number, cellNo?: string, qty?: string): Promise<CheckRow & { lines: CheckRow[] }> {
  return call('IInPutawayTaskService', 'confirm', { taskId, lineNo, cellNo: cellNo || undefined, qty: qty || undefined }, { requestId: crypto.randomUUID() });
}

/** Cross-docks one line to the staging cell of the notice its crossDockNo names; answers the task, the lines it changed and the notice line served. */
export function crossDockLine(taskId: number, lineNo: number): Promise<CheckRow & { crossDock: { outNoticeNo: string; qty: string } }> {
  return call('IInPutawayTaskService', 'crossDock', { taskId, lineNo }, { requestId: crypto.randomUUID() });
}

/** Puts every open line of `rows` away into its proposed cell in one call, all or nothing; answers the tasks after and the number of lines put away. */
export function confirmTasks(rows: CheckRow[], requestId: string): Promise<{ tasks: CheckRow[]; lines: number }> {
  return call('IInPutawayTaskService', 'confirmBatch', { list: rows.map(({ id, version }) => ({ id, version })) }, { requestId });
}
