/**
 * The types of the event hub (src/streams): the hub's API, its connection states, polled calls and
 * the call transport. Below index.ts, hub-core.ts and poll-registry.ts, so they need not import
 * each other for their types; index.ts re-exports them.
 */
import type { Observable } from 'rxjs';
import type { DomainEvent, EventType } from '../shared/events.ts';

export type ConnectionStatus = 'live' | 'stale' | 'offline';

/** The hub's (or one poll's) state; `lastGoodAt` in epoch ms, null before the first data. */
export type ConnectionState = { status: ConnectionStatus; lastGoodAt: number | null };

/** Why subscribers must reload: the socket came back, or the server no longer has the missed events. */
export type ResyncReason = 'reconnect' | 'expired';

/** A polled call: `POST /wms-restful/{service}/{method}` with `body` every `intervalMs` ms (and at once, and on resync). */
export type PollSpec = { service: string; method: string; body?: unknown; intervalMs: number };

/** The call transport (the console's `call` fits); a failed call counts as no data. */
export type CallFn = (service: string, method: string, body: unknown) => Promise<unknown> | Observable<unknown>;

export type Hub = {
  state$: Observable<ConnectionState>;
  /** Every domain event once, in id order. */
  events$: Observable<DomainEvent>;
  /** The events of one type (a topic). */
  topic<T extends EventType>(type: T): Observable<DomainEvent<T>>;
  /** Plain-text messages (label print results: 'checkSuccess', 'checkFailed', '$…', '√…'). */
  texts$: Observable<string>;
  resync$: Observable<ResyncReason>;
  /** The answers of a polled call; subscribers of the same service, method and body share one poll. */
  poll<T>(spec: PollSpec): Observable<T>;
  /** The state of one polled call: live with its last answer's time (null before the first), stale after twice its interval without one. */
  pollState(spec: PollSpec): Observable<ConnectionState>;
  /** The id of the last event received (0 before any). */
  lastEventId(): number;
  close(): void;
};
