/**
 * The stream hub of a signed-in page (the big screen, the console dashboard): the websocket
 * `/productWebSocket` of the serving host with the session token, and the console's quiet `call`
 * for polled calls (a failure counts as no data; the page shows the state, not a toast).
 */
import { call } from './request.ts';
import { useSession } from './session-store.ts';
import { EVENTS_PATH } from '../shared/events.ts';
import { createHub, type Hub } from '../streams/index.ts';

export function openPageHub(): Hub {
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${EVENTS_PATH}`;
  return createHub({
    url,
    call: (service, method, body) => call(service, method, body, { quiet: true }),
    token: () => useSession.getState().token,
  });
}

/** The browser's time zone, sent with the report calls so "today" is the wall's day. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
