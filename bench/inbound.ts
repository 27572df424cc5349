/**
 * `npm run bench` (inbound part, issue 12): inbound figures on this machine, printed as JSON
 * (never asserted in tests), on a demo database (bench-database.ts) with a storage cell added to
 * Seattle for every line the run puts away:
 * - proposals: putaway proposals (proposeCells with the PUT-STORAGE rules) of BENCH_INBOUND_LINES
 *   (default 1,000) lines against BENCH_INBOUND_CELLS (20,000) candidate cells, pure (goal < 1 s);
 * - notice: one inbound notice of BENCH_INBOUND_LINES lines through the calls: add, submit,
 *   createTask (receipt and proposals) and one batch confirm of its task (confirmBatch: every line
 *   into its proposed cell, one posting; goal: under 3 s end to end); its items are those that
 *   need no inspection, so every line goes to the putaway task;
 * - concurrency: BENCH_INBOUND_CLIENTS (8) clients confirming putaway lines of their own tasks at
 *   once (lines/s), next to the ledger baseline of the same run: the same clients posting one
 *   single-line transfer per call straight through postMoves (postings/s). The ratio is the cost
 *   of the task step (locks, rules, proposal, request id) over a bare posting.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { withRetry } from '../src/server/db/retry.ts';
import { proposeCells, type PutawayAsk } from '../src/server/inbound/putaway-cells.ts';
import { postMoves } from '../src/server/ledger/post-moves.ts';
import type { CellCandidate } from '../src/server/strategy/rank-cells.ts';
import { BENCH_PASSWORD, withDemoDatabase } from './bench-database.ts';

const LINES = Number(process.env.BENCH_INBOUND_LINES ?? 1000);
const CELLS = Number(process.env.BENCH_INBOUND_CELLS ?? 20_000);
const CLIENTS = Number(process.env.BENCH_INBOUND_CLIENTS ?? 8);
const CLIENT_LINES = Number(process.env.BENCH_INBOUND_CLIENT_LINES ?? 40);

const item = (i: number) => `P${String((i % 77) + 1).padStart(3, '0')}`;

function proposalsFigure() {
  const cells: CellCandidate[] = Array.from({ length: CELLS }, (_, i) => ({
    cellNo: `C${String(i).padStart(6, '0')}`, zoneNo: i % 2 ? 'SEA-STO' : 'SEA-PCK', cellInSeq: i, cellX: i % 50, cellY: Math.floor(i / 50) % 40, cellZ: 1,
    maxQty: '100', contents: i % 3 === 0 ? [{ itemNo: item(i), lotNo: '', qty: '10' }] : [],
  }));
  const rules: PutawayAsk['rules'] = [{ rule: 'zone', param: 'SEA-STO' }, { rule: 'fixedCell' }, { rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }];
  const asks: PutawayAsk[] = Array.from({ length: LINES }, (_, i) => ({ itemNo: item(i), lotNo: `L${i}`, qty: '5', rules }));
  const t0 = performance.now();
  const proposals = proposeCells(cells, asks);
  return { lines: LINES, cells: CELLS, ms: Math.round(performance.now() - t0), proposed: proposals.filter(Boolean).length, goalMs: 1000 };
}

await withDemoDatabase('inbound', async (database) => {
  // Room for every line of the run: the demo's Seattle storage zone has about 1,200 cells.
  await database.db.execute(sql`
    insert into bm_cell (cell_no, cell_name, org_no, warehouse_no, zone_no, cell_type, status_code, cell_in_seq, create_name)
    select 'BENCH-' || lpad(n::text, 5, '0'), 'Bench cell', 'NWT', 'WH-SEA', 'SEA-STO', '1', 1, 100000 + n, 'bench'
    from generate_series(1, ${LINES + CLIENTS * CLIENT_LINES}) n`);
  // Lines whose item requires inspection wait for it instead of a putaway task: the run receives the others.
  const received = await database.db.execute(sql`
    select i.item_no from bm_item i left join bm_item_group_sub g on g.org_no = i.org_no and g.group_no = i.group_no and g.status_code = 1
    where i.org_no = 'NWT' and coalesce(g.check_flag, i.check_flag) is not true order by i.item_no`);
  const plain = received.rows.map((r) => String(r.item_no));
  const receivedItem = (i: number) => plain[i % plain.length];
  const app = await buildApp({ database });
  const login = await app.inject({ method: 'POST', url: '/wms-restful/IBmLoginService/login', payload: { userNo: 'admin', pwd: BENCH_PASSWORD } });
  const headers = { 'authentication-info': login.json().data.token as string };
  const call = async (path: string, payload: unknown, requestId?: string) => {
    const answer = (await app.inject({ method: 'POST', url: `/wms-restful/${path}`, headers: { ...headers, ...(requestId && { 'request-id': requestId }) }, payload: payload as object })).json();
    if (answer.code !== 0) throw new Error(`${path}: ${answer.errorMessage}`);
    return answer.data;
  };
  const noticeWithTask = async (lines: number, lotPrefix: string) => {
    const notice = await call('IInNoticeService/addinnotice', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN',
      lines: Array.from({ length: lines }, (_, i) => ({ itemNo: receivedItem(i), qty: '5', lotNo: `${lotPrefix}${i}` })),
    });
    const [submitted] = await call('IInNoticeService/submit', { list: [notice] });
    await call('IInNoticeService/createTask', { list: [submitted] });
    const [task] = (await call('IInPutawayTaskService/list', { current: 1, size: 1, condition: { docNo: notice.inNoticeNo } })).records;
    return task as { id: number; version: number };
  };

  // One notice of LINES lines, end to end through the calls.
  let t0 = performance.now();
  const task = await noticeWithTask(LINES, 'N');
  const receivedMs = performance.now() - t0;
  const t1 = performance.now();
  await call('IInPutawayTaskService/confirmBatch', { list: [{ id: task.id, version: task.version }] }, `bench-${task.id}`);
  const notice = { lines: LINES, receiveAndTasksMs: Math.round(receivedMs), batchConfirmMs: Math.round(performance.now() - t1), totalMs: Math.round(performance.now() - t0), goalMs: 3000 };

  // CLIENTS clients confirming lines of their own tasks at once.
  const tasks = [];
  for (let c = 0; c < CLIENTS; c++) tasks.push(await noticeWithTask(CLIENT_LINES, `K${c}-`));
  t0 = performance.now();
  await Promise.all(tasks.map(async (own) => {
    for (let lineNo = 1; lineNo <= CLIENT_LINES; lineNo++) await call('IInPutawayTaskService/confirm', { taskId: own.id, lineNo, cellNo: undefined });
  }));
  const confirmSeconds = (performance.now() - t0) / 1000;

  const key = (cellNo: string, itemNo: string) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo, itemNo, lotNo: 'BASE', containerNo: '', stockStatus: '10' });
  await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: 'BASE-IN', operator: 'bench', lines: Array.from({ length: CLIENTS }, (_, c) => ({ lineNo: c + 1, action: 'receive' as const, to: key(`BASE-${c}`, item(c)), quantity: '1000000' })) }));
  t0 = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = 0; i < CLIENT_LINES; i++) {
      await withRetry(database.db, (tx) => postMoves(tx, { docType: 'BENCH', docNo: `BASE-${c}-${i}`, operator: 'bench', lines: [{ lineNo: 1, action: 'transfer', from: key(`BASE-${c}`, item(c)), to: key(`BASE-${c}-T`, item(c)), quantity: '1' }] }));
    }
  }));
  const baselineSeconds = (performance.now() - t0) / 1000;
  const confirmsPerSecond = (CLIENTS * CLIENT_LINES) / confirmSeconds;
  const postingsPerSecond = (CLIENTS * CLIENT_LINES) / baselineSeconds;
  await app.close();
  console.log(JSON.stringify({
    inbound: {
      proposals: proposalsFigure(),
      notice,
      concurrentConfirm: { clients: CLIENTS, linesPerClient: CLIENT_LINES, confirmsPerSecond: Math.round(confirmsPerSecond), ledgerPostingsPerSecond: Math.round(postingsPerSecond), ratio: Number((confirmsPerSecond / postingsPerSecond).toFixed(2)) },
    },
  }, null, 2));
});
