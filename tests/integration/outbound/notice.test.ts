/**
 * Outbound notices (issue 13): add/modify/delete in draft with the customer's address, submit,
 * allocation by the strategy (FIFO by receipt; never quarantine, receiving or expired stock; short
 * allocation visible), cancel allocation, ship only once picked (on hand and allocated drop at the
 * staging cell in one posting),
 * posting-notice, suspend/release, close with a remark, invalidate; every refusal localized with
 * nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, inventoryApp, transactionCount, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, noticeBody, pickAll, reservations, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
let receiving: string;
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 6);
  [receiving] = await zoneCells(s, 'SEA-RCV', 1);
  staging = await stagingOf(s);
});
afterAll(() => s.close());

const noticeCount = async () => Number((await s.database.db.execute(sql`select count(*)::int as n from out_notice_head`)).rows[0].n);

describe('outbound notices in draft', () => {
  it('should add a draft with the customer address, modify and delete it only in draft', async () => {
    const doc = await addDoc(s, NOTICE, 'outnotice', noticeBody([{ itemNo: 'P001', qty: '2' }]));
    expect([doc.statusCode, doc.isSuspend, doc.outNoticeNo.startsWith('OUT')]).toEqual(['0', false, true]);
    const modified = await s.as(`${NOTICE}/updateoutnoticebyid`, { ...noticeBody([{ itemNo: 'P002', qty: '3' }]), id: doc.id, version: doc.version });
    expect(modified.code).toBe(0);
    const [initial] = (await act(s, NOTICE, 'submitoutnotice', [modified.data])).data;
    expect(initial.statusCode).toBe('10');
    const refused = await s.as(`${NOTICE}/updateoutnoticebyid`, { ...noticeBody([{ itemNo: 'P002', qty: '9' }]), id: initial.id, version: initial.version });
    expect([refused.code, refused.errorMessage]).toEqual([11600, `${doc.outNoticeNo} is not in draft: the operation is refused`]);
    const deleted = await s.as(`${NOTICE}/deleteoutnoticebyids`, { delList: [{ id: initial.id, version: initial.version }] });
    expect(deleted.code).toBe(11600);
    expect((await getNotice(s, doc.id)).lines.map((l: any) => [l.itemNo, l.qty])).toEqual([['P002', '3']]);
  });

  it('should refuse an address of another customer, no lines and a quantity of 0, writing nothing', async () => {
    const before = await noticeCount();
    const wrongAddress = await s.as(`${NOTICE}/addoutnotice`, noticeBody([{ itemNo: 'P001', qty: '1' }], { addressNo: 'A99' }));
    expect(wrongAddress.code).toBe(10001);
    expect(wrongAddress.details.fields).toEqual([{ field: 'addressNo', message: 'Address A99 is not a valid address of this customer', params: { value: 'A99' } }]);
    const zero = await s.as(`${NOTICE}/addoutnotice`, noticeBody([{ itemNo: 'P001', qty: '0' }]));
    expect(zero.details.fields.map((f: any) => f.field)).toEqual(['lines.0.qty']);
    expect((await s.as(`${NOTICE}/addoutnotice`, noticeBody([]))).code).toBe(10046);
    const chinese = await s.call(`${NOTICE}/addoutnotice`, noticeBody([{ itemNo: 'P001', qty: '1' }], { addressNo: 'A99' }), { token: s.token, headers: { 'accept-language': 'zh-CN' } });
    expect(chinese.details.fields[0].message).toBe('地址 A99 不是该客户的有效地址');
    expect(await noticeCount()).toBe(before);
  });

  it('should not take allocated or shipped quantities from the client', async () => {
    const doc = await addDoc(s, NOTICE, 'outnotice', noticeBody([{ itemNo: 'P001', qty: '2', allocatedQty: '2', shippedQty: '2' }]));
    expect(doc.lines.map((l: any) => [l.allocatedQty, l.shippedQty])).toEqual([[null, null]]);
  });
});

describe('allocation and shipping', () => {
  it('should allocate the oldest receipt first, skip quarantine and receiving stock, and show the shortage', async () => {
    const older = await stock(s, storage[0], 'P003', '4', '2026-01-10');
    const newer = await stock(s, storage[1], 'P003', '10', '2026-03-10');
    const quarantine = await stock(s, storage[2], 'P003', '50', '2025-12-01', { stockStatus: '20' });
    const dock = await stock(s, receiving, 'P003', '50', '2025-12-01');
    // A transfer shipment has no document category: short notices may ship.
    const notice = await submitted(s, [{ itemNo: 'P003', qty: '6' }, { itemNo: 'P003', qty: '20' }], { classifyType: 'TRF-OUT' });
    const answer = await act(s, NOTICE, 'allocateoutnotice', [notice]);
    expect([answer.code, answer.data[0].statusCode]).toEqual([0, '15']);
    expect((await balance(s, older)).allocated).toBe('4');
    expect((await balance(s, newer)).allocated).toBe('10');
    expect([(await balance(s, quarantine)).allocated, (await balance(s, dock)).allocated]).toEqual(['0', '0']);
    // The first line takes the old 4 and 2 of the new; the second the 8 left of 20: short by 12.
    const lines = (await getNotice(s, notice.id)).lines;
    expect(lines.map((l: any) => [l.qty, l.allocatedQty])).toEqual([['6', '6'], ['20', '8']]);
    expect(await reservations(s, 'P003')).toEqual({ ledger: '14', reserved: '14' });

    const again = await act(s, NOTICE, 'allocateoutnotice', [answer.data[0]]);
    expect([again.code, again.errorMessage]).toEqual([10040, `${notice.outNoticeNo} is not in initial status: the operation is refused`]);

    const unpicked = await act(s, NOTICE, 'shipoutnotice', [answer.data[0]]);
    expect([unpicked.code, unpicked.errorMessage]).toEqual([11606, `${notice.outNoticeNo} is not picked yet: P003 at ${storage[0]} is still to pick`]);
    await pickAll(s, notice.outNoticeNo);
    expect(await balance(s, older)).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    const staged = await balance(s, { ...older, cellNo: staging, stockStatus: '30' });
    expect(staged).toEqual({ onHand: '14', allocated: '14', frozen: '0' });
    const shipped = await act(s, NOTICE, 'shipoutnotice', [answer.data[0]]);
    expect([shipped.code, shipped.errorMessage]).toEqual([0, undefined]);
    expect(shipped.data[0].statusCode).toBe("30");
    expect(await balance(s, newer)).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    expect(await balance(s, { ...older, cellNo: staging, stockStatus: '30' })).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    expect((await getNotice(s, notice.id)).lines.map((l: any) => l.shippedQty)).toEqual(['6', '8']);
    // Three reservations (4 + 2 for line 1, 8 for line 2) under the round's number: each allocated
    // (1 row), picked (PCK: released, moved out and in, reserved at staging: 4 rows), then released
    // at the staging cell (1 row) and issued (cell and customer rows).
    expect(await transactionCount(s, `${notice.outNoticeNo}-1`)).toBe(3 * (1 + 4 + 1 + 2));
  });

  it('should refuse a notice without any sellable stock, and expired stock is never allocated', async () => {
    await s.database.db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 30, shelflife_unit = 'D', out_shelflife = 5 where org_no = 'NWT' and item_no = 'P004'`);
    const expired = await stock(s, storage[0], 'P004', '9', '2020-01-01');
    const notice = await submitted(s, [{ itemNo: 'P004', qty: '1' }]);
    const answer = await act(s, NOTICE, 'allocateoutnotice', [notice]);
    expect([answer.code, answer.errorMessage]).toEqual([11603, `No available stock for any line of ${notice.outNoticeNo} (qualified stock in storage or picking cells, not expired, enough shelf life left)`]);
    expect((await getNotice(s, notice.id)).statusCode).toBe('10');
    expect((await balance(s, expired)).allocated).toBe('0');
  });

  it('should release the reservation on cancel allocation and allocate afresh in a new round', async () => {
    const at = await stock(s, storage[3], 'P005', '5', '2026-02-01');
    const notice = await submitted(s, [{ itemNo: 'P005', qty: '3' }]);
    const [allocated] = (await act(s, NOTICE, 'allocateoutnotice', [notice])).data;
    expect((await balance(s, at)).allocated).toBe('3');
    const [cancelled] = (await act(s, NOTICE, 'cancelAllocateoutnotice', [allocated])).data;
    expect([cancelled.statusCode, (await balance(s, at)).allocated]).toEqual(['10', '0']);
    expect((await getNotice(s, notice.id)).lines[0].allocatedQty).toBe('0');
    const [round2] = (await act(s, NOTICE, 'allocateoutnotice', [cancelled])).data;
    expect([(await getNotice(s, notice.id)).allocRound, (await balance(s, at)).allocated]).toEqual([2, '3']);
    const [invalid] = (await act(s, NOTICE, 'invalidoutnotice', [round2])).data;
    expect([invalid.statusCode, (await balance(s, at)).allocated]).toEqual(['90', '0']);
    expect(await reservations(s, 'P005')).toEqual({ ledger: '0', reserved: '0' });
  });

  it('should post a notice straight from stock (posting-notice) and refuse shipping short under short control', async () => {
    const at = await stock(s, storage[4], 'P006', '5', '2026-02-01');
    const posted = await submitted(s, [{ itemNo: 'P006', qty: '2' }]);
    const [done] = (await act(s, NOTICE, 'postoutnotice', [posted])).data;
    expect([done.statusCode, (await balance(s, at)).onHand]).toEqual(['30', '3']);

    // The demo's sales shipment category has short control.
    const short = await submitted(s, [{ itemNo: 'P006', qty: '7' }]);
    const refused = await act(s, NOTICE, 'postoutnotice', [short]);
    expect([refused.code, refused.errorMessage]).toEqual([11604, `${short.outNoticeNo} is short: P006 has 3 of 7, and its document category does not allow shipping short`]);
    const [allocated] = (await act(s, NOTICE, 'allocateoutnotice', [short])).data;
    expect((await act(s, NOTICE, 'shipoutnotice', [allocated])).code).toBe(11604);
    expect((await balance(s, at))).toEqual({ onHand: '3', allocated: '3', frozen: '0' });
    const [closed] = (await s.as(`${NOTICE}/closeoutnotice`, { list: [{ id: allocated.id, version: allocated.version }], remark: 'Customer cancelled' })).data;
    expect([closed.statusCode, closed.closeRemark, (await balance(s, at)).allocated]).toEqual(['99', 'Customer cancelled', '0']);
  });

  it('should require a remark to close', async () => {
    const at = await stock(s, storage[5], 'P007', '5', '2026-02-01');
    const notice = await submitted(s, [{ itemNo: 'P007', qty: '1' }]);
    const [allocated] = (await act(s, NOTICE, 'allocateoutnotice', [notice])).data;
    const refused = await s.as(`${NOTICE}/closeoutnotice`, { list: [{ id: allocated.id, version: allocated.version }] });
    expect(refused.code).toBe(10001);
    expect([(await getNotice(s, notice.id)).statusCode, (await balance(s, at)).allocated]).toEqual(['15', '1']);
  });
});

describe('suspend and release', () => {
  it('should refuse allocating a suspended notice and release it once', async () => {
    const at = await stock(s, storage[5], 'P008', '5', '2026-02-01');
    const notice = await submitted(s, [{ itemNo: 'P008', qty: '1' }]);
    const [suspended] = (await act(s, NOTICE, 'suspendoutnotice', [notice])).data;
    expect(suspended.isSuspend).toBe(true);
    expect((await act(s, NOTICE, 'suspendoutnotice', [suspended])).code).toBe(11601);
    const refused = await act(s, NOTICE, 'allocateoutnotice', [suspended]);
    expect([refused.code, refused.errorMessage]).toEqual([11601, `${notice.outNoticeNo} is suspended: release it first`]);
    expect((await balance(s, at)).allocated).toBe('0');
    const [released] = (await act(s, NOTICE, 'releaseoutnotice', [suspended])).data;
    expect((await act(s, NOTICE, 'releaseoutnotice', [released])).code).toBe(11602);
    expect((await act(s, NOTICE, 'allocateoutnotice', [released])).code).toBe(0);
    const stale = await act(s, NOTICE, 'suspendoutnotice', [released]);
    expect(stale.code).toBe(10003);
  });
});
