/**
 * The calls of the inbound area (menus Inbound 11: arrival-note 110101, cancel-receipt 110102,
 * receipt-back 110103, quality document 110201, items 110202,
 * notice 110301, task-notice 110302, cancel-task 110303, posting-notice 110304, shelf-task 110305,
 * listing-list 110306):
 * - IInArriveService, IInNoticeService and IInReturnService (customer returns, receipt-back
 *   110103): each document's lists (crud), get by id and by number,
 *   add, modify, delete and one call per action of its transition table (document-calls.ts);
 *   IInArriveService/createFromArrivalImport { ids } makes draft arrival notes of arrival import
 *   rows (isAdd on arrival-note); IInArriveService/printReceiptLabels { id, kind, templateCode,
 *   printer, pallets?, boxRuleNo? } prints GS1-128 item or SSCC pallet labels of a received note
 *   (isPrint on arrival-note, receipt-labels.ts); IInArriveService/receiveCounted and
 *   IInNoticeService/createTaskCounted { docNo, version, lines: [{ lineNo, qty, lotNo?, expiryDate? }] }
 *   receive a submitted note or notice as counted through its own receive / createTask action
 *   (the handheld's Receive by document, counted-receipt.ts; that action's flag isCheck), and
 *   getCountSheet { docNo } the lines to count with their items' names and GTINs (isSearch);
 *   IInArriveService/getReceiptLines { docNo } what a note received per line, with the dock's
 *   claims and the ASN (isSearch on arrival-note, arrival-receipt.ts);
 * - IInPutawayTaskService: list (shelf-task), confirm { taskId, lineNo, cellNo?, qty?, reason? } with a
 *   Request-Id header (isCheck; answers the task with the lines it changed), confirmBatch
 *   { list: [{ id, version }] } (isCheck; every open line of the tasks into its proposed cell, all
 *   or nothing; confirm-putaway-batch.ts), close (isClose), suspend and release
 *   (isModify), void (isCancelInvalid) with `{ list: [{ id, version }] }`, reassign (isModify)
 *   `{ list, workerNo }` sets the putaway worker of initial tasks (workflows §4, button reassign); crossDock { taskId,
 *   lineNo } with a Request-Id header (isCheck; the line to the staging cell of the first open short
 *   outbound demand whose category allows cross-docking, reserved for it; cross-dock-putaway.ts);
 * - IInPutawayLineService: list (a task's lines) and getListingList (listing-list: what was put where);
 * - IInQcService (quality document 110201): list (inspections) and record { qcId, lineNo, passQty,
 *   failQty, concessionQty, remark? } with a Request-Id header (isCheck; answers the inspection with
 *   the recorded line); IInQcLineService/list (an inspection's lines). Inspection items (110202)
 *   are the qcItem entity's crud calls.
 * Writes run in one transaction inside withRetry.
 */
import { checkCellInput, checkPutawayCell } from './putaway-check.ts';
import { z } from 'zod';
import type { PermissionFlag } from '../../shared/permissions.ts';
import { pageRequestSchema, versionedListSchema, type PageRequest } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { documentCalls } from '../inventory/documents/document-calls.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { arrivalDocument } from './arrival-document.ts';
import { arrivalReceipt, arrivalReceiptInput } from './arrival-receipt.ts';
import { createArrivalsFromImport, fromImportInput } from './arrival-from-import.ts';
import { confirmInput, confirmPutaway } from './confirm-putaway.ts';
import { countedReceiptInput, countSheet, countSheetInput, receiveCounted } from './counted-receipt.ts';
import { batchConfirmInput, confirmPutawayBatch } from './confirm-putaway-batch.ts';
import { crossDockInput, crossDockPutaway } from './cross-dock-putaway.ts';
import { listInspectionLines, listInspections } from './inspection-queries.ts';
import { noticeDocument } from './notice-document.ts';
import { listListing, listPutawayLines, listPutawayTasks } from './putaway-queries.ts';
import { runPutawayTaskAction, TASK_ACTIONS, type PutawayTaskCommand } from './putaway-task-actions.ts';
import { recordInput, recordInspection } from './record-inspection.ts';
import { receiptLabelInput, printReceiptLabels } from './receipt-labels.ts';
import { returnDocument } from './return-document.ts';

const SHELF_TASK_MENU = '110305';
const LISTING_MENU = '110306';
const QC_MENU = '110201';
const TASK_FLAGS: Record<PutawayTaskCommand, PermissionFlag> = { close: 'isClose', suspend: 'isModify', release: 'isModify', void: 'isCancelInvalid', reassign: 'isModify' };
const reassignSchema = versionedListSchema.extend({ workerNo: z.string().trim().min(1).max(64) });

const list = (service: string, method: string, menuNo: string, summary: string, handle: (input: PageRequest, ctx: UserContext) => Promise<unknown>): CallDef =>
  defineCall({ service, method, summary, permission: { menuNo, flag: 'isSearch' }, input: pageRequestSchema, handle });

export const inboundCalls: CallDef[] = [
  ...documentCalls(arrivalDocument),
  ...documentCalls(noticeDocument),
  ...documentCalls(returnDocument),
  defineCall({
    service: 'IInArriveService',
    method: 'createFromArrivalImport',
    summary: 'Draft arrival notes from imported purchase-order lines (one per warehouse, supplier and order); the rows become "arrival note created"',
    permission: { menuNo: '110101', flag: 'isAdd' },
    input: fromImportInput,
    handle: (input, ctx) => ctx.database.db.transaction((tx) => createArrivalsFromImport(tx, ctx.user, input)),
  }),
  ...([[arrivalDocument, 'receiveCounted'], [noticeDocument, 'createTaskCounted']] as const).map(([sd, method]) =>
    defineCall({
      service: sd.doc.entity.calls.service,
      method,
      summary: `Receive a submitted ${sd.doc.entity.name} as counted (each line's counted quantity, lot and expiry; a line counted 0 leaves it) through its own receive action, once per client request id`,
      permission: { menuNo: sd.doc.entity.menuNo, flag: 'isCheck' },
      input: countedReceiptInput,
      handle: (input, ctx) => withRetry(ctx.database.db, (tx) => receiveCounted(tx, ctx.user, sd, input)),
    }),
  ),
  ...[arrivalDocument, noticeDocument].map((sd) =>
    defineCall({
      service: sd.doc.entity.calls.service,
      method: 'getCountSheet',
      summary: `One ${sd.doc.entity.name} by number with the lines to count: item name, GTIN, quantity and unit`,
      permission: { menuNo: sd.doc.entity.menuNo, flag: 'isSearch' },
      input: countSheetInput,
      handle: (input, ctx) => ctx.database.db.transaction((tx) => countSheet(tx, ctx.user, sd, input.docNo)),
    }),
  ),
  defineCall({
    service: 'IInArriveService',
    method: 'getReceiptLines',
    summary: 'What an arrival note received per line: item, lot, expected and counted quantity, pallet SSCC, cell, stock status and the dock claim, with the ASN it received',
    permission: { menuNo: '110101', flag: 'isSearch' },
    input: arrivalReceiptInput,
    handle: (input, ctx) => ctx.database.db.transaction((tx) => arrivalReceipt(tx, ctx.user, input.docNo)),
  }),
  list('IInPutawayTaskService', 'list', SHELF_TASK_MENU, 'Putaway tasks with their progress (paged, scoped)', (input, ctx) => listPutawayTasks(ctx.database.db, ctx.user, input)),
  list('IInPutawayLineService', 'list', SHELF_TASK_MENU, 'Lines of putaway tasks (taskId) with proposed and actual cells', (input, ctx) => listPutawayLines(ctx.database.db, ctx.user, input)),
  list('IInPutawayLineService', 'getListingList', LISTING_MENU, 'Putaway lines done: what was put where, newest first', (input, ctx) => listListing(ctx.database.db, ctx.user, input)),
  defineCall({
    service: 'IInPutawayTaskService',
    method: 'checkCell',
    summary: 'Whether a scanned cell other than the proposal takes a putaway line (the rule that refuses it, if any), before an override asks its reason; writes nothing',
    permission: { menuNo: SHELF_TASK_MENU, flag: 'isCheck' },
    input: checkCellInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => checkPutawayCell(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IInPutawayTaskService',
    method: 'confirm',
    summary: 'Put away one task line into its proposed or a scanned cell (whole or part), once per client request id; answers the task and the lines it changed',
    permission: { menuNo: SHELF_TASK_MENU, flag: 'isCheck' },
    input: confirmInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => confirmPutaway(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IInPutawayTaskService',
    method: 'confirmBatch',
    summary: 'Put away every open line of several tasks into its proposed cell in one call, all or nothing (every task and cell checked before any write), once per client request id',
    permission: { menuNo: SHELF_TASK_MENU, flag: 'isCheck' },
    input: batchConfirmInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => confirmPutawayBatch(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IInPutawayTaskService',
    method: 'crossDock',
    summary: 'Cross-dock one task line: up to the first open shortage of an allocated outbound notice whose category allows it goes to the staging cell as picked stock reserved for that notice, once per client request id',
    permission: { menuNo: SHELF_TASK_MENU, flag: 'isCheck' },
    input: crossDockInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => crossDockPutaway(tx, ctx.user, input)),
  }),
  ...TASK_ACTIONS.map((action) =>
    defineCall({
      service: 'IInPutawayTaskService',
      method: action,
      summary: `${action} putaway tasks, all or nothing (version checked)`,
      permission: { menuNo: SHELF_TASK_MENU, flag: TASK_FLAGS[action] },
      input: action === 'reassign' ? reassignSchema : versionedListSchema,
      handle: (input: { list: { id: number; version: number }[]; workerNo?: string }, ctx) => withRetry(ctx.database.db, (tx) => runPutawayTaskAction(tx, ctx.user, action, input.list, input.workerNo)),
    }),
  ),
  defineCall({
    service: 'IInArriveService',
    method: 'printReceiptLabels',
    summary: 'GS1-128 item labels (one per line) or SSCC pallet labels of a received arrival note, as PDF or ZPL; the result text goes to the caller over the websocket',
    permission: { menuNo: '110101', flag: 'isPrint' },
    input: receiptLabelInput,
    handle: printReceiptLabels,
  }),
  list('IInQcService', 'list', QC_MENU, 'Inspections of receipts with their progress (paged, scoped)', (input, ctx) => listInspections(ctx.database.db, ctx.user, input)),
  list('IInQcLineService', 'list', QC_MENU, 'Lines of inspections (qcId): what to check, sample size and the recorded result', (input, ctx) => listInspectionLines(ctx.database.db, ctx.user, input)),
  defineCall({
    service: 'IInQcService',
    method: 'record',
    summary: 'Record one inspection line: pass, fail (quarantined) and concession quantities adding up to its quantity; once per client request id',
    permission: { menuNo: QC_MENU, flag: 'isCheck' },
    input: recordInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => recordInspection(tx, ctx.user, input)),
  }),
];
