/**
 * The kiosk's stream hub (src/streams): the websocket of the serving host with the kiosk's token.
 * Its state drives the offline badge; each time it turns live again, or the browser reports the
 * network back, the offline queue is sent (offline-queue.ts).
 */
import { distinctUntilChanged, filter, map } from 'rxjs';
import { EVENTS_PATH } from '../shared/events.ts';
import { createHub, type Hub } from '../streams/index.ts';
import { kioskCall, kioskToken } from './kiosk-api.ts';
import { flushQueue } from './offline-queue.ts';

export function openKioskHub(): Hub {
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${EVENTS_PATH}`;
  const hub = createHub({ url, call: (service, method, body) => kioskCall(service, method, body), token: () => kioskToken.get() });
  hub.state$.pipe(map((state) => state.status === 'live'), distinctUntilChanged(), filter(Boolean)).subscribe(() => void flushQueue());
  window.addEventListener('online', () => void flushQueue());
  return hub;
}
