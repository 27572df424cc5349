import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { connect, eventIds, isReady, isStockEventOf, listen, receive } from './events-support.ts';

let t: TestApp;
let secondDatabase: Database;
let second: FastifyInstance;
let urls: [string, string];
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  secondDatabase = openDatabase(t.databaseUrl, 5);
  second = await buildApp({ database: secondDatabase });
  urls = [await listen(t.app), await listen(second)];
  token = await t.login();
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await t.close();
});

describe('/productWebSocket on two server instances', () => {
  it('should deliver every event, once and in order, from both instances whichever wrote it', async () => {
    const clients = urls.map((url) => connect(url, { token, lastEventId: 0 }));
    await Promise.all(clients.map((socket) => socket.waitFor(isReady)));
    const docs = Array.from({ length: 20 }, (_, i) => `TWO-${i}`);
    // Half posted through each instance's pool, concurrently.
    await Promise.all(docs.map((docNo, i) => receive(i % 2 ? secondDatabase : t.database, docNo, i % 3 ? 'WH-SEA' : 'WH-LDN')));
    for (const socket of clients) await Promise.all(docs.map((docNo) => socket.waitFor(isStockEventOf(docNo))));
    const [a, b] = clients.map(eventIds);
    expect(a).toHaveLength(20);
    expect(b).toEqual(a);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    for (const socket of clients) socket.close();
  });

  it('should resume on the other instance after one goes away', async () => {
    const first = connect(urls[0], { token, lastEventId: 0 });
    await first.waitFor(isReady);
    await receive(t.database, 'MOVE-0');
    await first.waitFor(isStockEventOf('MOVE-0'));
    const seen = eventIds(first).at(-1)!;
    first.close();
    await receive(t.database, 'MOVE-1');
    const moved = connect(urls[1], { token, lastEventId: seen });
    await moved.waitFor(isStockEventOf('MOVE-1'));
    expect(eventIds(moved)).toHaveLength(1);
    moved.close();
  });
});
