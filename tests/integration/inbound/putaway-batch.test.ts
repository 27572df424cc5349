/**
 * Batch putaway confirm (issue 12 speed; IInPutawayTaskService/confirmBatch): every open line of
 * several tasks into its proposed cell in one call, one posting per task, once per request id;
 * all or nothing: a suspended, finished or stale task, a task twice, a cell that no longer takes
 * a line, or two lines of the batch overfilling one cell refuse the whole batch with nothing
 * written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';

const NOTICE = 'IInNoticeService';
const TASK = 'IInPutawayTaskService';
let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

type Line = Record<string, unknown>;
const linesOf = async (taskId: number) => (await s.as('IInPutawayLineService/list', { current: 1, size: 100, condition: { taskId } })).data.records;
const putCount = async (taskNos: string[]) =>
  Number((await s.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_type = 'PUT' and doc_no in ${taskNos}`)).rows[0].n);
const batch = (list: { id: number; version: number }[], requestId?: string) =>
  s.call(`${TASK}/confirmBatch`, { list: list.map(({ id, version }) => ({ id, version })) }, { token: s.token, headers: requestId ? { 'request-id': requestId } : {} });

/** A submitted notice of `lines` with its putaway task; answers the notice, the task and its lines. */
async function withTask(lines: Line[]) {
  const doc = await addDoc(s, NOTICE, 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
  const [initial] = (await act(s, NOTICE, 'submit', [doc])).data;
  expect((await act(s, NOTICE, 'createTask', [initial])).code).toBe(0);
  const [task] = (await s.as(`${TASK}/list`, { current: 1, size: 5, condition: { docNo: doc.inNoticeNo } })).data.records;
  return { doc, task, lines: await linesOf(task.id) };
}

describe('batch putaway confirm', () => {
  it('should put away every open line of the selected tasks into the proposed cells, complete tasks and notices, once per request id', async () => {
    const one = await withTask([{ itemNo: 'P010', qty: '6', lotNo: 'B1' }, { itemNo: 'P011', qty: '4' }]);
    const two = await withTask([{ itemNo: 'P012', qty: '3' }]);
    const first = await batch([one.task, two.task], 'batch-1');
    expect([first.code, first.data.lines, first.data.tasks.map((t: any) => t.statusCode)]).toEqual([0, 3, ['30', '30']]);
    const again = await batch([one.task, two.task], 'batch-1');
    expect(again.data).toEqual(first.data);
    // One transfer (two rows) per line, posted once.
    expect(await putCount([one.task.taskNo, two.task.taskNo])).toBe(6);
    expect((await balance(s, key({ cellNo: one.lines[0].proposedCellNo, itemNo: 'P010', lotNo: 'B1' }))).onHand).toBe('6');
    expect((await balance(s, key({ cellNo: two.lines[0].proposedCellNo, itemNo: 'P012' }))).onHand).toBe('3');
    expect((await linesOf(one.task.id)).map((l: any) => [l.statusCode, l.toCellNo, l.putName])).toEqual(one.lines.map((l: any) => ['30', l.proposedCellNo, 'admin']));
    for (const { doc } of [one, two]) expect((await s.as(`${NOTICE}/getinnoticebyid`, { id: doc.id })).data.statusCode).toBe('30');
    // Without a request id the second call meets the new versions.
    expect((await batch([one.task])).code).toBe(10003);
  });

  it('should take the open rest of a task in progress', async () => {
    const { task } = await withTask([{ itemNo: 'P013', qty: '2' }, { itemNo: 'P014', qty: '5' }]);
    const progressed = (await s.as(`${TASK}/confirm`, { taskId: task.id, lineNo: 1 })).data;
    const answer = await batch([progressed]);
    expect([answer.code, answer.data.lines, answer.data.tasks[0].statusCode]).toEqual([0, 1, '30']);
    expect(await putCount([task.taskNo])).toBe(4);
  });

  it('should refuse the whole batch for a suspended, finished or stale task or a task twice, writing nothing', async () => {
    const open = await withTask([{ itemNo: 'P015', qty: '1' }]);
    const held = await withTask([{ itemNo: 'P016', qty: '1' }]);
    const [suspended] = (await act(s, TASK, 'suspend', [held.task])).data;
    const refused = await batch([open.task, suspended]);
    expect([refused.code, refused.errorMessage]).toEqual([11022, `Putaway task ${held.task.taskNo} is suspended`]);
    expect((await batch([open.task, { ...open.task }])).code).toBe(10001);
    expect((await batch([{ ...open.task, version: open.task.version + 1 }])).code).toBe(10003);
    const [closed] = (await act(s, TASK, 'close', [(await act(s, TASK, 'release', [suspended])).data[0]])).data;
    expect((await batch([open.task, closed])).code).toBe(11020);
    expect((await batch([{ id: 999_999, version: 0 }])).code).toBe(10002);
    expect(await putCount([open.task.taskNo, held.task.taskNo])).toBe(0);
    expect((await linesOf(open.task.id))[0].statusCode).toBe('10');
  });

  it('should refuse the batch when a cell no longer takes a line or two lines of it overfill one cell', async () => {
    const fine = await withTask([{ itemNo: 'P027', qty: '1' }]);
    const crowded = await withTask([{ itemNo: 'P018', qty: '3' }, { itemNo: 'P018', qty: '3' }]);
    const [cellNo] = crowded.lines.map((l: any) => l.proposedCellNo);
    // Both lines into one cell that holds 4: each alone fits, together they do not.
    await s.database.db.execute(sql`update in_putaway_line set proposed_cell_no = ${cellNo} where task_id = ${crowded.task.id}`);
    await s.database.db.execute(sql`update bm_cell set max_qty = 4 where warehouse_no = 'WH-SEA' and cell_no = ${cellNo}`);
    const full = await batch([fine.task, crowded.task]);
    expect([full.code, full.errorMessage]).toEqual([11026, expect.stringContaining(`Cell ${cellNo} cannot take this stock`)]);
    await s.database.db.execute(sql`update bm_cell set max_qty = 0.5 where warehouse_no = 'WH-SEA' and cell_no = ${fine.lines[0].proposedCellNo}`);
    expect((await batch([fine.task])).code).toBe(11026);
    expect(await putCount([fine.task.taskNo, crowded.task.taskNo])).toBe(0);
    expect((await balance(s, key({ cellNo, itemNo: 'P018' }))).onHand).toBe('0');
  });
});
