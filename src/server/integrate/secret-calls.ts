/**
 * Write-only secrets of System.Integrate and the callbacks' delivery log (docs/decisions/
 * "Integration"; tables in secret-schema.ts). No call answers a secret:
 *
 * - IIntegrationSourceService/setSourceAuthHeader { id, authHeader | null } -> { id, authSet }:
 *   stores (or clears) the Authorization header value a source sends to its ERP; the source row's
 *   authSet follows. isModify on source (160401).
 * - ICallbackService/setCallbackSecret { id, secret | null } -> { id, secretSet }: stores (or
 *   clears) the HMAC key a callback signs its POSTs with; secretSet follows. isModify on back
 *   (160402).
 * - ICallbackService/getCallbackDeliveryList { id } -> the callback's latest deliveries (at most
 *   DELIVERY_LIST_MAX, newest first) { messageNo, eventId, eventType, sendState, attempts,
 *   lastError, sentAt, createDate, log: [{ attempt, attemptedAt, success, detail }] }. isSearch on
 *   back (160402).
 * An unknown id is NOT_FOUND; nothing is written then.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { callbackEntity, integrationSourceEntity } from '../../shared/entities/integration.entity.ts';
import { idSchema } from '../../shared/validation.ts';
import { sysCallback, sysCallbackMessage, sysCallbackSecret, sysIntegrationSource, sysIntegrationSourceAuth, sysMessage, sysMessageDelivery } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

/** Deliveries answered by getCallbackDeliveryList. */
export const DELIVERY_LIST_MAX = 100;

const secretSchema = z.string().min(1, 'validation.required').max(500, 'validation.textTooLong').nullable();

export const integrationSecretCalls: CallDef[] = [
  defineCall({
    service: integrationSourceEntity.calls.service,
    method: 'setSourceAuthHeader',
    summary: 'Stores (or clears, null) the Authorization header value of a source; never answered back',
    permission: { menuNo: integrationSourceEntity.menuNo, flag: 'isModify' },
    input: z.object({ id: idSchema, authHeader: secretSchema }),
    handle: async ({ id, authHeader }, ctx) => {
      await ctx.database.db.transaction(async (tx) => {
        const changed = await tx.update(sysIntegrationSource)
          .set({ authSet: authHeader !== null, version: sql`${sysIntegrationSource.version} + 1`, updateName: ctx.user.userNo, updateDate: new Date() })
          .where(eq(sysIntegrationSource.id, id)).returning({ id: sysIntegrationSource.id });
        if (changed.length === 0) throw new AppError('NOT_FOUND');
        if (authHeader === null) await tx.delete(sysIntegrationSourceAuth).where(eq(sysIntegrationSourceAuth.sourceId, id));
        else {
          const values = { sourceId: id, authHeader, updateName: ctx.user.userNo, updateDate: new Date() };
          await tx.insert(sysIntegrationSourceAuth).values(values).onConflictDoUpdate({ target: sysIntegrationSourceAuth.sourceId, set: values });
        }
      });
      return { id, authSet: authHeader !== null };
    },
  }),
  defineCall({
    service: callbackEntity.calls.service,
    method: 'setCallbackSecret',
    summary: 'Stores (or clears, null) the signing secret of a callback; never answered back',
    permission: { menuNo: callbackEntity.menuNo, flag: 'isModify' },
    input: z.object({ id: idSchema, secret: secretSchema }),
    handle: async ({ id, secret }, ctx) => {
      await ctx.database.db.transaction(async (tx) => {
        const changed = await tx.update(sysCallback)
          .set({ secretSet: secret !== null, version: sql`${sysCallback.version} + 1`, updateName: ctx.user.userNo, updateDate: new Date() })
          .where(eq(sysCallback.id, id)).returning({ id: sysCallback.id });
        if (changed.length === 0) throw new AppError('NOT_FOUND');
        if (secret === null) await tx.delete(sysCallbackSecret).where(eq(sysCallbackSecret.callbackId, id));
        else {
          const values = { callbackId: id, secret, updateName: ctx.user.userNo, updateDate: new Date() };
          await tx.insert(sysCallbackSecret).values(values).onConflictDoUpdate({ target: sysCallbackSecret.callbackId, set: values });
        }
      });
      return { id, secretSet: secret !== null };
    },
  }),
  defineCall({
    service: callbackEntity.calls.service,
    method: 'getCallbackDeliveryList',
    summary: 'The latest deliveries of a callback, newest first, each with its attempts',
    permission: { menuNo: callbackEntity.menuNo, flag: 'isSearch' },
    input: z.object({ id: idSchema }),
    handle: async ({ id }, ctx) => {
      const db = ctx.database.db;
      const [callback] = await db.select({ id: sysCallback.id }).from(sysCallback).where(eq(sysCallback.id, id));
      if (!callback) throw new AppError('NOT_FOUND');
      const deliveries = await db
        .select({
          id: sysMessage.id, messageNo: sysMessage.messageNo, eventId: sysCallbackMessage.eventId, eventType: sysMessage.title, sendState: sysMessage.sendState,
          attempts: sysMessage.attempts, lastError: sysMessage.lastError, sentAt: sysMessage.sentAt, createDate: sysMessage.createDate,
        })
        .from(sysCallbackMessage)
        .innerJoin(sysMessage, eq(sysMessage.id, sysCallbackMessage.messageId))
        .where(eq(sysCallbackMessage.callbackId, id))
        .orderBy(desc(sysCallbackMessage.messageId))
        .limit(DELIVERY_LIST_MAX);
      const attempts = deliveries.length === 0 ? [] : await db
        .select({ messageId: sysMessageDelivery.messageId, attempt: sysMessageDelivery.attempt, attemptedAt: sysMessageDelivery.attemptedAt, success: sysMessageDelivery.success, detail: sysMessageDelivery.detail })
        .from(sysMessageDelivery)
        .where(inArray(sysMessageDelivery.messageId, deliveries.map((d) => Number(d.id))))
        .orderBy(asc(sysMessageDelivery.attempt));
      return deliveries.map(({ id: messageId, ...delivery }) => ({
        ...delivery,
        log: attempts.filter((a) => a.messageId === Number(messageId)).map(({ messageId: _, ...a }) => a),
      }));
    },
  }),
];
