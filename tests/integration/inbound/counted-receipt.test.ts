/**
 * Receipt as counted (record 0932, counted-receipt.ts): a submitted arrival note and an inbound
 * notice receive what the handheld counted, with lot and expiry, through their own receive /
 * createTask action; the refusals (no such line, nothing counted, not submitted) change nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, inventoryApp, key, type Session } from '../inventory/inventory-support.ts';
import { receivingCell } from './inbound-support.ts';

let s: Session;
let dock: string;
beforeAll(async () => {
  s = await inventoryApp();
  dock = await receivingCell(s);
});
afterAll(() => s.close());

const head = (lines: Record<string, unknown>[]) => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines });
const submitted = async (service: string, suffix: string, lines: Record<string, unknown>[]) =>
  (await act(s, service, 'submit', [await addDoc(s, service, suffix, head(lines))])).data[0];

describe('receipt as counted', () => {
  it('should receive an arrival note as counted: short with its lot and expiry, over, a line counted 0 left out', async () => {
    const doc = await submitted('IInArriveService', 'inarrive', [{ itemNo: 'P004', qty: '10' }, { itemNo: 'P005', qty: '4' }, { itemNo: 'P006', qty: '3' }]);
    const lines = [{ lineNo: 1, qty: '8', lotNo: 'LOT-C1', expiryDate: '2027-06-30' }, { lineNo: 2, qty: '5' }, { lineNo: 3, qty: '0' }];
    const answer = await s.as('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: doc.version, lines });
    expect([answer.code, answer.data.statusCode]).toEqual([0, '15']);
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P004', lotNo: 'LOT-C1', stockStatus: '25' }))).onHand).toBe('8');
    const stored = await s.database.db.execute(sql`select l.line_no, l.qty::float8 as qty, l.lot_no, l.expiry_date::text as expiry, l.remark from in_arrive_line l
      join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${doc.inArriveNo} order by l.line_no`);
    expect(stored.rows.map((r: any) => [r.line_no, r.qty, r.lot_no, r.expiry, r.remark])).toEqual([
      [1, 8, 'LOT-C1', '2027-06-30', `${doc.inArriveNo}/1: 10 -> 8`],
      [2, 5, null, null, `${doc.inArriveNo}/2: 4 -> 5`],
    ]);
    const posted = await s.database.db.execute(sql`select item_no, sum(on_hand_delta)::float8 as qty from inv_transaction where doc_type = 'ARV' and doc_no = ${`${doc.inArriveNo}-1`} and location_usage = 'internal' group by item_no order by item_no`);
    expect(posted.rows.map((r: any) => [r.item_no, r.qty])).toEqual([['P004', 8], ['P005', 5]]);
  });

  it('should keep a short line\'s rest open on a backorder note that a second receipt takes, when the receiver says more is to come (record 0985)', async () => {
    const doc = await submitted('IInArriveService', 'inarrive', [{ itemNo: 'P004', qty: '10' }, { itemNo: 'P005', qty: '4' }]);
    const answer = await s.as('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: doc.version, rest: 'backorder', lines: [{ lineNo: 1, qty: '7' }, { lineNo: 2, qty: '4' }] });
    expect([answer.code, answer.data.statusCode, answer.data.backorderNo]).toEqual([0, '15', `${doc.inArriveNo}-B1`]);
    const backorderNo = `${doc.inArriveNo}-B1`;
    const sheet = (await s.as('IInArriveService/getCountSheet', { docNo: backorderNo })).data;
    expect([sheet.statusCode, sheet.lines.map((l: any) => [l.lineNo, l.itemNo, l.qty])]).toEqual(['10', [[1, 'P004', '3']]]);
    const second = await s.as('IInArriveService/receiveCounted', { docNo: backorderNo, version: sheet.version, lines: [{ lineNo: 1, qty: '3', lotNo: 'LOT-BO' }] });
    expect([second.code, second.data.statusCode]).toEqual([0, '15']);
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P004', lotNo: 'LOT-BO', stockStatus: '25' }))).onHand).toBe('3');
  });

  it('should close a short line without a backorder by default, its discrepancy in the remark; a notice cannot keep a rest open', async () => {
    const doc = await submitted('IInArriveService', 'inarrive', [{ itemNo: 'P004', qty: '10' }]);
    const answer = await s.as('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: doc.version, rest: 'close', lines: [{ lineNo: 1, qty: '6' }] });
    expect(answer.code).toBe(0);
    const stored = await s.database.db.execute(sql`select l.remark, (select count(*)::int from in_arrive_head b where b.in_arrive_no like ${`${doc.inArriveNo}-B%`}) as backorders
      from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${doc.inArriveNo}`);
    expect(stored.rows.map((r: any) => [r.remark, r.backorders])).toEqual([[`${doc.inArriveNo}/1: 10 -> 6`, 0]]);
    const notice = await submitted('IInNoticeService', 'innotice', [{ itemNo: 'P004', qty: '6' }]);
    const refused = await s.call('IInNoticeService/createTaskCounted', { docNo: notice.inNoticeNo, version: notice.version, rest: 'backorder', lines: [{ lineNo: 1, qty: '2' }] }, { token: s.token, headers: { 'accept-language': 'zh-TW' } });
    expect([refused.code, refused.errorMessage]).toEqual([11009, `只有到貨單可以保留短收的餘量：${notice.inNoticeNo}只能短收關閉`]);
  });

  it('should receive one line in two lots as two stock rows with their lots and expiry dates (record 0985)', async () => {
    const doc = await submitted('IInArriveService', 'inarrive', [{ itemNo: 'P006', qty: '50' }, { itemNo: 'P005', qty: '2' }]);
    const lines = [{ lineNo: 1, qty: '30', lotNo: 'LOT-2A', expiryDate: '2027-03-31' }, { lineNo: 2, qty: '2' }, { lineNo: 1, qty: '20', lotNo: 'LOT-2B', expiryDate: '2027-04-30' }];
    const answer = await s.as('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: doc.version, lines });
    expect(answer.code).toBe(0);
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P006', lotNo: 'LOT-2A', stockStatus: '25' }))).onHand).toBe('30');
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P006', lotNo: 'LOT-2B', stockStatus: '25' }))).onHand).toBe('20');
    const stored = await s.database.db.execute(sql`select l.line_no, l.item_no, l.qty::float8 as qty, l.lot_no, l.expiry_date::text as expiry, l.remark from in_arrive_line l
      join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${doc.inArriveNo} order by l.line_no`);
    expect(stored.rows.map((r: any) => [r.line_no, r.item_no, r.qty, r.lot_no, r.expiry, r.remark])).toEqual([
      [1, 'P006', 30, 'LOT-2A', '2027-03-31', null], [2, 'P005', 2, null, null, null], [3, 'P006', 20, 'LOT-2B', '2027-04-30', `${doc.inArriveNo}/1`],
    ]);
  });

  it('should create the putaway task of an inbound notice as counted, its count sheet naming the item\'s GTIN', async () => {
    const doc = await submitted('IInNoticeService', 'innotice', [{ itemNo: 'P004', qty: '6' }]);
    await s.database.db.execute(sql`update bm_item set gtin = '09521234543213' where org_no = 'NWT' and item_no = 'P004'`);
    const sheet = (await s.as('IInNoticeService/getCountSheet', { docNo: doc.inNoticeNo })).data;
    expect([sheet.docType, sheet.statusCode, sheet.version]).toEqual(['INN', '10', doc.version]);
    expect(sheet.lines.map((l: any) => [l.lineNo, l.itemNo, l.qty, l.gtin])).toEqual([[1, 'P004', '6', '09521234543213']]);
    const answer = await s.as('IInNoticeService/createTaskCounted', { docNo: doc.inNoticeNo, version: doc.version, lines: [{ lineNo: 1, qty: '6', lotNo: 'LOT-N1', expiryDate: '2027-01-31' }] });
    expect([answer.code, answer.data.statusCode]).toEqual([0, '15']);
    expect((await balance(s, key({ cellNo: dock, itemNo: 'P004', lotNo: 'LOT-N1', stockStatus: '25' }))).onHand).toBe('6');
  });

  it('should refuse a line of no document, nothing counted and a note not submitted, in the caller\'s language, changing nothing', async () => {
    const doc = await submitted('IInArriveService', 'inarrive', [{ itemNo: 'P004', qty: '2' }]);
    const call = (lines: unknown[], language = 'en-US') => s.call('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: doc.version, lines }, { token: s.token, headers: { 'accept-language': language } });
    const unknown = await call([{ lineNo: 9, qty: '1' }]);
    expect([unknown.code, unknown.errorMessage]).toEqual([11007, `${doc.inArriveNo} has no line 9 to count (or it was counted twice)`]);
    const twice = await call([{ lineNo: 1, qty: '1', lotNo: 'X' }, { lineNo: 1, qty: '1', lotNo: 'X' }]);
    expect([twice.code, twice.errorMessage]).toEqual([11007, `${doc.inArriveNo} has no line 1 to count (or it was counted twice)`]);
    const nothing = await call([{ lineNo: 1, qty: '0' }], 'zh-CN');
    expect([nothing.code, nothing.errorMessage]).toEqual([11008, `${doc.inArriveNo}没有清点任何数量：请至少清点一行大于0的数量`]);
    const received = await call([{ lineNo: 1, qty: '2' }]);
    expect(received.code).toBe(0);
    const again = await s.as('IInArriveService/receiveCounted', { docNo: doc.inArriveNo, version: received.data.version, lines: [{ lineNo: 1, qty: '2' }] });
    expect([again.code, again.errorMessage]).toEqual([10040, `${doc.inArriveNo} is not in initial status: the operation is refused`]);
    const lines = await s.database.db.execute(sql`select count(*)::int as n from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no = ${doc.inArriveNo}`);
    expect(lines.rows[0].n).toBe(1);
  });
});
