/**
 * Picking (issue 13): the picks of an allocated notice on the pick path, confirmed by scanned cell
 * and item (number or label barcode) into the staging cell with the reservation following the
 * goods; wrong cell, wrong item, too much and a suspended notice refused with nothing written; a
 * short pick releases the rest and shows the shortage; a replayed confirm posts once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, balance, inventoryApp, transactionCount, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, picksOf, reservations, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
let picking: string;
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
  [picking] = await zoneCells(s, 'SEA-PCK', 1);
  staging = await stagingOf(s);
});
afterAll(() => s.close());

const confirm = (body: Record<string, unknown>, requestId?: string) =>
  s.call('IOutPickService/confirm', body, { token: s.token, headers: requestId ? { 'request-id': requestId } : {} });

describe('picking', () => {
  it('should list picks zone by zone and refuse a wrong cell, a wrong item and too much, writing nothing', async () => {
    const far = await stock(s, storage[0], 'P020', '3', '2026-01-01');
    const near = await stock(s, picking, 'P020', '3', '2026-02-01');
    const openPicking = async () => (await s.as('IReportService/getOpenTasks', { warehouseNo: 'WH-SEA' })).data.byType.find((t: any) => t.taskType === 'picking').open;
    const before = await openPicking();
    const notice = await submitted(s, [{ itemNo: 'P020', qty: '5' }]);
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    // The big screen's open picking tasks count the allocated notice until it is picked.
    expect(await openPicking()).toBe(before + 1);
    const picks = await picksOf(s, notice.outNoticeNo);
    // FIFO reserved the older storage stock first; the pick path walks the picking zone (SEA-PCK) before storage (SEA-STO).
    expect(picks.map((p: any) => [p.zoneNo, p.cellNo, p.qty])).toEqual([['SEA-PCK', picking, '2'], ['SEA-STO', storage[0], '3']]);

    const wrongCell = await confirm({ allocationId: picks[0].id, cellNo: storage[0], scan: 'P020' });
    expect([wrongCell.code, wrongCell.errorMessage]).toEqual([11608, `Wrong cell: ${storage[0]} scanned, pick from ${picking}`]);
    const wrongItem = await confirm({ allocationId: picks[0].id, cellNo: picking, scan: 'P021' });
    expect([wrongItem.code, wrongItem.errorMessage]).toEqual([11609, 'Wrong item: P021 is not P020']);
    const over = await confirm({ allocationId: picks[0].id, cellNo: picking, scan: 'P020', qty: '3' });
    expect([over.code, over.errorMessage]).toEqual([11610, 'P020: 3 picked but only 2 is to pick']);
    expect(await balance(s, near)).toEqual({ onHand: '3', allocated: '2', frozen: '0' });
    expect(await balance(s, far)).toEqual({ onHand: '3', allocated: '3', frozen: '0' });
  });

  it('should move the picked stock and its reservation to the staging cell, once per request id', async () => {
    const at = await stock(s, storage[1], 'P022', '6', '2026-01-01');
    await s.database.db.execute(sql`insert into bm_label (barcode, org_no, item_no, bar_type, qty, label_status) values ('0195000P022', 'NWT', 'P022', '1', 1, '1') on conflict do nothing`);
    const notice = await submitted(s, [{ itemNo: 'P022', qty: '4' }]);
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    const first = await confirm({ allocationId: pick.id, cellNo: storage[1], scan: '0195000P022' }, `pick-${pick.id}`);
    const again = await confirm({ allocationId: pick.id, cellNo: storage[1], scan: '0195000P022' }, `pick-${pick.id}`);
    expect([first.code, first.data.statusCode, first.data.cellNo, first.data.qty]).toEqual([0, '20', staging, '4']);
    expect(again.data).toEqual(first.data);
    expect(await transactionCount(s, `${notice.outNoticeNo}-1`)).toBe(1 + 1 + 2 + 1);
    expect(await balance(s, at)).toEqual({ onHand: '2', allocated: '0', frozen: '0' });
    expect(await balance(s, { ...at, cellNo: staging, stockStatus: '30' })).toEqual({ onHand: '4', allocated: '4', frozen: '0' });
    expect(await picksOf(s, notice.outNoticeNo)).toEqual([]);
    const twice = await confirm({ allocationId: pick.id, cellNo: storage[1], scan: 'P022' });
    expect(twice.code).toBe(11607);
    const [shipped] = (await act(s, NOTICE, 'shipoutnotice', [await getNotice(s, notice.id)])).data;
    expect(shipped.statusCode).toBe('30');
    expect(await balance(s, { ...at, cellNo: staging, stockStatus: '30' })).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
  });

  it('should release the rest of a short pick and show the shortage on the line', async () => {
    const at = await stock(s, storage[0], 'P023', '5', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P023', qty: '5' }], { classifyType: 'TRF-OUT' });
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    expect((await confirm({ allocationId: pick.id, cellNo: storage[0], scan: 'P023', qty: '3' })).code).toBe(0);
    expect(await balance(s, at)).toEqual({ onHand: '2', allocated: '0', frozen: '0' });
    expect((await getNotice(s, notice.id)).lines.map((l: any) => [l.qty, l.allocatedQty])).toEqual([['5', '3']]);
    expect(await reservations(s, 'P023')).toEqual({ ledger: '3', reserved: '3' });
  });

  it('should refuse picking for a suspended notice', async () => {
    const at = await stock(s, storage[1], 'P024', '5', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P024', qty: '1' }]);
    const [allocated] = (await act(s, NOTICE, 'allocateoutnotice', [notice])).data;
    await act(s, NOTICE, 'suspendoutnotice', [allocated]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    expect((await confirm({ allocationId: pick.id, cellNo: storage[1], scan: 'P024' })).code).toBe(11601);
    expect(await balance(s, at)).toEqual({ onHand: '5', allocated: '1', frozen: '0' });
  });
});
