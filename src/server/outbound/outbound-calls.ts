/**
 * The calls of the outbound area (menus Outbound 12: notice 120101 with its pages posting-notice
 * 120102, task-notice 120103, cancel-task-notice 120104 and outbound-order 120111, which run the
 * notice's actions on its menu's flags):
 * - IOutNoticeService: the notice's lists (crud), get by id and by number, add, modify, delete and
 *   one call per action of its transition table (document-calls.ts): submitoutnotice,
 *   allocateoutnotice, cancelAllocateoutnotice, shipoutnotice, postoutnotice, endCaseoutnotice,
 *   closeoutnotice { list, closeRemark }, invalidoutnotice;
 * - IOutNoticeService/suspendoutnotice and releaseoutnotice { list: [{ id, version }] } (isModify):
 *   set or clear isSuspend (suspend-notice.ts).
 * - IOutPickService/list (picking 120109, isSearch): the reservations still to pick on the pick path;
 *   confirm { allocationId, cellNo, scan, qty? } (isCheck) with a Request-Id header: confirm-pick.ts;
 *   both also on task-wave (the picks of one wave, condition waveNo).
 * - IOutWaveService: waves (wave-calls.ts).
 * - IOutPackService: packing into SSCC containers and the shipping papers (pack-calls.ts).
 * - IOutReplenishService: replenishment of picking cells (replenish-calls.ts).
 * Writes run in one transaction inside withRetry.
 */
import { pageRequestSchema, versionedListSchema } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { documentCalls } from '../inventory/documents/document-calls.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { confirmPick, pickInput } from './confirm-pick.ts';
import { noticeDocument } from './notice-document.ts';
import { packCalls } from './pack-calls.ts';
import { listPicks } from './pick-queries.ts';
import { replenishCalls } from './replenish-calls.ts';
import { setSuspended, type SuspendCommand } from './suspend-notice.ts';
import { WAVE_MENUS, waveCalls } from './wave-calls.ts';

const NOTICE_MENU = '120101';
const PICKING_MENU = '120109';
const SUSPEND_COMMANDS: SuspendCommand[] = ['suspend', 'release'];

export const outboundCalls: CallDef[] = [
  ...documentCalls(noticeDocument),
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
    permission: { menuNo: PICKING_MENU, flag: 'isSearch', alsoOn: [WAVE_MENUS.taskWave] },
    input: pageRequestSchema,
    handle: (input, ctx) => listPicks(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutPickService',
    method: 'confirm',
    summary: 'Pick one reservation by scanned cell and item (number or label barcode) and quantity into the staging cell, once per client request id; a short pick releases the rest',
    permission: { menuNo: PICKING_MENU, flag: 'isCheck', alsoOn: [WAVE_MENUS.taskWave] },
    input: pickInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => confirmPick(tx, ctx.user, input)),
  }),
  ...waveCalls,
  ...packCalls,
  ...replenishCalls,
];
