/**
 * Picking under concurrency (issue 13): 32 clients allocate the same scarce item at once, then 32
 * clients confirm the picks at once, each pick sent twice under one client request id (a double
 * tap on two scanners). Nothing is reserved beyond what is available, every pick posts once and
 * both senders get the same answer, nothing is picked beyond what was allocated, and the ledger's
 * allocated quantity stays equal to the open reservations.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, balance, inventoryApp, transactionCount, type Session } from '../inventory/inventory-support.ts';
import { NOTICE, picksOf, reservations, stagingOf, stock, submitted, zoneCells } from './outbound-support.ts';

const CLIENTS = 32;
let s: Session;
let storage: string[];
let staging: string;
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
  staging = await stagingOf(s);
});
afterAll(() => s.close());

const confirm = (body: Record<string, unknown>, requestId?: string) =>
  s.call('IOutPickService/confirm', body, { token: s.token, headers: requestId ? { 'request-id': requestId } : {} });

describe('picking under concurrency', () => {
  it('should pick each reservation once when 32 clients allocate and confirm picks of the same scarce item at once', async () => {
    const near = await stock(s, storage[0], 'P014', '10', '2026-01-05');
    const far = await stock(s, storage[1], 'P014', '6', '2026-01-06');
    // Transfer shipments have no category: a notice left without stock stays open and visible.
    const notices = await Promise.all(Array.from({ length: CLIENTS }, () => submitted(s, [{ itemNo: 'P014', qty: '1' }], { classifyType: 'TRF-OUT' })));
    const allocations = await Promise.all(notices.map((notice) => act(s, NOTICE, 'allocateoutnotice', [notice])));
    const allocated = notices.filter((_n, i) => allocations[i].code === 0);
    expect(allocated).toHaveLength(16);
    expect(await reservations(s, 'P014')).toEqual({ ledger: '16', reserved: '16' });

    const picks = (await Promise.all(allocated.map((n) => picksOf(s, n.outNoticeNo)))).flat();
    expect(picks).toHaveLength(16);
    const sends = picks.flatMap((pick) => [0, 1].map(() => ({ pick, body: { allocationId: pick.id, cellNo: pick.cellNo, scan: 'P014' }, requestId: `tap-${pick.id}` })));
    expect(sends).toHaveLength(CLIENTS);
    const answers = await Promise.all(sends.map(({ body, requestId }) => confirm(body, requestId)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    for (let i = 0; i < answers.length; i += 2) expect(answers[i + 1].data).toEqual(answers[i].data);
    // Allocate 1 row, then per pick: unallocate, transfer (two rows), allocate at staging.
    for (const notice of allocated) expect(await transactionCount(s, `${notice.outNoticeNo}-1`)).toBe(1 + 1 + 2 + 1);

    const more = await Promise.all(picks.map((pick) => confirm({ allocationId: pick.id, cellNo: pick.cellNo, scan: 'P014', qty: '1' })));
    expect([...new Set(more.map((a) => a.code))]).toEqual([11607]);
    expect(await balance(s, near)).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    expect(await balance(s, far)).toEqual({ onHand: '0', allocated: '0', frozen: '0' });
    expect(await balance(s, { ...near, cellNo: staging, stockStatus: '30' })).toEqual({ onHand: '16', allocated: '16', frozen: '0' });
    expect(await reservations(s, 'P014')).toEqual({ ledger: '16', reserved: '16' });
    const overPicked = await s.database.db.execute(sql`
      select count(*)::int as n from out_allocation a join out_notice_line l on l.head_id = a.head_id and l.line_no = a.line_no
      where a.item_no = 'P014' and a.status_code = '20' and a.qty > l.qty`);
    expect(overPicked.rows[0].n).toBe(0);
  });
});
