/**
 * The cost of a call in SQL (issue 29): the three calls of a single-line stock document through
 * HTTP, as bench/scale.ts makes them (add -> submit -> complete of a gain adjustment, each with a
 * Request-Id; tests/support/adjustment-client.ts), counted statement by statement on every
 * connection of the server, from the add until the instance has delivered the complete's events to
 * a listening socket. The ceilings are what the call path reaches today: they may only go down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustOnce, type AdjustmentClient } from '../../support/adjustment-client.ts';
import { startCounting } from '../../support/statement-count.ts';
import { connect, isReady, listen, type TestSocket } from '../events/events-support.ts';
import { cellsOf } from '../inventory/inventory-support.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

const MAX_STATEMENTS = 22;
const MAX_COMMITS = 3;

let t: TestApp;
let client: AdjustmentClient;
let socket: TestSocket;

/** One document through its three calls; resolves once the socket has its completed status. */
async function oneDocument(): Promise<string> {
  const done = await adjustOnce(client, { base: 0 });
  await socket.waitFor((m) => m.kind === 'event' && m.event.type === 'document.status' && m.event.payload.docNo === done.invChangeNo && m.event.payload.toStatus === 30);
  return done.invChangeNo;
}

beforeAll(async () => {
  // The scheduler's jobs run on the instance's clock, not in a call: kept still while counting.
  const tick = process.env.WMS_JOB_TICK_MS;
  process.env.WMS_JOB_TICK_MS = String(3_600_000);
  t = await testApp({ demo: true }).finally(() => {
    if (tick === undefined) delete process.env.WMS_JOB_TICK_MS;
    else process.env.WMS_JOB_TICK_MS = tick;
  });
  const url = await listen(t.app);
  const token = await t.login();
  client = { bases: [url.replace(/^ws:(.*)\/productWebSocket$/, 'http:$1')], token, cells: await cellsOf(t, 'WH-SEA', 20) };
  socket = connect(url, { token });
  await socket.waitFor(isReady);
  // The instance's first document warms what it keeps per instance (sessions, subscriptions).
  await oneDocument();
});
afterAll(async () => {
  socket.close();
  await t.close();
});

describe('statements of a single-line document through HTTP', () => {
  it('should add, submit and complete a document within the statement and commit ceilings', async () => {
    const counter = startCounting();
    const docNo = await oneDocument();
    const { statements, commits } = counter.stop();
    expect(docNo).toMatch(/^ADJ/);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(commits, statements.join('\n')).toBeLessThanOrEqual(MAX_COMMITS);
  });
});
