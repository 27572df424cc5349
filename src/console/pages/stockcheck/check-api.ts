/**
 * Calls of the stock-take pages over request.ts (spec console §7 stock check): paged lists
 * `{ current, size, condition }`, task actions `{ list: [{ id, version }] }` (reassign adds
 * counterNo), the count entry, plan actions and the container labels of a plan (spec console §5
 * stock-check form).
 */
import type { Printer } from '../../../shared/print.ts';
import { call } from '../../../client/request.ts';
import type { PrintAnswer } from '../print/print-api.ts';

export type CheckRow = Record<string, unknown> & { id: number; version: number };
export type CheckPage = { records: CheckRow[]; total: number; current: number; size: number };
export type ListCall = readonly [service: string, method: string];

export const PLAN_LIST: ListCall = ['IChkCheckStockHeadService', 'getchkcheckstockheadlistbyparams'];
export const TASK_LIST: ListCall = ['IChkTaskHeadService', 'list'];
export const TASK_LINES: ListCall = ['IChkTaskBodyService', 'list'];
export const ALLOCATE_LIST: ListCall = ['IChkCheckStockBodyService', 'getAllocateList'];
export const PROFIT_LOSS: ListCall = ['IChkProfitLossService', 'getChkProfitLossListByParams'];

/** One page of a list; with `focusId` the page holding that row (when it is in the list). */
export function listPage([service, method]: ListCall, current: number, size: number, condition: Record<string, unknown>, focusId?: number): Promise<CheckPage> {
  return call(service, method, { current, size, condition, focusId });
}

const targets = (rows: CheckRow[]) => rows.map(({ id, version }) => ({ id, version }));

export function taskAction(action: string, rows: CheckRow[], counterNo?: string): Promise<CheckRow[]> {
  return call('IChkTaskHeadService', action, { list: targets(rows), counterNo });
}

export function planAction(action: string, rows: CheckRow[]): Promise<CheckRow[]> {
  return call('IChkCheckStockHeadService', action, { list: targets(rows) });
}

export function saveCount(line: CheckRow, countQty: string): Promise<CheckRow> {
  return call('IChkCheckStockTransactionService', 'updatechkcheckstocktransactionbyid', { id: line.id, version: line.version, countQty });
}

export type FoundStock = { cellNo: string; itemNo: string; lotNo?: string; containerNo?: string; countQty: string };

/** Records found stock on a task (at the task's version): answers the task's new version and the counted line. */
export function addFoundStock(task: CheckRow, found: FoundStock): Promise<{ task: CheckRow; line: CheckRow }> {
  return call('IChkCheckStockTransactionService', 'addchkcheckstocktransaction', { taskId: task.id, version: task.version, ...found });
}

export type BoxLabelRequest = { orgNo: string; checkNo: string; boxRuleNo: string; templateCode: string; boxBarcodeNum: number; numberCopies: number; printer: Printer };

/** New containers of a plan and their labels, answered like a print (PDF or ZPL file). */
export function printBoxLabels(request: BoxLabelRequest): Promise<PrintAnswer> {
  return call<PrintAnswer>('IChkCheckStockHeadService', 'printCheckBoxLabels', request);
}
