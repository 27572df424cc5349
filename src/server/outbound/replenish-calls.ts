/**
 * The calls of replenishment (Outbound replenishment, issue 13; on the picking page 120109, where
 * picking cells run empty; docs/decisions/ "Outbound"):
 * - IOutReplenishService/list (isSearch): the replenishment moves, open ones by default;
 * - IOutReplenishService/plan { orgNo, warehouseNo } (isAdd): computes the need of the warehouse's
 *   picking cells and creates the moves from storage (replenish-plan.ts);
 * - IOutReplenishService/confirm { list: [{ id, version }] } (isCheck): posts the moves through
 *   postMoves, all or nothing, once per client request id (replenish-confirm.ts);
 * - IOutReplenishService/cancel { list: [{ id, version }] } (isCancelInvalid): closes open moves
 *   unposted, all or nothing, so they stop counting (replenish-cancel.ts).
 * Writes run in one transaction inside withRetry.
 */
import { pageRequestSchema, versionedListSchema } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { cancelReplenishment } from './replenish-cancel.ts';
import { confirmReplenishment, listReplenishment } from './replenish-confirm.ts';
import { planInput, planReplenishment } from './replenish-plan.ts';

const PICKING_MENU = '120109';

export const replenishCalls: CallDef[] = [
  defineCall({
    service: 'IOutReplenishService',
    method: 'list',
    summary: 'Replenishment moves of picking cells, open ones by default (paged, scoped, on the pick path)',
    permission: { menuNo: PICKING_MENU, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: (input, ctx) => listReplenishment(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutReplenishService',
    method: 'plan',
    summary: 'Compute the replenishment need of a warehouse\'s picking cells (below minimum, or short for open notices) and create moves from storage in allocation order',
    permission: { menuNo: PICKING_MENU, flag: 'isAdd' },
    input: planInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => planReplenishment(tx, ctx.user, input)),
  }),
  defineCall({
    service: 'IOutReplenishService',
    method: 'confirm',
    summary: 'Confirm open replenishment moves: each posts its transfer from storage to the picking cell, all or nothing, version checked',
    permission: { menuNo: PICKING_MENU, flag: 'isCheck' },
    input: versionedListSchema,
    handle: ({ list }, ctx) => withRetry(ctx.database.db, (tx) => confirmReplenishment(tx, ctx.user, list)),
  }),
  defineCall({
    service: 'IOutReplenishService',
    method: 'cancel',
    summary: 'Cancel open replenishment moves without posting: they stop counting toward their picking cells and sources, all or nothing, version checked',
    permission: { menuNo: PICKING_MENU, flag: 'isCancelInvalid' },
    input: versionedListSchema,
    handle: ({ list }, ctx) => withRetry(ctx.database.db, (tx) => cancelReplenishment(tx, ctx.user, list)),
  }),
];
