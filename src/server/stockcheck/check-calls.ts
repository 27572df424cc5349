/**
 * The calls of the stock-take (spec console §7 stock check; menus SM.Inventory: plan 130201,
 * task-notice 130202, task 130203, query 130204):
 * - IChkCheckStockHeadService: the count plan's list, get (by id and getchkcheckstockheadbycheckno),
 *   addchkcheckstock, updatechkcheckstock, delete and one call per action (submit, createCheckTask,
 *   end, recount, createInvChange, close, cancel), from the generic document service;
 * - IChkTaskHeadService list, close (isClose), end (isEnd), reassign / suspend / release (isModify);
 *   IChkTaskBodyService list; IChkCheckStockTransactionService list and
 *   updatechkcheckstocktransactionbyid (the count entry, isModify on the task page);
 *   addchkcheckstocktransaction (found stock: a counted line on a key outside the snapshot,
 *   isModify on the task page, found-stock.ts);
 * - IChkCheckStockHeadService/printCheckBoxLabels (isPrint on the plan menu): new containers of a
 *   plan and their labels, the stock-check form of spec console §5 (check-box-labels.ts);
 * - IChkCheckStockBodyService list, getAllocateList; IChkProfitLossService getChkProfitLossListByParams.
 * Lists need isSearch on their page; writes run in one transaction inside withRetry.
 */
import { z } from 'zod';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { pageRequestSchema, versionedListSchema, type PageRequest } from '../../shared/rpc.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import { withRetry } from '../db/retry.ts';
import { documentCalls } from '../inventory/documents/document-calls.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { boxLabelInput, printCheckBoxLabels } from './check-box-labels.ts';
import { stockCheckDocument } from './check-document.ts';
import { addFoundStock, foundStockInput } from './found-stock.ts';
import { listCountLines, listProfitLoss, listSnapshot, listTasks } from './check-queries.ts';
import { enterCount, runTaskAction, type TaskAction } from './task-actions.ts';

const PLAN_MENU = '130201';
const TASK_MENU = '130203';
const QUERY_MENU = '130204';
const TASK_FLAGS: Record<TaskAction, PermissionFlag> = { close: 'isClose', end: 'isEnd', reassign: 'isModify', suspend: 'isModify', release: 'isModify' };

const taskActionSchema = z.object({
  list: versionedListSchema.shape.list,
  counterNo: z.string().trim().min(1).max(40).optional(),
});
const reassignSchema = taskActionSchema.required({ counterNo: true });
const countSchema = z.object({
  id: idSchema,
  version: versionSchema,
  countQty: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(/^\d{1,14}(\.\d{1,6})?$/, 'validation.notNumber')),
});

const list = (service: string, method: string, menuNo: string, summary: string, handle: (input: PageRequest, ctx: UserContext) => Promise<unknown>): CallDef =>
  defineCall({ service, method, summary, permission: { menuNo, flag: 'isSearch' }, input: pageRequestSchema, handle });

export const stockCheckCalls: CallDef[] = [
  ...documentCalls(stockCheckDocument),
  defineCall({
    service: 'IChkCheckStockHeadService',
    method: 'printCheckBoxLabels',
    summary: 'New containers of a count plan with rule numbers, their labels printed as PDF or ZPL (numberCopies each)',
    permission: { menuNo: PLAN_MENU, flag: 'isPrint' },
    input: boxLabelInput,
    handle: printCheckBoxLabels,
  }),
  list('IChkTaskHeadService', 'list', TASK_MENU, 'Count tasks with their progress (paged, scoped)', (input, ctx) => listTasks(ctx.database.db, ctx.user, input)),
  ...(Object.keys(TASK_FLAGS) as TaskAction[]).map((action) =>
    defineCall({
      service: 'IChkTaskHeadService',
      method: action,
      summary: `${action} count tasks, all or nothing (version checked)`,
      permission: { menuNo: TASK_MENU, flag: TASK_FLAGS[action] },
      input: action === 'reassign' ? reassignSchema : taskActionSchema,
      handle: ({ list: targets, counterNo }, ctx) => withRetry(ctx.database.db, (tx) => runTaskAction(tx, ctx.user, action, targets, counterNo)),
    }),
  ),
  list('IChkTaskBodyService', 'list', TASK_MENU, 'Count lines of a task (no book quantity in blind mode)', (input, ctx) => listCountLines(ctx.database.db, ctx.user, input)),
  list('IChkCheckStockTransactionService', 'list', TASK_MENU, 'Count lines of a plan or task (no book quantity in blind mode)', (input, ctx) => listCountLines(ctx.database.db, ctx.user, input)),
  defineCall({
    service: 'IChkCheckStockTransactionService',
    method: 'updatechkcheckstocktransactionbyid',
    summary: 'Enter the counted quantity of one count line (open, not suspended task; version checked)',
    permission: { menuNo: TASK_MENU, flag: 'isModify' },
    input: countSchema,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => enterCount(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IChkCheckStockTransactionService',
    method: 'addchkcheckstocktransaction',
    summary: 'Record found stock: a counted line with book 0 on a key outside the snapshot (open, not suspended task; version checked)',
    permission: { menuNo: TASK_MENU, flag: 'isModify' },
    input: foundStockInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => addFoundStock(tx, ctx.user, input)),
  }),
  list('IChkCheckStockBodyService', 'list', QUERY_MENU, 'Snapshot of a count plan: book, counted, difference', (input, ctx) => listSnapshot(ctx.database.db, ctx.user, input)),
  list('IChkCheckStockBodyService', 'getAllocateList', QUERY_MENU, 'Snapshot rows with their latest task and counter', (input, ctx) => listSnapshot(ctx.database.db, ctx.user, input, true)),
  list('IChkProfitLossService', 'getChkProfitLossListByParams', QUERY_MENU, 'Profit and loss of ended counts (gain 1, loss 2)', (input, ctx) => listProfitLoss(ctx.database.db, ctx.user, input)),
];
