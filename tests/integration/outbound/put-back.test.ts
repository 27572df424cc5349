/**
 * Nothing is orphaned (issue 25 part 2): cancelling an allocation, a wave's tasks or the notice
 * itself after some picks turns what is already at the staging cell into put-back tasks (still
 * reserved in the ledger); allocating the same notice again takes them back instead of asking to
 * pick again; a put-back is confirmed by item scan into a storage cell through the ledger. The
 * staging invariant holds after every step, and under 8 clients picking and cancelling at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, balance, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, picksOf, putBacksOf, reservations, stagingBreaches, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 6);
  staging = await stagingOf(s);
});
afterAll(() => s.close());

const pick = (p: any, requestId?: string) =>
  s.call('IOutPickService/confirm', { allocationId: p.id, cellNo: p.cellNo, scan: p.itemNo }, { token: s.token, headers: requestId ? { 'request-id': requestId } : {} });
const current = (id: number) => getNotice(s, id);

describe('put-back after a cancel', () => {
  it('should keep picked goods as a put-back task on cancel, take them back on the next allocation, and put them back on invalid', async () => {
    const a = await stock(s, storage[0], 'P030', '3', '2026-01-01');
    const b = await stock(s, storage[1], 'P030', '4', '2026-01-02');
    const notice = await submitted(s, [{ itemNo: 'P030', qty: '7' }]);
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [first] = await picksOf(s, notice.outNoticeNo);
    expect((await pick(first)).code).toBe(0);
    const cancelled = await act(s, NOTICE, 'cancelAllocateoutnotice', [await current(notice.id)]);
    expect(cancelled.code).toBe(0);
    const tasks = await putBacksOf(s, notice.outNoticeNo);
    expect(tasks.map((t: any) => [t.cellNo, t.itemNo, t.qty, t.proposedCellNo])).toEqual([[staging, 'P030', first.qty, first.cellNo === a.cellNo ? b.cellNo : a.cellNo]]);
    expect(await balance(s, { ...a, cellNo: staging, stockStatus: '30' })).toEqual({ onHand: first.qty, allocated: first.qty, frozen: '0' });
    expect(await stagingBreaches(s)).toEqual([]);

    // Allocated again: the picked goods are taken back, only the rest is to pick.
    const again = await act(s, NOTICE, 'allocateoutnotice', [await current(notice.id)]);
    expect(again.data[0].allocation.lines[0]).toMatchObject({ allocatedQty: '7', pickedQty: first.qty, putBackQty: '0', shortQty: '0' });
    expect((await picksOf(s, notice.outNoticeNo)).map((p: any) => p.qty)).toEqual([String(7 - Number(first.qty))]);
    expect(await putBacksOf(s, notice.outNoticeNo)).toEqual([]);
    expect(await reservations(s, 'P030')).toEqual({ ledger: '7', reserved: '7' });
    expect(await stagingBreaches(s)).toEqual([]);

    // Invalidated: the notice is gone for good, its picked goods wait as a put-back task.
    const invalid = await act(s, NOTICE, 'invalidoutnotice', [await current(notice.id)]);
    expect(invalid.data[0].statusCode).toBe('90');
    const [task] = await putBacksOf(s, notice.outNoticeNo);
    expect(await stagingBreaches(s)).toEqual([]);
    const wrongCell = await s.as('IOutPutbackService/confirm', { allocationId: task.id, cellNo: staging, scan: 'P030' });
    expect(wrongCell.code).toBe(12491);
    const wrongItem = await s.as('IOutPutbackService/confirm', { allocationId: task.id, cellNo: task.proposedCellNo, scan: 'P031' });
    expect(wrongItem.code).toBe(11609);
    const done = await s.call('IOutPutbackService/confirm', { allocationId: task.id, cellNo: task.proposedCellNo, scan: 'P030' }, { token: s.token, headers: { 'request-id': `pb-${task.id}` } });
    const replay = await s.call('IOutPutbackService/confirm', { allocationId: task.id, cellNo: task.proposedCellNo, scan: 'P030' }, { token: s.token, headers: { 'request-id': `pb-${task.id}` } });
    expect([done.code, replay.data]).toEqual([0, done.data]);
    expect((await s.as('IOutPutbackService/confirm', { allocationId: task.id, cellNo: task.proposedCellNo, scan: 'P030' })).code).toBe(12490);
    expect(await balance(s, { ...a, cellNo: staging, stockStatus: '30' })).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    expect(Number((await balance(s, a)).onHand) + Number((await balance(s, b)).onHand)).toBe(7);
    expect(await reservations(s, 'P030')).toEqual({ ledger: '0', reserved: '0' });
    expect(await stagingBreaches(s)).toEqual([]);
  });

  it('should turn the picks of a wave into put-back tasks when its tasks are cancelled', async () => {
    await stock(s, storage[2], 'P031', '6', '2026-01-01');
    const notices = await Promise.all(['2', '3'].map((qty) => submitted(s, [{ itemNo: 'P031', qty }], { carrierNo: 'SLOWBOAT' })));
    for (const notice of notices) await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [wave] = (await s.as('IOutWaveService/build', { warehouseNo: 'WH-SEA', waveTemplateNo: 'WAVE-CARRIER' })).data;
    const [firstPick] = await picksOf(s, notices[0].outNoticeNo);
    await pick(firstPick);
    const waves = (await s.as('IOutWaveService/list', { current: 1, size: 10, condition: { waveNo: wave.waveNo } })).data.records;
    const undone = await act(s, 'IOutWaveService', 'canceltaskwave', waves);
    expect(undone.code).toBe(0);
    expect((await current(notices[0].id)).statusCode).toBe('10');
    expect((await putBacksOf(s, notices[0].outNoticeNo)).map((t: any) => t.qty)).toEqual(['2']);
    expect(await putBacksOf(s, notices[1].outNoticeNo)).toEqual([]);
    expect(await reservations(s, 'P031')).toEqual({ ledger: '2', reserved: '2' });
    expect(await stagingBreaches(s)).toEqual([]);
  });

  it('should leave no orphaned unit when 8 clients pick, cancel, allocate and invalidate at once', async () => {
    await stock(s, storage[3], 'P032', '40', '2026-01-01');
    await stock(s, storage[4], 'P032', '40', '2026-01-02');
    const notices = await Promise.all(Array.from({ length: 8 }, () => submitted(s, [{ itemNo: 'P032', qty: '4' }, { itemNo: 'P032', qty: '3' }], { classifyType: 'TRF-OUT' })));
    await Promise.all(notices.map((n) => act(s, NOTICE, 'allocateoutnotice', [n])));
    const client = async (notice: any, i: number) => {
      const picks = await picksOf(s, notice.outNoticeNo);
      await Promise.all(picks.map((p: any) => pick(p, `c${i}-${p.id}`)));
      // Each client cancels while another is still picking; odd ones allocate again, then every third invalidates.
      await act(s, NOTICE, 'cancelAllocateoutnotice', [await current(notice.id)]);
      if (i % 2 === 1) await act(s, NOTICE, 'allocateoutnotice', [await current(notice.id)]);
      if (i % 3 === 0) await act(s, NOTICE, 'invalidoutnotice', [await current(notice.id)]);
    };
    await Promise.all(notices.map(client));
    expect(await stagingBreaches(s)).toEqual([]);
    const { ledger, reserved } = await reservations(s, 'P032');
    expect(ledger).toBe(reserved);
  });
});
