/**
 * `npm run bench` (handheld part, issue 28): what 20 handhelds cost the server, printed as JSON
 * (never asserted in tests), on a demo database (bench-database.ts) with stock in Seattle's storage
 * cells and a storage cell per putaway line. BENCH_HANDHELDS (default 20) handhelds, each signed in
 * with its own session, each working its own putaway task and its own picks through real HTTP (the
 * server listening on a local port, fetch with keep-alive), alternating a putaway confirm
 * (IInPutawayTaskService/confirm { taskId, lineNo, cellNo: the proposed cell }, as the handheld
 * sends it after the cell scan) and a pick confirm (IOutPickService/confirm { allocationId,
 * cellNo, scan: the item }), each with its own request id as the offline queue sends it:
 * - paced (the figure the p95 goal is judged by, docs/decisions/1015): each handheld sends one
 *   confirm every BENCH_HANDHELD_PACE_MS (default 1,000 ms: a person scans a cell and an item and
 *   walks between confirms), the handhelds' schedules spread evenly over one pace,
 *   BENCH_HANDHELD_PACED_CONFIRMS (default 20) confirms each; a confirm's latency runs from its
 *   scheduled send time (a handheld still waiting for its previous answer sends late, and the
 *   wait counts: no coordinated omission), p50/p95/max in ms (goal p95 <= 150 ms), and how many
 *   were sent late;
 * - capacity (closed loop): the same handhelds confirming back to back without a pause,
 *   BENCH_HANDHELD_CONFIRMS (default 40) each: confirms/s at saturation and the call's latency
 *   p50/p95/max;
 * - baseline of the same run: the same number of clients posting one single-line transfer per
 *   call straight through postMoves (postings/s); the ratio is what the handheld's step (HTTP,
 *   session, permission, scope, task rules, request id, events) costs over a bare posting;
 * - first load: the gzip-compressed JavaScript pda.html loads before its first screen (its
 *   script and modulepreload tags in dist/, measured from the build's .gz files when present),
 *   in KiB (goal <= 200 KB), and whether any of those chunks is antd's or a chart library's.
 *   Needs `vite build` first (the bench chain runs it before this file).
 */
import { sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../src/server/app.ts';
import { withRetry } from '../src/server/db/retry.ts';
import { postMoves } from '../src/server/ledger/post-moves.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';

const HANDHELDS = Number(process.env.BENCH_HANDHELDS ?? 20);
const CONFIRMS = Number(process.env.BENCH_HANDHELD_CONFIRMS ?? 40);
const PACED = Number(process.env.BENCH_HANDHELD_PACED_CONFIRMS ?? 20);
const PACE_MS = Number(process.env.BENCH_HANDHELD_PACE_MS ?? 1000);
const PICKS = Math.ceil((PACED + CONFIRMS) / 2);
const LINES = PACED + CONFIRMS - PICKS;
const DIST = path.resolve(import.meta.dirname, '../dist');

const item = (i: number) => `P${String((i % 77) + 1).padStart(3, '0')}`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (value: number) => Number(value.toFixed(1));
/** p50/p95/max in ms of `latencies`. */
const spread = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50Ms: ms(percentile(sorted, 50)), p95Ms: ms(percentile(sorted, 95)), maxMs: ms(sorted[sorted.length - 1]) };
};

/** The compressed JavaScript pda.html loads first: its entry script and the chunks it preloads. */
function firstLoad() {
  const html = readFileSync(path.join(DIST, 'pda.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const gzipBytes = (file: string) => {
    const full = path.join(DIST, file);
    return existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(readFileSync(full), { level: 9 }).length;
  };
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { chunks: files.length, kib: Number((bytes / 1024).toFixed(1)), goalKb: 200, tableOrChartCode: files.some((f) => /antd|echarts|rc-table|chart/i.test(f)) };
}

await withDemoDatabase('handheld', async (database) => {
  await database.db.execute(sql`
    insert into bm_cell (cell_no, cell_name, org_no, warehouse_no, zone_no, cell_type, status_code, cell_in_seq, create_name)
    select 'BENCH-' || lpad(n::text, 5, '0'), 'Bench cell', 'NWT', 'WH-SEA', 'SEA-STO', '1', 1, 100000 + n, 'bench'
    from generate_series(1, ${HANDHELDS * LINES}) n`);
  const cells = (await database.db.execute(sql`select cell_no from bm_cell where warehouse_no = 'WH-SEA' and zone_no = 'SEA-STO' and status_code = 1 and cell_no not like 'BENCH-%' order by cell_no limit 77`)).rows.map((r) => String(r.cell_no));
  const key = (cellNo: string, itemNo: string, lotNo = '') => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo, itemNo, lotNo, containerNo: '', stockStatus: '10' });
  await withRetry(database.db, (tx) => postMoves(tx, {
    docType: 'BENCH', docNo: 'PDA-STOCK', operator: 'bench', lines: Array.from({ length: 77 }, (_, i) => ({ lineNo: i + 1, action: 'receive' as const, to: key(cells[i % cells.length], item(i)), quantity: '1000000' })),
  }));
  const plain = (await database.db.execute(sql`
    select i.item_no from bm_item i left join bm_item_group_sub g on g.org_no = i.org_no and g.group_no = i.group_no and g.status_code = 1
    where i.org_no = 'NWT' and coalesce(g.check_flag, i.check_flag) is not true order by i.item_no`)).rows.map((r) => String(r.item_no));

  const app = await buildApp({ database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/wms-restful`;
  const signIn = async () => {
    const answer = await (await fetch(`${base}/IBmLoginService/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userNo: 'admin', pwd: BENCH_PASSWORD }) })).json();
    return answer.data.token as string;
  };
  const caller = (token: string) => async (callPath: string, payload: unknown, requestId?: string) => {
    const response = await fetch(`${base}/${callPath}`, {
      method: 'POST', body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', 'authentication-info': token, ...(requestId && { 'request-id': requestId }) },
    });
    const answer = await response.json();
    if (answer.code !== 0) throw new Error(`${callPath}: ${answer.errorMessage}`);
    return answer.data;
  };
  const admin = caller(await signIn());

  // Each handheld's own work: a putaway task of LINES lines and PICKS picks of notices of its own,
  // as the confirms it sends in turn (putaway line, pick, putaway line, ...).
  const work: (() => Promise<unknown>)[][] = [];
  for (let h = 0; h < HANDHELDS; h++) {
    const inNotice = await admin('IInNoticeService/addinnotice', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN',
      lines: Array.from({ length: LINES }, (_, i) => ({ itemNo: plain[(h + i) % plain.length], qty: '5', lotNo: `H${h}-${i}` })),
    });
    const [submittedIn] = await admin('IInNoticeService/submit', { list: [inNotice] });
    await admin('IInNoticeService/createTask', { list: [submittedIn] });
    const [task] = (await admin('IInPutawayTaskService/list', { current: 1, size: 1, condition: { docNo: inNotice.inNoticeNo } })).records;
    const lines = (await admin('IInPutawayLineService/list', { current: 1, size: 500, condition: { taskId: task.id } })).records as { lineNo: number; proposedCellNo: string | null; cellNo: string }[];
    const outNotices = [];
    for (let n = 0; n < Math.ceil(PICKS / 3); n++) {
      const notice = await admin('IOutNoticeService/addoutnotice', {
        orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', addressNo: 'A01', classifyType: 'SAL-OUT',
        lines: Array.from({ length: 3 }, (_, l) => ({ itemNo: item(h * 7 + n * 3 + l), qty: '2' })),
      });
      const [submitted] = await admin('IOutNoticeService/submitoutnotice', { list: [notice] });
      outNotices.push(submitted);
    }
    await admin('IOutNoticeService/allocateoutnotice', { list: outNotices });
    const picks: { id: number; cellNo: string; itemNo: string }[] = [];
    for (const notice of outNotices) picks.push(...(await admin('IOutPickService/list', { current: 1, size: 100, condition: { outNoticeNo: notice.outNoticeNo } })).records);
    const call = caller(await signIn());
    const steps = [];
    for (let i = 0; i < Math.max(lines.length, PICKS); i++) {
      const line = lines[i];
      if (line) steps.push(() => call('IInPutawayTaskService/confirm', { taskId: task.id, lineNo: line.lineNo, cellNo: line.proposedCellNo ?? line.cellNo }, `pda-put-${task.id}-${line.lineNo}`));
      const pick = picks[i];
      if (pick && i < PICKS) steps.push(() => call('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo }, `pda-pick-${pick.id}`));
    }
    work.push(steps);
  }

  // Paced: handheld h sends its k-th confirm at start + (h / HANDHELDS + k) * PACE_MS, or when its
  // previous answer came, if later (counted as sent late); the latency runs from the scheduled time.
  const pacedLatencies: number[] = [];
  let late = 0;
  const start = performance.now() + PACE_MS;
  await Promise.all(work.map(async (steps, h) => {
    for (let k = 0; k < PACED; k++) {
      const scheduled = start + (h / HANDHELDS + k) * PACE_MS;
      const wait = scheduled - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else late += 1;
      await steps[k]();
      pacedLatencies.push(performance.now() - scheduled);
    }
  }));

  // Capacity (closed loop): the rest of each handheld's confirms back to back.
  const latencies: number[] = [];
  let t0 = performance.now();
  await Promise.all(work.map(async (steps) => {
    for (const step of steps.slice(PACED)) {
      const t = performance.now();
      await step();
      latencies.push(performance.now() - t);
    }
  }));
  const confirmSeconds = (performance.now() - t0) / 1000;
  await app.close();

  const baseKey = (cellNo: string, itemNo: string) => key(cellNo, itemNo, 'BASE');
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: 'BASE-PDA', operator: 'bench', lines: Array.from({ length: HANDHELDS }, (_, c) => ({ lineNo: c + 1, action: 'receive' as const, to: baseKey(`BASE-${c}`, item(c)), quantity: '1000000' })) }));
  t0 = performance.now();
  await Promise.all(Array.from({ length: HANDHELDS }, async (_, c) => {
    for (let i = 0; i < latencies.length / HANDHELDS; i++) {
      await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `BASE-PDA-${c}-${i}`, operator: 'bench', lines: [{ lineNo: 1, action: 'transfer', from: baseKey(`BASE-${c}`, item(c)), to: baseKey(`BASE-${c}-T`, item(c)), quantity: '1' }] }));
    }
  }));
  const baselineSeconds = (performance.now() - t0) / 1000;
  const confirmsPerSecond = latencies.length / confirmSeconds;
  const postingsPerSecond = latencies.length / baselineSeconds;
  console.log(JSON.stringify({
    handheld: {
      paced: { handhelds: HANDHELDS, paceMs: PACE_MS, confirms: pacedLatencies.length, offeredPerSecond: Math.round((HANDHELDS * 1000) / PACE_MS), ...spread(pacedLatencies), goalP95Ms: 150, sentLate: late },
      capacity: {
        handhelds: HANDHELDS, confirms: latencies.length, confirmsPerSecond: Math.round(confirmsPerSecond), ...spread(latencies),
        ledgerPostingsPerSecond: Math.round(postingsPerSecond), ratio: Number((confirmsPerSecond / postingsPerSecond).toFixed(2)),
      },
      firstLoad: firstLoad(),
    },
  }, null, 2));
}, { poolSize: 20 });
