/**
 * `npm run bench` (allowance part): latency of the stock allowance list
 * (`IInvStockService/getinvstocklistbyparams`, SM.Stock allowance) through the router over a large
 * ledger, printed as JSON (never asserted in tests). Starts an embedded PostgreSQL with the demo
 * data, fabricates a history (generateHistory), then times BENCH_ALLOWANCE_CALLS (default 200)
 * calls of each: the first page of 20 in the default order, a search by item, a search by cell.
 *
 * Sizes: BENCH_BALANCES (default 1,000,000) balance rows and BENCH_TRANSACTIONS (default
 * 5,000,000) transaction rows. Goal (issue 5): p95 <= 100 ms.
 */
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { rebuildCheck } from '../src/server/ledger/rebuild-check.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';
import { generateHistory } from './history-generator.ts';

const BALANCES = Number(process.env.BENCH_BALANCES ?? 1_000_000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 5_000_000);
const CALLS = Number(process.env.BENCH_ALLOWANCE_CALLS ?? 200);
const CHECK = process.env.BENCH_REBUILD_CHECK === '1';

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
  return { calls: sorted.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99) };
}

await withDemoDatabase('allowance', async (database) => {
  const generateMs = await generateHistory(database, BALANCES, TRANSACTIONS);
  const counts = await database.db.execute(sql`select (select count(*) from inv_stock)::int as balances, (select count(*) from inv_transaction)::int as transactions`);
  const differences = CHECK ? (await rebuildCheck(database.db)).length : undefined;
  const app = await buildApp({ database, logger: false });
  try {
    const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
    const headers = { 'authentication-info': login.json().data.token as string };
    const cells = Math.max(1, Math.floor(BALANCES / 154));
    const time = async (condition: (i: number) => Record<string, unknown>) => {
      const latencies: number[] = [];
      let total = 0;
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        const answer = await app.inject({ method: 'POST', url: '/wms-restful/IInvStockService/getinvstocklistbyparams', headers, payload: { current: 1, size: 20, condition: condition(i) } });
        latencies.push(performance.now() - t0);
        const body = answer.json();
        if (body.code !== 0) throw new Error(`allowance refused: ${answer.body}`);
        total = body.data.total;
      }
      return { ...percentiles(latencies), lastTotal: total };
    };
    const firstPage = await time(() => ({}));
    const byItem = await time((i) => ({ itemNo: `P${String(1 + (i * 7) % 77).padStart(3, '0')}` }));
    const byCell = await time((i) => ({ cellNo: `G-${String((i * 7919) % cells).padStart(5, '0')}` }));
    console.log(JSON.stringify({
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))) },
      allowance: { balances: counts.rows[0].balances, transactions: counts.rows[0].transactions, generateMs, rebuildDifferences: differences, firstPage, byItem, byCell },
      goals: { p95Ms: 100 },
    }, null, 2));
  } finally {
    await app.close();
  }
});
