/**
 * `npm run bench` (second part): throughput of the inventory ledger on this machine, printed as
 * JSON (never asserted in tests). Starts an embedded PostgreSQL in a temporary folder with the
 * demo data, then measures, in the same run on the same server:
 * - baseline: BENCH_CLIENTS (default 8) clients running pgbench -N's transaction (update one
 *   random account row, read it, insert a history row) for BENCH_SECONDS (default 10) seconds;
 * - postings: the same clients posting single-line documents (a receive, issue or transfer on a
 *   random one of 1,001 keys) through withRetry + postMoves for the same time; the ratio of the two;
 * - one document of BENCH_DOC_LINES (default 5,000) and one of BENCH_BIG_DOC_LINES (default
 *   50,000) receive lines on distinct keys, each posted in one call, next to plain SQL writing the
 *   same rows in one transaction without any check (the posting claims, the balance upserts and
 *   the transaction rows, from arrays through unnest): the baseline of the same run.
 * Goals (issue 5, issue 17): ratio >= 0.3; each document's time / its plain-SQL time <= 2.5.
 */
import { sql } from 'drizzle-orm';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase, type Database } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { withRetry } from '../src/server/db/retry.ts';
import { loadDemoIfEmpty } from '../src/server/demo/load-demo.ts';
import type { MoveLine, StockKey } from '../src/server/ledger/move-lines.ts';
import { postMoves } from '../src/server/ledger/post-moves.ts';
import { bootstrap } from '../src/server/system/bootstrap.ts';
import { pgbenchBaseline, throughput } from './pgbench-baseline.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DOC_LINES = Number(process.env.BENCH_DOC_LINES ?? 5_000);
const BIG_DOC_LINES = Number(process.env.BENCH_BIG_DOC_LINES ?? 50_000);

const key = (i: number, cellPrefix: string): StockKey => ({
  orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: `${cellPrefix}-${Math.floor(i / 77)}`, itemNo: `P${String((i % 77) + 1).padStart(3, '0')}`, lotNo: '', containerNo: '', stockStatus: 'OK',
});

async function postings(database: Database): Promise<number> {
  const keys = Array.from({ length: 77 * 13 }, (_, i) => key(i, 'T'));
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: 'SEED', operator: 'bench', lines: keys.map((to, i) => ({ lineNo: i + 1, action: 'receive', to, quantity: '1000000' })) }));
  return throughput(CLIENTS, SECONDS, async (client, n) => {
    const at = keys[Math.floor(Math.random() * keys.length)];
    const roll = n % 3;
    const line: MoveLine = roll === 0 ? { lineNo: 1, action: 'receive', to: at, quantity: '2' }
      : roll === 1 ? { lineNo: 1, action: 'issue', from: at, quantity: '1' }
      : { lineNo: 1, action: 'transfer', from: at, to: keys[(keys.indexOf(at) + 77) % keys.length], quantity: '1' };
    await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `${client}-${n}`, operator: 'bench', lines: [line] }));
  });
}

async function bigDocument(database: Database, lines: number, cellPrefix: string): Promise<number> {
  const moves: MoveLine[] = Array.from({ length: lines }, (_, i) => ({ lineNo: i + 1, action: 'receive', to: key(i, cellPrefix), quantity: '12.5' }));
  const t0 = performance.now();
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `DOC-${cellPrefix}`, operator: 'bench', lines: moves }));
  return Math.round(performance.now() - t0);
}

/**
 * The same rows as bigDocument(lines) on fresh keys, written by plain SQL in one transaction with no
 * check, lock or summary: the lower bound that postMoves is measured against. Answers ms.
 */
async function plainSqlDocument(database: Database, lines: number, cellPrefix: string): Promise<number> {
  const keys = Array.from({ length: lines }, (_, i) => key(i, cellPrefix));
  const column = <T>(pick: (k: StockKey, i: number) => T) => keys.map(pick);
  const cells = column((k) => k.cellNo);
  const items = column((k) => k.itemNo);
  const lineNos = column((_, i) => i + 1);
  const client = await database.pool.connect();
  const t0 = performance.now();
  try {
    await client.query('begin');
    const claims = await client.query<{ id: string }>(`insert into inv_posting (doc_type, doc_no, line_no, action, create_name)
      select 'PLAIN', $1, n, 'receive', 'bench' from unnest($2::int[]) n returning id`, [`DOC-${cellPrefix}`, lineNos]);
    await client.query(`insert into inv_stock (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, on_hand, allocated, frozen, allow_negative, create_name, update_name)
      select 'NWT', 'WH-SEA', c, i, '', '', 'OK', 12.5, 0, 0, false, 'bench', 'bench' from unnest($1::text[], $2::text[]) u(c, i)
      on conflict (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status) do update set on_hand = inv_stock.on_hand + excluded.on_hand`, [cells, items]);
    const postingIds = claims.rows.map((r) => r.id);
    await client.query(`insert into inv_transaction (posting_id, doc_type, doc_no, line_no, action, location_usage, org_no, warehouse_no, cell_no, item_no,
        lot_no, container_no, stock_status, on_hand_delta, allocated_delta, frozen_delta, on_hand_after, allocated_after, frozen_after, create_name)
      select p, 'PLAIN', $1, n, 'receive', u.usage, 'NWT', 'WH-SEA', c, i, '', '', 'OK', u.delta, 0, 0, u.after, u.after0, u.after0, 'bench'
      from unnest($2::bigint[], $3::int[], $4::text[], $5::text[]) r(p, n, c, i)
      cross join (values ('supplier', -12.5, null::numeric, null::numeric), ('internal', 12.5, 12.5, 0)) u(usage, delta, after, after0)`,
    [`DOC-${cellPrefix}`, postingIds, lineNos, cells, items]);
    await client.query('commit');
  } finally {
    client.release();
  }
  return Math.round(performance.now() - t0);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'wms-bench-ledger-'));
chmodSync(dir, 0o755);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
const database = openDatabase(server.url, CLIENTS + 2);
try {
  await migrateDatabase(database.db);
  await bootstrap(database.db, 'Bench-12345');
  await loadDemoIfEmpty(database);
  const baselineTps = await pgbenchBaseline(database, CLIENTS, SECONDS);
  const postingsPerSecond = await postings(database);
  const docPlainMs = await plainSqlDocument(database, DOC_LINES, 'PD');
  const docMs = await bigDocument(database, DOC_LINES, 'D');
  const bigDocPlainMs = await plainSqlDocument(database, BIG_DOC_LINES, 'PE');
  const bigDocMs = await bigDocument(database, BIG_DOC_LINES, 'E');
  const transactions = await database.db.execute(sql`select count(*)::int as n from inv_transaction`);
  console.log(JSON.stringify({
    machine: { cpus: os.cpus().length, node: process.version },
    ledger: {
      clients: CLIENTS,
      seconds: SECONDS,
      baselineTransactionsPerSecond: baselineTps,
      singleLinePostingsPerSecond: postingsPerSecond,
      ratio: Number((postingsPerSecond / baselineTps).toFixed(2)),
      document: { lines: DOC_LINES, ms: docMs, plainSqlMs: docPlainMs, ratio: Number((docMs / docPlainMs).toFixed(2)) },
      bigDocument: { lines: BIG_DOC_LINES, ms: bigDocMs, plainSqlMs: bigDocPlainMs, ratio: Number((bigDocMs / bigDocPlainMs).toFixed(2)) },
      transactionRows: transactions.rows[0].n,
    },
    goals: { ratio: 0.3, documentRatio: 2.5, bigDocumentRatio: 2.5 },
  }, null, 2));
} finally {
  await database.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
