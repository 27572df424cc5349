/**
 * Reservations under concurrency and in any order (issue 13): many clients allocating the same
 * scarce item never reserve more than is available, and a fast-check model of allocate / pick /
 * ship / cancel / invalidate sequences keeps the ledger's allocated quantity equal to the open
 * reservations, on hand equal to the start less what was shipped, and each notice in the status
 * the transition table gives.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAct } from '../../../src/shared/documents/document.ts';
import { OUT_NOTICE } from '../../../src/shared/documents/outbound-notice.ts';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, pickAll, putBacksOf, reservations, stock, submitted, zoneCells } from './outbound-support.ts';

let s: Session;
let storage: string[];
beforeAll(async () => {
  s = await inventoryApp();
  storage = await zoneCells(s, 'SEA-STO', 2);
});
afterAll(() => s.close());

const onHand = async (itemNo: string) =>
  String((await s.database.db.execute(sql`select trim_scale(coalesce(sum(on_hand), 0))::text as q from inv_stock where warehouse_no = 'WH-SEA' and item_no = ${itemNo}`)).rows[0].q);

describe('allocation under concurrency', () => {
  it('should never reserve more than is available when 24 clients allocate the same scarce item', async () => {
    await stock(s, storage[0], 'P011', '10', '2026-01-05');
    await stock(s, storage[1], 'P011', '5', '2026-01-06');
    // Transfer shipments have no category: a short allocation is allowed.
    const notices = await Promise.all(Array.from({ length: 24 }, () => submitted(s, [{ itemNo: 'P011', qty: '2' }], { classifyType: 'TRF-OUT' })));
    const answers = await Promise.all(notices.map((notice) => act(s, NOTICE, 'allocateoutnotice', [notice])));
    expect([...new Set(answers.map((a) => a.code))].sort()).toEqual([0, 11603]);
    const allocated = await Promise.all(notices.map(async (n) => new Decimal((await getNotice(s, n.id)).lines[0].allocatedQty ?? 0)));
    expect(allocated.reduce((a, b) => a.plus(b), new Decimal(0)).toFixed()).toBe('15');
    expect(answers.filter((a) => a.code === 0)).toHaveLength(8);
    expect(await reservations(s, 'P011')).toEqual({ ledger: '15', reserved: '15' });
  });

  it('should share scarce stock between the notices of one call, and between parallel calls of several notices, all or nothing per call', async () => {
    await stock(s, storage[0], 'P013', '10', '2026-01-05');
    const one = await Promise.all(['4', '4', '4'].map((qty) => submitted(s, [{ itemNo: 'P013', qty }], { classifyType: 'TRF-OUT' })));
    expect((await act(s, NOTICE, 'allocateoutnotice', one)).code).toBe(0);
    expect(await Promise.all(one.map(async (n) => (await getNotice(s, n.id)).lines[0].allocatedQty))).toEqual(['4', '4', '2']);
    expect(await reservations(s, 'P013')).toEqual({ ledger: '10', reserved: '10' });

    await stock(s, storage[1], 'P014', '15', '2026-01-05');
    const calls = await Promise.all(Array.from({ length: 8 }, () => Promise.all(['2', '2', '2'].map((qty) => submitted(s, [{ itemNo: 'P014', qty }], { classifyType: 'TRF-OUT' })))));
    const answers = await Promise.all(calls.map((notices) => act(s, NOTICE, 'allocateoutnotice', notices)));
    expect(answers.every((a) => a.code === 0 || a.code === 11603)).toBe(true);
    let total = new Decimal(0);
    for (const [i, notices] of calls.entries()) {
      const now = await Promise.all(notices.map((n) => getNotice(s, n.id)));
      expect(now.map((n) => n.statusCode)).toEqual(Array(3).fill(answers[i].code === 0 ? '15' : '10'));
      for (const n of now) total = total.plus(n.lines[0].allocatedQty ?? 0);
    }
    expect(total.lte(15)).toBe(true);
    expect(await reservations(s, 'P014')).toEqual({ ledger: total.toFixed(), reserved: total.toFixed() });
  });
});

type Op = { action: 'allocate' | 'pick' | 'ship' | 'cancelAllocate' | 'invalid'; notice: number };
/** Refusals of actions the table allows: nothing to allocate, or shipping before every pick. */
const STOCK_REFUSALS = new Set([11603, 11606]);
const STATUS_REFUSALS = new Set([10040, 10041, 10042]);

describe('reservation model', () => {
  it('should keep allocated = open reservations and on hand = start - shipped over any sequence of actions', async () => {
    await stock(s, storage[0], 'P012', '7', '2026-01-05');
    await stock(s, storage[1], 'P012', '4', '2026-01-07');
    const start = new Decimal(await onHand('P012'));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ action: fc.constantFrom<Op['action']>('allocate', 'pick', 'ship', 'cancelAllocate', 'invalid'), notice: fc.nat(2) }), { minLength: 1, maxLength: 10 }),
        async (ops) => {
          run += 1;
          const notices = await Promise.all([3, 2, 5].map((qty) => submitted(s, [{ itemNo: 'P012', qty: String(qty) }], { classifyType: 'TRF-OUT', docNo: `MODEL-${run}` })));
          for (const op of ops) {
            const before = await getNotice(s, notices[op.notice].id);
            if (op.action === 'pick') {
              await pickAll(s, before.outNoticeNo);
            } else {
              const answer = await act(s, NOTICE, `${op.action}outnotice`, [before]);
              const allowed = canAct(OUT_NOTICE, op.action, before.statusCode);
              if (answer.code !== 0) expect(allowed ? STOCK_REFUSALS.has(answer.code) : STATUS_REFUSALS.has(answer.code)).toBe(true);
              else expect([allowed, answer.data[0].statusCode]).toEqual([true, OUT_NOTICE.actions[op.action].to]);
            }
            const held = await reservations(s, 'P012');
            expect(held.ledger).toBe(held.reserved);
          }
          // Release what this run still holds, so the next run starts from the same available stock.
          for (const notice of notices) {
            const now = await getNotice(s, notice.id);
            if (now.statusCode === '15') expect((await act(s, NOTICE, 'invalidoutnotice', [now])).code).toBe(0);
          }
          // Goods picked before a cancel wait in staging as put-back tasks (still reserved): put them back.
          for (const notice of notices) {
            for (const task of await putBacksOf(s, notice.outNoticeNo)) {
              expect((await s.as('IOutPutbackService/confirm', { allocationId: task.id, cellNo: task.proposedCellNo, scan: task.itemNo })).code).toBe(0);
            }
          }
          const shipped = await s.database.db.execute(sql`select trim_scale(coalesce(sum(qty), 0))::text as q from out_allocation where item_no = 'P012' and status_code = '30'`);
          expect(await onHand('P012')).toBe(start.minus(String(shipped.rows[0].q)).toFixed());
          expect(await reservations(s, 'P012')).toEqual({ ledger: '0', reserved: '0' });
        },
      ),
      { numRuns: 12 },
    );
  });
});
