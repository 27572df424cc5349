/**
 * The signed-in user's in-app messages (Base.Message; workflows §4 read state unread/read), beside
 * the generic calls of the message entity (message-query lists every message for its menu):
 *
 * - ISysMessageService/getMyMessageList { current, size, condition: { readState? } } -> a page of
 *   the caller's in-app messages, newest first.
 * - ISysMessageService/getMyUnreadCount {} -> { count } of the caller's unread in-app messages.
 * - ISysMessageService/readMyMessages { ids } -> { updated }: marks the caller's listed messages
 *   read (readState 1, readTime now); other users' ids are ignored, never revealed.
 * - ISysMessageService/sendNotice { orgNo, noticeType, values, sourceDocNo? } -> the messages
 *   written by the organisation's policies (sendNotice); isAdd on message-policy, to try a policy.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { messageEntity, messagePolicyEntity } from '../../shared/entities/message.entity.ts';
import { CHANNEL_IN_APP, NOTICE_TYPES } from '../../shared/messages.ts';
import { pageRequestSchema } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import { scopeAllows } from '../crud/scope.ts';
import { sysMessage } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { sendNotice } from './send-notice.ts';

const SERVICE = messageEntity.calls.service;

function mine(userNo: string, readState?: unknown): SQL | undefined {
  const own = and(eq(sysMessage.receiver, userNo), eq(sysMessage.channel, CHANNEL_IN_APP));
  return readState === '0' || readState === '1' ? and(own, eq(sysMessage.readState, readState)) : own;
}

export const messageCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getMyMessageList',
    summary: "The caller's in-app messages, newest first (paged; condition.readState 0 unread, 1 read)",
    permission: 'signedIn',
    input: pageRequestSchema,
    handle: async ({ current, size, condition }, ctx) => {
      const where = mine(ctx.user.userNo, condition.readState);
      const [{ total }] = await ctx.database.db.select({ total: count() }).from(sysMessage).where(where);
      const records = await ctx.database.db.select().from(sysMessage).where(where).orderBy(desc(sysMessage.createDate), desc(sysMessage.id)).limit(size).offset((current - 1) * size);
      return { records, total, pages: Math.ceil(total / size), current, size };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getMyUnreadCount',
    summary: "Number of the caller's unread in-app messages",
    permission: 'signedIn',
    input: z.object({}),
    handle: async (_input, ctx) => {
      const [{ total }] = await ctx.database.db.select({ total: count() }).from(sysMessage).where(mine(ctx.user.userNo, '0'));
      return { count: total };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'readMyMessages',
    write: 'private',
    summary: "Marks the caller's listed in-app messages read",
    permission: 'signedIn',
    input: z.object({ ids: z.array(idSchema).min(1).max(1000) }),
    handle: async ({ ids }, ctx) => {
      const rows = await ctx.database.db
        .update(sysMessage)
        .set({ readState: '1', readTime: new Date().toISOString(), updateName: ctx.user.userNo })
        .where(and(inArray(sysMessage.id, ids), mine(ctx.user.userNo, '0')))
        .returning({ id: sysMessage.id });
      return { updated: rows.length };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'sendNotice',
    summary: 'Sends a notice through the organisation policies of its type (to try a policy)',
    permission: { menuNo: messagePolicyEntity.menuNo, flag: 'isAdd' },
    input: z.object({
      orgNo: z.string().min(1),
      noticeType: z.enum(NOTICE_TYPES),
      values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
      sourceDocNo: z.string().max(99).nullish(),
    }),
    handle: async (input, ctx) => {
      if (!scopeAllows(messagePolicyEntity, ctx.user, { orgNo: input.orgNo })) throw new AppError('NOT_FOUND');
      return ctx.database.db.transaction((tx) => sendNotice(tx, { ...input, operator: ctx.user.userNo }));
    },
  }),
];
