/**
 * The hub's logic on an observable of socket signals, free of any socket (marble-tested in
 * hub-core.test.ts): dedupes events by id (ids only grow; anything at or below the last id is a
 * replayed copy), keeps the resume point, raises resync on a reconnect or a server `resync`, runs
 * the poll registry and derives the connection state. Timers run on the given scheduler.
 */
import { BehaviorSubject, Subject, combineLatest, distinctUntilChanged, filter, map, of, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import type { DomainEvent, EventType } from '../shared/events.ts';
import { createPollRegistry, liveThenStale } from './poll-registry.ts';
import type { CallFn, ConnectionState, Hub, PollSpec, ResyncReason } from './types.ts';
import type { SocketSignal } from './socket-signals.ts';

type HubCoreDeps = {
  signals$: Observable<SocketSignal>;
  call: CallFn;
  heartbeatMs: number;
  lastEventId: number;
  onLastEventId: (id: number) => void;
  scheduler: SchedulerLike;
};

const SEVERITY = { live: 0, stale: 1, offline: 2 } as const;

function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

/** The worst status of several states, with the latest lastGoodAt among them. */
function combineStates(states: ConnectionState[]): ConnectionState {
  return states.reduce((worst, state) => ({
    status: SEVERITY[state.status] > SEVERITY[worst.status] ? state.status : worst.status,
    lastGoodAt: latest(worst.lastGoodAt, state.lastGoodAt),
  }));
}

/** Builds the hub on `signals$`; `api` is the Hub without close. */
export function createHubCore(deps: HubCoreDeps): { api: Omit<Hub, 'close'>; close: () => void } {
  const { scheduler } = deps;
  const events = new Subject<DomainEvent>();
  const texts = new Subject<string>();
  const resync = new Subject<ResyncReason>();
  const socketState = new BehaviorSubject<ConnectionState>({ status: 'offline', lastGoodAt: null });
  let lastEventId = deps.lastEventId;
  let lastGoodAt: number | null = null;
  let opened = false;

  const advance = (id: number) => {
    lastEventId = id;
    deps.onLastEventId(id);
  };

  const handle = (signal: SocketSignal) => {
    if (signal.kind === 'open') {
      if (opened) resync.next('reconnect');
      opened = true;
      return;
    }
    if (signal.kind !== 'message') return;
    const { message } = signal;
    if (message.kind === 'event') {
      if (message.event.id <= lastEventId) return;
      advance(message.event.id);
      events.next(message.event);
    } else if (message.kind === 'text') {
      texts.next(message.text);
    } else if (message.control.type === 'resync') {
      advance(message.control.lastEventId);
      resync.next('expired');
    } else if (message.control.lastEventId > lastEventId) {
      // ready / heartbeat: the server has passed this id for us (events out of our scope included).
      advance(message.control.lastEventId);
    }
  };

  // Restarting the stale timer on every message costs a timer per message (thousands a second
  // on a busy screen): while live, restart it at most every tenth of a heartbeat.
  const restartEvery = deps.heartbeatMs / 10;
  let restartedAt = -Infinity;
  const subscription = deps.signals$
    .pipe(
      filter((signal) => {
        handle(signal);
        if (signal.kind === 'close') return true;
        lastGoodAt = scheduler.now();
        return signal.kind === 'open' || socketState.value.status !== 'live' || lastGoodAt - restartedAt >= restartEvery;
      }),
      switchMap((signal) => {
        if (signal.kind === 'close') return of<ConnectionState>({ status: 'offline', lastGoodAt });
        restartedAt = lastGoodAt ?? scheduler.now();
        return liveThenStale(restartedAt, 2 * deps.heartbeatMs, scheduler);
      }),
    )
    .subscribe((state) => socketState.next(state));

  const polls = createPollRegistry({ call: deps.call, resync$: resync, scheduler });

  const state$ = combineLatest([socketState, polls.states$]).pipe(
    map(([socket, pollStates]) => combineStates([socket, ...pollStates])),
    // lastGoodAt changes with every message: pass it on at most once a second.
    distinctUntilChanged((a, b) => a.status === b.status && Math.floor((a.lastGoodAt ?? 0) / 1000) === Math.floor((b.lastGoodAt ?? 0) / 1000)),
  );

  return {
    api: {
      state$,
      events$: events.asObservable(),
      topic: <T extends EventType>(type: T) => events.pipe(filter((event) => event.type === type)) as Observable<DomainEvent<T>>,
      texts$: texts.asObservable(),
      resync$: resync.asObservable(),
      poll: <T>(spec: PollSpec) => polls.poll(spec) as Observable<T>,
      pollState: (spec: PollSpec) => polls.state(spec),
      lastEventId: () => lastEventId,
    },
    close: () => {
      subscription.unsubscribe();
      polls.close();
      events.complete();
      texts.complete();
      resync.complete();
      socketState.complete();
    },
  };
}
