/**
 * A pick of 0 found (issue 28, record 1040): IOutPickService/confirm with qty 0 posts only the
 * unallocate at the cell, releases the row and re-allocates the whole reserved quantity from other
 * cells (the next pick) or leaves the line short, as a short pick does; nothing moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, balance, inventoryApp, transactionCount, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, picksOf, reservations, submitted, stock, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
});
afterAll(() => s.close());

const confirm = (body: Record<string, unknown>) => s.as('IOutPickService/confirm', body);

describe('a pick of 0 found', () => {
  it('should release the row and re-allocate it all from another cell', async () => {
    const empty = await stock(s, storage[0], 'P026', '5', '2026-01-01');
    const other = await stock(s, storage[1], 'P026', '4', '2026-02-01');
    const notice = await submitted(s, [{ itemNo: 'P026', qty: '3' }], { classifyType: 'TRF-OUT' });
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    expect(pick.cellNo).toBe(storage[0]);

    const answer = await confirm({ allocationId: pick.id, cellNo: storage[0], scan: 'P026', qty: '0' });
    expect([answer.code, answer.data.statusCode, answer.data.shortPick.reallocatedQty, answer.data.shortPick.shortQty]).toEqual([0, '90', '3', '0']);
    expect(await transactionCount(s, `${notice.outNoticeNo}-1`)).toBe(1 + 1 + 1);
    expect(await balance(s, empty)).toEqual({ onHand: '5', allocated: '0', frozen: '0' });
    expect(await balance(s, other)).toEqual({ onHand: '4', allocated: '3', frozen: '0' });
    expect((await picksOf(s, notice.outNoticeNo)).map((p: any) => [p.cellNo, p.qty])).toEqual([[storage[1], '3']]);
    expect(await reservations(s, 'P026')).toEqual({ ledger: '3', reserved: '3' });
  });

  it('should leave the line short when no other cell holds the item', async () => {
    const only = await stock(s, storage[0], 'P027', '2', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P027', qty: '2' }], { classifyType: 'TRF-OUT' });
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    const answer = await confirm({ allocationId: pick.id, cellNo: storage[0], scan: 'P027', qty: 0 });
    expect([answer.code, answer.data.shortPick.reallocatedQty, answer.data.shortPick.shortQty]).toEqual([0, '0', '2']);
    expect(await balance(s, only)).toEqual({ onHand: '2', allocated: '0', frozen: '0' });
    expect(await picksOf(s, notice.outNoticeNo)).toEqual([]);
    expect((await getNotice(s, notice.id)).lines.map((l: any) => [l.qty, l.allocatedQty])).toEqual([['2', '0']]);
    expect(await reservations(s, 'P027')).toEqual({ ledger: '0', reserved: '0' });
  });
});
