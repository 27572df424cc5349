/**
 * One instance's delivery of outbox events to its websocket clients (DESIGN.md "Events").
 *
 * A wake-up (NOTIFY, listener reconnect, a pending hole, a 5 s safety tick when nothing else woke it) reads the new rows in
 * id order (outbox-reader.ts), in batches of up to OUTBOX_BATCH rows, reading again only after a
 * full batch or a wake that came during the read (one read per committed transaction when calls
 * come one at a time, fewer under load) and sends each to every client whose data scope holds its
 * organisation and warehouse. Each client has a cursor: the last id it has been given or passed
 * over (out of scope). A resuming client is replayed from the database up to the instance's
 * frontier before it joins the live flow, so it gets every event once, in id order. Heartbeats
 * carry the cursor so a client's resume point moves past events it may not see.
 */
import type pg from 'pg';
import { CLOSE_CODES, HEARTBEAT_MS, type ControlMessage, type DomainEvent } from '../../shared/events.ts';
import { scopeAllowsEvent } from '../crud/scope.ts';
import type { SessionUser } from '../rpc/session.ts';
import { createOutboxReader, OUTBOX_BATCH, outboxBounds, readRange, type OutboxReader } from './outbox-reader.ts';

const SAFETY_TICK_MS = 5_000;
const HOLE_RECHECK_MS = 5;

/** What the broker needs of a server-side socket (ws's WebSocket, typed here: ws ships no types). */
type EventSocket = {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): void;
};

type Client = { socket: EventSocket; user: SessionUser; cursor: number; live: boolean };

/** A socket added to the broker: it gets texts at once, events once started. */
export type Attached = {
  /** null: events from the attach on; a number: every event after that id, or a resync when they are gone. */
  start(resumeAfter: number | null): void;
};

export type Broker = {
  attach(socket: EventSocket, user: SessionUser): Attached;
  /** Reads and delivers new rows (coalesces concurrent calls). */
  wake(): void;
  sendText(userNo: string, text: string): void;
  close(): void;
};

function send(client: Client, message: DomainEvent | ControlMessage): void {
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
}

/**
 * Creates the broker; its frontier starts at the newest outbox row. `observe`, when given, sees
 * every committed event this instance reads, in id order (the message dispatcher wakes on it).
 */
export async function createBroker(pool: pg.Pool, observe?: (events: DomainEvent[]) => void): Promise<Broker> {
  const reader: OutboxReader = createOutboxReader(pool, (await outboxBounds(pool)).max);
  const clients = new Set<Client>();
  let reading = false;
  let again = false;
  let closed = false;
  let holeTimer: NodeJS.Timeout | undefined;
  let lastRead = 0;

  const deliver = (events: DomainEvent[]) => {
    // Serialized once per event, not once per client.
    const frames = events.map((event) => JSON.stringify(event));
    for (const client of clients) {
      if (!client.live || client.socket.readyState !== client.socket.OPEN) continue;
      events.forEach((event, i) => {
        if (event.id <= client.cursor) return;
        if (scopeAllowsEvent(client.user, event.scope)) client.socket.send(frames[i]);
        client.cursor = event.id;
      });
    }
  };

  const wake = () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    void (async () => {
      try {
        do {
          again = false;
          lastRead = Date.now();
          const events = await reader.read();
          deliver(events);
          if (events.length > 0) observe?.(events);
          // A full batch leaves more to read; otherwise only a wake during the read reads again.
          if (events.length >= OUTBOX_BATCH) again = true;
        } while (again && !closed);
      } catch {
        // The database is away: the listener's reconnect or the safety tick wakes us again.
      } finally {
        reading = false;
        if (reader.hasHole() && !closed && !holeTimer) {
          holeTimer = setTimeout(() => {
            holeTimer = undefined;
            wake();
          }, HOLE_RECHECK_MS);
        }
      }
    })();
  };

  /** Replays (cursor, frontier] to a resuming client, then makes it live. */
  const replay = async (client: Client) => {
    while (client.cursor < reader.position() && !closed) {
      const events = await readRange(pool, client.cursor, reader.position());
      for (const event of events) if (scopeAllowsEvent(client.user, event.scope)) send(client, event);
      client.cursor = events.length ? events[events.length - 1].id : reader.position();
    }
    client.live = true;
    send(client, { type: 'ready', lastEventId: client.cursor });
  };

  const resume = async (client: Client, after: number) => {
    const bounds = await outboxBounds(pool);
    // Missed events were pruned (or the client comes from another database): start afresh.
    if (after > bounds.max || (bounds.min > 0 && after < bounds.min - 1) || (bounds.max === 0 && after > 0)) {
      client.cursor = reader.position();
      client.live = true;
      send(client, { type: 'resync', lastEventId: client.cursor });
      return;
    }
    client.cursor = after;
    await replay(client);
  };

  const heartbeat = setInterval(() => {
    for (const client of clients) if (client.live) send(client, { type: 'heartbeat', lastEventId: Math.max(client.cursor, reader.position()) });
  }, HEARTBEAT_MS);
  // The safety tick reads only when nothing woke the broker for a whole tick.
  const safety = setInterval(() => {
    if (Date.now() - lastRead >= SAFETY_TICK_MS) wake();
  }, SAFETY_TICK_MS);

  return {
    attach: (socket, user) => {
      const client: Client = { socket, user, cursor: reader.position(), live: false };
      clients.add(client);
      socket.on('close', () => clients.delete(client));
      return {
        start: (resumeAfter) => {
          const started = resumeAfter === null ? replay(client) : resume(client, resumeAfter);
          started.catch(() => socket.close(1011, 'replay failed'));
        },
      };
    },
    wake,
    sendText: (userNo, text) => {
      for (const client of clients) if (client.user.userNo === userNo && client.socket.readyState === client.socket.OPEN) client.socket.send(text);
    },
    close: () => {
      closed = true;
      clearInterval(heartbeat);
      clearInterval(safety);
      clearTimeout(holeTimer);
      for (const client of clients) client.socket.close(CLOSE_CODES.serverShutdown, 'server shutdown');
      clients.clear();
    },
  };
}
