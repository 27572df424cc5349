/**
 * Arrival notes (Inbound arrival, issue 12 part 2): draft -> submit -> receive into the receiving
 * cell through the ledger (with its putaway task) -> put away / cancel receipt / finish / close / invalidate, with the refusals of
 * workflows §4/§5 leaving document and ledger as they were.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { receivingCell } from './inbound-support.ts';

const SERVICE = 'IInArriveService';
let s: Session;
let dock: string;
beforeAll(async () => {
  s = await inventoryApp();
  dock = await receivingCell(s);
});
afterAll(() => s.close());

type Line = Record<string, unknown>;
const arrival = (lines: Line[], head: Record<string, unknown> = {}) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', ...head, lines });
const toPutAway = (itemNo: string, lotNo = '') => key({ cellNo: dock, itemNo, lotNo, stockStatus: '25' });
const get = async (id: number) => (await s.as(`${SERVICE}/getinarrivebyid`, { id })).data;
const transactions = async (docNoLike: string) =>
  Number((await s.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_type = 'ARV' and doc_no like ${docNoLike}`)).rows[0].n);
const issues = (answer: any) => answer.details.fields.map(({ field, message }: any) => ({ field, message }));
/** Adds and submits an arrival; answers it in initial status. */
const submitted = async (lines: Line[], head: Record<string, unknown> = {}) => {
  const doc = await addDoc(s, SERVICE, 'inarrive', arrival(lines, head));
  return (await act(s, SERVICE, 'submit', [doc])).data[0];
};

describe('arrival note lifecycle', () => {
  it('should add a draft, modify it only in draft, receive it into the receiving cell as stock to put away', async () => {
    const doc = await addDoc(s, SERVICE, 'inarrive', arrival([{ itemNo: 'P004', qty: '5', lotNo: 'L1', productionDate: '2026-11-01', expiryDate: '2027-11-01' }], { poNo: 'PO-X' }));
    expect(doc.inArriveNo).toMatch(/^ARV\d{12}$/);
    expect([doc.statusCode, doc.incomingTag, doc.receiptRound]).toEqual(['0', 'WMS', 0]);
    const byNo = await s.as(`${SERVICE}/getinarrivebyinarriveno`, { inArriveNo: doc.inArriveNo });
    expect(byNo.data.lines.map((l: any) => [l.itemNo, l.lotNo, l.expiryDate])).toEqual([['P004', 'L1', '2027-11-01']]);

    const modified = await s.as(`${SERVICE}/updateinarrivebyid`, { id: doc.id, version: doc.version, lines: [{ itemNo: 'P004', qty: '6', lotNo: 'L1' }, { itemNo: 'P005', qty: '2' }] });
    expect(modified.code).toBe(0);
    const [initial] = (await act(s, SERVICE, 'submit', [modified.data])).data;
    expect(initial.statusCode).toBe('10');
    const late = await s.as(`${SERVICE}/updateinarrivebyid`, { id: initial.id, version: initial.version, lines: [{ itemNo: 'P004', qty: '1' }] });
    expect([late.code, late.errorMessage]).toEqual([11000, `${doc.inArriveNo} is not in draft: the operation is refused`]);
    expect((await s.as(`${SERVICE}/deleteinarrivebyids`, { delList: [{ id: initial.id, version: initial.version }] })).code).toBe(11000);

    const [received] = (await act(s, SERVICE, 'receive', [initial])).data;
    expect(received.statusCode).toBe('15');
    expect((await balance(s, toPutAway('P004', 'L1'))).onHand).toBe('6');
    expect((await balance(s, toPutAway('P005'))).onHand).toBe('2');
    // Double-entry from the supplier location, under the receipt's own number.
    expect(await transactions(`${doc.inArriveNo}-1`)).toBe(4);
    expect((await get(doc.id)).receiptRound).toBe(1);
    const events = await s.database.db.execute(sql`select payload->>'toStatus' as status from event_outbox where type = 'document.status' and payload->>'docNo' = ${doc.inArriveNo} order by id`);
    expect(events.rows.map((r) => r.status)).toEqual(['10', '15']);

    // The receipt made the putaway task; its last putaway completes the note, which only then may be finished (issue 26).
    const inProgress = await act(s, SERVICE, 'finish', [await get(doc.id)]);
    expect([inProgress.code, inProgress.errorMessage]).toEqual([10043, `${doc.inArriveNo} is not complete: the operation is refused`]);
    const [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 10, condition: { docNo: doc.inArriveNo } })).data.records;
    expect([task.docType, task.lineCount]).toEqual(['ARV', 2]);
    for (const lineNo of [1, 2]) expect((await s.as('IInPutawayTaskService/confirm', { taskId: task.id, lineNo })).code).toBe(0);
    expect((await balance(s, toPutAway('P004', 'L1'))).onHand).toBe('0');
    const finished = await get(doc.id);
    expect(finished.statusCode).toBe('30');
    expect((await act(s, SERVICE, 'close', [finished])).code).toBe(10041);
    const [ended] = (await act(s, SERVICE, 'endCase', [finished])).data;
    expect(ended.statusCode).toBe('40');
  });

  it('should give a line without a lot the lot of its item\'s lot rule at receipt, and put that lot away', async () => {
    await s.database.db.execute(sql`update bm_item set lot_rule_no = 'LOT-DAILY' where org_no = 'NWT' and item_no = 'P030'`);
    const doc = await submitted([{ itemNo: 'P030', qty: '3' }, { itemNo: 'P030', qty: '1', lotNo: 'OWN' }]);
    expect((await act(s, SERVICE, 'receive', [doc])).code).toBe(0);
    const [generated, own] = (await get(doc.id)).lines.map((l: any) => l.lotNo);
    expect([generated, own]).toEqual([expect.stringMatching(/^LOT-\d{8}-\d{5}$/), 'OWN']);
    expect((await balance(s, toPutAway('P030', generated))).onHand).toBe('3');
    const [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 10, condition: { docNo: doc.inArriveNo } })).data.records;
    const lines = (await s.as('IInPutawayLineService/list', { current: 1, size: 10, condition: { taskId: task.id } })).data.records;
    expect(lines.map((l: any) => l.lotNo)).toEqual([generated, 'OWN']);
  });

  it('should book a line given in another unit of the item in the item unit', async () => {
    // P002 Chang: 24 bottles make 1 EA.
    const doc = await submitted([{ itemNo: 'P002', qty: '48', unitNo: 'BTL', lotNo: 'U1' }]);
    expect((await act(s, SERVICE, 'receive', [doc])).code).toBe(0);
    expect((await balance(s, toPutAway('P002', 'U1'))).onHand).toBe('2');
    const noPath = await s.as(`${SERVICE}/addinarrive`, arrival([{ itemNo: 'P002', qty: '3', unitNo: 'PIE' }]));
    expect(issues(noPath)).toEqual([{ field: 'lines.0.unitNo', message: 'No conversion from PIE to the material\'s unit' }]);
  });

  it('should cancel a receipt (stock reversed, back to initial), receive it again, and close a receipt in progress', async () => {
    const doc = await submitted([{ itemNo: 'P006', qty: '7', lotNo: 'C1' }]);
    const [received] = (await act(s, SERVICE, 'receive', [doc])).data;
    const [cancelled] = (await act(s, SERVICE, 'cancelReceipt', [await get(received.id)])).data;
    expect(cancelled.statusCode).toBe('10');
    const tasks = async () => (await s.as('IInPutawayTaskService/list', { current: 1, size: 10, condition: { docNo: doc.inArriveNo } })).data.records.map((t: any) => t.statusCode);
    expect(await tasks()).toEqual(['90']);
    expect((await balance(s, toPutAway('P006', 'C1'))).onHand).toBe('0');
    const [again] = (await act(s, SERVICE, 'receive', [await get(doc.id)])).data;
    expect(again.statusCode).toBe('15');
    expect((await balance(s, toPutAway('P006', 'C1'))).onHand).toBe('7');
    expect([await transactions(`${doc.inArriveNo}-1`), await transactions(`${doc.inArriveNo}-2`)]).toEqual([4, 2]);
    const [closed] = (await act(s, SERVICE, 'close', [await get(doc.id)])).data;
    expect(closed.statusCode).toBe('99');
    expect((await tasks()).sort()).toEqual(['90', '99']);
    expect((await balance(s, toPutAway('P006', 'C1'))).onHand).toBe('7');
  });

  it('should refuse to cancel a receipt once its stock left the receiving cell, writing nothing', async () => {
    const doc = await submitted([{ itemNo: 'P007', qty: '4', lotNo: 'M1' }]);
    await act(s, SERVICE, 'receive', [doc]);
    const from = toPutAway('P007', 'M1');
    await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'TST', docNo: 'MOVE-P007', operator: 'tester', lines: [{ lineNo: 1, action: 'transfer', from, to: { ...from, cellNo: 'SEA-STO-01-01-1', stockStatus: '10' }, quantity: '1' }] }));
    const current = await get(doc.id);
    const refused = await act(s, SERVICE, 'cancelReceipt', [current]);
    expect([refused.code, refused.errorMessage]).toEqual([11002, `${doc.inArriveNo} has stock put away already: its receipt cannot be cancelled`]);
    expect((await act(s, SERVICE, 'invalid', [current])).code).toBe(11002);
    expect([(await get(doc.id)).statusCode, (await get(doc.id)).version]).toEqual(['15', current.version]);
    expect((await balance(s, from)).onHand).toBe('3');
  });

  it('should invalidate an initial note, and one in progress by reversing its receipt, but never a note another system created', async () => {
    const plain = await submitted([{ itemNo: 'P008', qty: '1' }]);
    expect((await act(s, SERVICE, 'invalid', [plain])).data[0].statusCode).toBe('90');
    const received = await submitted([{ itemNo: 'P008', qty: '3', lotNo: 'V1' }]);
    await act(s, SERVICE, 'receive', [received]);
    expect((await act(s, SERVICE, 'invalid', [await get(received.id)])).data[0].statusCode).toBe('90');
    expect((await balance(s, toPutAway('P008', 'V1'))).onHand).toBe('0');

    const external = await submitted([{ itemNo: 'P008', qty: '1' }]);
    await s.database.db.execute(sql`update in_arrive_head set incoming_tag = 'ERP' where id = ${external.id}`);
    const refused = await act(s, SERVICE, 'invalid', [external]);
    expect([refused.code, refused.errorMessage]).toEqual([11001, `${external.inArriveNo} was not created by this product: it cannot be invalidated`]);
    expect((await get(external.id)).statusCode).toBe('10');
  });
});

describe('arrival note refusals (workflows §5)', () => {
  it('should refuse lines of 0 or less, no lines, and a purchase receipt without a supplier', async () => {
    expect(issues(await s.as(`${SERVICE}/addinarrive`, arrival([{ itemNo: 'P004', qty: '0' }])))).toEqual([{ field: 'lines.0.qty', message: 'Must be greater than 0' }]);
    expect(issues(await s.as(`${SERVICE}/addinarrive`, arrival([{ itemNo: 'P004', qty: '-2' }])))).toEqual([{ field: 'lines.0.qty', message: 'Must be greater than 0' }]);
    expect((await s.as(`${SERVICE}/addinarrive`, arrival([]))).errorMessage).toBe('Please add detail information');
    const noSupplier = await s.as(`${SERVICE}/addinarrive`, arrival([{ itemNo: 'P004', qty: '1' }], { supplierNo: null }));
    expect(issues(noSupplier)).toEqual([{ field: 'supplierNo', message: 'A purchase receipt needs a supplier' }]);
    // A customer return is not a purchase: no supplier needed.
    expect((await s.as(`${SERVICE}/addinarrive`, arrival([{ itemNo: 'P004', qty: '1' }], { supplierNo: null, classifyType: 'RET-IN' }))).code).toBe(0);
    const count = await s.database.db.execute(sql`select count(*)::int as n from in_arrive_head where classify_type = 'PUR-IN' and supplier_no is null`);
    expect(count.rows[0].n).toBe(0);
  });

  it('should refuse an over-receipt of a purchase order line over all its arrivals, writing nothing, unless quantity control is off', async () => {
    const [line] = (await s.database.db.execute(sql`select order_no, line_no, item_no, trim_scale(qty)::text as qty from bm_arrival_import where org_no = 'NWT' order by order_no, line_no limit 1`)).rows;
    const ordered = Number(line.qty);
    const poLine = { itemNo: String(line.item_no), poLineNo: Number(line.line_no), lotNo: 'PO1' };
    const unknown = await s.as(`${SERVICE}/addinarrive`, arrival([{ ...poLine, poLineNo: 999, qty: '1' }], { poNo: line.order_no }));
    expect(issues(unknown)).toEqual([{ field: 'lines.0.poLineNo', message: `Order ${String(line.order_no)} has no line 999` }]);

    const first = await submitted([{ ...poLine, qty: String(ordered - 2) }], { poNo: line.order_no });
    expect((await act(s, SERVICE, 'receive', [first])).code).toBe(0);
    const second = await submitted([{ ...poLine, qty: '3' }], { poNo: line.order_no });
    const refused = await act(s, SERVICE, 'receive', [second]);
    expect([refused.code, refused.errorMessage]).toEqual([11003, `Over-receipt: ${String(line.item_no)} of order ${String(line.order_no)} line ${String(line.line_no)} is open for 2, 3 received`]);
    expect((await get(second.id)).statusCode).toBe('10');
    expect(await transactions(`${second.inArriveNo}-%`)).toBe(0);
    expect((await balance(s, toPutAway(String(line.item_no), 'PO1'))).onHand).toBe(String(ordered - 2));
    // The remaining quantity still goes in; a return category without quantity control takes more.
    expect((await act(s, SERVICE, 'receive', [await submitted([{ ...poLine, qty: '2' }], { poNo: line.order_no })])).code).toBe(0);
    expect((await act(s, SERVICE, 'receive', [await submitted([{ ...poLine, qty: '5' }], { poNo: line.order_no, classifyType: 'RET-IN' })])).code).toBe(0);
  });

  it('should refuse a stale version and an action from a wrong status, writing nothing', async () => {
    const doc = await submitted([{ itemNo: 'P009', qty: '2' }]);
    const stale = await act(s, SERVICE, 'receive', [{ id: doc.id, version: doc.version - 1 }]);
    expect(stale.code).toBe(10003);
    const early = await act(s, SERVICE, 'close', [doc]);
    expect([early.code, early.errorMessage]).toEqual([10041, `${doc.inArriveNo} is not in progress: the operation is refused`]);
    expect((await get(doc.id)).statusCode).toBe('10');
    expect(await transactions(`${doc.inArriveNo}-%`)).toBe(0);
  });

  it('should refuse receiving into a warehouse without a receiving cell', async () => {
    const doc = await addDoc(s, SERVICE, 'inarrive', arrival([{ itemNo: 'P004', qty: '1' }], { warehouseNo: 'WH-LDN' }));
    const [initial] = (await act(s, SERVICE, 'submit', [doc])).data;
    await s.database.db.execute(sql`update bm_zone set zone_type = '2' where warehouse_no = 'WH-LDN' and zone_type = '1'`);
    const refused = await act(s, SERVICE, 'receive', [initial]);
    expect([refused.code, refused.errorMessage]).toEqual([11004, 'Warehouse WH-LDN has no receiving cell: add a valid cell in a receiving zone']);
    expect((await get(doc.id)).statusCode).toBe('10');
  });
});

describe('arrival notes from arrival import', () => {
  it('should make one draft arrival note per order of the selected import rows, with order lines, and refuse rows used already', async () => {
    const rows = (await s.database.db.execute(sql`select id, order_no, line_no, item_no, trim_scale(qty)::text as qty from bm_arrival_import
      where org_no = 'NWT' and import_status = '1' and order_no in (select order_no from bm_arrival_import group by order_no having count(*) > 1) order by order_no, line_no limit 3`)).rows;
    const answer = await s.as(`${SERVICE}/createFromArrivalImport`, { ids: rows.map((r) => r.id) });
    expect(answer.code).toBe(0);
    const orders = [...new Set(rows.map((r) => String(r.order_no)))];
    expect(answer.data.map((a: any) => [a.poNo, a.statusCode])).toEqual(orders.map((o) => [o, '0']));
    const lines = answer.data.flatMap((a: any) => a.lines.map((l: any) => [a.poNo, l.poLineNo, l.itemNo, l.qty]));
    expect(lines).toEqual(rows.map((r) => [r.order_no, Number(r.line_no), r.item_no, r.qty]));
    const marked = await s.database.db.execute(sql`select import_status, arrival_no from bm_arrival_import where id in ${rows.map((r) => Number(r.id))}`);
    expect(marked.rows.every((r) => r.import_status === '2' && String(r.arrival_no).startsWith('ARV'))).toBe(true);
    const again = await s.as(`${SERVICE}/createFromArrivalImport`, { ids: [rows[0].id] });
    expect([again.code, again.errorMessage]).toEqual([11006, `Line ${String(rows[0].line_no)} of order ${String(rows[0].order_no)} has already made an arrival note or was refused`]);
  });
});
