/**
 * The calls of the outbound area (menus Outbound 12: notice 120101 with its pages posting-notice
 * 120102, task-notice 120103, cancel-task-notice 120104 and outbound-order 120111, which run the
 * notice's actions on its menu's flags):
 * - IOutNoticeService: the notice's lists (crud), get by id and by number, add, modify, delete and
 *   one call per action of its transition table (document-calls.ts): submitoutnotice,
 *   allocateoutnotice (its answer: the changed headers, each with `allocation`, what the
 *   allocation got per line: allocation-report.ts), cancelAllocateoutnotice, shipoutnotice, postoutnotice, endCaseoutnotice,
 *   closeoutnotice { list, closeRemark }, invalidoutnotice;
 * - IOutNoticeService/allocation { id } (isSearch, also on the notice's action pages): the notice's
 *   lines with their allocation, pick and put-back state and each shortage's reason.
 * - IOutNoticeService/suspendoutnotice and releaseoutnotice { list: [{ id, version }] } (isModify):
 *   set or clear isSuspend (suspend-notice.ts).
 * - IOutPickService/list (picking 120109, isSearch): the reservations still to pick on the pick path;
 *   confirm { allocationId, cellNo, scan, qty? } (isCheck) with a Request-Id header: confirm-pick.ts;
 *   take { allocationId } (isCheck): the pick's notice becomes the caller's picking task (pick-assignee.ts);
 *   confirmbatch { list } ("Confirm scanned": a scanned batch in one call and one request id);
 *   scancell { allocationId, cellNo } (isCheck: the cell scan, a wrong one recorded) and
 *   exceptions (isSearch: wrong cells and short picks recorded, pick-exceptions.ts);
 * - IOutNoticeService/shipoutnotice: as the generic action, its answer naming each notice's
 *   backorder (backorder.ts);
 *   all also on task-wave (the picks of one wave, condition waveNo).
 * - IOutPutbackService/list (picking, isSearch) and confirm { allocationId, cellNo, scan } (isCheck,
 *   Request-Id): the put-back tasks left by a cancel after picking (put-back.ts).
 * - IOutWaveService: waves (wave-calls.ts).
 * - IOutPackService: packing into SSCC containers and the shipping papers (pack-calls.ts).
 * - IOutReplenishService: replenishment of picking cells (replenish-calls.ts).
 * Writes run in one transaction inside withRetry.
 */
import { actionMethod } from '../../shared/documents/document.ts';
import { OUT_NOTICE } from '../../shared/documents/outbound-notice.ts';
import { listingPages } from '../../shared/page-pickers.ts';
import { byIdSchema, pageRequestSchema, versionedListSchema } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { documentCalls } from '../inventory/documents/document-calls.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { getDocument } from '../inventory/documents/document-store.ts';
import { allocationReport } from './allocation-report.ts';
import { backordersOf } from './backorder.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { confirmPick, confirmPicks, pickBatchInput, pickInput } from './confirm-pick.ts';
import { noticeDocument } from './notice-document.ts';
import { packCalls } from './pack-calls.ts';
import { listPickExceptions, recordingWrongCell, scanCellInput, scanPickCell } from './pick-exceptions.ts';
import { takeInput, takePickTask } from './pick-assignee.ts';
import { listPicks } from './pick-queries.ts';
import { confirmPutBack, listPutBacks, putBackInput } from './put-back.ts';
import { replenishCalls } from './replenish-calls.ts';
import { setSuspended, type SuspendCommand } from './suspend-notice.ts';
import { WAVE_MENUS, waveCalls } from './wave-calls.ts';

const NOTICE_MENU = '120101';
const PICKING_MENU = '120109';
/** The picking page's flag, also granted by the wave picking page (task-wave): picks and put-backs. */
const onPicking = (flag: 'isSearch' | 'isCheck') => ({ menuNo: PICKING_MENU, flag, alsoOn: [WAVE_MENUS.taskWave] });
const SUSPEND_COMMANDS: SuspendCommand[] = ['suspend', 'release'];

const ALLOCATE = actionMethod(OUT_NOTICE, 'allocate');
const SHIP = actionMethod(OUT_NOTICE, 'ship');
/** The notice's action pages: posting-notice, task-notice, cancel-task-notice, outbound-order. */
const ACTION_PAGES = ['120102', '120103', '120104', '120111'];

export const outboundCalls: CallDef[] = [
  ...documentCalls(noticeDocument).filter((call) => call.method !== ALLOCATE && call.method !== SHIP),
  defineCall({
    service: 'IOutNoticeService',
    method: ALLOCATE,
    summary: 'allocate outNotice documents: 10 -> 15, posts stock; answers the changed headers, each with what its lines got (allocated, picked, short and why, the category\'s short policy)',
    permission: { menuNo: NOTICE_MENU, flag: OUT_NOTICE.actions.allocate.flag },
    input: versionedListSchema,
    handle: ({ list }, ctx) => withRetry(ctx.database.db, async (tx) => {
      const changed = await runAction(tx, noticeDocument, ctx.user, 'allocate', list);
      const report = await allocationReport(tx, changed.map((h) => h.id));
      return changed.map((h) => ({ ...h, allocation: report.find((r) => r.id === h.id) }));
    }),
  }),
  defineCall({
    service: 'IOutNoticeService',
    method: SHIP,
    summary: 'ship outNotice documents: 15 -> 30, issues the picked stock; answers the changed headers, each with the backorder opened for its short rest (null unless its category backorders)',
    permission: { menuNo: NOTICE_MENU, flag: OUT_NOTICE.actions.ship.flag },
    input: versionedListSchema,
    handle: ({ list }, ctx) => withRetry(ctx.database.db, async (tx) => {
      const changed = await runAction(tx, noticeDocument, ctx.user, 'ship', list);
      const backorders = await backordersOf(tx, changed.map((h) => String(h.outNoticeNo)));
      return changed.map((h) => ({ ...h, backorder: backorders.get(String(h.outNoticeNo)) ?? null }));
    }),
  }),
  defineCall({
    service: 'IOutNoticeService',
    method: 'allocation',
    summary: 'One outbound notice\'s lines with their allocation, pick and put-back state and the reason of each shortage',
    permission: { menuNo: NOTICE_MENU, flag: 'isSearch', alsoOn: [...listingPages(OUT_NOTICE.entity), ...ACTION_PAGES] },
    input: byIdSchema,
    handle: ({ id }, ctx) => ctx.database.db.transaction(async (tx) => {
      const notice = await getDocument(tx, noticeDocument, ctx.user, id);
      return (await allocationReport(tx, [Number(notice.id)]))[0];
    }),
  }),
  ...SUSPEND_COMMANDS.map((command) =>
    defineCall({
      service: 'IOutNoticeService',
      method: `${command}outnotice`,
      summary: `${command === 'suspend' ? 'Suspend' : 'Release'} outbound notices still to ship (isSuspend), all or nothing, version checked`,
      permission: { menuNo: NOTICE_MENU, flag: 'isModify' },
      input: versionedListSchema,
      handle: ({ list }, ctx) => withRetry(ctx.database.db, (tx) => setSuspended(tx, ctx.user, command, list)),
    }),
  ),
  defineCall({
    service: 'IOutPickService',
    method: 'list',
    summary: 'Reservations still to pick of allocated notices, on the pick path (zone, cell pick sequence; paged, scoped)',
    permission: onPicking('isSearch'),
    input: pageRequestSchema,
    handle: (input, ctx) => listPicks(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutPickService',
    method: 'confirm',
    summary: 'Pick one reservation by scanned cell and item (number or label barcode) and quantity into the staging cell, once per client request id; a short pick releases the rest',
    permission: onPicking('isCheck'),
    input: pickInput,
    handle: (input, ctx) => recordingWrongCell(ctx.database.db, ctx.user, () => withRetry(ctx.database.db, (tx) => confirmPick(tx, ctx.user, input))),
  }),
  defineCall({
    service: 'IOutPickService',
    method: 'take',
    summary: 'Start the notice of a pick: it becomes the caller\'s picking task unless another user picks it (docs/decisions/1050)',
    permission: onPicking('isCheck'),
    input: takeInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => takePickTask(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IOutPickService',
    method: 'confirmbatch',
    summary: 'Confirm scanned: a batch of picks (each as confirm) in one transaction, all or nothing, once per client request id',
    permission: onPicking('isCheck'),
    input: pickBatchInput,
    handle: ({ list }, ctx) => recordingWrongCell(ctx.database.db, ctx.user, () => withRetry(ctx.database.db, (tx) => confirmPicks(tx, ctx.user, list))),
  }),
  defineCall({
    service: 'IOutPickService',
    method: 'scancell',
    summary: 'Check the scanned cell of a pick: its cell answers the pick, another cell is recorded as a wrong-cell exception and refused',
    permission: onPicking('isCheck'),
    input: scanCellInput,
    handle: (input, ctx) => scanPickCell(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutPickService',
    method: 'exceptions',
    summary: 'Pick exceptions recorded on the floor: wrong-cell scans and short picks with what was re-allocated and what stayed short (paged, scoped, newest first)',
    permission: onPicking('isSearch'),
    input: pageRequestSchema,
    handle: (input, ctx) => listPickExceptions(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutPutbackService',
    method: 'list',
    summary: 'Put-back tasks: goods picked for a notice whose allocation was cancelled, waiting at the staging cell (paged, scoped, oldest first)',
    permission: onPicking('isSearch'),
    input: pageRequestSchema,
    handle: (input, ctx) => listPutBacks(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutPutbackService',
    method: 'confirm',
    summary: 'Put the goods of one put-back task from the staging cell into a storage or picking cell, by item scan, once per client request id',
    permission: onPicking('isCheck'),
    input: putBackInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => confirmPutBack(tx, ctx.user, input)),
  }),
  ...waveCalls,
  ...packCalls,
  ...replenishCalls,
];
