/**
 * Reads committed outbox rows in id order without ever skipping one that is still to commit.
 *
 * Ids come from a sequence when the row is written, so they commit out of order: while a
 * transaction holding id 10 runs, id 11 may already be visible. The reader keeps a contiguous
 * frontier (`position`): on a hole it stops and records the hole with a fresh transaction id X
 * taken after seeing it. Every writer took its transaction id before its row id (publish.ts,
 * postMoves locks rows first), so a writer of a missing id has an id below X; once every
 * transaction below X has ended (snapshot xmin > X) the missing ids still absent were rolled back
 * and are passed over. Meanwhile later rows wait (usually a few ms; longer only behind a long
 * transaction that began before the hole was seen).
 */
import type pg from 'pg';
import type { DomainEvent, EventScope } from '../../shared/events.ts';

/** Rows one read answers at most: a read that got as many reads again at once. */
export const OUTBOX_BATCH = 1000;

type Hole = { to: number; xid: string };

type OutboxRow = { id: string; type: string; at: Date; scope: EventScope; payload: unknown };

/** An outbox row as the wire event (`at` in ISO 8601). */
function toEvent(row: OutboxRow): DomainEvent {
  return { id: Number(row.id), type: row.type, at: row.at.toISOString(), scope: row.scope, payload: row.payload } as DomainEvent;
}

/** Committed rows with id in (after, upTo], in id order, at most `limit`. */
export async function readRange(pool: pg.Pool, after: number, upTo: number, limit = OUTBOX_BATCH): Promise<DomainEvent[]> {
  const { rows } = await pool.query<OutboxRow>(
    'select id, type, created_at as at, scope, payload from event_outbox where id > $1 and id <= $2 order by id limit $3',
    [after, upTo, limit],
  );
  return rows.map(toEvent);
}

/** The lowest and highest id kept (0 and 0 when empty). */
export async function outboxBounds(pool: pg.Pool): Promise<{ min: number; max: number }> {
  const { rows } = await pool.query<{ min: string | null; max: string | null }>('select min(id) as min, max(id) as max from event_outbox');
  return { min: Number(rows[0].min ?? 0), max: Number(rows[0].max ?? 0) };
}

export type OutboxReader = {
  /** The highest id up to which every committed row has been answered. */
  position(): number;
  /** Whether a hole waits for older transactions to end (call read again shortly). */
  hasHole(): boolean;
  /** The next rows after the frontier, in id order; advances the frontier. */
  read(): Promise<DomainEvent[]>;
};

/** A reader whose frontier starts at `start` (the newest id when the instance starts). */
export function createOutboxReader(pool: pg.Pool, start: number): OutboxReader {
  let frontier = start;
  let hole: Hole | null = null;

  const newTransactionId = async () => (await pool.query<{ xid: string }>('select pg_current_xact_id()::text as xid')).rows[0].xid;

  const read = async (): Promise<DomainEvent[]> => {
    // Ask whether the hole's writers have ended before reading: a writer ending after this
    // question is seen by the read below.
    const holeEnded = hole ? (await pool.query<{ ended: boolean }>('select pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 as ended', [hole.xid])).rows[0].ended : false;
    const { rows } = await pool.query<OutboxRow>('select id, type, created_at as at, scope, payload from event_outbox where id > $1 order by id limit $2', [frontier, OUTBOX_BATCH]);
    const out: DomainEvent[] = [];
    for (const row of rows) {
      const id = Number(row.id);
      // An ended hole's missing ids are final: pass over them up to this row.
      if (hole && holeEnded && id > frontier + 1) frontier = Math.min(id - 1, hole.to);
      if (id !== frontier + 1) {
        // A hole inside the recorded one was already there when X was taken: keep X.
        if (!hole || frontier + 1 > hole.to) hole = { to: id - 1, xid: await newTransactionId() };
        break;
      }
      out.push(toEvent(row));
      frontier = id;
      if (hole && frontier >= hole.to) hole = null;
    }
    return out;
  };

  return { position: () => frontier, hasHole: () => hole !== null, read };
}
