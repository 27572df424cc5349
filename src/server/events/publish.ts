/**
 * Writing to the real-time channel (DESIGN.md "Events"):
 * - publishEvent: one domain event into event_outbox inside the caller's transaction; it is
 *   delivered only if that transaction commits (the outbox trigger NOTIFYs at commit);
 *   publishEvents: several of one type in one insert.
 * - publishText: a plain text (label print results: 'checkSuccess', 'checkFailed', '$…', '√…') to
 *   every open socket of one user on every instance, through NOTIFY; not stored, not replayed.
 */
import { SQL, sql } from 'drizzle-orm';
import type { DomainEvent, EventPayloads, EventScope, EventType } from '../../shared/events.ts';
import type { Db, Tx } from '../db/client.ts';
import { queueCallbacks } from '../integrate/callback-queue.ts';

/** NOTIFY channels: outbox rows committed (no payload), texts for one user, cache keys evicted (the key). */
export const CHANNELS = { events: 'wms_events', texts: 'wms_texts', cache: 'wms_cache' } as const;

/** NOTIFY payloads are limited to 8,000 bytes; a text message stays well below. */
const MAX_TEXT_LENGTH = 4000;

/**
 * The insert of one event row of type `type` (its payload a JSON object or an SQL jsonb
 * expression, evaluated in the statement), answering id, created_at and callbacks: whether an
 * enabled callback names the type (no subscription cache to keep in step: issue 29). The
 * transaction id is taken before the row's id (a subquery the planner keeps apart, read first):
 * the outbox reader relies on it to tell a gap that a running transaction may still fill from one
 * left by a rollback (outbox-reader.ts). A caller may put it as a CTE of a statement of its own
 * (confirm-pick.ts) and then hand its answer to eventWritten.
 */
export function eventInsert<T extends EventType>(type: T, scope: EventScope, payload: EventPayloads[T] | SQL): SQL {
  const body = payload instanceof SQL ? payload : sql`${JSON.stringify(payload)}::jsonb`;
  return sql`insert into event_outbox (type, scope, payload)
    select ${type}, ${JSON.stringify(scope)}::jsonb, ${body} from (select pg_current_xact_id() offset 0) x
    returning id, created_at, exists (select 1 from sys_callback c where c.event_type = ${type} and c.status_code = 1) as callbacks`;
}

/** What eventInsert answered: the row's id, its time and whether a callback names its type. */
export type EventRow = { id: number | string; created_at: Date | string; callbacks: boolean };

/**
 * After an event row `row` of `type` with `payload` was written in `tx`: an event of a type a
 * callback names also queues their deliveries in `tx` and announces them with 'message.queued'
 * (src/server/integrate/callback-queue.ts). Answers the event's id.
 */
export async function eventWritten<T extends EventType>(tx: Tx, row: EventRow, type: T, scope: EventScope, payload: EventPayloads[T]): Promise<number> {
  const id = Number(row.id);
  if (type !== 'message.queued' && row.callbacks) {
    const at = new Date(row.created_at).toISOString();
    const queued = await queueCallbacks(tx, { id, type, at, scope, payload } as DomainEvent);
    if (queued > 0) await publishEvent(tx, 'message.queued', scope, { count: queued });
  }
  return id;
}

/** Writes one event row in `tx` (eventInsert, then eventWritten) and answers its id. */
export async function publishEvent<T extends EventType>(tx: Tx, type: T, scope: EventScope, payload: EventPayloads[T]): Promise<number> {
  const result = await tx.execute<EventRow>(eventInsert(type, scope, payload));
  return eventWritten(tx, result.rows[0], type, scope, payload);
}

/**
 * Writes one event row of `type` per item of `events` ({ scope, payload }) in one insert, in their
 * order, then does for each what eventWritten does. Answers their ids in the same order.
 */
export async function publishEvents<T extends EventType>(tx: Tx, type: T, events: { scope: EventScope; payload: EventPayloads[T] }[]): Promise<number[]> {
  if (events.length === 0) return [];
  const result = await tx.execute<EventRow>(sql`insert into event_outbox (type, scope, payload)
    select ${type}, e.value->'scope', e.value->'payload'
    from (select pg_current_xact_id() offset 0) x, jsonb_array_elements(${JSON.stringify(events)}::jsonb) with ordinality as e(value, n)
    order by e.n
    returning id, created_at, exists (select 1 from sys_callback c where c.event_type = ${type} and c.status_code = 1) as callbacks`);
  const rows = [...result.rows].sort((a, b) => Number(a.id) - Number(b.id));
  const ids: number[] = [];
  for (const [i, row] of rows.entries()) ids.push(await eventWritten(tx, row, type, events[i].scope, events[i].payload));
  return ids;
}

/**
 * Sends `text` to the open sockets of user `userNo` on every instance. Inside a transaction it
 * goes out at commit (and not at all on rollback). Throws RangeError beyond 4,000 characters.
 */
export async function publishText(db: Db | Tx, userNo: string, text: string): Promise<void> {
  if (text.length > MAX_TEXT_LENGTH) throw new RangeError(`publishText: ${text.length} characters, at most ${MAX_TEXT_LENGTH}`);
  await db.execute(sql`select pg_notify(${CHANNELS.texts}, ${JSON.stringify({ userNo, text })})`);
}
