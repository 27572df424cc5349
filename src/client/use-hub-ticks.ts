/**
 * A live page's reload counter (issue 23, record 0903): opens the page's hub (openPageHub) for as
 * long as the component lives and counts the events of `topics` that reach this user (the server
 * scopes them: a supplier user gets only its own supplier's), and each time the socket is live again
 * after a break (it may have missed events), at most one count per `ms` milliseconds (default 500).
 * A page puts `ticks` in the dependencies of its load so it reloads without a page reload; `live`
 * says whether the socket is connected, for a Live / Offline tag.
 */
import { useEffect, useState } from 'react';
import { auditTime, distinctUntilChanged, filter, map, merge } from 'rxjs';
import type { EventType } from '../shared/events.ts';
import { openPageHub } from './page-hub.ts';

export function useHubTicks(topics: readonly EventType[], ms = 500): { ticks: number; live: boolean } {
  const [ticks, setTicks] = useState(0);
  const [live, setLive] = useState(false);
  const key = topics.join(',');

  useEffect(() => {
    const hub = openPageHub();
    const status = hub.state$.pipe(map((s) => s.status === 'live'), distinctUntilChanged());
    const state = status.subscribe(setLive);
    const changes = merge(...key.split(',').filter(Boolean).map((topic) => hub.topic(topic as EventType)), status.pipe(filter(Boolean)))
      .pipe(auditTime(ms))
      .subscribe(() => setTicks((n) => n + 1));
    return () => {
      state.unsubscribe();
      changes.unsubscribe();
      hub.close();
    };
  }, [key, ms]);

  return { ticks, live };
}
