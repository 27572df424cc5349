/**
 * `npm run bench` (scale): what a user or an integration meets over HTTP, on one PostgreSQL, in one
 * run, printed as JSON (never asserted in tests). Starts an embedded PostgreSQL in a temporary
 * folder with the demo data, then measures:
 * - baseline: pgbench -N's transaction on that PostgreSQL with 8 and with 32 clients (BENCH_SECONDS
 *   each, default 10);
 * - one server process (`src/server/main.ts` with DATABASE_URL), 8 then 32 HTTP clients each
 *   running single-line gain adjustments add -> submit -> complete with request ids: completed
 *   documents per second, their ratio to the baseline, latency of the complete call; the 32
 *   clients run with the screens connected to that instance, as in the three-instance run;
 * - three server processes behind nginx (docs/deploy/nginx-wms.conf, round robin), 32 HTTP clients
 *   and BENCH_SCALE_SCREENS (default 100) big-screen stream hubs through nginx; halfway one
 *   instance is killed (SIGKILL) and its clients send their steps again through nginx with the same
 *   request ids. Reported: throughput before the kill against one instance, documents lost or
 *   posted twice, stock events missed or received twice by any screen once all caught up, and the
 *   CPU seconds each process used (what bounds throughput on this machine).
 * Goals (issue 17): documents/s >= 0.15 x baseline tps, complete p95 < 100 ms at 8 clients; three
 * instances >= 1.6 x one instance, or explained by the measured bottleneck; 0 lost, 0 doubled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client.ts';
import { freePort, startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import type { Hub } from '../src/streams/index.ts';
import { runAdjustments, type CompletedAdjustment } from '../tests/support/adjustment-client.ts';
import { startProduct, type Product } from '../tests/support/product-process.ts';
import { pgbenchBaseline } from './pgbench-baseline.ts';
import { cpuSeconds, postgresCpuSeconds } from './process-cpu.ts';
import { openScreens } from './screens.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FEW = Number(process.env.BENCH_HTTP_CLIENTS ?? 8);
const MANY = Number(process.env.BENCH_HTTP_CLIENTS_MANY ?? 32);
const SCREENS = Number(process.env.BENCH_SCALE_SCREENS ?? 100);
const PASSWORD = 'Bench-12345';
const NGINX_CONF = path.resolve(import.meta.dirname, '../docs/deploy/nginx-wms.conf');

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** Documents per second and complete-call latency of `clients` clients on `bases` for `seconds`. */
async function load(bases: string[], token: string, cells: string[], clients: number, seconds: number, during?: (elapsedMs: number) => void) {
  const t0 = performance.now();
  const done = await runAdjustments({ bases, token, cells }, clients, () => {
    during?.(performance.now() - t0);
    return performance.now() - t0 < seconds * 1000;
  });
  const latencies = done.map((d) => d.completeMs).sort((a, b) => a - b);
  return {
    done,
    summary: {
      clients,
      documentsPerSecond: Math.round(done.length / ((performance.now() - t0) / 1000)),
      completeMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) },
    },
  };
}

type CpuMark = { servers: number[]; postgres: number; bench: NodeJS.CpuUsage };

function cpuMark(products: Product[]): CpuMark {
  return { servers: products.map((p) => cpuSeconds(p.child.pid)), postgres: postgresCpuSeconds(), bench: process.cpuUsage() };
}

/** CPU seconds since `mark` of each server (`ended`: the last reading of a killed one), PostgreSQL and this process, next to the CPU seconds the machine had. */
function cpuUsedSince(mark: CpuMark, products: Product[], ended: Record<number, number> = {}) {
  const bench = process.cpuUsage(mark.bench);
  return {
    servers: mark.servers.map((before, i) => Number(((ended[i] ?? cpuSeconds(products[i].child.pid)) - before).toFixed(1))),
    postgres: Number((postgresCpuSeconds() - mark.postgres).toFixed(1)),
    benchClientsAndScreens: Number(((bench.user + bench.system) / 1e6).toFixed(1)),
    available: os.cpus().length * SECONDS,
  };
}

/** Starts nginx with the documented configuration, its upstreams and listen port rewritten; answers the process. */
async function startNginx(dir: string, listen: number, upstreams: number[]): Promise<ChildProcess> {
  const site = readFileSync(NGINX_CONF, 'utf8')
    .replace(/server 127\.0\.0\.1:\d+ /g, () => `server 127.0.0.1:${upstreams.shift()} `)
    .replace('listen 8080;', `listen 127.0.0.1:${listen};`);
  writeFileSync(path.join(dir, 'wms.conf'), site);
  writeFileSync(path.join(dir, 'nginx.conf'), `worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn; user root;
events { worker_connections 4096; }
http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/wms.conf; }`);
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let tries = 0; tries < 100; tries++) {
    if (await fetch(`http://127.0.0.1:${listen}/`).then(() => true, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start');
}

/** Documents lost (acknowledged, no posting) or posted twice, among those the clients completed. */
async function ledgerCheck(database: Database, done: CompletedAdjustment[]) {
  const rows = await database.db.execute(sql`select doc_no, count(*)::int as n from inv_transaction where doc_type = 'ADJ' group by doc_no`);
  const postings = new Map(rows.rows.map((r) => [String(r.doc_no), Number(r.n)]));
  return {
    completed: done.length,
    lost: done.filter((d) => !postings.get(d.invChangeNo)).length,
    postedTwice: [...postings.values()].filter((n) => n > 2).length,
  };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-bench-scale-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
const database = openDatabase(server.url, MANY + 4);
const products: Product[] = [];
let nginx: ChildProcess | undefined;
let hubs: Hub[] = [];
try {
  await migrateDatabase(database.db);
  await bootstrap(database.db, PASSWORD);
  await loadDemoIfEmpty(database);
  const cells = (await database.db.execute(sql`select cell_no from bm_cell where warehouse_no = 'WH-SEA' and status_code = 1 order by cell_no limit 500`)).rows.map((r) => String(r.cell_no));
  const baseline = { [FEW]: await pgbenchBaseline(database, FEW, SECONDS), [MANY]: await pgbenchBaseline(database, MANY, SECONDS) };

  const start = () => startProduct(dir, { DATABASE_URL: server.url, WMS_ADMIN_PASSWORD: PASSWORD, WMS_DB_POOL: '20' });
  products.push(await start());
  await products[0].listening;
  const direct = `http://127.0.0.1:${products[0].port}`;
  const login = await fetch(`${direct}/wms-restful/IBmLoginService/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userNo: 'admin', pwd: PASSWORD }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const oneFew = await load([direct], token, cells, FEW, SECONDS);
  // The same 32 clients with the screens connected straight to the one instance: the measure the
  // three instances are compared with.
  const directScreens = await openScreens(`127.0.0.1:${products[0].port}`, token, SCREENS);
  const oneMark = cpuMark(products);
  const oneMany = await load([direct], token, cells, MANY, SECONDS);
  const oneCpu = cpuUsedSince(oneMark, products);
  for (const hub of directScreens.hubs) hub.close();

  products.push(await start(), await start());
  await Promise.all(products.map((p) => p.listening));
  const proxyPort = await freePort();
  nginx = await startNginx(dir, proxyPort, products.map((p) => p.port));
  const proxy = `127.0.0.1:${proxyPort}`;
  const screens = await openScreens(proxy, token, SCREENS);
  hubs = screens.hubs;
  const firstEvent = Number((await database.db.execute(sql`select coalesce(max(id), 0)::bigint as id from event_outbox`)).rows[0].id);
  const threeMark = cpuMark(products);
  let killedAt = 0;
  let killedCpu = 0;
  const t0 = performance.now();
  const three = await load([`http://${proxy}`], token, cells, MANY, SECONDS, (elapsed) => {
    if (!killedAt && elapsed >= (SECONDS * 1000) / 2) {
      killedAt = elapsed;
      killedCpu = cpuSeconds(products[1].child.pid);
      products[1].child.kill('SIGKILL');
    }
  });
  const beforeKill = three.done.filter((d) => d.finishedAt - t0 < killedAt).length;
  const cpuUsed = cpuUsedSince(threeMark, products, { 1: killedCpu });
  const expected = (await database.db.execute(sql`select id from event_outbox where id > ${firstEvent} and type = 'stock.posted'`)).rows.map((r) => Number(r.id));
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline && screens.received.some((counts) => expected.some((id) => !counts.has(id)))) await new Promise((resolve) => setTimeout(resolve, 100));
  const missed = screens.received.reduce((sum, counts) => sum + expected.filter((id) => !counts.has(id)).length, 0);
  const twice = screens.received.reduce((sum, counts) => sum + [...counts.values()].filter((n) => n > 1).length, 0);
  const ledger = await ledgerCheck(database, [...oneFew.done, ...oneMany.done, ...three.done]);

  console.log(JSON.stringify({
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))) },
    scale: {
      seconds: SECONDS,
      baselineTransactionsPerSecond: baseline,
      oneInstance: {
        few: { ...oneFew.summary, ratioToBaseline: Number((oneFew.summary.documentsPerSecond / baseline[FEW]).toFixed(3)) },
        many: { ...oneMany.summary, ratioToBaseline: Number((oneMany.summary.documentsPerSecond / baseline[MANY]).toFixed(3)), screens: SCREENS, cpuSeconds: oneCpu },
      },
      threeInstancesBehindNginx: {
        ...three.summary,
        documentsPerSecondBeforeKill: Math.round(beforeKill / (killedAt / 1000)),
        ratioToOneInstance: Number((beforeKill / (killedAt / 1000) / oneMany.summary.documentsPerSecond).toFixed(2)),
        killedAfterMs: Math.round(killedAt),
        retriedSteps: three.done.reduce((sum, d) => sum + d.retries, 0),
        cpuSeconds: cpuUsed,
        screens: { count: SCREENS, stockEvents: expected.length, missed, receivedTwice: twice },
      },
      ledger,
    },
    goals: { ratioToBaseline: 0.15, completeP95MsAtFewClients: 100, threeInstancesRatio: 1.6, lost: 0, postedTwice: 0, missed: 0, receivedTwice: 0 },
  }, null, 2));
} finally {
  for (const hub of hubs) hub.close();
  nginx?.kill('SIGTERM');
  for (const { child } of products) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(products.map((p) => new Promise((resolve) => (p.child.exitCode !== null || p.child.signalCode !== null ? resolve(null) : p.child.once('exit', resolve)))));
  await database.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
