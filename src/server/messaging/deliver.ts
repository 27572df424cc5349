/**
 * Delivery of queued e-mail and webhook messages (docs/decisions/0123-messages-that-leave.md).
 *
 * sendNotice queues every e-mail (channel 2) and webhook (channel 3) message in the triggering
 * transaction (sys_message_queue, send state 0 pending) and publishes 'message.queued' to the
 * outbox; nothing leaves inside a business call. deliverDue, run by each instance's dispatcher on
 * that event (dispatcher.ts) and by the scheduled job messageDelivery (every minute, for retries and
 * anything an instance left behind), claims due rows with FOR UPDATE SKIP LOCKED (a claim older
 * than CLAIM_STALE_MINUTES is taken over), so one instance sends each attempt. Each attempt is one
 * row of the delivery log (sys_message_delivery). A failed attempt is retried after 1, 2, 4 and 8
 * minutes (RETRY_MINUTES); after the fifth, or at once when there is nothing to send it through (no
 * valid configuration of the channel, no receiver e-mail address), the message is failed (state 2).
 * Sent: state 1 and sentAt. The message keeps its attempts and the last error. A callback delivery
 * (receiver `callback:<callbackNo>`, src/server/integrate/callback-queue.ts) posts its stored body
 * to its callback's URL, signed with the callback's secret, instead of a configuration's.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { CHANNEL_EMAIL, SEND_FAILED, SEND_SENT } from '../../shared/messages.ts';
import type { Db } from '../db/client.ts';
import { sysMessage, sysMessageConfig, sysMessageDelivery, sysMessageQueue, sysMessageSecret, sysUser } from '../db/schema.ts';
import { INSTANCE } from '../jobs/instance.ts';
import { sendMail, type MailServer } from './mailer.ts';
import { sendWebhook } from './webhook.ts';
import { CALLBACK_RECEIVER_PREFIX, callbackWebhook } from '../integrate/callback-queue.ts';

/** Minutes to wait after failed attempt n (1-based) before attempt n + 1; attempts are RETRY_MINUTES.length + 1. */
export const RETRY_MINUTES = [1, 2, 4, 8] as const;
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
const CLAIM_STALE_MINUTES = 10;
const BATCH = 20;
const ERROR_MAX = 500;

type Message = typeof sysMessage.$inferSelect;
type Outcome = { success: true; detail: string } | { success: false; detail: string; final: boolean };

class Undeliverable extends Error {}

/** The first valid configuration of a channel (lowest configNo) and its secret. */
async function configOf(db: Db, channel: string) {
  const [row] = await db
    .select({ config: sysMessageConfig, secret: sysMessageSecret.secret })
    .from(sysMessageConfig)
    .leftJoin(sysMessageSecret, eq(sysMessageSecret.configId, sysMessageConfig.id))
    .where(and(eq(sysMessageConfig.channel, channel), eq(sysMessageConfig.statusCode, 1)))
    .orderBy(asc(sysMessageConfig.configNo))
    .limit(1);
  if (!row) throw new Undeliverable(`no valid message configuration of channel ${channel}`);
  return row;
}

/** The body a message webhook posts. */
export function webhookBody(message: Message) {
  return {
    messageNo: message.messageNo, noticeType: message.noticeType, orgNo: message.orgNo, receiver: message.receiver,
    title: message.title, content: message.content, sourceDocNo: message.sourceDocNo, createdAt: message.createDate,
  };
}

/** Sends a callback delivery (src/server/integrate/callback-queue.ts) through its callback's URL and secret. */
async function sendCallback(db: Db, message: Message): Promise<string> {
  const webhook = await callbackWebhook(db, Number(message.id));
  if (!webhook) throw new Undeliverable(`callback ${message.sourceDocNo} was deleted`);
  if (webhook.disabled) throw new Undeliverable(`callback ${message.sourceDocNo} is disabled`);
  const { status } = await sendWebhook({ url: webhook.url, secret: webhook.secret, body: webhook.body, deliveryId: message.messageNo as string });
  return `HTTP ${status}`;
}

async function send(db: Db, message: Message): Promise<string> {
  if (String(message.receiver).startsWith(CALLBACK_RECEIVER_PREFIX)) return sendCallback(db, message);
  const { config, secret } = await configOf(db, message.channel as string);
  if (message.channel === CHANNEL_EMAIL) {
    const [user] = await db.select({ email: sysUser.email }).from(sysUser).where(eq(sysUser.userNo, message.receiver as string)).limit(1);
    if (!user?.email) throw new Undeliverable(`receiver ${message.receiver} has no e-mail address`);
    return sendMail(config as MailServer, secret, { to: user.email, subject: message.title as string, text: (message.content as string | null) ?? '' });
  }
  if (!config.webhookUrl) throw new Undeliverable(`configuration ${config.configNo} has no webhook URL`);
  const { status } = await sendWebhook({ url: config.webhookUrl as string, secret, body: webhookBody(message), deliveryId: message.messageNo as string });
  return `HTTP ${status}`;
}

async function attempt(db: Db, message: Message): Promise<Outcome> {
  try {
    return { success: true, detail: await send(db, message) };
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
    return { success: false, detail, final: error instanceof Undeliverable };
  }
}

/** Records an attempt: the delivery log row, the message's state, the queue row's next attempt or its removal. */
async function record(db: Db, message: Message, outcome: Outcome, now: Date): Promise<void> {
  const attempts = Number(message.attempts ?? 0) + 1;
  const done = outcome.success || outcome.final || attempts >= MAX_ATTEMPTS;
  const id = Number(message.id);
  await db.transaction(async (tx) => {
    await tx.insert(sysMessageDelivery).values({ messageId: id, attempt: attempts, attemptedAt: now, success: outcome.success, detail: outcome.detail });
    await tx.update(sysMessage).set({
      attempts,
      lastError: outcome.success ? null : outcome.detail,
      ...(outcome.success ? { sendState: SEND_SENT, sentAt: now.toISOString() } : done ? { sendState: SEND_FAILED } : {}),
      version: sql`${sysMessage.version} + 1`,
      updateDate: now,
    }).where(eq(sysMessage.id, id));
    if (done) await tx.delete(sysMessageQueue).where(eq(sysMessageQueue.messageId, id));
    else await tx.update(sysMessageQueue).set({ nextAttemptAt: new Date(now.getTime() + RETRY_MINUTES[attempts - 1] * 60_000), claimedBy: null, claimedAt: null }).where(eq(sysMessageQueue.messageId, id));
  });
}

/**
 * Claims up to `limit` messages due at `now` and makes one attempt at each. Answers the number of
 * attempts made (0: nothing was due). `now` is the clock of the attempt (tests pass a later one to
 * reach a retry without waiting).
 */
export async function deliverDue(db: Db, now = new Date(), limit = BATCH): Promise<number> {
  const claimed = await db.execute<{ message_id: string }>(sql`
    update sys_message_queue set claimed_by = ${INSTANCE}, claimed_at = ${now}
    where message_id in (select message_id from sys_message_queue
      where next_attempt_at <= ${now} and (claimed_at is null or claimed_at < ${now}::timestamptz - make_interval(mins => ${CLAIM_STALE_MINUTES}))
      order by next_attempt_at limit ${limit} for update skip locked)
    returning message_id`);
  for (const { message_id } of claimed.rows) {
    const [message] = await db.select().from(sysMessage).where(eq(sysMessage.id, Number(message_id)));
    await record(db, message, await attempt(db, message), now);
  }
  return claimed.rows.length;
}

/** Runs deliverDue until nothing is due; answers the attempts made (the scheduled job's result). */
export async function deliverAllDue(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (let made = await deliverDue(db, now); made > 0; made = await deliverDue(db, now)) total += made;
  return total;
}
