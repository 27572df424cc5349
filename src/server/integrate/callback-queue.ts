/**
 * Callbacks that are sent (System.Integrate 160402; docs/decisions/ "Integration"): every
 * outbox event of a type an enabled callback names becomes one webhook delivery per callback, in
 * the event's own transaction (so it exists exactly when the event commits, on every instance
 * once). A delivery is a webhook message (sys_message channel 3, pending, receiver
 * `callback:<callbackNo>`, title the event type) queued in sys_message_queue like sendNotice's,
 * linked to its callback by sys_callback_message with the JSON body to post; the messages'
 * dispatcher and job send it through sendWebhook with their retries and delivery log
 * (src/server/messaging/deliver.ts, callbackWebhook below).
 *
 * The body posted: `{ deliveryNo, callbackNo, event: { id, type, at, scope, payload } }`, the
 * event as the websocket carries it (src/shared/events.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { DomainEvent } from '../../shared/events.ts';
import { CHANNEL_WEBHOOK, SEND_PENDING } from '../../shared/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import { newMessageNo } from '../basecfg/message-no.ts';
import { sysCallback, sysCallbackMessage, sysCallbackSecret, sysMessage, sysMessageQueue } from '../db/schema.ts';

/** sys_message.receiver of a callback delivery: no user number contains ':' (format 'code'). */
export const CALLBACK_RECEIVER_PREFIX = 'callback:';

/**
 * Queues one delivery of `event` (just written in `tx`) per enabled callback of its type and
 * answers how many (0: no callback listens; the caller then announces nothing).
 */
export async function queueCallbacks(tx: Tx, event: DomainEvent): Promise<number> {
  const { id, type, scope } = event;
  const callbacks = await tx
    .select({ id: sysCallback.id, callbackNo: sysCallback.callbackNo })
    .from(sysCallback)
    .where(and(eq(sysCallback.eventType, type), eq(sysCallback.statusCode, 1)));
  if (callbacks.length === 0) return 0;
  for (const callback of callbacks) {
    const messageNo = newMessageNo();
    const [message] = await tx.insert(sysMessage).values({
      messageNo, title: type, receiver: `${CALLBACK_RECEIVER_PREFIX}${callback.callbackNo}`, channel: CHANNEL_WEBHOOK,
      readState: '0', sendState: SEND_PENDING, orgNo: scope.orgNo || null, sourceDocNo: callback.callbackNo, createName: 'system', updateName: 'system',
    }).returning({ id: sysMessage.id });
    const body = { deliveryNo: messageNo, callbackNo: callback.callbackNo, event };
    await tx.insert(sysCallbackMessage).values({ messageId: Number(message.id), callbackId: Number(callback.id), eventId: id, body });
    await tx.insert(sysMessageQueue).values({ messageId: Number(message.id) });
  }
  return callbacks.length;
}

/**
 * The webhook of a callback delivery (message `messageId`): the callback's URL and secret and the
 * body to post, or null when the message is not a callback delivery. `disabled` when the callback
 * has been disabled since (the delivery then fails without an attempt on the network).
 */
export async function callbackWebhook(db: Db, messageId: number): Promise<{ url: string; secret: string | null; body: unknown; disabled: boolean } | null> {
  const [row] = await db
    .select({ url: sysCallback.url, statusCode: sysCallback.statusCode, secret: sysCallbackSecret.secret, body: sysCallbackMessage.body })
    .from(sysCallbackMessage)
    .innerJoin(sysCallback, eq(sysCallback.id, sysCallbackMessage.callbackId))
    .leftJoin(sysCallbackSecret, eq(sysCallbackSecret.callbackId, sysCallback.id))
    .where(eq(sysCallbackMessage.messageId, messageId));
  if (!row) return null;
  return { url: row.url as string, secret: row.secret, body: row.body, disabled: row.statusCode !== 1 };
}
