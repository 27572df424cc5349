/**
 * Picking at scanner speed (issue 25 part 3): a GS1 label (GTIN and lot) names the item of a pick;
 * a label of another lot or GTIN is a wrong item; "Confirm scanned" (confirmbatch) confirms a
 * scanned batch in one call and one request id, all or nothing, and a replay posts nothing twice.
 * A picker whose data scope holds another warehouse finds no pick of this one (the locked notice's
 * scope is checked after the lock: docs/decisions/1065).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { act, balance, inventoryApp, transactionCount, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, picksOf, stagingBreaches, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 3);
  staging = await stagingOf(s);
  await s.database.db.execute(sql`update bm_item set gtin = '9521234543213' where org_no = 'NWT' and item_no = 'P050'`);
});
afterAll(() => s.close());

const batch = (list: Record<string, unknown>[], requestId: string) => s.call('IOutPickService/confirmbatch', { list }, { token: s.token, headers: { 'request-id': requestId } });

describe('picking by scans', () => {
  it('should take a GS1 label with the GTIN and lot of the pick and refuse another lot', async () => {
    await stock(s, storage[0], 'P050', '4', '2026-01-01', { lotNo: 'L1' });
    const notice = await submitted(s, [{ itemNo: 'P050', qty: '3' }]);
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    const otherLot = await s.as('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: '(01)09521234543213(10)L2' });
    expect(otherLot.code).toBe(11609);
    const otherGtin = await s.as('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: '(01)96385074000016(10)L1' });
    expect(otherGtin.code).toBe(11609);
    const picked = await s.as('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: '(01)09521234543213(10)L1' });
    expect([picked.code, picked.data.cellNo, picked.data.qty]).toEqual([0, staging, '3']);
  });

  it('should confirm a scanned batch in one call, once per request id, and refuse the whole batch on one wrong scan', async () => {
    await stock(s, storage[1], 'P051', '5', '2026-01-01');
    await stock(s, storage[2], 'P052', '5', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P051', qty: '2' }, { itemNo: 'P052', qty: '3' }]);
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const picks = await picksOf(s, notice.outNoticeNo);
    const scans = picks.map((p: any) => ({ allocationId: p.id, cellNo: p.cellNo, scan: p.itemNo }));

    const wrong = await batch([scans[0], { ...scans[1], scan: 'P051' }], 'batch-wrong');
    expect(wrong.code).toBe(11609);
    expect(await picksOf(s, notice.outNoticeNo)).toHaveLength(2);

    const [first, replay] = [await batch(scans, 'batch-1'), await batch(scans, 'batch-1')];
    expect(first.code).toBe(0);
    expect(first.data.map((r: any) => [r.itemNo, r.cellNo, r.qty])).toEqual(picks.map((p: any) => [p.itemNo, staging, p.qty]));
    expect(replay.data).toEqual(first.data);
    expect(await picksOf(s, notice.outNoticeNo)).toEqual([]);
    expect(await transactionCount(s, `${notice.outNoticeNo}-1`)).toBe(2 + 2 * 4);
    expect(await balance(s, { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: staging, itemNo: 'P052', lotNo: '', containerNo: '', stockStatus: '30' })).toEqual({ onHand: '3', allocated: '3', frozen: '0' });
    expect(await stagingBreaches(s)).toEqual([]);
  });

  it('should answer not found to a picker of another warehouse and leave the pick open', async () => {
    await stock(s, storage[0], 'P053', '2', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P053', qty: '2' }]);
    await act(s, NOTICE, 'allocateoutnotice', [notice]);
    const [pick] = await picksOf(s, notice.outNoticeNo);
    await createUser(s.database.db, { userNo: 'ldn-picker', grants: { '120109': ['isSearch', 'isCheck'] }, orgs: ['NWT'], warehouses: ['WH-LDN'] });
    const london = await s.login('ldn-picker', USER_PASSWORD);
    const answer = await s.call('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo }, { token: london });
    expect(answer.code).toBe(10002);
    expect(await picksOf(s, notice.outNoticeNo)).toHaveLength(1);
    expect(await transactionCount(s, `${notice.outNoticeNo}-1`)).toBe(1);
  });
});
