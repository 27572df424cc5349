/**
 * Helpers of the real-time channel tests: the app listening on a free port, a websocket client
 * that records every message and awaits the one a test needs (never a sleep), and stock postings
 * that write outbox events (demo organisation NWT, warehouses WH-SEA and WH-LDN).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { EVENTS_PATH, parseServerMessage, type ServerMessage } from '../../../src/shared/events.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';
import { NodeWebSocket } from '../../support/ws-client.ts';

const WAIT_MS = 15_000;

/** Starts `app` on a free local port; answers the ws URL of /productWebSocket. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${EVENTS_PATH}`;
}

export type EventsApp = { t: TestApp; url: string; token: string };

/** A demo-data app per test file, listening on a free port, with an admin token; fields are set once beforeAll ran. */
export function useEventsApp(): EventsApp {
  const env = {} as EventsApp;
  beforeAll(async () => {
    const t = await testApp({ demo: true });
    Object.assign(env, { t, url: await listen(t.app), token: await t.login() });
  });
  afterAll(() => env.t.close());
  return env;
}

export type TestSocket = {
  messages: ServerMessage[];
  /** Resolves with the first recorded message (from `from` on) matching, waiting for it if needed. */
  waitFor: (match: (message: ServerMessage) => boolean, from?: number) => Promise<ServerMessage>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  send: (data: string) => void;
  close: () => void;
};

/** Opens a socket to `url` with query parameters and headers. */
export function connect(url: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): TestSocket {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, String(value));
  const socket = new (NodeWebSocket as unknown as new (url: string, options: { headers: Record<string, string> }) => WebSocket)(target.toString(), { headers });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    messages.push(parseServerMessage(String(event.data)));
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  const waitFor: TestSocket['waitFor'] = (match, from = 0) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.slice(from).find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message within ${WAIT_MS} ms; got ${JSON.stringify(messages)}`));
      }, WAIT_MS);
      waiters.add(check);
      check();
    });
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  return {
    messages,
    waitFor,
    closed,
    send: (data) => void opened.then(() => socket.send(data)),
    close: () => socket.close(),
  };
}

export const isReady = (message: ServerMessage) => message.kind === 'control' && message.control.type === 'ready';

/** Whether the message is the stock event of document `docNo`. */
export const isStockEventOf = (docNo: string) => (message: ServerMessage) => message.kind === 'event' && message.event.type === 'stock.posted' && message.event.payload.docNo === docNo;

/** The ids of the events recorded, in arrival order. */
export const eventIds = (socket: TestSocket) => socket.messages.flatMap((m) => (m.kind === 'event' ? [m.event.id] : []));

/** Receives 1 unit of P001 into cell A-01 of `warehouseNo` as document `docNo` (one stock.posted event). */
export async function receive(database: Database, docNo: string, warehouseNo = 'WH-SEA'): Promise<void> {
  const to = { orgNo: 'NWT', warehouseNo, cellNo: 'A-01', itemNo: 'P001', lotNo: '', containerNo: '', stockStatus: 'OK' };
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'TEST', docNo, operator: 'tester', lines: [{ lineNo: 1, action: 'receive', to, quantity: '1' }] }));
}

/** The document numbers of the stock events recorded, in arrival order. */
export const stockDocs = (socket: TestSocket) => socket.messages.flatMap((m) => (m.kind === 'event' && m.event.type === 'stock.posted' ? [m.event.payload.docNo] : []));
