/**
 * The websocket `/productWebSocket` (DESIGN.md "Wire contract" real time, "Events").
 *
 * Handshake: the session token from the `token` query parameter, the Authentication-Info header
 * or the session cookie; without a valid one the socket is accepted and closed at once with
 * 4401 'unauthenticated' (browsers cannot read an HTTP refusal of an upgrade). Resume: the
 * `lastEventId` query parameter (0 = from now); without it the first message may be
 * `{ "lastEventId": <id> }`, waited for up to 1 s, else events start from the connection time.
 * Handshakes count against a per-address limit (rate-limit keyed by ip, 'local' under injectWS).
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOSE_CODES, EVENTS_PATH, EVENTS_QUERY, type DomainEvent } from '../../shared/events.ts';
import { applyEvictionNotice } from '../cache/cache-notify.ts';
import type { ServerCache } from '../cache/server-cache.ts';
import type { Database } from '../db/client.ts';
import { requestToken } from '../rpc/router.ts';
import { resolveSession, type SessionUser } from '../rpc/session.ts';
import { createBroker } from './broker.ts';
import { startListener } from './listener.ts';

const RESUME_WAIT_MS = 1_000;

function resumePoint(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 0) return undefined;
  return id === 0 ? null : id;
}

/**
 * Registers the websocket route and starts this instance's listener and broker; `observe` sees
 * every committed event (createBroker). The listener also applies other instances' cache
 * evictions to `cache`, and clears it on every (re)connect since evictions sent meanwhile are lost.
 */
export async function registerEvents(app: FastifyInstance, database: Database, cache: ServerCache, observe?: (events: DomainEvent[]) => void): Promise<void> {
  const broker = await createBroker(database.pool, observe);
  const listener = await startListener(database.pool, {
    onConnect: () => {
      cache.clear();
      broker.wake();
    },
    onEvents: broker.wake,
    onText: broker.sendText,
    onCacheEvict: (payload) => applyEvictionNotice(cache, payload),
  });
  // Before the websocket plugin's own preClose: sockets get a proper 1001 close.
  app.addHook('preClose', async () => {
    broker.close();
    await listener.close();
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const users = new WeakMap<FastifyRequest, SessionUser>();
  app.get(
    EVENTS_PATH,
    {
      websocket: true,
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      preValidation: async (request) => {
        const query = request.query as Record<string, string | undefined>;
        const user = await resolveSession(database.db, query[EVENTS_QUERY.token] || requestToken(request), cache);
        if (user) users.set(request, user);
      },
    },
    (socket, request) => {
      const user = users.get(request);
      if (!user) return socket.close(CLOSE_CODES.unauthenticated, 'unauthenticated');
      const attached = broker.attach(socket, user);
      const fromQuery = resumePoint((request.query as Record<string, string | undefined>)[EVENTS_QUERY.lastEventId]);
      if (fromQuery !== undefined) return attached.start(fromQuery);
      let started = false;
      const begin = (after: number | null) => {
        if (started) return;
        started = true;
        clearTimeout(wait);
        attached.start(after);
      };
      const wait = setTimeout(() => begin(null), RESUME_WAIT_MS);
      socket.once('message', (data: unknown) => {
        let value: unknown;
        try {
          value = (JSON.parse(String(data)) as { lastEventId?: unknown }).lastEventId;
        } catch {
          value = undefined;
        }
        begin(resumePoint(value) ?? null);
      });
      socket.once('close', () => clearTimeout(wait));
    },
  );
}
