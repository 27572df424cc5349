/**
 * `npm run bench` (outbound part, issue 13): outbound figures on this machine, printed as JSON
 * (never asserted in tests), on a demo database (bench-database.ts) whose Seattle storage cells get
 * plenty of stock of every item straight through the ledger:
 * - allocation: BENCH_OUTBOUND_NOTICES (default 1,000) submitted notices of 3 lines each allocated
 *   through the calls, 100 notices per call (goal: under 5 s);
 * - wave: BENCH_OUTBOUND_WAVE_NOTICES (default 500) submitted notices of 3 lines of one carrier
 *   allocated (100 per call), built into one wave through the calls: wave-number's build (a
 *   template by carrier taking that many notices), then task-wave's list of the wave's picks on
 *   the pick path, read in full (goal: under 3 s for the three, issue 25), each part timed on its
 *   own (allocateMs with its calls and ms per notice, buildMs, picksMs); run first, so no other
 *   allocated notice joins the wave;
 * - concurrency: BENCH_OUTBOUND_CLIENTS (8) clients each picking the reservations of notices of
 *   their own at once (picks/s), next to the ledger baseline of the same run: the same clients
 *   posting one single-line transfer per call straight through postMoves (postings/s); each with
 *   its CPU milliseconds per pick / posting, of the server (this process) and of PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { withRetry } from '../src/server/db/retry.ts';
import { postMoves } from '../src/server/ledger/post-moves.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';
import { postmasterCpuSeconds } from './process-cpu.ts';
import { postmasterPid } from '../tests/support/product-process.ts';

const NOTICES = Number(process.env.BENCH_OUTBOUND_NOTICES ?? 1000);
const CLIENTS = Number(process.env.BENCH_OUTBOUND_CLIENTS ?? 8);
const CLIENT_PICKS = Number(process.env.BENCH_OUTBOUND_CLIENT_PICKS ?? 40);
const WAVE_NOTICES = Number(process.env.BENCH_OUTBOUND_WAVE_NOTICES ?? 500);
const BATCH = 100;
const PAGE = 1000;

const item = (i: number) => `P${String((i % 77) + 1).padStart(3, '0')}`;

await withDemoDatabase('outbound', async (database) => {
  const cells = (await database.db.execute(sql`select cell_no from bm_cell where warehouse_no = 'WH-SEA' and zone_no = 'SEA-STO' and status_code = 1 order by cell_no limit 77`)).rows.map((r) => String(r.cell_no));
  const key = (cellNo: string, itemNo: string) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo, itemNo, lotNo: '', containerNo: '', stockStatus: '10' });
  await withRetry(database.db, (tx) => postMoves(tx, {
    docType: 'BENCH', docNo: 'OUT-STOCK', operator: 'bench', lines: Array.from({ length: 77 }, (_, i) => ({ lineNo: i + 1, action: 'receive' as const, to: key(cells[i % cells.length], item(i)), quantity: '1000000' })),
  }));
  const postmaster = postmasterPid(String((await database.db.execute(sql`select current_setting('data_directory') as dir`)).rows[0].dir));
  if (!postmaster) throw new Error('no postmaster.pid');
  // CPU milliseconds of the server (this process) and of PostgreSQL from `since` on, per unit of `count`.
  const cpuMark = () => ({ server: process.cpuUsage(), postgres: postmasterCpuSeconds(postmaster) });
  const cpuPer = (since: ReturnType<typeof cpuMark>, count: number) => {
    const server = process.cpuUsage(since.server);
    return { serverMs: Number(((server.user + server.system) / 1000 / count).toFixed(2)), postgresMs: Number((((postmasterCpuSeconds(postmaster) - since.postgres) * 1000) / count).toFixed(2)) };
  };
  const app = await buildApp({ database });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
  const headers = { 'authentication-info': login.json().data.token as string };
  const call = async (path: string, payload: unknown, requestId?: string) => {
    const answer = (await app.inject({ method: 'POST', url: `/wms-restful/${path}`, headers: { ...headers, ...(requestId && { 'request-id': requestId }) }, payload: payload as object })).json();
    if (answer.code !== 0) throw new Error(`${path}: ${answer.errorMessage}`);
    return answer.data;
  };
  const submittedNotice = async (i: number, lines: number, carrierNo?: string) => {
    const notice = await call('IOutNoticeService/addoutnotice', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', addressNo: 'A01', classifyType: 'SAL-OUT', carrierNo,
      lines: Array.from({ length: lines }, (_, l) => ({ itemNo: item(i * 3 + l), qty: '2' })),
    });
    const [submitted] = await call('IOutNoticeService/submitoutnotice', { list: [notice] });
    return submitted as { id: number; version: number; outNoticeNo: string };
  };
  const allocate = async (notices: { id: number; version: number }[]) => {
    for (let i = 0; i < notices.length; i += BATCH) await call('IOutNoticeService/allocateoutnotice', { list: notices.slice(i, i + BATCH) });
  };

  const waveNotices = [];
  for (let i = 0; i < WAVE_NOTICES; i++) waveNotices.push(await submittedNotice(i, 3, 'BENCH-WAVE'));
  await call('IBmWaveTemplateService/addbmwavetemplate', {
    waveTemplateNo: 'BENCH-WAVE', waveTemplateName: 'Bench: by carrier', maxOrders: WAVE_NOTICES, ruleLines: JSON.stringify([{ rule: 'carrier' }]),
  });
  let t0 = performance.now();
  await allocate(waveNotices);
  const allocateMs = performance.now() - t0;
  const built = await call('IOutWaveService/build', { warehouseNo: 'WH-SEA', waveTemplateNo: 'BENCH-WAVE' });
  const buildMs = performance.now() - t0 - allocateMs;
  let picks = 0;
  for (let current = 1, total = 1; picks < total; current++) {
    const page = await call('IOutPickService/list', { current, size: PAGE, condition: { waveNo: built[0].waveNo } });
    picks += page.records.length;
    total = page.total;
  }
  const waveMs = performance.now() - t0;
  if (built.length !== 1 || built[0].notices.length !== WAVE_NOTICES) throw new Error(`wave: ${built.length} waves built`);
  const wave = {
    notices: WAVE_NOTICES, picks, allocateCalls: Math.ceil(WAVE_NOTICES / BATCH), allocateMs: Math.round(allocateMs), allocateMsPerNotice: Number((allocateMs / WAVE_NOTICES).toFixed(2)),
    buildMs: Math.round(buildMs), picksMs: Math.round(waveMs - allocateMs - buildMs), ms: Math.round(waveMs), goalMs: 3000,
  };

  const notices = [];
  for (let i = 0; i < NOTICES; i++) notices.push(await submittedNotice(i, 3));
  t0 = performance.now();
  await allocate(notices);
  const allocation = { notices: NOTICES, lines: NOTICES * 3, ms: Math.round(performance.now() - t0), goalMs: 5000 };

  // CLIENTS clients, each picking the reservations of notices of its own.
  const own = [];
  for (let c = 0; c < CLIENTS; c++) {
    const mine = [];
    for (let n = 0; n < Math.ceil(CLIENT_PICKS / 3); n++) mine.push(await submittedNotice(NOTICES + c * 100 + n, 3));
    await call('IOutNoticeService/allocateoutnotice', { list: mine });
    const picks = [];
    for (const notice of mine) picks.push(...(await call('IOutPickService/list', { current: 1, size: 100, condition: { outNoticeNo: notice.outNoticeNo } })).records);
    own.push(picks.slice(0, CLIENT_PICKS));
  }
  let cpu = cpuMark();
  t0 = performance.now();
  await Promise.all(own.map(async (picks) => {
    for (const pick of picks) await call('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo }, `bench-pick-${pick.id}`);
  }));
  const pickSeconds = (performance.now() - t0) / 1000;
  const picked = own.reduce((n, picks) => n + picks.length, 0);
  const pickCpu = cpuPer(cpu, picked);

  const base = (cellNo: string, itemNo: string) => ({ ...key(cellNo, itemNo), lotNo: 'BASE' });
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: 'BASE-OUT', operator: 'bench', lines: Array.from({ length: CLIENTS }, (_, c) => ({ lineNo: c + 1, action: 'receive' as const, to: base(`BASE-${c}`, item(c)), quantity: '1000000' })) }));
  cpu = cpuMark();
  t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = 0; i < CLIENT_PICKS; i++) {
      await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `BASE-OUT-${c}-${i}`, operator: 'bench', lines: [{ lineNo: 1, action: 'transfer', from: base(`BASE-${c}`, item(c)), to: base(`BASE-${c}-T`, item(c)), quantity: '1' }] }));
    }
  }));
  const baselineSeconds = (performance.now() - t0) / 1000;
  const postingCpu = cpuPer(cpu, CLIENTS * CLIENT_PICKS);
  const picksPerSecond = picked / pickSeconds;
  const postingsPerSecond = (CLIENTS * CLIENT_PICKS) / baselineSeconds;
  await app.close();
  console.log(JSON.stringify({
    outbound: {
      allocation,
      wave,
      concurrentPicks: { clients: CLIENTS, picks: picked, picksPerSecond: Math.round(picksPerSecond), ledgerPostingsPerSecond: Math.round(postingsPerSecond), ratio: Number((picksPerSecond / postingsPerSecond).toFixed(2)),
        cpuPerPick: pickCpu, cpuPerPosting: postingCpu },
    },
  }, null, 2));
});
