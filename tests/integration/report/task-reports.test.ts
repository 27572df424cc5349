/**
 * Task and label reports (issue 18 part 2): warehousing tasks and employee workload from putaway
 * tasks and stock-take count tasks made through the calls (confirmations then spread over days
 * and two operators), their figures and totals recomputed from the raw task rows; issue tasks
 * from an outbound notice's picks (one picked, one open); barcode changes from labels split,
 * voided and changed; the search rules; drill-down to the task's ledger rows and to the lines an
 * operator confirmed; export with its totals row; print as a PDF.
 */
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../../src/shared/reports.ts';
import { pdfOcrText } from '../../support/pdf-ocr.ts';
import { act, addDoc, cellsOf, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { countAll, countingPlan } from '../stockcheck/check-support.ts';
import { NOTICE as OUT_NOTICE, pickAll, picksOf, stock, submitted, zoneCells } from '../outbound/outbound-support.ts';
import { groupBy } from './report-ledger.ts';

let s: Session;
const NOTICE = 'IInNoticeService';
const TASK = 'IInPutawayTaskService';
const DAY = 86_400_000;
const iso = (at: Date) => at.toISOString().slice(0, 10);
const periodFrom = iso(new Date(Date.now() - 30 * DAY));
const periodTo = iso(new Date());
const report = (name: keyof typeof REPORTS, condition: Record<string, unknown>) =>
  s.call(`IReportService/${REPORTS[name].method}`, { current: 1, size: 1000, condition }, { token: s.token });
const rows = async (query: ReturnType<typeof sql>) => (await s.database.db.execute(query)).rows as Record<string, any>[];

/** A submitted inbound notice of WH-SEA with its putaway task; answers the task. */
async function putawayTask(lines: Record<string, unknown>[]) {
  const doc = await addDoc(s, NOTICE, 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, NOTICE, 'submit', [doc])).data;
  expect((await act(s, NOTICE, 'createTask', [initial])).code).toBe(0);
  return (await s.as(`${TASK}/list`, { current: 1, size: 5, condition: { docNo: doc.inNoticeNo } })).data.records[0];
}

beforeAll(async () => {
  s = await inventoryApp();
  const done = await putawayTask([{ itemNo: 'P010', qty: '6', lotNo: 'A1' }, { itemNo: 'P011', qty: '4' }]);
  expect((await s.as(`${TASK}/confirm`, { taskId: done.id, lineNo: 1 })).code).toBe(0);
  expect((await s.as(`${TASK}/confirm`, { taskId: done.id, lineNo: 2 })).code).toBe(0);
  const partial = await putawayTask([{ itemNo: 'P012', qty: '10' }, { itemNo: 'P010', qty: '3' }]);
  expect((await s.as(`${TASK}/confirm`, { taskId: partial.id, lineNo: 1, qty: '4' })).code).toBe(0);
  await putawayTask([{ itemNo: 'P013', qty: '2' }]);
  const cells = await cellsOf(s, 'WH-SEA', 2);
  for (const cellNo of cells) await receive(s, key({ cellNo, itemNo: 'P014' }), '5');
  const plan = await countingPlan(s, cells);
  await countAll(s, plan.checkNo, () => '5');
  // Outbound: one notice picked in full, one with one of its two picks done.
  const storage = await zoneCells(s, 'SEA-STO', 3);
  await stock(s, storage[0], 'P030', '5', '2026-01-01');
  await stock(s, storage[1], 'P031', '3', '2026-01-01');
  await stock(s, storage[2], 'P032', '2', '2026-01-01');
  const picked = await submitted(s, [{ itemNo: 'P032', qty: '2' }]);
  const open = await submitted(s, [{ itemNo: 'P030', qty: '4' }, { itemNo: 'P031', qty: '3' }]);
  for (const notice of [picked, open]) expect((await act(s, OUT_NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
  await pickAll(s, picked.outNoticeNo);
  const [first] = await picksOf(s, open.outNoticeNo);
  expect((await s.as('IOutPickService/confirm', { allocationId: first.id, cellNo: first.cellNo, scan: first.itemNo })).code).toBe(0);
  // Spread the work: the first task was made 10 days ago and finished 5 days later by OP2; one count line 2 days ago.
  await s.database.db.execute(sql`update in_putaway_task set create_date = now() - interval '10 days' where id = ${done.id}`);
  await s.database.db.execute(sql`update in_putaway_line set put_date = now() - interval '5 days', put_name = 'OP2' where task_id = ${done.id}`);
  await s.database.db.execute(sql`update chk_check_stock_transaction set count_date = now() - interval '2 days' where id = (select min(id) from chk_check_stock_transaction)`);
});
afterAll(() => s.close());

describe('search rules', () => {
  it('should refuse a task search without a narrowing field or without a range, and take a task number alone', async () => {
    expect((await report('warehousingTask', { periodFrom, periodTo })).code).toBe(11400);
    expect((await report('warehousingTask', { orgNo: 'NWT' })).code).toBe(11401);
    expect((await report('employeeWorkload', { userNo: 'admin' })).code).toBe(11401);
    expect((await report('warehousingTask', { taskNo: 'PUT' })).code).toBe(0);
    expect((await report('barcodeChange', { barcode: 'X' })).code).toBe(0);
    expect((await report('issueTask', { orgNo: 'NWT', periodFrom: '2025-03-01', periodTo: '2026-03-01' })).code).toBe(10047);
  });
});

describe('warehousing tasks', () => {
  it('should answer each putaway task with its lines, quantities, lead time and totals as the task rows hold them', async () => {
    const raw = await rows(sql`
      select t.task_no, t.status_code, t.create_date, l.qty::text as qty, l.status_code = '30' as done, l.put_date from in_putaway_task t join in_putaway_line l on l.task_id = t.id`);
    const answer = await report('warehousingTask', { orgNo: 'NWT', periodFrom, periodTo });
    expect(answer.code).toBe(0);
    const tasks = [...groupBy(raw, (r) => String(r.task_no)).entries()].map(([taskNo, lines]) => {
      const finished = lines[0].status_code === '30' ? Math.max(...lines.map((l) => new Date(l.put_date).getTime())) : Date.now();
      return {
        taskNo, lineCount: lines.length, doneLines: lines.filter((l) => l.done).length,
        qty: lines.reduce((a, l) => a.plus(l.qty), new Decimal(0)).toFixed(), doneQty: lines.filter((l) => l.done).reduce((a, l) => a.plus(l.qty), new Decimal(0)).toFixed(),
        leadDays: Math.floor(finished / DAY) - Math.floor(new Date(lines[0].create_date).getTime() / DAY),
      };
    });
    const pick = (r: any) => ({ taskNo: r.taskNo, lineCount: r.lineCount, doneLines: r.doneLines, qty: r.qty, doneQty: r.doneQty, leadDays: r.leadDays });
    expect(answer.data.records.map(pick).sort((a: any, b: any) => a.taskNo.localeCompare(b.taskNo))).toEqual(tasks.sort((a, b) => a.taskNo.localeCompare(b.taskNo)));
    const total = (field: 'lineCount' | 'doneLines' | 'qty' | 'doneQty') => tasks.reduce((a, t) => a.plus(t[field]), new Decimal(0)).toFixed();
    expect(answer.data.totals).toEqual({ lineCount: total('lineCount'), doneLines: total('doneLines'), qty: total('qty'), doneQty: total('doneQty') });
    // The partial putaway split its line: 3 lines, 4 of 13 done; the finished task took 5 days (4-7 bucket).
    const partial = answer.data.records.find((r: any) => r.doneQty === '4');
    expect([partial.statusCode, partial.lineCount, partial.doneLines, partial.qty, partial.timeBucket]).toEqual(['15', 3, 1, '13', '0-3']);
    const finished = answer.data.records.find((r: any) => r.statusCode === '30');
    expect([finished.leadDays, finished.timeBucket]).toEqual([5, '4-7']);
    expect(answer.data.chart.buckets).toEqual([{ bucket: '0-3', done: 0, open: 2 }, { bucket: '4-7', done: 1, open: 0 }, { bucket: '7+', done: 0, open: 0 }]);
    // An item narrows to the tasks with a line of it; a task number finds its task without a range.
    expect((await report('warehousingTask', { orgNo: 'NWT', itemNo: 'P010', periodFrom, periodTo })).data.total).toBe(2);
    expect((await report('warehousingTask', { taskNo: finished.taskNo })).data.records.map((r: any) => r.taskNo)).toEqual([finished.taskNo]);
  });

  it('should drill from a task to the ledger rows its putaway posted', async () => {
    const [task] = (await report('warehousingTask', { orgNo: 'NWT', periodFrom, periodTo })).data.records.filter((r: any) => r.statusCode === '30');
    const ledger = await s.as('IReportService/getwarehousingtaskreportledger', { current: 1, size: 50, condition: { orgNo: 'NWT', docType: task.docType, docNo: task.taskNo } });
    const posted = await rows(sql`select count(*)::int as n from inv_transaction where doc_type = 'PUT' and doc_no = ${task.taskNo} and location_usage = 'internal'`);
    expect([ledger.code, ledger.data.total]).toEqual([0, posted[0].n]);
    expect(ledger.data.records.every((r: any) => r.docNo === task.taskNo)).toBe(true);
    expect((await s.as('IReportService/getwarehousingtaskreportledger', { condition: { orgNo: 'NWT' } })).code).toBe(10001);
  });

  it('should answer each pick task of an outbound notice with its picked lines, and drill to its pick postings', async () => {
    const answer = await report('issueTask', { orgNo: 'NWT', periodFrom, periodTo });
    const pick = (r: any) => [r.docType, r.statusCode, r.lineCount, r.doneLines, r.qty, r.doneQty, r.timeBucket, r.finishDate !== null];
    expect([answer.code, answer.data.total]).toEqual([0, 2]);
    expect(answer.data.records.map(pick).sort()).toEqual([['PCK', '15', 2, 1, '7', '4', '0-3', false], ['PCK', '30', 1, 1, '2', '2', '0-3', true]].sort());
    expect(answer.data.totals).toEqual({ lineCount: '3', doneLines: '2', qty: '9', doneQty: '6' });
    const open = answer.data.records.find((r: any) => r.statusCode === '15');
    expect(open.taskNo).toBe(`${open.sourceDocNo}-1`);
    const ledger = await s.as('IReportService/getissuetaskreportledger', { current: 1, size: 50, condition: { orgNo: 'NWT', docType: 'PCK', docNo: open.taskNo } });
    expect([ledger.code, ledger.data.records.every((r: any) => r.docNo === open.taskNo && r.itemNo === 'P030')]).toEqual([0, true]);
    expect((await report('issueTask', { orgNo: 'NWT', itemNo: 'P031', periodFrom, periodTo })).data.records.map((r: any) => r.taskNo)).toEqual([open.taskNo]);
  });
});

describe('employee workload', () => {
  it('should count tasks, lines and quantity per day, operator and kind from the confirmations, with totals', async () => {
    const confirmations = await rows(sql`
      select 'putaway' as kind, t.task_no, l.put_name as user_no, l.put_date as at, l.qty::text as qty from in_putaway_line l join in_putaway_task t on t.id = l.task_id where l.status_code = '30'
      union all select 'count', task_no, count_name, count_date, count_qty::text from chk_check_stock_transaction where count_date is not null
      union all select 'pick', doc_no, create_name, create_date, on_hand_delta::text from inv_transaction where doc_type = 'PCK' and action = 'transfer' and on_hand_delta > 0`);
    const expected = [...groupBy(confirmations, (c) => `${iso(new Date(c.at))}|${c.user_no}|${c.kind}`).entries()].map(([k, list]) => {
      const [workDay, userNo, taskKind] = k.split('|');
      return { workDay, userNo, taskKind, taskCount: new Set(list.map((c) => c.task_no)).size, taskLines: list.length, qty: list.reduce((a, c) => a.plus(c.qty), new Decimal(0)).toFixed() };
    });
    const answer = await report('employeeWorkload', { orgNo: 'NWT', periodFrom, periodTo });
    const pick = (r: any) => ({ workDay: r.workDay, userNo: r.userNo, taskKind: r.taskKind, taskCount: r.taskCount, taskLines: r.taskLines, qty: r.qty });
    const order = (a: any, b: any) => `${a.workDay}${a.userNo}${a.taskKind}`.localeCompare(`${b.workDay}${b.userNo}${b.taskKind}`);
    expect(answer.data.records.map(pick).sort(order)).toEqual(expected.sort(order));
    expect(new Set(expected.map((e) => e.taskKind))).toEqual(new Set(['putaway', 'count', 'pick']));
    expect(answer.data.totals).toEqual({
      taskCount: String(expected.reduce((a, e) => a + e.taskCount, 0)), taskLines: String(confirmations.length),
      qty: confirmations.reduce((a, c) => a.plus(c.qty), new Decimal(0)).toFixed(),
    });
    expect(answer.data.chart.operators.map((o: any) => o.userNo).sort()).toEqual(['OP2', 'admin']);
    expect(answer.data.chart.operators.find((o: any) => o.userNo === 'OP2').lines).toEqual({ putaway: 2 });
  });

  it('should drill from a figure to the lines the operator confirmed that day', async () => {
    const answer = await report('employeeWorkload', { orgNo: 'NWT', userNo: 'OP2', periodFrom, periodTo });
    expect(answer.data.records).toHaveLength(1);
    const [row] = answer.data.records;
    const lines = await s.as('IReportService/getemployeeworkloadreportledger', { current: 1, size: 20, condition: { userNo: 'OP2', workDay: row.workDay, taskKind: 'putaway' } });
    expect(lines.data.records.map((l: any) => [l.itemNo, l.qty]).sort()).toEqual([['P010', '6'], ['P011', '4']]);
    expect((await s.as('IReportService/getemployeeworkloadreportledger', { condition: { userNo: 'OP2', workDay: 'yesterday' } })).code).toBe(10001);
  });

  it('should export the rows with a totals row', async () => {
    const response = await s.app.inject({
      method: 'POST', url: '/wms-restful/IReportService/exportexcel', headers: { 'authentication-info': s.token, 'accept-language': 'en-US' },
      payload: { report: 'employeeWorkload', condition: { orgNo: 'NWT', periodFrom, periodTo } },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const answer = await report('employeeWorkload', { orgNo: 'NWT', periodFrom, periodTo });
    expect(sheet.rowCount).toBe(answer.data.total + 2);
    const last = sheet.getRow(sheet.rowCount);
    expect([last.getCell(1).value, String(last.getCell(6).value)]).toEqual(['Total', answer.data.totals.taskLines]);
  });
});

describe('print', () => {
  it('should print a report as a PDF through the print engine, and refuse a search that breaks the rules', async () => {
    const print = (condition: Record<string, unknown>) => s.app.inject({
      method: 'POST', url: '/wms-restful/IReportService/printpdf', headers: { 'authentication-info': s.token, 'accept-language': 'zh-TW' }, payload: { report: 'warehousingTask', condition },
    });
    const printed = await print({ orgNo: 'NWT', periodFrom, periodTo });
    expect([printed.statusCode, printed.headers['content-type'], printed.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    expect(decodeURIComponent(String(printed.headers['content-disposition']))).toContain('入庫任務報表.pdf');
    expect(await pdfOcrText(printed.rawPayload, 'eng+chi_tra')).toContain('入庫任務報表');
    const refused = await print({ periodFrom, periodTo });
    expect(refused.json().code).toBe(11400);
  });
});

describe('barcode changes', () => {
  it('should list split pieces with their parent, voided and changed labels, and leave unchanged labels out', async () => {
    const label = (barcode: string, status: string, qty: string, changed: boolean) => sql`
      insert into bm_label (barcode, bar_type, org_no, item_no, lot_no, qty, label_status, create_date, update_date)
      values (${barcode}, '1', 'NWT', 'P010', 'A1', ${qty}, ${status}, now() - interval '3 days', now() - ${changed ? 1 : 3} * interval '1 day')`;
    await s.database.db.execute(label('BC-1', '9', '10', true));
    await s.database.db.execute(sql`insert into bm_label (barcode, bar_type, org_no, item_no, lot_no, qty, label_status) values ('BC-1-01', '1', 'NWT', 'P010', 'A1', 6, '2'), ('BC-1-02', '1', 'NWT', 'P010', 'A1', 4, '2')`);
    await s.database.db.execute(label('BC-2', '4', '7', true));
    await s.database.db.execute(label('BC-3', '2', '5', false));
    const answer = await report('barcodeChange', { orgNo: 'NWT', barcode: 'BC-', periodFrom, periodTo });
    expect(answer.data.records.map((r: any) => [r.barcode, r.changeKind, r.parentBarcode]).sort()).toEqual([
      ['BC-1', 'void', null], ['BC-1-01', 'split', 'BC-1'], ['BC-1-02', 'split', 'BC-1'], ['BC-2', 'status', null],
    ]);
    expect(answer.data.totals).toEqual({ qty: '27' });
    expect(answer.data.chart.kinds).toEqual([{ kind: 'split', count: 2 }, { kind: 'void', count: 1 }, { kind: 'status', count: 1 }]);
  });
});
