import { afterAll, describe, expect, it } from 'vitest';
import { firstValueFrom, filter, take, toArray } from 'rxjs';
import { createHub, type Hub } from '../../../src/streams/index.ts';
import { NodeWebSocket } from '../../support/ws-client.ts';
import { receive, useEventsApp } from './events-support.ts';

const env = useEventsApp();
let hub: Hub;
afterAll(() => hub?.close());

describe('stream hub against the server', () => {
  it('should go live, pass events, poll calls, and miss nothing across a forced reconnect', async () => {
    hub = createHub({
      url: env.url,
      token: () => env.token,
      WebSocket: NodeWebSocket,
      backoff: { minMs: 50, maxMs: 200 },
      call: async (service, method, body) => (await env.t.call(`${service}/${method}`, body, { token: env.token })).data,
    });
    await firstValueFrom(hub.state$.pipe(filter((state) => state.status === 'live')));
    const info = await firstValueFrom(hub.poll<{ userNo: string }>({ service: 'IBmLoginService', method: 'getUserInfo', intervalMs: 60_000 }));
    expect(info).toMatchObject({ userNo: 'admin' });

    const docs = ['HUB-1', 'HUB-2', 'HUB-3', 'HUB-4'];
    const received = firstValueFrom(hub.topic('stock.posted').pipe(take(docs.length), toArray()));
    await receive(env.t.database, docs[0]);
    await firstValueFrom(hub.topic('stock.posted'));

    // The server drops every socket; events are posted while the hub is away.
    const reconnected = firstValueFrom(hub.resync$);
    for (const client of env.t.app.websocketServer.clients) client.terminate();
    await firstValueFrom(hub.state$.pipe(filter((state) => state.status === 'offline')));
    for (const docNo of docs.slice(1)) await receive(env.t.database, docNo);
    expect(await reconnected).toBe('reconnect');

    const events = await received;
    expect(events.map((event) => event.payload.docNo)).toEqual(docs);
    expect(hub.lastEventId()).toBe(events.at(-1)!.id);
  });
});
