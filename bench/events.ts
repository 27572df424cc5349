/**
 * `npm run bench` (real-time channel): event-to-client latency and losses across a forced
 * reconnect, printed as JSON (never asserted in tests). Starts an embedded PostgreSQL in a
 * temporary folder and the server in a child process (this file with `serve`), opens
 * BENCH_EVENT_CLIENTS (default 100) stream hubs (src/streams, partysocket over ws) as admin, and
 * publishes BENCH_EVENT_RATE (default 200) events per second for BENCH_EVENT_SECONDS (default 20)
 * seconds, each in its own transaction. Halfway the server drops every socket; the hubs reconnect
 * with their backoff (1-30 s with jitter) and resume from their last event id.
 * Latency: from the start of the publishing transaction to the hub's event, in ms, over every
 * (client, event); "steady" leaves out events published between the drop and the last reconnect.
 * Lost: events published but not received by a client once all have caught up.
 * Goals (issue 6): steady p95 <= 250 ms, 0 lost.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { filter, firstValueFrom } from 'rxjs';
import { buildApp } from '../src/server/app.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { publishEvent } from '../src/server/events/publish.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import { EVENTS_PATH } from '../src/shared/events.ts';
import { createHub, type Hub } from '../src/streams/index.ts';
import { NodeWebSocket } from '../tests/support/ws-client.ts';

const CLIENTS = Number(process.env.BENCH_EVENT_CLIENTS ?? 100);
const RATE = Number(process.env.BENCH_EVENT_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 20);
const PASSWORD = 'Bench-12345';

const now = () => performance.timeOrigin + performance.now();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The server role: serves the database at argv[3] until told to stop; 'drop' terminates every socket. */
async function serve(url: string): Promise<void> {
  const database = openDatabase(url, 10);
  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.on('message', async (message) => {
    if (message === 'drop') for (const client of app.websocketServer.clients) client.terminate();
    if (message === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
}

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: Number(sorted[sorted.length - 1].toFixed(1)) } : { samples: 0 };
}

async function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve', url], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve) => child.once('message', (message) => resolve((message as { port: number }).port)));
  return { child, port };
}

async function run(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-bench-events-'));
  chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
  const database = openDatabase(server.url, 20);
  const hubs: Hub[] = [];
  let child: ChildProcess | undefined;
  try {
    await migrateDatabase(database.db);
    await bootstrap(database.db, PASSWORD);
    const started = await startServer(server.url);
    child = started.child;
    const base = `127.0.0.1:${started.port}`;
    const login = await fetch(`http://${base}/wms-restful/IBmLoginService/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userNo: 'admin', pwd: PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const received = Array.from({ length: CLIENTS }, () => new Map<number, number>());
    for (let i = 0; i < CLIENTS; i++) {
      const hub = createHub({ url: `ws://${base}${EVENTS_PATH}`, token: () => token, WebSocket: NodeWebSocket, call: () => Promise.resolve(null) });
      hub.events$.subscribe((event) => received[i].set(event.id, now()));
      hubs.push(hub);
    }
    await Promise.all(hubs.map((hub) => firstValueFrom(hub.state$.pipe(filter((state) => state.status === 'live')))));

    const publishedAt = new Map<number, number>();
    const total = RATE * SECONDS;
    const t0 = now();
    let droppedAt = 0;
    const writes: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      await wait(t0 + (n * 1000) / RATE - now());
      if (n === Math.floor(total / 2)) {
        droppedAt = now();
        child.send('drop');
      }
      const start = now();
      writes.push(
        database.db
          .transaction((tx) => publishEvent(tx, 'task.changed', { orgNo: 'NWT', warehouseNo: 'WH-SEA' }, { taskType: 'PICK', taskNo: `T${n}`, status: 20, operator: 'bench' }))
          .then((id) => void publishedAt.set(id, start)),
      );
    }
    await Promise.all(writes);
    const publishSeconds = (now() - t0) / 1000;
    // Wait (up to 60 s) until every client has every event.
    const deadline = now() + 60_000;
    while (now() < deadline && received.some((map) => map.size < publishedAt.size)) await wait(100);

    const reconnectedAt = Math.max(...received.map((map) => Math.min(...[...map.entries()].filter(([id]) => (publishedAt.get(id) ?? 0) > droppedAt).map(([, at]) => at))));
    const all: number[] = [];
    const steady: number[] = [];
    let lost = 0;
    for (const map of received) {
      for (const [id, start] of publishedAt) {
        const at = map.get(id);
        if (at === undefined) {
          lost++;
          continue;
        }
        all.push(at - start);
        if (start < droppedAt || start > reconnectedAt) steady.push(at - start);
      }
    }
    console.log(JSON.stringify({
      machine: { cpus: os.cpus().length, node: process.version },
      events: {
        clients: CLIENTS,
        ratePerSecond: RATE,
        published: publishedAt.size,
        publishSeconds: Number(publishSeconds.toFixed(1)),
        latencyMs: { steady: stats(steady), all: stats(all) },
        reconnectMs: Math.round(reconnectedAt - droppedAt),
        lost,
      },
      goals: { steadyP95Ms: 250, lost: 0 },
    }, null, 2));
  } finally {
    for (const hub of hubs) hub.close();
    child?.send('stop');
    if (child) await new Promise((resolve) => child!.once('exit', resolve));
    await database.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3]);
else await run();
