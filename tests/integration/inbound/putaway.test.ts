/**
 * Inbound notices and putaway tasks (issue 12 part 3): task-notice receives and proposes cells by
 * the listing strategy, confirming puts away through the ledger once per request id, partial
 * putaway splits a line, scanned cells pass the same rules, cancel-task and posting-notice, and
 * concurrency: one task confirmed twice posts once; a cell's capacity is never exceeded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/users.ts';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { receivingCell } from './inbound-support.ts';

const NOTICE = 'IInNoticeService';
const TASK = 'IInPutawayTaskService';
let s: Session;
let dock: string;
beforeAll(async () => {
  s = await inventoryApp();
  dock = await receivingCell(s);
});
afterAll(() => s.close());

type Line = Record<string, unknown>;
const notice = (lines: Line[]) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
const getNotice = async (id: number) => (await s.as(`${NOTICE}/getinnoticebyid`, { id })).data;
const tasksOf = async (docNo: string) => (await s.as(`${TASK}/list`, { current: 1, size: 50, condition: { docNo } })).data.records;
const linesOf = async (taskId: number) => (await s.as('IInPutawayLineService/list', { current: 1, size: 100, condition: { taskId } })).data.records;
const putCount = async (taskNo: string) => Number((await s.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_type = 'PUT' and doc_no = ${taskNo}`)).rows[0].n);
const stored = (itemNo: string, cellNo: string, lotNo = '') => balance(s, key({ cellNo, itemNo, lotNo, stockStatus: '10' }));
let requests = 0;
const requestId = () => `req-${Date.now()}-${(requests += 1)}`;
/** A confirm sent with a client request id (Request-Id header): a retry answers the first answer. */
const confirm = (body: Record<string, unknown>, id: string) => s.call(`${TASK}/confirm`, body, { token: s.token, headers: { 'request-id': id } });

/** A submitted notice with its putaway task created; answers the notice, the task and its lines. */
async function withTask(lines: Line[]) {
  const doc = await addDoc(s, NOTICE, 'innotice', notice(lines));
  expect(doc.statusCode).toBe('0');
  const [initial] = (await act(s, NOTICE, 'submit', [doc])).data;
  const created = await act(s, NOTICE, 'createTask', [initial]);
  expect(created.code).toBe(0);
  const [task] = await tasksOf(doc.inNoticeNo);
  return { doc, task, lines: await linesOf(task.id) };
}

describe('putaway tasks of an inbound notice', () => {
  it('should receive into the receiving cell, propose storage cells, put away once per request id and complete task and notice', async () => {
    const openPutaway = async () => (await s.as('IReportService/getOpenTasks', { warehouseNo: 'WH-SEA' })).data.byType.find((t: any) => t.taskType === 'putaway').open;
    const openBefore = await openPutaway();
    const { doc, task, lines } = await withTask([{ itemNo: 'P010', qty: '6', lotNo: 'A1' }, { itemNo: 'P011', qty: '4' }]);
    expect([task.statusCode, task.lineCount, task.doneCount]).toEqual(['10', 2, 0]);
    // The big screen's open put-away tasks count it until it is completed.
    expect(await openPutaway()).toBe(openBefore + 1);
    expect((await getNotice(doc.id)).statusCode).toBe('15');
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P010', lotNo: 'A1', stockStatus: '25' }))).onHand).toBe('6');
    // The Seattle application's strategy keeps putaway in the storage zone, one item per empty cell.
    expect(lines.map((l: any) => l.proposedCellNo.startsWith('SEA-STO'))).toEqual([true, true]);
    expect(lines[0].proposedCellNo).not.toBe(lines[1].proposedCellNo);

    const id = requestId();
    const first = await confirm({ taskId: task.id, lineNo: 1 }, id);
    // The task's new state with the line the confirm changed.
    expect([first.code, first.data.statusCode, first.data.lines.map((l: any) => [l.lineNo, l.statusCode])]).toEqual([0, '15', [[1, '30']]]);
    const again = await confirm({ taskId: task.id, lineNo: 1 }, id);
    expect(again.data).toEqual(first.data);
    expect(await putCount(task.taskNo)).toBe(2);
    expect((await stored('P010', lines[0].proposedCellNo, 'A1')).onHand).toBe('6');
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P010', lotNo: 'A1', stockStatus: '25' }))).onHand).toBe('0');
    const done = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 });
    expect([done.code, done.errorMessage]).toEqual([11024, `Line 1 of putaway task ${task.taskNo} is already put away`]);

    const last = await confirm({ taskId: task.id, lineNo: 2 }, requestId());
    expect(last.data.statusCode).toBe('30');
    expect(await openPutaway()).toBe(openBefore);
    expect((await getNotice(doc.id)).statusCode).toBe('30');
    const listing = (await s.as('IInPutawayLineService/getListingList', { current: 1, size: 10, condition: { docNo: doc.inNoticeNo } })).data.records;
    expect(listing.map((l: any) => [l.itemNo, l.qty, l.toCellNo])).toEqual([['P011', '4', lines[1].proposedCellNo], ['P010', '6', lines[0].proposedCellNo]]);
    const events = await s.database.db.execute(sql`select payload->>'status' as status from event_outbox where type = 'task.changed' and payload->>'taskNo' = ${task.taskNo} order by id`);
    expect(events.rows.map((r) => r.status)).toEqual(['10', '15', '30']);
    expect((await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2 })).code).toBe(11020);
    // Only now, completed, the notice may be finished (issue 26; workflows §4).
    const [finished] = (await act(s, NOTICE, 'finish', [await getNotice(doc.id)])).data;
    expect(finished.statusCode).toBe('99');
    expect((await act(s, NOTICE, 'finish', [finished])).code).toBe(10043);
  });

  it('should not propose a cell another open task was proposed into for another item', async () => {
    const first = await withTask([{ itemNo: 'P027', qty: '1' }]);
    const second = await withTask([{ itemNo: 'P028', qty: '1' }]);
    expect(second.lines[0].proposedCellNo).not.toBe(first.lines[0].proposedCellNo);
    expect((await s.as(`${TASK}/confirm`, { taskId: second.task.id, lineNo: 1, cellNo: first.lines[0].proposedCellNo })).code).toBe(11028);
    expect((await s.as(`${TASK}/confirm`, { taskId: first.task.id, lineNo: 1 })).code).toBe(0);
  });

  it('should split a line on a partial putaway and take a scanned cell that passes the rules', async () => {
    const { task, lines } = await withTask([{ itemNo: 'P012', qty: '5' }]);
    const partial = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1, qty: '2' });
    expect(partial.data.lines.map((l: any) => [l.lineNo, l.qty, l.statusCode])).toEqual([[1, '2', '30'], [2, '3', '10']]);
    expect(partial.data.lines[1].proposedCellNo).toBeTruthy();
    const over = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2, qty: '4' });
    expect([over.code, over.errorMessage]).toEqual([11025, `Line 2 of putaway task ${task.taskNo} has 3 open, 4 confirmed`]);
    // Another empty storage cell, scanned instead of the proposal.
    const [other] = (await s.database.db.execute(sql`
      select c.cell_no from bm_cell c where c.zone_no = 'SEA-STO' and c.status_code = 1 and not coalesce(c.is_bad_cell, false)
        and c.cell_no <> ${lines[0].proposedCellNo} and not exists (select 1 from inv_stock s where s.cell_no = c.cell_no and s.on_hand > 0)
      order by c.cell_no desc limit 1`)).rows;
    const scanned = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2, cellNo: other.cell_no });
    expect(scanned.data.statusCode).toBe('30');
    expect((await stored('P012', String(other.cell_no))).onHand).toBe('3');
    expect((await stored('P012', lines[0].proposedCellNo)).onHand).toBe('2');
  });

  it('should refuse a scanned cell naming the rule: mixing with the item it holds, not a storage cell, no such cell, full; writing nothing', async () => {
    const { task, lines } = await withTask([{ itemNo: 'P013', qty: '2' }, { itemNo: 'P014', qty: '1' }]);
    await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 });
    const mixed = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2, cellNo: lines[0].proposedCellNo });
    expect([mixed.code, mixed.errorMessage]).toEqual([11038, `Cell ${lines[0].proposedCellNo} holds P013: it may not be mixed with this stock`]);
    const receiving = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2, cellNo: dock });
    expect([receiving.code, receiving.errorMessage]).toEqual([11035, `Cell ${dock} is not a usable storage or picking cell (inactive, marked bad, or in another kind of zone)`]);
    const nowhere = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2, cellNo: 'SEA-STO-99-99-99' });
    expect([nowhere.code, nowhere.errorMessage]).toEqual([11029, 'There is no cell SEA-STO-99-99-99 in this warehouse']);
    // The handheld asks before the override's reason: the same judgement, nothing written.
    expect((await s.as(`${TASK}/checkCell`, { taskId: task.id, lineNo: 2, cellNo: lines[0].proposedCellNo })).code).toBe(11038);
    expect((await s.as(`${TASK}/checkCell`, { taskId: task.id, lineNo: 2, cellNo: lines[1].proposedCellNo })).data).toEqual({ cellNo: lines[1].proposedCellNo });
    await s.database.db.execute(sql`update bm_cell set max_qty = 0.5 where warehouse_no = 'WH-SEA' and cell_no = ${lines[1].proposedCellNo}`);
    expect((await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 2 })).code).toBe(11039);
    expect(await putCount(task.taskNo)).toBe(2);
    expect((await linesOf(task.id))[1].statusCode).toBe('10');
  });

  it('should suspend and release a task, void only initial tasks and close open ones', async () => {
    const { task } = await withTask([{ itemNo: 'P015', qty: '2' }, { itemNo: 'P016', qty: '2' }]);
    const [suspended] = (await act(s, TASK, 'suspend', [task])).data;
    const refused = await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 });
    expect([refused.code, refused.errorMessage]).toEqual([11022, `Putaway task ${task.taskNo} is suspended`]);
    expect((await act(s, TASK, 'suspend', [suspended])).code).toBe(11022);
    const [released] = (await act(s, TASK, 'release', [suspended])).data;
    expect((await act(s, TASK, 'release', [released])).code).toBe(11023);
    const progressed = (await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 })).data;
    expect((await act(s, TASK, 'void', [progressed])).code).toBe(11021);
    expect((await act(s, TASK, 'close', [released])).code).toBe(10003);
    const [closed] = (await act(s, TASK, 'close', [progressed])).data;
    expect(closed.statusCode).toBe('99');
    expect((await act(s, TASK, 'close', [closed])).code).toBe(11020);
  });

  it('should assign an initial task to a putaway worker, refuse an unknown worker, a suspended or started task, and change nothing then (issue 26)', async () => {
    await createUser(s.database.db, { userNo: 'shelver1' });
    const { task } = await withTask([{ itemNo: 'P017', qty: '2' }, { itemNo: 'P018', qty: '2' }]);
    const unknown = await s.as(`${TASK}/reassign`, { list: [{ id: task.id, version: task.version }], workerNo: 'no-such-user' });
    expect([unknown.code, unknown.details.fields]).toEqual([10001, [expect.objectContaining({ field: 'workerNo', message: 'no-such-user does not exist' })]]);
    const [assigned] = (await s.as(`${TASK}/reassign`, { list: [{ id: task.id, version: task.version }], workerNo: 'shelver1' })).data;
    expect([assigned.workerNo, assigned.version]).toEqual(['shelver1', task.version + 1]);
    expect((await tasksOf(task.docNo))[0].workerNo).toBe('shelver1');
    const [suspended] = (await act(s, TASK, 'suspend', [assigned])).data;
    expect((await s.as(`${TASK}/reassign`, { list: [{ id: task.id, version: suspended.version }], workerNo: 'admin' })).code).toBe(11022);
    const [released] = (await act(s, TASK, 'release', [suspended])).data;
    const started = (await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 })).data;
    const refused = await s.as(`${TASK}/reassign`, { list: [{ id: task.id, version: started.version }], workerNo: 'admin' });
    expect([refused.code, refused.errorMessage]).toEqual([11021, `Putaway task ${task.taskNo} is not in initial status: the operation is refused`]);
    expect((await tasksOf(task.docNo))[0]).toMatchObject({ workerNo: 'shelver1', version: started.version });
    expect(released.workerNo).toBe('shelver1');
  });
});

describe('inbound notice actions', () => {
  it('should cancel tasks (void and reverse) before any putaway and refuse it after one', async () => {
    const { doc, task } = await withTask([{ itemNo: 'P018', qty: '3', lotNo: 'K' }]);
    const [initial] = (await act(s, NOTICE, 'cancelTask', [await getNotice(doc.id)])).data;
    expect(initial.statusCode).toBe('10');
    expect((await tasksOf(doc.inNoticeNo)).map((t: any) => t.statusCode)).toEqual(['90']);
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P018', lotNo: 'K', stockStatus: '25' }))).onHand).toBe('0');
    expect((await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 })).code).toBe(11020);

    const [again] = (await act(s, NOTICE, 'createTask', [await getNotice(doc.id)])).data;
    expect(again.statusCode).toBe('15');
    const [second] = (await tasksOf(doc.inNoticeNo)).filter((t: any) => t.statusCode === '10');
    expect((await s.as(`${TASK}/confirm`, { taskId: second.id, lineNo: 1, qty: '1' })).code).toBe(0);
    const refused = await act(s, NOTICE, 'cancelTask', [await getNotice(doc.id)]);
    expect(refused.code).toBe(11002);
    expect((await act(s, NOTICE, 'finish', [await getNotice(doc.id)])).code).toBe(10043);
    expect((await act(s, NOTICE, 'close', [await getNotice(doc.id)])).data[0].statusCode).toBe('99');
    expect((await tasksOf(doc.inNoticeNo)).map((t: any) => t.statusCode).sort()).toEqual(['90', '99']);
  });

  it('should invalidate a notice in progress before any putaway: tasks voided, receipt reversed', async () => {
    const { doc } = await withTask([{ itemNo: 'P030', qty: '2', lotNo: 'V' }]);
    const [invalid] = (await act(s, NOTICE, 'invalid', [await getNotice(doc.id)])).data;
    expect(invalid.statusCode).toBe('90');
    expect((await tasksOf(doc.inNoticeNo)).map((t: any) => t.statusCode)).toEqual(['90']);
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P030', lotNo: 'V', stockStatus: '25' }))).onHand).toBe('0');
  });

  it('should post a notice in one step into the proposed storage cells (minimalist flow)', async () => {
    const doc = await addDoc(s, NOTICE, 'innotice', notice([{ itemNo: 'P031', qty: '9' }]));
    const [initial] = (await act(s, NOTICE, 'submit', [doc])).data;
    const [posted] = (await act(s, NOTICE, 'post', [initial])).data;
    expect(posted.statusCode).toBe('30');
    const rows = await s.database.db.execute(sql`select cell_no, stock_status, trim_scale(on_hand)::text as qty from inv_stock where item_no = 'P031' and on_hand > 0`);
    expect(rows.rows).toHaveLength(1);
    expect([String(rows.rows[0].cell_no).startsWith('SEA-STO'), rows.rows[0].stock_status, rows.rows[0].qty]).toEqual([true, '10', '9']);
    expect(await tasksOf(doc.inNoticeNo)).toEqual([]);
  });

  it('should refuse modify outside draft and a purchase notice without supplier', async () => {
    const doc = await addDoc(s, NOTICE, 'innotice', notice([{ itemNo: 'P019', qty: '1' }]));
    const [initial] = (await act(s, NOTICE, 'submit', [doc])).data;
    expect((await s.as(`${NOTICE}/updateinnoticebyid`, { id: initial.id, version: initial.version, lines: [{ itemNo: 'P019', qty: '2' }] })).code).toBe(11000);
    const noSupplier = await s.as(`${NOTICE}/addinnotice`, { ...notice([{ itemNo: 'P019', qty: '1' }]), supplierNo: null });
    expect(noSupplier.details.fields).toEqual([{ field: 'supplierNo', message: 'A purchase receipt needs a supplier' }]);
  });
});

describe('putaway concurrency', () => {
  it('should post a task line once when eight clients confirm it at the same time', async () => {
    const { task } = await withTask([{ itemNo: 'P020', qty: '4' }]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === 11024 || a.code === 11020)).toBe(true);
    expect(await putCount(task.taskNo)).toBe(2);
  });

  it('should let two putaway workers confirm the same line at once and post it once; a worker of another warehouse sees no task', async () => {
    const grants = { '110305': ['isSearch', 'isCheck'] as const };
    for (const [userNo, warehouses] of [['PUT-A', ['WH-SEA']], ['PUT-B', ['WH-SEA']], ['PUT-LDN', ['WH-LDN']]] as const) {
      await createUser(s.database.db, { userNo, grants: { '110305': [...grants['110305']] }, orgs: ['NWT'], warehouses: [...warehouses] });
    }
    const [a, b, london] = await Promise.all(['PUT-A', 'PUT-B', 'PUT-LDN'].map((userNo) => s.login(userNo, 'User-12345')));
    const { task } = await withTask([{ itemNo: 'P025', qty: '2' }]);
    const answers = await Promise.all([a, b].map((token) => s.call(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 }, { token })));
    // The second finds the task completed by the first.
    expect(answers.map((x) => x.code).sort()).toEqual([0, 11020]);
    expect(await putCount(task.taskNo)).toBe(2);
    expect((await s.call(`${TASK}/list`, { current: 1, size: 10, condition: { docNo: task.docNo } }, { token: london })).data.records).toEqual([]);
    expect((await s.call(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 }, { token: london })).code).toBe(10002);
    // Putting away needs isCheck on shelf-task: voiding a task needs isCancelInvalid, which they lack.
    expect((await s.call(`${TASK}/void`, { list: [{ id: task.id, version: 0 }] }, { token: a })).code).toBe(10005);
  });

  it('should answer one result to parallel confirms carrying the same request id', async () => {
    const { task } = await withTask([{ itemNo: 'P021', qty: '4' }]);
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm({ taskId: task.id, lineNo: 1 }, id)));
    expect(answers.map((a) => a.code)).toEqual([0, 0, 0, 0, 0, 0]);
    for (const answer of answers) expect(answer.data).toEqual(answers[0].data);
    expect(await putCount(task.taskNo)).toBe(2);
  });

  it('should never fill a cell past its capacity when two putaways race for it', async () => {
    const a = await withTask([{ itemNo: 'P022', qty: '3' }]);
    const b = await withTask([{ itemNo: 'P022', qty: '3' }]);
    const cellNo = a.lines[0].proposedCellNo;
    await s.database.db.execute(sql`update bm_cell set max_qty = 5, is_mix_lot = true where warehouse_no = 'WH-SEA' and cell_no = ${cellNo}`);
    const answers = await Promise.all([a, b].map(({ task }) => s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1, cellNo })));
    // The loser is refused as the cell is full (11039) or, when it comes first, as held by the other task's proposal (11028, record 1010).
    const [won, lost] = answers.map((x) => x.code).sort((x, y) => x - y);
    expect([won, [11039, 11028].includes(lost)]).toEqual([0, true]);
    expect((await stored('P022', cellNo)).onHand).toBe('3');
  });
});
