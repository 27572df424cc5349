/**
 * Big screens for the benches (scale.ts, capacity-screens.ts): `count` stream hubs on the websocket
 * of `base` ("host:port") with `token`, as the big screen opens its hub (src/client/page-hub.ts).
 * Each screen counts the stock events it received by id (duplicates counted), and `onEvent` hears
 * every domain event with the screen's index. Answers once every hub is live.
 */
import { filter, firstValueFrom } from 'rxjs';
import { EVENTS_PATH } from '../src/shared/events.ts';
import { createHub, type DomainEvent, type Hub } from '../src/streams/index.ts';
import { NodeWebSocket } from '../tests/support/ws-client.ts';

export async function openScreens(base: string, token: string, count: number, onEvent?: (event: DomainEvent, screen: number) => void) {
  const received = Array.from({ length: count }, () => new Map<number, number>());
  const hubs: Hub[] = received.map((counts, screen) => {
    const hub = createHub({ url: `ws://${base}${EVENTS_PATH}`, token: () => token, WebSocket: NodeWebSocket, call: () => Promise.resolve(null) });
    hub.events$.subscribe((e) => {
      if (e.type === 'stock.posted') counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
      onEvent?.(e, screen);
    });
    return hub;
  });
  await Promise.all(hubs.map((hub) => firstValueFrom(hub.state$.pipe(filter((s) => s.status === 'live')))));
  return { hubs, received };
}
