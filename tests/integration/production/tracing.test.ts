/**
 * Work orders and tracing (issue 18 part 2) on a constructed genealogy of two levels: component
 * lot A (received from supplier S001 on an inbound notice) and lot B (a plain receipt) merge into
 * sub-assembly lot S1 (WO1, barcodes SB-1 and SB-2); S1 is split between WO2 (with more of A: lot
 * F1, barcode FB-1, shipped) and WO3 (with more of B: lot F2, barcode FB-2). Completion posts
 * through the ledger; forward tracing from an order and barcode reaches the supplier's notice;
 * reverse tracing from lot A or from its notice reaches every finished barcode and the shipment;
 * the resume of a sub-assembly barcode shows both directions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { act, addDoc, balance, cellsOf, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';

type Node = { kind: string; itemNo?: string; lotNo?: string; qty?: string; orderNo?: string; barcode?: string; docType?: string; docNo?: string; supplierNo?: string | null; children: Node[] };

let s: Session;
let noticeNo: string;
let cellA: string;
let cellB: string;
let cellMade: string;
const WO = 'IPdWorkOrderService';

/** A node as one line of text, its children nested. */
function shape(node: Node): unknown {
  const label = {
    barcode: `barcode ${node.barcode}`,
    order: `order ${node.orderNo}${node.qty ? ` x${node.qty}` : ''}`,
    lot: `lot ${node.itemNo}/${node.lotNo}${node.qty ? ` x${node.qty}` : ''}`,
    receipt: `receipt ${node.docType ?? ''}/${node.docNo}${node.supplierNo ? ` ${node.supplierNo}` : ''}`,
    shipment: `shipment ${node.docType}/${node.docNo} x${node.qty}`,
  }[node.kind];
  return node.children.length ? { [String(label)]: node.children.map(shape) } : label;
}

async function order(orderNo: string, itemNo: string, lotNo: string, planQty: string) {
  const added = await s.as(`${WO}/addpdworkorder`, { orderNo, orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo, lotNo, planQty });
  expect(added.code, added.errorMessage).toBe(0);
  expect(added.data.statusCode).toBe('10');
  const released = await s.as(`${WO}/release`, { id: added.data.id, version: added.data.version });
  expect([released.code, released.data.statusCode]).toEqual([0, '20']);
  return released.data;
}

const complete = (wo: { id: number; version: number }, materials: Record<string, string>[], finished: Record<string, string>[]) =>
  s.as(`${WO}/complete`, { id: wo.id, version: wo.version, cellNo: cellMade, materials, finished });

beforeAll(async () => {
  s = await inventoryApp();
  [cellB, cellMade] = await cellsOf(s, 'WH-SEA', 2);
  const doc = await addDoc(s, 'IInNoticeService', 'innotice', { orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P001', qty: '10', lotNo: 'A' }] });
  noticeNo = doc.inNoticeNo;
  const [initial] = (await act(s, 'IInNoticeService', 'submit', [doc])).data;
  expect((await act(s, 'IInNoticeService', 'createTask', [initial])).code).toBe(0);
  const [task] = (await s.as('IInPutawayTaskService/list', { current: 1, size: 5, condition: { docNo: noticeNo } })).data.records;
  expect((await s.as('IInPutawayTaskService/confirm', { taskId: task.id, lineNo: 1 })).code).toBe(0);
  cellA = String((await s.database.db.execute(sql`select to_cell_no from in_putaway_line where task_id = ${task.id}`)).rows[0].to_cell_no);
  await receive(s, key({ cellNo: cellB, itemNo: 'P002', lotNo: 'B' }), '10');

  const wo1 = await order('WO1', 'P003', 'S1', '4');
  const done1 = await complete(wo1, [{ cellNo: cellA, itemNo: 'P001', lotNo: 'A', qty: '4' }, { cellNo: cellB, itemNo: 'P002', lotNo: 'B', qty: '2' }], [{ barcode: 'SB-1', qty: '2' }, { barcode: 'SB-2', qty: '2' }]);
  expect([done1.code, done1.data?.statusCode, done1.data?.completedQty]).toEqual([0, '30', '4']);
  const wo2 = await order('WO2', 'P004', 'F1', '1');
  expect((await complete(wo2, [{ cellNo: cellMade, itemNo: 'P003', lotNo: 'S1', qty: '2' }, { cellNo: cellA, itemNo: 'P001', lotNo: 'A', qty: '1' }], [{ barcode: 'FB-1', qty: '1' }])).code).toBe(0);
  const wo3 = await order('WO3', 'P004', 'F2', '1');
  expect((await complete(wo3, [{ cellNo: cellMade, itemNo: 'P003', lotNo: 'S1', qty: '2' }, { cellNo: cellB, itemNo: 'P002', lotNo: 'B', qty: '1' }], [{ barcode: 'FB-2', qty: '1' }])).code).toBe(0);
  await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'SHP', docNo: 'SO-1', operator: 'tester', lines: [{ lineNo: 1, action: 'issue', from: key({ cellNo: cellMade, itemNo: 'P004', lotNo: 'F1' }), quantity: '1' }] }));
});
afterAll(() => s.close());

describe('work orders', () => {
  it('should have issued the materials and received the finished lots with their labels through the ledger', async () => {
    expect((await balance(s, key({ cellNo: cellA, itemNo: 'P001', lotNo: 'A' }))).onHand).toBe('5');
    expect((await balance(s, key({ cellNo: cellB, itemNo: 'P002', lotNo: 'B' }))).onHand).toBe('7');
    expect((await balance(s, key({ cellNo: cellMade, itemNo: 'P003', lotNo: 'S1' }))).onHand).toBe('0');
    expect((await balance(s, key({ cellNo: cellMade, itemNo: 'P004', lotNo: 'F2' }))).onHand).toBe('1');
    const labels = await s.database.db.execute(sql`select barcode, item_no, lot_no, trim_scale(qty)::text as qty, label_status from bm_label where barcode in ('SB-1', 'SB-2', 'FB-1', 'FB-2') order by 1`);
    expect(labels.rows.map((r) => [r.barcode, r.item_no, r.lot_no, r.qty, r.label_status])).toEqual([
      ['FB-1', 'P004', 'F1', '1', '4'], ['FB-2', 'P004', 'F2', '1', '4'], ['SB-1', 'P003', 'S1', '2', '4'], ['SB-2', 'P003', 'S1', '2', '4'],
    ]);
  });

  it('should refuse completing an order not released, a barcode taken and missing stock, writing nothing', async () => {
    const added = (await s.as(`${WO}/addpdworkorder`, { orderNo: 'WO4', orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'P004', lotNo: 'F4', planQty: '1' })).data;
    const material = [{ cellNo: cellA, itemNo: 'P001', lotNo: 'A', qty: '1' }];
    const early = await complete(added, material, [{ barcode: 'FB-4', qty: '1' }]);
    expect([early.code, early.errorMessage]).toEqual([11410, 'Work order WO4 is in status 10: this action needs another status']);
    const released = (await s.as(`${WO}/release`, { id: added.id, version: added.version })).data;
    expect((await complete(released, material, [{ barcode: 'FB-1', qty: '1' }])).code).toBe(11411);
    expect((await complete(released, material, [{ barcode: 'FB-4', qty: '1' }, { barcode: 'FB-4', qty: '1' }])).code).toBe(11411);
    expect((await complete(released, [{ cellNo: cellA, itemNo: 'P001', lotNo: 'A', qty: '50' }], [{ barcode: 'FB-4', qty: '1' }])).code).not.toBe(0);
    expect((await balance(s, key({ cellNo: cellA, itemNo: 'P001', lotNo: 'A' }))).onHand).toBe('5');
    expect((await s.database.db.execute(sql`select count(*)::int as n from bm_label where barcode = 'FB-4'`)).rows[0].n).toBe(0);
    expect((await s.as(`${WO}/getpdworkorderbyid`, { id: added.id })).data.statusCode).toBe('20');
  });
});

describe('forward tracing', () => {
  it('should need both the production order and the finished barcode, and refuse a barcode the order did not make', async () => {
    expect((await s.as('IPdTraceService/forward', { orderNo: 'WO2' })).code).toBe(11412);
    expect((await s.as('IPdTraceService/forward', { orderNo: 'WO2', barcode: 'FB-2' })).code).toBe(11413);
  });

  it('should trace a finished barcode through its order and sub-assembly down to the supplier notice of its component lot', async () => {
    const answer = await s.as('IPdTraceService/forward', { orderNo: 'WO2', barcode: 'FB-1' });
    expect(answer.code).toBe(0);
    const rcv = (await s.database.db.execute(sql`select doc_type, doc_no from inv_transaction where item_no = 'P002' and lot_no = 'B' and action = 'receive' and location_usage = 'internal'`)).rows[0];
    expect(shape(answer.data)).toEqual({
      'barcode FB-1': [{
        'order WO2': [
          { 'lot P001/A x1': [`receipt INN/${noticeNo}-1 S001`] },
          { 'lot P003/S1 x2': [{ 'order WO1': [{ 'lot P001/A x4': [`receipt INN/${noticeNo}-1 S001`] }, { 'lot P002/B x2': [`receipt ${rcv.doc_type}/${rcv.doc_no}`] }] }] },
        ],
      }],
    });
  });
});

describe('reverse tracing', () => {
  const fromA = [
    { 'order WO1 x4': [{ 'lot P003/S1': ['barcode SB-1', 'barcode SB-2', { 'order WO2 x2': [{ 'lot P004/F1': ['barcode FB-1', 'shipment SHP/SO-1 x1'] }] }, { 'order WO3 x2': [{ 'lot P004/F2': ['barcode FB-2'] }] }] }] },
    { 'order WO2 x1': [{ 'lot P004/F1': ['barcode FB-1', 'shipment SHP/SO-1 x1'] }] },
  ];

  it('should trace a component lot up to every finished barcode and shipment it reached, through the split sub-assembly lot', async () => {
    const answer = await s.as('IPdTraceService/reverse', { orgNo: 'NWT', itemNo: 'P001', lotNo: 'A' });
    expect(shape(answer.data)).toEqual({ 'lot P001/A': fromA });
  });

  it('should trace from the supplier notice the same way, and need a start', async () => {
    const answer = await s.as('IPdTraceService/reverse', { asnNo: noticeNo });
    expect(shape(answer.data)).toEqual({ [`receipt /${noticeNo}`]: [{ 'lot P001/A': fromA }] });
    expect((await s.as('IPdTraceService/reverse', { orgNo: 'NWT' })).code).toBe(11414);
  });
});

describe('resume', () => {
  it('should show where a barcode\'s lot came from and everywhere it went, and need a barcode', async () => {
    const answer = await s.as('IPdTraceService/resume', { barcode: 'SB-1' });
    const rcv = (await s.database.db.execute(sql`select doc_type, doc_no from inv_transaction where item_no = 'P002' and lot_no = 'B' and action = 'receive' and location_usage = 'internal'`)).rows[0];
    expect(shape(answer.data)).toEqual({
      'barcode SB-1': [{
        'lot P003/S1': [
          { 'order WO1': [{ 'lot P001/A x4': [`receipt INN/${noticeNo}-1 S001`] }, { 'lot P002/B x2': [`receipt ${rcv.doc_type}/${rcv.doc_no}`] }] },
          'barcode SB-1', 'barcode SB-2',
          { 'order WO2 x2': [{ 'lot P004/F1': ['barcode FB-1', 'shipment SHP/SO-1 x1'] }] },
          { 'order WO3 x2': [{ 'lot P004/F2': ['barcode FB-2'] }] },
        ],
      }],
    });
    expect((await s.as('IPdTraceService/resume', {})).code).toBe(11403);
    expect((await s.as('IPdTraceService/resume', { barcode: 'NOPE' })).code).toBe(ERROR_CODES.NOT_FOUND);
  });
});
