/**
 * The soak of the live demo (issue 30, `npm run soak`, bench/soak.ts): runs the simulator on its
 * timer at `pace` (20 by default: a tick every 300 ms) for `seconds`, stops it, and checks what a
 * day's work must leave intact:
 *
 * - the ledger's invariants and the staging invariant (src/server/ledger/invariants.ts) and the
 *   rebuild check (every balance equals the sum of its transactions): `violations`, expected [];
 * - no server error: `serverErrors` (HTTP 5xx answers), expected 0, and `stepErrors` (a step
 *   that threw), expected 0;
 * - no leaked database connection: the pool's clients in use once the simulator stopped
 *   (`connectionsInUse`, expected 0) and the server's connections to the database before and after;
 * - memory: the process's RSS and heap after a warm-up round and at the end, in MB, and the growth
 *   in percent (the goal is <= 10% over an hour; short runs grow while caches fill).
 *
 * processCpuSeconds is the CPU of this process (the server and the simulator in it, not PostgreSQL).
 * Answers the figures; `ok` is whether the checks (not the figures) hold.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import type { Database } from '../db/client.ts';
import { invariantViolations, stagingBreaches } from '../ledger/invariants.ts';
import { rebuildCheck } from '../ledger/rebuild-check.ts';
import { DEMO_WAREHOUSE } from './context.ts';
import { TICK_MS } from './demo-live.ts';
import { createSimulator } from './simulator.ts';

export type SoakOptions = { seconds: number; pace?: number; seed?: number };

const MB = 1024 * 1024;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Postings, order lines received and shipped in Seattle (distinct ledger lines of receipts and issues) and the database's connections, so far. */
export async function soakCounts(database: Database) {
  const [row] = (await database.db.execute(sql`select
    (select count(*) from inv_posting)::int as postings,
    (select count(distinct (doc_type, doc_no, line_no)) from inv_transaction where action = 'receive' and location_usage = 'internal' and warehouse_no = ${DEMO_WAREHOUSE})::int as received,
    (select count(distinct (doc_type, doc_no, line_no)) from inv_transaction where action = 'issue' and location_usage = 'internal' and warehouse_no = ${DEMO_WAREHOUSE})::int as shipped,
    (select count(*) from pg_stat_activity where datname = current_database())::int as connections`)).rows;
  return { postings: Number(row.postings), received: Number(row.received), shipped: Number(row.shipped), connections: Number(row.connections) };
}

/** The broken invariants the soak checks (ledger, staging of Seattle, balances against their transactions); [] when none. */
export async function soakViolations(database: Database): Promise<string[]> {
  return [
    ...(await invariantViolations(database)),
    ...(await stagingBreaches(database, DEMO_WAREHOUSE)),
    ...(await rebuildCheck(database.db)).map((d) => `balance ${JSON.stringify(d.key)} differs from its transactions`),
  ];
}

const memory = () => ({ rssMb: round1(process.memoryUsage().rss / MB), heapMb: round1(process.memoryUsage().heapUsed / MB) });

export async function runSoak(app: FastifyInstance, database: Database, { seconds, pace = 20, seed = 30 }: SoakOptions) {
  const simulator = createSimulator(app, database.db, seed);
  await simulator.advance(17);
  const before = await soakCounts(database);
  const startMemory = memory();
  const startCpu = process.cpuUsage();
  const started = Date.now();
  simulator.start(TICK_MS / pace);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  await simulator.stop();
  const elapsedS = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(startCpu);
  const after = await soakCounts(database);
  const endMemory = memory();
  const violations = await soakViolations(database);
  const connectionsInUse = database.pool.totalCount - database.pool.idleCount;
  const { stats } = simulator;
  const perHour = (n: number) => Math.round((n / elapsedS) * 3600);
  return {
    ok: violations.length === 0 && stats.serverErrors === 0 && stats.errors === 0 && connectionsInUse === 0,
    seconds: round1(elapsedS),
    pace,
    simulatedHours: round1((elapsedS * pace) / 3600),
    ticks: stats.ticks,
    calls: stats.calls,
    refused: stats.refused,
    serverErrors: stats.serverErrors,
    stepErrors: stats.errors,
    actions: Object.fromEntries(stats.actions),
    refusals: Object.fromEntries(stats.refusals),
    postings: after.postings - before.postings,
    linesReceived: after.received - before.received,
    linesShipped: after.shipped - before.shipped,
    linesReceivedPerHour: perHour(after.received - before.received),
    linesShippedPerHour: perHour(after.shipped - before.shipped),
    connectionsInUse,
    databaseConnections: { before: before.connections, after: after.connections },
    memory: { start: startMemory, end: endMemory, rssGrowthPercent: round1(((endMemory.rssMb - startMemory.rssMb) / startMemory.rssMb) * 100) },
    processCpuSeconds: round1((cpu.user + cpu.system) / 1e6),
    loadAverage: os.loadavg().map(round1),
    violations,
  };
}
