/**
 * The stream hub (DESIGN.md "Events", STYLE.md (a) streams/): one websocket to `/productWebSocket`
 * (partysocket: reconnects with a 1-30 s backoff plus jitter, resumes with the last event id)
 * merged with polled calls into typed observables. No business rules: it passes facts on.
 *
 *   const hub = createHub({ url: 'ws://host/productWebSocket', call });
 *   hub.topic('stock.posted').subscribe((event) => ...);            // events of one type, in id order, once each
 *   hub.poll<Info>({ service: 'IWorkbenchService', method: 'getWorkbenchAreaInfo', intervalMs: 30_000 }).subscribe(...);
 *   hub.state$.subscribe(({ status, lastGoodAt }) => ...);          // 'live' | 'stale' | 'offline'
 *   hub.resync$.subscribe(() => reloadEverything());                 // after a reconnect or an expired resume point
 *   hub.close();
 *
 * Connection state: `offline` while the socket is not open; `stale` when open but no message for
 * twice the heartbeat period, or a registered poll has no answer for twice its interval; `live`
 * otherwise. `lastGoodAt` is the epoch ms of the last message or poll answer (null before any).
 */
import ReconnectingWebSocket from 'partysocket/ws';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { EVENTS_QUERY, HEARTBEAT_MS } from '../shared/events.ts';
import { createHubCore } from './hub-core.ts';
import type { CallFn, Hub } from './types.ts';
import { socketSignals } from './socket-signals.ts';

export type { DomainEvent, EventPayloads, EventScope, EventType } from '../shared/events.ts';

export type { CallFn, ConnectionState, ConnectionStatus, Hub, PollSpec, ResyncReason } from './types.ts';

export type HubOptions = {
  /** Absolute ws(s) URL of `/productWebSocket`. */
  url: string;
  call: CallFn;
  /** Session token put on the handshake URL; omit in the browser where the session cookie is sent. */
  token?: () => string | null;
  /** WebSocket constructor; default the global one (pass `ws`'s in node). */
  WebSocket?: unknown;
  /** Resume point of a previous hub, e.g. kept in sessionStorage. */
  lastEventId?: number;
  /** The server's heartbeat period (ms); stale after twice this without a message. */
  heartbeatMs?: number;
  /** Reconnect backoff bounds in ms (default 1,000-30,000); jitter adds up to 20 % of the delay. */
  backoff?: { minMs: number; maxMs: number };
  /** Timer scheduler (tests pass a TestScheduler). */
  scheduler?: SchedulerLike;
};

/** Creates the hub and opens its socket. */
export function createHub(options: HubOptions): Hub {
  const scheduler = options.scheduler ?? asyncScheduler;
  const backoff = options.backoff ?? { minMs: 1_000, maxMs: 30_000 };
  let lastEventId = options.lastEventId ?? 0;
  const socket = new ReconnectingWebSocket(
    async () => {
      // Jitter: spread the reconnects of many screens after a server restart.
      const base = Math.min(backoff.maxMs, backoff.minMs * 2 ** Math.max(0, socket.retryCount - 1));
      if (socket.retryCount > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 0.2 * base));
      const url = new URL(options.url);
      const token = options.token?.();
      if (token) url.searchParams.set(EVENTS_QUERY.token, token);
      url.searchParams.set(EVENTS_QUERY.lastEventId, String(lastEventId));
      return url.toString();
    },
    [],
    {
      WebSocket: options.WebSocket,
      minReconnectionDelay: backoff.minMs,
      maxReconnectionDelay: backoff.maxMs,
      reconnectionDelayGrowFactor: 2,
      minUptime: 5_000,
      connectionTimeout: 10_000,
    },
  );
  const core = createHubCore({
    signals$: socketSignals(socket),
    call: options.call,
    heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    lastEventId,
    onLastEventId: (id) => {
      lastEventId = id;
    },
    scheduler,
  });
  return {
    ...core.api,
    close: () => {
      socket.close();
      core.close();
    },
  };
}
