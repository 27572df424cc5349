/**
 * The stock-take (SM.Inventory, spec console §4/§7 stock check): plan -> tasks -> count with a
 * difference -> profit and loss -> inventory change posting exactly the difference; blind
 * counting; frozen counted stock; refusals; scope.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, balance, cellsOf, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { addPlan, countAll, countingPlan, linesOf, PLAN, planAction, tasksOf } from './check-support.ts';

let s: Session;
let cells: string[];
beforeAll(async () => {
  s = await inventoryApp();
  cells = await cellsOf(s, 'WH-SEA', 12);
});
afterAll(() => s.close());

describe('a full stock-take', () => {
  it('should count a difference and post exactly it as an inventory change, never writing the balance directly', async () => {
    await receive(s, key({ cellNo: cells[0] }), '10');
    await receive(s, key({ cellNo: cells[1], itemNo: 'P002' }), '4');
    const plan = await countingPlan(s, [cells[0], cells[1]]);
    expect(plan.checkNo).toMatch(/^CHK\d{12}$/);
    expect(plan.statusCode).toBe('20');
    // Counted stock is frozen while counting.
    expect(await balance(s, key({ cellNo: cells[0] }))).toEqual({ onHand: '10', allocated: '0', frozen: '10' });

    await countAll(s, plan.checkNo, (line) => (line.itemNo === 'P001' ? '7' : '4'));
    // The first round's difference is recounted at once (round 2, the differing line only).
    expect((await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data).toMatchObject({ statusCode: '20', round: 2 });
    const pl = await s.as('IChkProfitLossService/getChkProfitLossListByParams', { current: 1, size: 20, condition: { checkNo: plan.checkNo } });
    expect(pl.data.records.map((r: any) => [r.cellNo, r.itemNo, r.bookQty, r.countQty, r.diffQty, r.profitLossType])).toEqual([[cells[0], 'P001', '10', '7', '-3', '2']]);
    expect(await balance(s, key({ cellNo: cells[0] }))).toEqual({ onHand: '10', allocated: '0', frozen: '10' });

    // The recount's end posts the result and releases the freeze.
    await countAll(s, plan.checkNo, () => '7');
    expect(await balance(s, key({ cellNo: cells[0] }))).toEqual({ onHand: '7', allocated: '0', frozen: '0' });
    expect(await balance(s, key({ cellNo: cells[1], itemNo: 'P002' }))).toEqual({ onHand: '4', allocated: '0', frozen: '0' });
    const adjustments = await s.as('IInvChangeService/getinvchangelistbyparams', { current: 1, size: 20, condition: { sourceNo: plan.checkNo } });
    expect(adjustments.data.records.map((r: any) => [r.changeType, r.statusCode])).toEqual([['2', '30']]);
    const posted = await s.database.db.execute(sql`select trim_scale(on_hand_delta)::text as d from inv_transaction where doc_no = ${adjustments.data.records[0].invChangeNo} and location_usage = 'internal'`);
    expect(posted.rows.map((r) => r.d)).toEqual(['-3']);
    const byNo = await s.as(`${PLAN}/getchkcheckstockheadbycheckno`, { checkNo: plan.checkNo });
    expect([byNo.data.statusCode, byNo.data.lines.length]).toEqual(['40', 2]);
  });

  it('should recount only the lines with a difference and keep the recount result', async () => {
    await receive(s, key({ cellNo: cells[2] }), '5');
    await receive(s, key({ cellNo: cells[2], itemNo: 'P003' }), '2');
    const plan = await countingPlan(s, [cells[2]]);
    await countAll(s, plan.checkNo, (line) => (line.itemNo === 'P001' ? '6' : '2'));
    expect((await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data).toMatchObject({ statusCode: '20', round: 2 });
    const round2 = (await tasksOf(s, plan.checkNo)).filter((t) => t.round === 2);
    expect(round2).toHaveLength(1);
    expect((await linesOf(s, round2[0].taskNo)).map((l) => l.itemNo)).toEqual(['P001']);
    await countAll(s, plan.checkNo, () => '5');
    expect((await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data.statusCode).toBe('40');
    expect((await balance(s, key({ cellNo: cells[2] }))).onHand).toBe('5');
    const adjustments = await s.as('IInvChangeService/getinvchangelistbyparams', { current: 1, size: 20, condition: { sourceNo: plan.checkNo } });
    expect(adjustments.data.total).toBe(0);
  });
});

describe('counting', () => {
  it('should never send the book quantity of a blind count, and send it for a visible one', async () => {
    await receive(s, key({ cellNo: cells[3] }), '9');
    const blind = await countingPlan(s, [cells[3]]);
    const [task] = await tasksOf(s, blind.checkNo);
    const lines = await linesOf(s, task.taskNo);
    expect(lines).toHaveLength(1);
    expect(lines[0].bookQty).toBeNull();
    const plainList = await s.as('IChkCheckStockTransactionService/list', { current: 1, size: 20, condition: { checkNo: blind.checkNo } });
    expect(JSON.stringify(plainList.data)).not.toContain('"bookQty":"9"');
    await planAction(s, 'close', blind);

    const visible = await countingPlan(s, [cells[3]], { checkModeNo: '2' });
    const [visibleTask] = await tasksOf(s, visible.checkNo);
    expect((await linesOf(s, visibleTask.taskNo))[0].bookQty).toBe('9');
    await planAction(s, 'close', visible);
    expect(await balance(s, key({ cellNo: cells[3] }))).toEqual({ onHand: '9', allocated: '0', frozen: '0' });
  });

  it('should keep frozen counted stock from being taken, and release it when the plan closes', async () => {
    await receive(s, key({ cellNo: cells[4] }), '6');
    const plan = await countingPlan(s, [cells[4]]);
    const loss = await addDoc(s, 'IInvChangeService', 'invchange', { orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '2', lines: [{ cellNo: cells[4], itemNo: 'P001', stockStatus: '10', qty: '1' }] });
    const [submitted] = (await act(s, 'IInvChangeService', 'submitinvchange', [loss])).data;
    expect((await act(s, 'IInvChangeService', 'completeinvchange', [submitted])).code).toBe(10017);
    expect((await planAction(s, 'close', plan)).data[0].statusCode).toBe('99');
    expect((await tasksOf(s, plan.checkNo)).map((t) => t.statusCode)).toEqual(['99']);
    expect((await act(s, 'IInvChangeService', 'completeinvchange', [submitted])).code).toBe(0);
    expect(await balance(s, key({ cellNo: cells[4] }))).toEqual({ onHand: '5', allocated: '0', frozen: '0' });
  });

  it('should refuse a stale count, counts of a suspended or ended task, and ending a task with uncounted lines', async () => {
    await receive(s, key({ cellNo: cells[5] }), '3');
    await receive(s, key({ cellNo: cells[5], itemNo: 'P002' }), '3');
    const plan = await countingPlan(s, [cells[5]]);
    const [task] = await tasksOf(s, plan.checkNo);
    const [first, second] = await linesOf(s, task.taskNo);
    const count = (line: any, countQty: string) => s.as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: line.id, version: line.version, countQty });
    expect((await count(first, '3')).code).toBe(0);
    expect((await count(first, '2')).code).toBe(10003);
    expect((await count(second, '-1')).code).toBe(10001);
    expect((await act(s, 'IChkTaskHeadService', 'end', (await tasksOf(s, plan.checkNo)))).code).toBe(10229);

    const suspended = await act(s, 'IChkTaskHeadService', 'suspend', await tasksOf(s, plan.checkNo));
    expect(suspended.data[0].isSuspend).toBe(true);
    expect((await act(s, 'IChkTaskHeadService', 'suspend', await tasksOf(s, plan.checkNo))).code).toBe(10227);
    expect((await count(second, '3')).code).toBe(10227);
    expect((await act(s, 'IChkTaskHeadService', 'release', await tasksOf(s, plan.checkNo))).code).toBe(0);
    expect((await act(s, 'IChkTaskHeadService', 'release', await tasksOf(s, plan.checkNo))).code).toBe(10228);
    const reassigned = await s.as('IChkTaskHeadService/reassign', { list: await tasksOf(s, plan.checkNo), counterNo: 'counter-2' });
    expect(reassigned.data[0].counterNo).toBe('counter-2');

    expect((await planAction(s, 'end', plan)).code).toBe(10224);
    expect((await count(second, '3')).code).toBe(0);
    expect((await act(s, 'IChkTaskHeadService', 'end', await tasksOf(s, plan.checkNo))).code).toBe(0);
    expect((await count(second, '4')).code).toBe(10226);
    // No difference: the end of the last task posted the plan.
    expect((await planAction(s, 'end', plan)).code).toBe(10221);
    expect((await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data.statusCode).toBe('40');
    expect((await balance(s, key({ cellNo: cells[5], itemNo: 'P002' }))).onHand).toBe('3');
  });
});

describe('plan rules', () => {
  it('should refuse actions in the wrong status with the spec refusals, and edits outside initial', async () => {
    await receive(s, key({ cellNo: cells[6] }), '2');
    const plan = await addPlan(s, [cells[6]]);
    expect((await planAction(s, 'createCheckTask', plan)).code).toBe(10220);
    expect((await planAction(s, 'createInvChange', plan)).code).toBe(10043);
    expect((await planAction(s, 'end', plan)).code).toBe(10221);
    expect((await planAction(s, 'close', plan)).code).toBe(10223);
    await planAction(s, 'submit', plan);
    const current = (await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data;
    const edit = await s.as(`${PLAN}/updatechkcheckstock`, { id: current.id, version: current.version, remark: 'late', lines: [{ cellNo: cells[6] }] });
    expect(edit.code).toBe(10040);
    const stale = await act(s, PLAN, 'cancel', [{ id: plan.id, version: plan.version }]);
    expect(stale.code).toBe(10003);
    expect((await planAction(s, 'cancel', plan)).data[0].statusCode).toBe('90');
    expect((await planAction(s, 'submit', plan)).code).toBe(10040);
  });

  it('should require the scope field of each line, days for a dynamic count, and refuse an empty scope', async () => {
    const noCell = await s.as(`${PLAN}/addchkcheckstock`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', checkScopeNo: '3', checkModeNo: '1', checkPatternNo: '2', planType: '1', lines: [{ itemNo: 'P001' }] });
    expect(noCell.code).toBe(10001);
    expect(noCell.details.fields.map((f: any) => f.field).sort()).toEqual(['changeDays', 'lines.0.cellNo']);
    const noLines = await s.as(`${PLAN}/addchkcheckstock`, { orgNo: 'NWT', warehouseNo: 'WH-SEA', checkScopeNo: '4', checkModeNo: '1', checkPatternNo: '1', planType: '1', lines: [] });
    expect(noLines.code).toBe(10046);
    const empty = await addPlan(s, [cells[7]]);
    await planAction(s, 'submit', empty);
    expect((await planAction(s, 'createCheckTask', empty)).code).toBe(10225);
  });

  it('should count only the scope: an item plan takes that item in every cell, a dynamic plan only recently moved cells', async () => {
    await receive(s, key({ cellNo: cells[8], itemNo: 'P010' }), '1');
    await receive(s, key({ cellNo: cells[9], itemNo: 'P010' }), '2');
    await receive(s, key({ cellNo: cells[9], itemNo: 'P011' }), '2');
    const byItem = await countingPlan(s, [], { checkScopeNo: '4', lines: [{ itemNo: 'P010' }] });
    const snapshot = await s.as('IChkCheckStockBodyService/list', { current: 1, size: 50, condition: { checkNo: byItem.checkNo } });
    expect(snapshot.data.records.map((r: any) => [r.cellNo, r.itemNo, r.bookQty])).toEqual([[cells[8], 'P010', '1'], [cells[9], 'P010', '2']]);
    await planAction(s, 'close', byItem);

    // Every balance of WH-SEA was received today: the dynamic plan takes exactly the moved cells' stock.
    const dynamic = await countingPlan(s, [], { checkScopeNo: '1', checkPatternNo: '2', changeDays: 1, lines: [] });
    const moved = await s.as('IChkCheckStockBodyService/getAllocateList', { current: 1, size: 500, condition: { checkNo: dynamic.checkNo } });
    const stocked = await s.database.db.execute(sql`select count(*)::int as n from inv_stock where warehouse_no = 'WH-SEA' and on_hand > 0`);
    expect(moved.data.total).toBe(Number(stocked.rows[0].n));
    expect(moved.data.records.every((r: any) => typeof r.taskNo === 'string')).toBe(true);
    await planAction(s, 'close', dynamic);
  });
});
