/**
 * The poll registry of the hub: one running poll per (service, method, body), shared by its
 * subscribers and stopped when the last one leaves (the first subscriber's interval holds). A poll
 * calls at once, then every intervalMs; a resync restarts it (an immediate call, in-flight answers
 * dropped). A failed call is no data. Each poll's state: live with the last answer's time, stale
 * after twice the interval without an answer (lastGoodAt null: no answer yet). Closing the
 * registry completes every poll.
 */
import { BehaviorSubject, EMPTY, concat, Subject, takeUntil, catchError, combineLatest, defer, exhaustMap, finalize, from, map, of, share, shareReplay, startWith, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { CallFn, ConnectionState, PollSpec, ResyncReason } from './types.ts';

type Entry = { data$: Observable<unknown>; state: BehaviorSubject<ConnectionState> };

type PollRegistry = {
  poll(spec: PollSpec): Observable<unknown>;
  state(spec: PollSpec): Observable<ConnectionState>;
  /** The states of the polls that have subscribers. */
  states$: Observable<ConnectionState[]>;
  close(): void;
};

function pollKey(spec: PollSpec): string {
  return `${spec.service}/${spec.method} ${JSON.stringify(spec.body ?? {})}`;
}

/** Live now, then stale after `staleAfterMs` without another call. */
export function liveThenStale(at: number | null, staleAfterMs: number, scheduler: SchedulerLike): Observable<ConnectionState> {
  return concat(of<ConnectionState>({ status: 'live', lastGoodAt: at }), timer(staleAfterMs, scheduler).pipe(map((): ConnectionState => ({ status: 'stale', lastGoodAt: at }))));
}

/** Creates the registry; `resync$` restarts every running poll. */
export function createPollRegistry(deps: { call: CallFn; resync$: Observable<ResyncReason>; scheduler: SchedulerLike }): PollRegistry {
  const { call, resync$, scheduler } = deps;
  const entries = new Map<string, Entry>();
  const active = new BehaviorSubject(new Map<string, BehaviorSubject<ConnectionState>>());
  const closed = new Subject<void>();

  const setActive = (key: string, state: BehaviorSubject<ConnectionState> | null) => {
    const next = new Map(active.value);
    if (state) next.set(key, state);
    else next.delete(key);
    active.next(next);
  };

  const entry = (spec: PollSpec): Entry => {
    const key = pollKey(spec);
    const existing = entries.get(key);
    if (existing) return existing;
    const state = new BehaviorSubject<ConnectionState>({ status: 'live', lastGoodAt: null });
    const data$ = defer(() => {
      const answers$ = resync$.pipe(
        startWith(null),
        switchMap(() => timer(0, spec.intervalMs, scheduler).pipe(exhaustMap(() => from(call(spec.service, spec.method, spec.body ?? {})).pipe(catchError(() => EMPTY))))),
        share(),
      );
      const staleness = answers$
        .pipe(
          map((): number | null => scheduler.now()),
          startWith(null),
          switchMap((at) => liveThenStale(at, 2 * spec.intervalMs, scheduler)),
        )
        .subscribe((next) => state.next(next));
      setActive(key, state);
      return answers$.pipe(
        finalize(() => {
          staleness.unsubscribe();
          setActive(key, null);
        }),
      );
    }).pipe(takeUntil(closed), shareReplay({ bufferSize: 1, refCount: true }));
    const created = { data$, state };
    entries.set(key, created);
    return created;
  };

  return {
    poll: (spec) => entry(spec).data$,
    state: (spec) => entry(spec).state.asObservable(),
    states$: active.pipe(switchMap((polls) => (polls.size ? combineLatest([...polls.values()]) : of([])))),
    close: () => {
      closed.next();
      active.complete();
    },
  };
}
