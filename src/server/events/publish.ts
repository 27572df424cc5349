/**
 * Writing to the real-time channel (DESIGN.md "Events"):
 * - publishEvent: one domain event into event_outbox inside the caller's transaction; it is
 *   delivered only if that transaction commits (the outbox trigger NOTIFYs at commit).
 * - publishText: a plain text (label print results: 'checkSuccess', 'checkFailed', '$…', '√…') to
 *   every open socket of one user on every instance, through NOTIFY; not stored, not replayed.
 */
import { sql } from 'drizzle-orm';
import type { DomainEvent, EventPayloads, EventScope, EventType } from '../../shared/events.ts';
import type { Db, Tx } from '../db/client.ts';
import { queueCallbacks } from '../integrate/callback-queue.ts';

/** NOTIFY channels: outbox rows committed (no payload), texts for one user, cache keys evicted (the key). */
export const CHANNELS = { events: 'wms_events', texts: 'wms_texts', cache: 'wms_cache' } as const;

/** NOTIFY payloads are limited to 8,000 bytes; a text message stays well below. */
const MAX_TEXT_LENGTH = 4000;

/**
 * Writes one event row in `tx` and answers its id. The transaction id is taken before the row's
 * id (the materialized CTE runs first): the outbox reader relies on it to tell a gap that a
 * running transaction may still fill from one left by a rollback (outbox-reader.ts). The same
 * statement asks whether an enabled callback names the type (no subscription cache to keep in
 * step: issue 29); an event of such a type also queues their deliveries in `tx` and announces them with
 * 'message.queued' (src/server/integrate/callback-queue.ts).
 */
export async function publishEvent<T extends EventType>(tx: Tx, type: T, scope: EventScope, payload: EventPayloads[T]): Promise<number> {
  const result = await tx.execute<{ id: number; created_at: Date | string; callbacks: boolean }>(sql`
    with x as materialized (select pg_current_xact_id()),
    event as (insert into event_outbox (type, scope, payload)
      select ${type}, ${JSON.stringify(scope)}::jsonb, ${JSON.stringify(payload)}::jsonb from x returning id, created_at)
    select id, created_at, exists (select 1 from sys_callback c where c.event_type = ${type} and c.status_code = 1) as callbacks from event`);
  const id = Number(result.rows[0].id);
  if (type !== 'message.queued' && result.rows[0].callbacks) {
    const at = new Date(result.rows[0].created_at).toISOString();
    const queued = await queueCallbacks(tx, { id, type, at, scope, payload } as DomainEvent);
    if (queued > 0) await publishEvent(tx, 'message.queued', scope, { count: queued });
  }
  return id;
}

/**
 * Sends `text` to the open sockets of user `userNo` on every instance. Inside a transaction it
 * goes out at commit (and not at all on rollback). Throws RangeError beyond 4,000 characters.
 */
export async function publishText(db: Db | Tx, userNo: string, text: string): Promise<void> {
  if (text.length > MAX_TEXT_LENGTH) throw new RangeError(`publishText: ${text.length} characters, at most ${MAX_TEXT_LENGTH}`);
  await db.execute(sql`select pg_notify(${CHANNELS.texts}, ${JSON.stringify({ userNo, text })})`);
}
