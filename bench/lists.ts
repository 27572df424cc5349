/**
 * `npm run bench` (large data): latency of the lists users open most, through the router over a
 * large ledger, printed as JSON (never asserted in tests). Starts an embedded PostgreSQL with the
 * demo data, fabricates a history (generateHistory) and BENCH_LIST_DOCUMENTS adjustment documents
 * (default 100,000), then times BENCH_ALLOWANCE_CALLS (default 200) calls of each case, first page
 * of 20: the default order, a search by item, cell and lot, and a sort by every list column (the
 * sorts split the calls between them), for the stock allowance (IInvStockService), the stock
 * transactions (IInvTransactionService), the items (IBmItemService) and the adjustments
 * (IInvChangeService). Each case reports p50/p95/p99 and the last total (and whether estimated).
 *
 * Sizes: BENCH_BALANCES (default 1,000,000) balance rows and BENCH_TRANSACTIONS (default
 * 10,000,000) transaction rows. Goal (issue 17): p95 <= 100 ms for every case.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { rebuildCheck } from '../src/server/ledger/rebuild-check.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';
import { generateHistory } from './history-generator.ts';

const BALANCES = Number(process.env.BENCH_BALANCES ?? 1_000_000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 10_000_000);
const DOCUMENTS = Number(process.env.BENCH_LIST_DOCUMENTS ?? 100_000);
const CALLS = Number(process.env.BENCH_ALLOWANCE_CALLS ?? 200);
const CHECK = process.env.BENCH_REBUILD_CHECK === '1';

type Condition = Record<string, unknown>;
type Case = { condition: (i: number) => Condition; sorter?: (i: number) => { field: string; order: 'ascend' | 'descend' } };

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
  return { calls: sorted.length, p50Ms: at(50), p95Ms: at(95), p99Ms: at(99) };
}

/** Adjustment headers with one line each, written straight into their tables (a past, not postings). */
async function generateDocuments(database: Database, count: number): Promise<void> {
  await database.pool.query(`insert into inv_change_head (inv_change_no, org_no, warehouse_no, change_type, status_code, create_name, update_name, create_date, update_date)
    select 'ADJ-G' || lpad(g::text, 7, '0'), 'NWT', case when g % 2 = 0 then 'WH-SEA' else 'WH-LDN' end, '1', '30', 'generator', 'generator',
      now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${count}) g`);
  await database.pool.query('vacuum analyze inv_change_head');
}

/** Sorts over `fields`, asc and desc in turn, spread over the calls. */
function sorts(fields: string[]): Case {
  return { condition: () => ({}), sorter: (i) => ({ field: fields[Math.floor(i / 2) % fields.length], order: i % 2 ? 'descend' : 'ascend' }) };
}

async function timeCases(app: FastifyInstance, headers: Record<string, string>, path: string, cases: Record<string, Case>) {
  const answers: Record<string, unknown> = {};
  for (const [name, c] of Object.entries(cases)) {
    const latencies: number[] = [];
    let last: { total?: number; totalEstimated?: boolean } = {};
    for (let i = 0; i < CALLS; i++) {
      const t0 = performance.now();
      const answer = await app.inject({ method: 'POST', url: `/wms-restful/${path}`, headers, payload: { current: 1, size: 20, condition: c.condition(i), sorter: c.sorter?.(i) } });
      latencies.push(performance.now() - t0);
      const body = answer.json();
      if (body.code !== 0) throw new Error(`${path} refused: ${answer.body}`);
      last = body.data;
    }
    answers[name] = { ...percentiles(latencies), lastTotal: last.total, ...(last.totalEstimated && { estimated: true }) };
  }
  return answers;
}

await withDemoDatabase('lists', async (database) => {
  const generateMs = await generateHistory(database, BALANCES, TRANSACTIONS);
  await generateDocuments(database, DOCUMENTS);
  const counts = await database.db.execute(sql`select (select count(*) from inv_stock)::int as balances, (select count(*) from inv_transaction)::int as transactions`);
  const differences = CHECK ? (await rebuildCheck(database.db)).length : undefined;
  const app = await buildApp({ database, logger: false });
  try {
    const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
    const headers = { 'authentication-info': login.json().data.token as string };
    const cells = Math.max(1, Math.floor(BALANCES / 154));
    const item = (i: number) => ({ itemNo: `P${String(1 + (i * 7) % 77).padStart(3, '0')}` });
    const cell = (i: number) => ({ cellNo: `G-${String((i * 7919) % cells).padStart(5, '0')}` });
    const lot = () => ({ lotNo: 'L2026' });
    const allowance = await timeCases(app, headers, 'IInvStockService/getinvstocklistbyparams', {
      firstPage: { condition: () => ({}) }, byItem: { condition: item }, byCell: { condition: cell }, byLot: { condition: lot },
      sortEveryColumn: sorts(['orgNo', 'warehouseNo', 'cellNo', 'itemNo', 'itemName', 'lotNo', 'containerNo', 'stockStatus', 'unitNo', 'onHand', 'allocated', 'frozen', 'available']),
    });
    const transactions = await timeCases(app, headers, 'IInvTransactionService/getinvtransactionlistbyparams', {
      firstPage: { condition: () => ({}) }, byItem: { condition: item }, byCell: { condition: cell }, byLot: { condition: lot },
      sortEveryColumn: sorts(['createDate', 'docType', 'docNo', 'action', 'warehouseNo', 'cellNo', 'itemNo', 'lotNo', 'onHandDelta']),
    });
    const items = await timeCases(app, headers, 'IBmItemService/getbmitemlistbyparams', {
      firstPage: { condition: () => ({}) }, byName: { condition: () => ({ itemName: 'Ch' }) },
      sortEveryColumn: sorts(['itemNo', 'itemName', 'groupNo', 'supplierNo', 'updateDate']),
    });
    const documents = await timeCases(app, headers, 'IInvChangeService/getinvchangelistbyparams', {
      firstPage: { condition: () => ({}) }, byNumber: { condition: (i) => ({ invChangeNo: `ADJ-G${String(1 + i * 13).padStart(7, '0')}` }) },
      sortEveryColumn: sorts(['invChangeNo', 'warehouseNo', 'changeType', 'statusCode', 'createDate']),
    });
    console.log(JSON.stringify({
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))) },
      lists: {
        balances: counts.rows[0].balances, transactions: counts.rows[0].transactions, documents: DOCUMENTS, generateMs, rebuildDifferences: differences,
        allowance, transactionList: transactions, items, documentList: documents,
      },
      goals: { p95Ms: 100 },
    }, null, 2));
  } finally {
    await app.close();
  }
});
