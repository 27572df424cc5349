/**
 * Cross-docking (issue 13): a received putaway line whose item an allocated outbound notice is short
 * of goes straight to the staging cell when the notice's document category allows it: the notice's
 * shortage shrinks by at most its shortage, the goods land staged and reserved, shipping issues them
 * like picked goods, a replay posts once, first come first served by notice date, two receipts at
 * once never reserve more than the shortage, and a category
 * without the flag (or a notice without a category) never cross-docks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, pickAll, reservations, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

const TASK = 'IInPutawayTaskService';
let s: Session;
let storage: string[];
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
  staging = await stagingOf(s);
});
afterAll(() => s.close());

const crossDocking = (on: boolean) => s.database.db.execute(sql`update bm_doc_type set is_cross_dock = ${on} where classify_type = 'SAL-OUT' and big_module = '2'`);
const linesOf = async (taskId: number) => (await s.as('IInPutawayLineService/list', { current: 1, size: 100, condition: { taskId } })).data.records;
const crossDock = (body: Record<string, unknown>, requestId: string) => s.call(`${TASK}/crossDock`, body, { token: s.token, headers: { 'request-id': requestId } });
const putCount = async (taskNo: string) => Number((await s.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_type = 'PUT' and doc_no = ${taskNo}`)).rows[0].n);

/** An allocated notice of `qty` of `itemNo` (short of what storage lacks). */
async function allocated(itemNo: string, qty: string, over: Record<string, unknown> = {}) {
  const notice = await submitted(s, [{ itemNo, qty }], over);
  expect((await act(s, NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
  return getNotice(s, notice.id);
}

/** An inbound notice of `qty` of `itemNo` received into the receiving cell with its putaway task; answers the task. */
async function received(itemNo: string, qty: string) {
  const doc = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo, qty }] });
  const [initial] = (await act(s, 'IInNoticeService', 'submit', [doc])).data;
  expect((await act(s, 'IInNoticeService', 'createTask', [initial])).code).toBe(0);
  return (await s.as(`${TASK}/list`, { current: 1, size: 5, condition: { docNo: doc.inNoticeNo } })).data.records[0];
}

describe('cross-docking', () => {
  it('should send the received goods a short notice lacks to the staging cell, reserved for it, once, and ship them', async () => {
    await crossDocking(true);
    await stock(s, storage[0], 'P030', '2', '2026-01-01');
    const notice = await allocated('P030', '5');
    expect(notice.lines[0].allocatedQty).toBe('2');
    const task = await received('P030', '4');
    const [line] = await linesOf(task.id);
    // The shelf-task drawer shows what a cross-dock would do: 3 of the 4 to the short notice.
    expect([line.crossDockNo, line.crossDockQty]).toEqual([notice.outNoticeNo, '3']);

    const first = await crossDock({ taskId: task.id, lineNo: 1 }, 'xdock-1');
    expect(first.code).toBe(0);
    expect(first.data.crossDock).toEqual({ outNoticeNo: notice.outNoticeNo, lineNo: 1, qty: '3' });
    // The line splits: 3 done into the staging cell, 1 left open with a storage proposal.
    expect(first.data.lines.map((l: any) => [l.lineNo, l.qty, l.statusCode, l.toCellNo])).toEqual([[1, '3', '30', staging], [2, '1', '10', null]]);
    const again = await crossDock({ taskId: task.id, lineNo: 1 }, 'xdock-1');
    expect(again.data).toEqual(first.data);
    // One posting: the transfer (out of receiving, into staging) and the reservation there.
    expect(await putCount(task.taskNo)).toBe(3);
    // The shortage is gone, the goods are staged and reserved, the ledger agrees with the reservations.
    expect((await getNotice(s, notice.id)).lines[0].allocatedQty).toBe('5');
    expect(await balance(s, key({ cellNo: staging, itemNo: 'P030', stockStatus: '30' }))).toEqual({ onHand: '3', allocated: '3', frozen: '0' });
    const { ledger, reserved } = await reservations(s, 'P030');
    expect(ledger).toBe(reserved);

    // Never over the demand: the rest has no demand left and is refused, writing nothing.
    const [, rest] = await linesOf(task.id);
    expect(rest.crossDockNo).toBeUndefined();
    const refused = await crossDock({ taskId: task.id, lineNo: 2 }, 'xdock-2');
    expect([refused.code, refused.errorMessage]).toEqual([12470, 'No allocated outbound notice of WH-SEA whose category allows cross-docking is short of P030 (qualified goods only): put the line away instead']);
    expect(await putCount(task.taskNo)).toBe(3);

    // Shipping works as for picked goods once the storage part is picked.
    await pickAll(s, notice.outNoticeNo);
    const shipped = await act(s, NOTICE, 'shipoutnotice', [await getNotice(s, notice.id)]);
    expect(shipped.code).toBe(0);
    expect((await getNotice(s, notice.id)).lines[0].shippedQty).toBe('5');
    expect(await balance(s, key({ cellNo: staging, itemNo: 'P030', stockStatus: '30' }))).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
  });

  it('should serve the notice dated first', async () => {
    await crossDocking(true);
    await stock(s, storage[1], 'P031', '1', '2026-01-01');
    const later = await allocated('P031', '3', { billDate: '2026-03-02' });
    await stock(s, storage[1], 'P031', '1', '2026-01-01');
    const earlier = await allocated('P031', '3', { billDate: '2026-03-01' });
    const task = await received('P031', '2');
    const answer = await crossDock({ taskId: task.id, lineNo: 1 }, 'xdock-fifo');
    expect(answer.data.crossDock).toEqual({ outNoticeNo: earlier.outNoticeNo, lineNo: 1, qty: '2' });
    expect((await getNotice(s, earlier.id)).lines[0].allocatedQty).toBe('3');
    expect((await getNotice(s, later.id)).lines[0].allocatedQty).toBe('1');
  });

  it('should never reserve over the shortage when two receipts cross-dock for it at once', async () => {
    await crossDocking(true);
    await stock(s, storage[1], 'P033', '1', '2026-01-01');
    const notice = await allocated('P033', '4');
    const tasks = [await received('P033', '3'), await received('P033', '3')];
    const answers = await Promise.all(tasks.map((task, i) => crossDock({ taskId: task.id, lineNo: 1 }, `xdock-race-${i}`)));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 12470]);
    expect((await getNotice(s, notice.id)).lines[0].allocatedQty).toBe('4');
    const { ledger, reserved } = await reservations(s, 'P033');
    expect([ledger, reserved]).toEqual(['4', '4']);
  });

  it('should never cross-dock for a category without the flag or a notice without a category', async () => {
    await crossDocking(false);
    await stock(s, storage[0], 'P032', '1', '2026-01-01');
    const flagless = await allocated('P032', '4');
    await stock(s, storage[0], 'P032', '1', '2026-01-01');
    const uncategorised = await allocated('P032', '4', { classifyType: null });
    expect([flagless.statusCode, uncategorised.statusCode]).toEqual(['15', '15']);
    const task = await received('P032', '2');
    const [line] = await linesOf(task.id);
    expect(line.crossDockNo).toBeUndefined();
    const refused = await crossDock({ taskId: task.id, lineNo: 1 }, 'xdock-off');
    expect(refused.code).toBe(12470);
    expect(await putCount(task.taskNo)).toBe(0);
    expect((await getNotice(s, flagless.id)).lines[0].allocatedQty).toBe('1');
  });
});
