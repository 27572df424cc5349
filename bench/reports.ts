/**
 * `npm run bench` (reports part): time of each stock report (IReportService, issue 18) through the
 * router over a generated year of history, printed as JSON (never asserted in tests). Starts an
 * embedded PostgreSQL with the demo data, fabricates the receipts of generateHistory plus issues
 * (one issue line of 1 per 20 transaction rows, onto balance (j * 7919) mod balances, spread over
 * the same year, balances and stock summary lowered to match), gives items P001-P020 a shelf life
 * of 180 days and P001-P077 limits, adds the putaway tasks, picks and labels of report-tasks.ts,
 * then times BENCH_REPORT_CALLS (default 5) calls of each report with a typical narrowing (a
 * warehouse; an item; an operator; a notice; the last 180 or 30 days for the period reports; the
 * barcode history of a label without a lot, its item's whole history: the worst case).
 *
 * Sizes: BENCH_BALANCES (default 1,000,000) and BENCH_TRANSACTIONS (default 5,000,000), as the
 * allowance bench. Goal (issue 18): p95 under 2 s at 5,000,000 ledger rows.
 */
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { REPORTS, type ReportName } from '../src/shared/reports.ts';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { rebuildStockSummary } from '../src/server/ledger/stock-summary.ts';
import { rebuildLedgerDays } from '../src/server/report/ledger-days.ts';
import { BENCH_PASSWORD, inClientTransaction, withDemoDatabase } from './bench-database.ts';
import { generatedKey, generateHistory } from './history-generator.ts';
import { generateTaskHistory } from './report-tasks.ts';

const BALANCES = Number(process.env.BENCH_BALANCES ?? 1_000_000);
const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 5_000_000);
const CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 5);

/** Adds `issues` issue lines of quantity 1 (cell -> customer) over the past year; answers the milliseconds taken. */
async function generateIssues(database: Database, issues: number): Promise<number> {
  const t0 = performance.now();
  await inClientTransaction(database, async (client) => {
    await client.query(`create temporary table gen_issue on commit drop as
      select j, (j * 7919) % ${BALANCES} as k, now() - make_interval(secs => (${issues} - j) * (31536000.0 / ${issues})) as at from generate_series(0, ${issues - 1}) j`);
    await client.query(`insert into inv_posting (doc_type, doc_no, line_no, action, create_name, create_date)
      select 'GEN', 'GENI-' || (j / 1000), 1 + j % 1000, 'issue', 'generator', at from gen_issue order by j`);
    await client.query(`insert into inv_transaction (posting_id, doc_type, doc_no, line_no, action, location_usage, org_no, warehouse_no, cell_no, item_no,
        lot_no, container_no, stock_status, on_hand_delta, allocated_delta, frozen_delta, on_hand_after, allocated_after, frozen_after, create_name, create_date)
      select p.id, 'GEN', p.doc_no, p.line_no, 'issue', u.usage, ${generatedKey('g.k')}, case when u.usage = 'internal' then -1 else 1 end, 0, 0,
        case when u.usage = 'internal' then 0 end, case when u.usage = 'internal' then 0 end, case when u.usage = 'internal' then 0 end, 'generator', g.at
      from gen_issue g join inv_posting p on p.doc_type = 'GEN' and p.doc_no = 'GENI-' || (g.j / 1000) and p.line_no = 1 + g.j % 1000 and p.action = 'issue'
      cross join (values ('internal'), ('customer')) u(usage) order by g.j, u.usage`);
    await client.query(`update inv_stock s set on_hand = s.on_hand - i.n from (select k, count(*) as n from gen_issue group by k) i
      where (s.org_no, s.warehouse_no, s.cell_no, s.item_no, s.lot_no, s.container_no, s.stock_status) = (${generatedKey('i.k')})`);
  });
  await rebuildStockSummary(database.db);
  await rebuildLedgerDays(database.db);
  await database.pool.query('vacuum analyze inv_stock, inv_transaction, inv_posting, inv_stock_summary, rpt_ledger_day, rpt_item_layer_day');
  return Math.round(performance.now() - t0);
}

function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
  return { calls: sorted.length, p50Ms: at(50), p95Ms: at(95), maxMs: at(100) };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const item = (i: number) => `P${String(1 + (i * 7) % 20).padStart(3, '0')}`;
const period = { periodFrom: day(-180), periodTo: day(0) };
const month = { periodFrom: day(-30), periodTo: day(0) };

/** The timed searches: a name, the report and the condition of call i. */
const CASES: [string, ReportName, (i: number) => Record<string, unknown>][] = [
  ['stockAgeByWarehouse', 'stockAge', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA' })],
  ['stockAgeByItem', 'stockAge', (i) => ({ orgNo: 'NWT', itemNo: item(i) })],
  ['inventoryAbc', 'inventoryAbc', () => ({ orgNo: 'NWT', ...period })],
  ['turnoverRate', 'turnoverRate', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', ...period })],
  ['turnoverRateByItem', 'turnoverRate', (i) => ({ orgNo: 'NWT', itemNo: item(i) })],
  ['sluggishInventory', 'sluggishInventory', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', idleDays: 30 })],
  ['waterLevel', 'waterLevel', () => ({ orgNo: 'NWT' })],
  ['validityPeriodByItem', 'validityPeriod', (i) => ({ orgNo: 'NWT', itemNo: item(i) })],
  ['expire', 'expire', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA' })],
  ['materialExpiry', 'materialExpiry', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA' })],
  ['barcodeResumeNoLot', 'barcodeResume', (i) => ({ orgNo: 'NWT', barcode: `GL-${String(i * 10).padStart(7, '0')}` })],
  ['barcodeChangeByItem', 'barcodeChange', (i) => ({ orgNo: 'NWT', itemNo: item(i), ...period })],
  ['barcodeChangeMonth', 'barcodeChange', () => ({ orgNo: 'NWT', ...month })],
  ['warehousingTaskMonth', 'warehousingTask', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', ...month })],
  ['warehousingTaskByItem', 'warehousingTask', (i) => ({ orgNo: 'NWT', itemNo: item(i) })],
  ['issueTaskMonth', 'issueTask', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', ...month })],
  ['issueTaskByNotice', 'issueTask', (i) => ({ orgNo: 'NWT', sourceDocNo: `GENO-${i * 97}` })],
  ['employeeWorkloadMonth', 'employeeWorkload', () => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', ...month })],
  ['employeeWorkloadByOperator', 'employeeWorkload', (i) => ({ orgNo: 'NWT', userNo: `GEN-OP${String(1 + i).padStart(2, '0')}`, ...period })],
];

await withDemoDatabase('reports', async (database) => {
  const generateMs = await generateHistory(database, BALANCES, TRANSACTIONS);
  const tasksMs = await generateTaskHistory(database, BALANCES, TRANSACTIONS);
  const issuesMs = await generateIssues(database, Math.max(1, Math.floor(TRANSACTIONS / 20)));
  await database.db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 180, shelflife_unit = 'D', predate = 30 where item_no <= 'P020'`);
  await database.db.execute(sql`update bm_item set inv_lower_limit = 100, inv_upper_limit = 5000`);
  const counts = await database.db.execute(sql`select (select count(*) from inv_stock)::int as balances, (select count(*) from inv_transaction)::int as transactions`);
  const app = await buildApp({ database, logger: false });
  try {
    const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
    const headers = { 'authentication-info': login.json().data.token as string };
    const results: Record<string, unknown> = {};
    for (const [name, report, condition] of CASES) {
      const latencies: number[] = [];
      let rows = 0;
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        const answer = await app.inject({ method: 'POST', url: `/wms-restful/IReportService/${REPORTS[report].method}`, headers, payload: { current: 1, size: 20, condition: condition(i) } });
        latencies.push(performance.now() - t0);
        const body = answer.json();
        if (body.code !== 0) throw new Error(`${name} refused: ${answer.body}`);
        rows = body.data.total;
      }
      results[name] = { ...percentiles(latencies), lastRows: rows };
    }
    console.log(JSON.stringify({
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))) },
      reports: { balances: counts.rows[0].balances, transactions: counts.rows[0].transactions, generateMs, tasksMs, issuesMs, ...results },
      goals: { p95Ms: 2000 },
    }, null, 2));
  } finally {
    await app.close();
  }
});
