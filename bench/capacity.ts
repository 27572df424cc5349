/**
 * `npm run bench:capacity` (issue 30): how many order lines the live demo's simulator moves through
 * one server at full pace while big screens listen, on the machine it runs on. A fresh demo
 * database as `npm start` loads it (bench-database.ts, the soak's), the server listening on a free
 * port with the simulator in its process (as `npm start` runs it), BENCH_CAPACITY_SCREENS (default
 * 100) big-screen hubs in a child process (capacity-screens.ts), then the simulator at full pace
 * (each worker starts its next tick as its previous one ends: record 0950) with
 * BENCH_CAPACITY_WORKERS workers (default 1, the live demo's one user at a time) for
 * BENCH_CAPACITY_SECONDS (default 600). Prints JSON: order lines received and shipped (the soak's
 * count: distinct ledger lines of receipts and issues in Seattle) per hour and per day
 * extrapolated from the run's wall time, the CPU ms per line (server and PostgreSQL, together and
 * each) and the lines a day that CPU per line allows on two cores (perDayFromCpu, record 1070), the
 * demo's orders not yet released at start and end (replayed when they run low: record 1070), ledger documents per
 * minute by type, the simulator's actions and time per step,
 * CPU seconds of this process (server and simulator), of the bench's PostgreSQL (its postmaster and
 * backends, not other servers on the machine) and of the screens, events
 * delivered to the screens and their delivery time, load average at start and end, and the soak's
 * checks (invariants, 5xx, step errors, connections in use). Exits 1 when a check fails.
 * Goal (issue 30): >= 1,000,000 order lines a day on the 2-core machine; figures are not asserted.
 */
import { fork } from 'node:child_process';
import { on } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { freePort } from '../src/server/db/embedded.ts';
import { DEMO_WAREHOUSE, demoNotice } from '../src/server/demo-live/context.ts';
import { createSimulator } from '../src/server/demo-live/simulator.ts';
import { soakCounts, soakViolations } from '../src/server/demo-live/soak.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';
import { postmasterPid } from '../tests/support/product-process.ts';
import { cpuSeconds, postmasterCpuSeconds } from './process-cpu.ts';

const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 600);
const SCREENS = Number(process.env.BENCH_CAPACITY_SCREENS ?? 100);
const WORKERS = Number(process.env.BENCH_CAPACITY_WORKERS ?? 1);
/** Full pace: the next tick of a worker is due 0 ms after its previous one ends (a timer turn, about 1 ms). */
const FULL_PACE_MS = 0;
const GOAL_LINES_PER_DAY = 1_000_000;
/** The cores the goal is stated for: perDayFromCpu is the lines a day server and PostgreSQL would move with both to themselves at the run's CPU per line. */
const CORES = 2;

const round1 = (value: number) => Math.round(value * 10) / 10;
const load = () => os.loadavg().map(round1);
/** The demo's Northwind orders (outbound notices) not yet released: the outbound work the simulator has left. */
const ordersLeft = async (database: Parameters<typeof soakCounts>[0]) =>
  Number((await database.db.execute(sql`select count(*)::int as n from out_notice_head h where h.warehouse_no = ${DEMO_WAREHOUSE} and h.status_code = '0' and ${demoNotice}`)).rows[0].n);
const maxId = async (database: Parameters<typeof soakCounts>[0], table: 'event_outbox' | 'inv_posting', where = sql`true`) =>
  Number((await database.db.execute(sql`select coalesce(max(id), 0)::bigint as id from ${sql.identifier(table)} where ${where}`)).rows[0].id);

const ok = await withDemoDatabase('capacity', async (database) => {
  const app = await buildApp({ database });
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  const login = await fetch(`http://127.0.0.1:${port}/wms-restful/IBmLoginService/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userNo: 'admin', pwd: BENCH_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const simulator = createSimulator(app, database.db, 30);
  await simulator.advance(17);

  const dataDir = String((await database.db.execute(sql`select current_setting('data_directory') as dir`)).rows[0].dir);
  const postmaster = postmasterPid(dataDir);
  if (!postmaster) throw new Error(`no postmaster.pid in ${dataDir}`);
  const postgresCpu = () => postmasterCpuSeconds(postmaster);
  const screens = fork(path.join(import.meta.dirname, 'capacity-screens.ts'), [`127.0.0.1:${port}`, token, String(SCREENS), String(await maxId(database, 'event_outbox'))], {
    execArgv: ['--import', 'tsx'], stdio: 'inherit',
  });
  const messages = on(screens, 'message');
  try {
    await messages.next();

    const before = { ...(await soakCounts(database)), ordersLeft: await ordersLeft(database) };
    const firstPosting = await maxId(database, 'inv_posting');
    const loadStart = load();
    const cpu = { server: process.cpuUsage(), postgres: postgresCpu(), screens: cpuSeconds(screens.pid) };
    const started = Date.now();
    simulator.start(FULL_PACE_MS, undefined, WORKERS);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    await simulator.stop();
    const elapsedS = (Date.now() - started) / 1000;
    const serverCpu = process.cpuUsage(cpu.server);
    const cpuUsed = {
      server: round1((serverCpu.user + serverCpu.system) / 1e6),
      postgres: round1(postgresCpu() - cpu.postgres),
      screens: round1(cpuSeconds(screens.pid) - cpu.screens),
    };
    const loadEnd = load();

    const after = { ...(await soakCounts(database)), ordersLeft: await ordersLeft(database) };
    const documents = (await database.db.execute(sql`select doc_type, count(distinct doc_no)::int as n from inv_posting where id > ${firstPosting} group by doc_type order by doc_type`)).rows;
    screens.send({ until: await maxId(database, 'event_outbox', sql`type = 'stock.posted'`) });
    const [delivery] = (await messages.next()).value as [Record<string, unknown>];
    const violations = await soakViolations(database);
    const connectionsInUse = database.pool.totalCount - database.pool.idleCount;
    await app.close();
    const { stats } = simulator;
    const received = after.received - before.received;
    const shipped = after.shipped - before.shipped;
    const perHour = (n: number) => Math.round((n / elapsedS) * 3600);
    const perLine = (cpuS: number) => (received + shipped ? Math.round((cpuS * 1000) / (received + shipped)) : null);
    const checks = { violations, serverErrors: stats.serverErrors, stepErrors: stats.errors, connectionsInUse };
    console.log(JSON.stringify({
      capacity: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: { start: loadStart, end: loadEnd } },
      seconds: round1(elapsedS),
      workers: WORKERS,
      orderLines: {
        received, shipped,
        receivedPerHour: perHour(received), shippedPerHour: perHour(shipped),
        receivedPerDay: perHour(received) * 24, shippedPerDay: perHour(shipped) * 24,
        bothPerDay: perHour(received + shipped) * 24, goalPerDay: GOAL_LINES_PER_DAY,
        cpuMsPerLine: perLine(cpuUsed.server + cpuUsed.postgres),
        cpuMsPerLineServer: perLine(cpuUsed.server),
        cpuMsPerLinePostgres: perLine(cpuUsed.postgres),
        perDayFromCpu: received + shipped ? Math.round((CORES * 86_400 * (received + shipped)) / (cpuUsed.server + cpuUsed.postgres)) : null,
      },
      northwindOrdersNotReleased: { start: before.ordersLeft, end: after.ordersLeft },
      documentsPerMinute: Object.fromEntries(documents.map((r) => [String(r.doc_type), round1(Number(r.n) / (elapsedS / 60))])),
      postings: after.postings - before.postings,
      simulator: {
        ticks: stats.ticks, ticksPerSecond: round1(stats.ticks / elapsedS), calls: stats.calls, refused: stats.refused,
        actions: Object.fromEntries(stats.actions),
        stepSeconds: Object.fromEntries([...stats.stepMs].map(([name, ms]) => [name, round1(ms / 1000)])),
        refusals: Object.fromEntries(stats.refusals),
      },
      cpuSeconds: { ...cpuUsed, available: round1(os.cpus().length * elapsedS), serverToPostgres: cpuUsed.postgres ? round1(cpuUsed.server / cpuUsed.postgres) : null },
      screens: delivery,
      checks,
    }, null, 2));
    return violations.length === 0 && stats.serverErrors === 0 && stats.errors === 0 && connectionsInUse === 0;
  } finally {
    if (screens.exitCode === null) screens.kill();
  }
}, { poolSize: 20, demo: { openingStock: true, today: new Date() } });
process.exit(ok ? 0 : 1);

