/**
 * The whole count cycle of an ad hoc blind plan (walk 13-28 defect 1, record 0990): the end of the
 * last task of a first round with a difference makes a round-2 task of the differing line at once;
 * the recount's end posts the counted quantity through an adjustment (the discrepancy recorded),
 * releases the freeze, and the task records its counter; a count without difference posts at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, cellsOf, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { countAll, countingPlan, PLAN, tasksOf } from './check-support.ts';

let s: Session;
let cells: string[];
beforeAll(async () => {
  s = await inventoryApp();
  cells = await cellsOf(s, 'WH-SEA', 2);
});
afterAll(() => s.close());

const byRound = (tasks: any[]) => tasks.map((t) => [t.round, t.statusCode, t.counterNo ?? null]).sort((a, b) => a[0] - b[0]);
const planOf = async (id: number) => (await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id })).data;

describe('a count cycle', () => {
  it('should recount a variance, then post the counted quantity and unfreeze, recording the counter', async () => {
    await receive(s, key({ cellNo: cells[0], itemNo: 'P011' }), '6');
    await receive(s, key({ cellNo: cells[0], itemNo: 'P072' }), '8');
    const plan = await countingPlan(s, [cells[0]]);
    await countAll(s, plan.checkNo, (line) => (line.itemNo === 'P011' ? '5' : '8'));

    expect(await planOf(plan.id)).toMatchObject({ statusCode: '20', round: 2 });
    expect(byRound(await tasksOf(s, plan.checkNo))).toEqual([[1, '30', 'admin'], [2, '10', null]]);
    expect(await balance(s, key({ cellNo: cells[0], itemNo: 'P011' }))).toEqual({ onHand: '6', allocated: '0', frozen: '6' });

    await countAll(s, plan.checkNo, () => '5');
    expect(await planOf(plan.id)).toMatchObject({ statusCode: '40', round: 2 });
    expect(byRound(await tasksOf(s, plan.checkNo))).toEqual([[1, '30', 'admin'], [2, '30', 'admin']]);
    expect(await balance(s, key({ cellNo: cells[0], itemNo: 'P011' }))).toEqual({ onHand: '5', allocated: '0', frozen: '0' });
    expect(await balance(s, key({ cellNo: cells[0], itemNo: 'P072' }))).toEqual({ onHand: '8', allocated: '0', frozen: '0' });
    const adjustments = await s.as('IInvChangeService/getinvchangelistbyparams', { current: 1, size: 20, condition: { sourceNo: plan.checkNo } });
    expect(adjustments.data.records.map((r: any) => [r.changeType, r.statusCode])).toEqual([['2', '30']]);
  });

  it('should post a count without difference at once and unfreeze it', async () => {
    await receive(s, key({ cellNo: cells[1], itemNo: 'P049' }), '29');
    const plan = await countingPlan(s, [cells[1]]);
    expect((await balance(s, key({ cellNo: cells[1], itemNo: 'P049' }))).frozen).toBe('29');
    await countAll(s, plan.checkNo, () => '29');
    expect((await planOf(plan.id)).statusCode).toBe('40');
    expect(await balance(s, key({ cellNo: cells[1], itemNo: 'P049' }))).toEqual({ onHand: '29', allocated: '0', frozen: '0' });
  });

  it('should close a plan without write-back when its count ends, posting nothing and unfreezing', async () => {
    await receive(s, key({ cellNo: cells[1], itemNo: 'P050' }), '4');
    const plan = await countingPlan(s, [cells[1]], { isWriteBack: false, checkScopeNo: '4', lines: [{ itemNo: 'P050' }] });
    await countAll(s, plan.checkNo, () => '3');
    await countAll(s, plan.checkNo, () => '3');
    expect((await planOf(plan.id)).statusCode).toBe('99');
    expect(await balance(s, key({ cellNo: cells[1], itemNo: 'P050' }))).toEqual({ onHand: '4', allocated: '0', frozen: '0' });
  });
});
