/**
 * Calls of message delivery (Base.Message; docs/decisions/0123-messages-that-leave.md):
 *
 * - ISysMessageConfigService/setMessageConfigSecret { id, secret } -> { id, secretSet }: stores the
 *   mail server password (e-mail) or the signing secret (webhook) of a configuration; null clears
 *   it. The secret is never answered by any call. isModify on message-configuration.
 * - ISysMessageConfigService/sendTestMail { id, to } -> { response }: sends a test mail through an
 *   e-mail configuration at once (valid or not, so a server can be tried before it is enabled) and
 *   answers the mail server's answer. MESSAGE_CONFIG_NOT_MAIL (12900) for another channel,
 *   MAIL_SEND_FAILED (12901, the server's refusal or the network error) when it does not leave.
 *   isModify on message-configuration.
 * - ISysMessageService/getMessageDeliveryList { id } -> the delivery log of one of the caller's own
 *   messages, attempt by attempt { attempt, attemptedAt, success, detail }; another's message is
 *   NOT_FOUND (message-query shows the caller's own messages). isSearch on message-query.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { messageConfigEntity, messageEntity } from '../../shared/entities/message.entity.ts';
import { CHANNEL_EMAIL } from '../../shared/messages.ts';
import { idSchema } from '../../shared/validation.ts';
import { sysMessage, sysMessageConfig, sysMessageDelivery, sysMessageSecret } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { Db } from '../db/client.ts';
import { sendMail, type MailServer } from './mailer.ts';

const CONFIG_SERVICE = messageConfigEntity.calls.service;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REASON_MAX = 300;

async function configById(db: Db, id: number) {
  const [row] = await db
    .select({ config: sysMessageConfig, secret: sysMessageSecret.secret })
    .from(sysMessageConfig)
    .leftJoin(sysMessageSecret, eq(sysMessageSecret.configId, sysMessageConfig.id))
    .where(eq(sysMessageConfig.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const deliveryCalls: CallDef[] = [
  defineCall({
    service: CONFIG_SERVICE,
    method: 'setMessageConfigSecret',
    summary: 'Stores (or clears, null) the mail password or webhook signing secret of a message configuration; never answered back',
    permission: { menuNo: messageConfigEntity.menuNo, flag: 'isModify' },
    input: z.object({ id: idSchema, secret: z.string().min(1, 'validation.required').max(200).nullable() }),
    handle: async ({ id, secret }, ctx) => {
      await configById(ctx.database.db, id);
      if (secret === null) await ctx.database.db.delete(sysMessageSecret).where(eq(sysMessageSecret.configId, id));
      else {
        const values = { configId: id, secret, updateName: ctx.user.userNo, updateDate: new Date() };
        await ctx.database.db.insert(sysMessageSecret).values(values).onConflictDoUpdate({ target: sysMessageSecret.configId, set: values });
      }
      return { id, secretSet: secret !== null };
    },
  }),
  defineCall({
    service: CONFIG_SERVICE,
    method: 'sendTestMail',
    summary: 'Sends a test mail through an e-mail message configuration and answers the mail server answer',
    permission: { menuNo: messageConfigEntity.menuNo, flag: 'isModify' },
    input: z.object({ id: idSchema, to: z.string().trim().max(254) }),
    handle: async ({ id, to }, ctx) => {
      if (!EMAIL.test(to)) throw fieldError([{ field: 'to', message: 'validation.email' }]);
      const { config, secret } = await configById(ctx.database.db, id);
      if (config.channel !== CHANNEL_EMAIL) throw new AppError('MESSAGE_CONFIG_NOT_MAIL', { configNo: String(config.configNo) });
      try {
        const response = await sendMail(config as MailServer, secret, { to, subject: `WMS test mail (${config.configNo})`, text: `This test mail was sent by ${ctx.user.userNo} through the message configuration ${config.configNo}.` });
        return { response };
      } catch (error) {
        throw new AppError('MAIL_SEND_FAILED', { reason: (error instanceof Error ? error.message : String(error)).slice(0, REASON_MAX) });
      }
    },
  }),
  defineCall({
    service: messageEntity.calls.service,
    method: 'getMessageDeliveryList',
    summary: "The delivery attempts of one of the caller's messages, in order",
    permission: { menuNo: messageEntity.menuNo, flag: 'isSearch' },
    input: z.object({ id: idSchema }),
    handle: async ({ id }, ctx) => {
      const [own] = await ctx.database.db.select({ id: sysMessage.id }).from(sysMessage).where(and(eq(sysMessage.id, id), eq(sysMessage.receiver, ctx.user.userNo)));
      if (!own) throw new AppError('NOT_FOUND');
      return ctx.database.db
        .select({ attempt: sysMessageDelivery.attempt, attemptedAt: sysMessageDelivery.attemptedAt, success: sysMessageDelivery.success, detail: sysMessageDelivery.detail })
        .from(sysMessageDelivery)
        .where(eq(sysMessageDelivery.messageId, id))
        .orderBy(asc(sysMessageDelivery.attempt));
    },
  }),
];
