/**
 * Production calls (docs/decisions/ "Production"): the work order's release (isSubmit) and
 * complete (isEnd) on menu 140101 (work-orders.ts), and forward (140301), reverse (140302) tracing
 * and resume (140303) (isSearch; tracing.ts). The work order's list, get, add, modify and delete are the
 * entity engine's.
 */
import type { CallDef } from '../rpc/call.ts';
import { defineCall } from '../rpc/call.ts';
import { withRetry } from '../db/retry.ts';
import { forwardInput, resumeInput, reverseInput, traceForward, traceResume, traceReverse } from './tracing.ts';
import { WORK_ORDER_ACTIONS } from '../../shared/entities/work-order.entity.ts';
import { completeInput, completeWorkOrder, releaseInput, releaseWorkOrder } from './work-orders.ts';

const WORK_ORDER_MENU = '140101';

export const productionCalls: CallDef[] = [
  defineCall({
    service: 'IPdWorkOrderService',
    method: 'release',
    summary: 'Release an initial work order (version checked)',
    permission: { menuNo: WORK_ORDER_MENU, flag: WORK_ORDER_ACTIONS.release.flag },
    input: releaseInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => releaseWorkOrder(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IPdWorkOrderService',
    method: 'complete',
    summary: 'Complete a released work order: issue its materials, receive the finished lot with its barcodes through the ledger, record the genealogy',
    permission: { menuNo: WORK_ORDER_MENU, flag: WORK_ORDER_ACTIONS.complete.flag },
    input: completeInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => completeWorkOrder(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IPdTraceService',
    method: 'forward',
    summary: 'Forward tracing: a finished barcode of a production order back to its component lots, the orders and receipts they came from (tree)',
    permission: { menuNo: '140301', flag: 'isSearch' },
    input: forwardInput,
    handle: (input, ctx) => traceForward(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IPdTraceService',
    method: 'reverse',
    summary: 'Reverse tracing: a component lot or a receipt document up to every order, finished lot, barcode and shipment it reached (tree)',
    permission: { menuNo: '140302', flag: 'isSearch' },
    input: reverseInput,
    handle: (input, ctx) => traceReverse(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IPdTraceService',
    method: 'resume',
    summary: 'Resume of a barcode: where its lot came from and everywhere it went (tree)',
    permission: { menuNo: '140303', flag: 'isSearch' },
    input: resumeInput,
    handle: (input, ctx) => traceResume(ctx.database.db, ctx.user, input),
  }),
];
