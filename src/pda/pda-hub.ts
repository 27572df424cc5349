/**
 * The handheld's stream hub (src/streams): the websocket of the serving host with the handheld's
 * token. Its state drives the header's offline badge; the offline queue is sent each time the hub
 * turns live again, the browser reports the network back, and every FLUSH_MS while calls wait
 * (a network that came back without either signal).
 */
import { distinctUntilChanged, filter, interval, map } from 'rxjs';
import { EVENTS_PATH } from '../shared/events.ts';
import { createHub, type Hub } from '../streams/index.ts';
import { offlineQueue } from './offline-queue.ts';
import { pdaCall, pdaToken } from './pda-api.ts';

/** How often waiting calls are tried again without a network signal, in ms. */
export const FLUSH_MS = 15_000;

export function openPdaHub(): Hub {
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${EVENTS_PATH}`;
  const hub = createHub({ url, call: (service, method, body) => pdaCall(service, method, body), token: () => pdaToken.get() });
  const flush = () => void offlineQueue.flush();
  const live = hub.state$.pipe(map((state) => state.status === 'live'), distinctUntilChanged(), filter(Boolean)).subscribe(flush);
  const timer = interval(FLUSH_MS).subscribe(flush);
  window.addEventListener('online', flush);
  const close = hub.close;
  return {
    ...hub,
    close: () => {
      live.unsubscribe();
      timer.unsubscribe();
      window.removeEventListener('online', flush);
      close();
    },
  };
}
