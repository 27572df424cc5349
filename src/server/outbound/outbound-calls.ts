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
 * Writes run in one transaction inside withRetry.
 */
import { versionedListSchema } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { documentCalls } from '../inventory/documents/document-calls.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { noticeDocument } from './notice-document.ts';
import { setSuspended, type SuspendCommand } from './suspend-notice.ts';

const NOTICE_MENU = '120101';
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
];
