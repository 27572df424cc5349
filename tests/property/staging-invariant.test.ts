/**
 * The staging invariant as a property (issue 25 part 2): whatever sequence of allocate, pick,
 * cancel allocation, invalidate and put-back a shift runs on a few notices, every unit on the
 * staging cell belongs to exactly one open owner (a picked row of a notice in progress or a
 * put-back task), and the ledger's allocated quantity equals the open reservations.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApp, type Session } from '../integration/inventory/inventory-support.ts';
import { getNotice, NOTICE, picksOf, putBacksOf, reservations, stagingBreaches, stock, submitted, zoneCells } from '../integration/outbound/outbound-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  const cells = await zoneCells(s, 'SEA-STO', 2);
  await stock(s, cells[0], 'P040', '500', '2026-01-01');
  await stock(s, cells[1], 'P040', '500', '2026-01-02');
});
afterAll(() => s.close());

const STEPS = ['allocate', 'pickOne', 'cancelAllocate', 'invalid', 'putBack'] as const;
type Step = { step: (typeof STEPS)[number]; notice: number };

async function run(notices: any[], { step, notice: index }: Step): Promise<void> {
  const notice = await getNotice(s, notices[index].id);
  const target = [{ id: notice.id, version: notice.version }];
  if (step === 'allocate' || step === 'cancelAllocate' || step === 'invalid') {
    await s.as(`${NOTICE}/${step}outnotice`, { list: target });
  } else if (step === 'pickOne') {
    const [pick] = await picksOf(s, notice.outNoticeNo);
    if (pick) await s.as('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo, qty: '1' });
  } else {
    const [task] = await putBacksOf(s, notice.outNoticeNo);
    if (task) await s.as('IOutPutbackService/confirm', { allocationId: task.id, cellNo: task.proposedCellNo, scan: task.itemNo });
  }
}

describe('staging invariant', () => {
  it('should hold after any sequence of allocate, pick, cancel, invalidate and put-back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ step: fc.constantFrom(...STEPS), notice: fc.nat(2) }), { minLength: 4, maxLength: 14 }), async (steps) => {
        const notices = await Promise.all([3, 2, 4].map((qty) => submitted(s, [{ itemNo: 'P040', qty: String(qty) }, { itemNo: 'P040', qty: '1' }], { classifyType: 'TRF-OUT' })));
        for (const step of steps) {
          await run(notices, step);
          expect(await stagingBreaches(s)).toEqual([]);
        }
        const { ledger, reserved } = await reservations(s, 'P040');
        expect(ledger).toBe(reserved);
      }),
      { numRuns: 12 },
    );
  });
});
