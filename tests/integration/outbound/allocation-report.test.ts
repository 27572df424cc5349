/**
 * Allocation tells the truth at once (issue 25 part 1): the allocate answer and
 * IOutNoticeService/allocation show per notice and line what was requested, allocated, picked
 * and short, with the reason of each shortage (no stock, stock in another status, the strategy's
 * shelf-life rule, a frozen or bad cell, stock reserved for others) and the category's short policy; a
 * wave's build answers the same per notice; shipping a short notice under short control is
 * refused naming the short line.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../../src/server/db/retry.ts';
import { postMoves } from '../../../src/server/ledger/post-moves.ts';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, pickAll, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 8);
});
afterAll(() => s.close());

const line = (report: any, itemNo: string) => report.lines.find((l: any) => l.itemNo === itemNo);

describe('allocation report', () => {
  it('should answer each line allocated, requested and short with the reason, and keep showing it on the notice', async () => {
    await stock(s, storage[0], 'P002', '6', '2026-01-01');
    await stock(s, storage[1], 'P007', '5', '2026-01-01', { stockStatus: '20' });
    const frozen = await stock(s, storage[2], 'P008', '4', '2026-01-01');
    await withRetry(s.database.db, (tx) => postMoves(tx, { docType: 'FRZ', docNo: 'FRZ-T1', operator: 'tester', lines: [{ lineNo: 1, action: 'freeze', at: frozen, quantity: '4' }] }));
    // Expired: P009 keeps 30 days from receipt.
    await s.database.db.execute(sql`update bm_item set is_manage_shelflife = true, shelflife = 30, shelflife_unit = 'D' where org_no = 'NWT' and item_no = 'P009'`);
    await stock(s, storage[3], 'P009', '9', '2025-01-01');
    const notice = await submitted(s, [
      { itemNo: 'P002', qty: '30' }, { itemNo: 'P007', qty: '2' }, { itemNo: 'P008', qty: '1' }, { itemNo: 'P009', qty: '3' }, { itemNo: 'P010', qty: '1' },
    ]);
    const answer = await act(s, NOTICE, 'allocateoutnotice', [notice]);
    expect(answer.code).toBe(0);
    const { allocation } = answer.data[0];
    // The demo's sales shipment category has short control: a short notice cannot ship until allocated in full.
    expect([allocation.outNoticeNo, allocation.policy, allocation.short]).toEqual([notice.outNoticeNo, 'refuse', true]);
    expect(allocation.lines.map((l: any) => [l.itemNo, l.qty, l.allocatedQty, l.shortQty, l.reason])).toEqual([
      ['P002', '30', '6', '24', 'noStock'], ['P007', '2', '0', '2', 'otherStatus'], ['P008', '1', '0', '1', 'frozen'], ['P009', '3', '0', '3', 'strategy'], ['P010', '1', '0', '1', 'noStock'],
    ]);
    const details = await s.as(`${NOTICE}/allocation`, { id: notice.id });
    expect(details.data).toEqual(allocation);

    const shipped = await act(s, NOTICE, 'shipoutnotice', [answer.data[0]]);
    expect([shipped.code, shipped.errorMessage]).toEqual([11604, `${notice.outNoticeNo} is short: P002 has 6 of 30, and its document category does not allow shipping short`]);
  });

  it('should say stock reserved for another notice, allow short shipping without short control, and show picks', async () => {
    await stock(s, storage[4], 'P011', '4', '2026-01-01');
    const first = await submitted(s, [{ itemNo: 'P011', qty: '4' }], { classifyType: 'TRF-OUT' });
    await act(s, NOTICE, 'allocateoutnotice', [first]);
    const second = await submitted(s, [{ itemNo: 'P011', qty: '2' }, { itemNo: 'P002', qty: '1' }], { classifyType: 'TRF-OUT' });
    await stock(s, storage[5], 'P002', '1', '2026-01-01');
    const { allocation } = (await act(s, NOTICE, 'allocateoutnotice', [second])).data[0];
    expect([allocation.policy, line(allocation, 'P011').reason, line(allocation, 'P011').shortQty, line(allocation, 'P002').reason]).toEqual(['shipShort', 'allocated', '2', null]);

    await pickAll(s, first.outNoticeNo);
    expect(line((await s.as(`${NOTICE}/allocation`, { id: first.id })).data, 'P011')).toMatchObject({ allocatedQty: '4', pickedQty: '4', shortQty: '0', reason: null });
    await pickAll(s, second.outNoticeNo);
    const current = (await s.as(`${NOTICE}/getoutnoticebyid`, { id: second.id })).data;
    const [done] = (await act(s, NOTICE, 'shipoutnotice', [current])).data;
    expect(done.statusCode).toBe('30');
  });

  it('should answer the allocation of every notice of a built wave', async () => {
    await stock(s, storage[6], 'P012', '3', '2026-01-01');
    const notices = await Promise.all([{ itemNo: 'P012', qty: '2' }, { itemNo: 'P012', qty: '2' }].map((l) => submitted(s, [l], { carrierNo: 'SLOWBOAT' })));
    for (const notice of notices) await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const built = await s.as('IOutWaveService/build', { warehouseNo: 'WH-SEA', waveTemplateNo: 'WAVE-CARRIER' });
    expect(built.code).toBe(0);
    const wave = built.data.find((w: any) => w.allocation.some((a: any) => a.outNoticeNo === notices[1].outNoticeNo));
    const byNotice = Object.fromEntries(wave.allocation.map((a: any) => [a.outNoticeNo, [a.short, a.lines[0].allocatedQty, a.lines[0].shortQty]]));
    expect(byNotice).toMatchObject({ [notices[0].outNoticeNo]: [false, '2', '0'], [notices[1].outNoticeNo]: [true, '1', '1'] });
  });
});
