/**
 * Found stock in a count task (IChkCheckStockTransactionService/addchkcheckstocktransaction):
 * stock on a key the plan's snapshot does not hold is added as a counted line with book 0, ends
 * up a gain in profit and loss, and createInvChange creates its balance through the ledger (the
 * rebuild and summary checks stay clean); every refusal writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { checkStockSummary } from '../../../src/server/ledger/stock-summary.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import { act, balance, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { countAll, countingPlan, linesOf, PLAN, planAction, tasksOf } from './check-support.ts';

const ADD = 'IChkCheckStockTransactionService/addchkcheckstocktransaction';

let s: Session;
/** Empty active cells of WH-SEA: five of one zone, one of another. */
let zone: { zoneNo: string; cells: string[]; other: string };
beforeAll(async () => {
  s = await inventoryApp();
  const result = await s.database.db.execute(sql`
    select c.zone_no, c.cell_no from bm_cell c where c.warehouse_no = 'WH-SEA' and c.status_code = 1 and c.zone_no is not null
      and not exists (select 1 from inv_stock s where s.warehouse_no = c.warehouse_no and s.cell_no = c.cell_no)
    order by c.zone_no, c.cell_no`);
  const rows = result.rows.map((r) => ({ zoneNo: String(r.zone_no), cellNo: String(r.cell_no) }));
  const zoneNo = rows[0].zoneNo;
  zone = { zoneNo, cells: rows.filter((r) => r.zoneNo === zoneNo).slice(0, 5).map((r) => r.cellNo), other: rows.find((r) => r.zoneNo !== zoneNo)!.cellNo };
});
afterAll(() => s.close());

const add = (task: any, body: Record<string, unknown>, token = s.token) => s.call(ADD, { taskId: task.id, version: task.version, ...body }, { token });
const currentTask = async (checkNo: string) => (await tasksOf(s, checkNo))[0];

/** The plan's snapshot rows, count lines and its tasks' versions: what a refusal must leave alone. */
async function written(checkNo: string): Promise<unknown> {
  const result = await s.database.db.execute(sql`select
    (select count(*)::int from chk_check_stock_body where check_no = ${checkNo}) as body,
    (select count(*)::int from chk_check_stock_transaction where check_no = ${checkNo}) as lines,
    (select string_agg(version::text || status_code, ',' order by id) from chk_task_head where check_no = ${checkNo}) as tasks`);
  return result.rows[0];
}

describe('found stock', () => {
  it('should add found stock counted, gain it in profit and loss and create its balance on createInvChange', async () => {
    const [booked, empty] = zone.cells;
    await receive(s, key({ cellNo: booked, itemNo: 'P050' }), '5');
    const plan = await countingPlan(s, [booked, empty]);
    const task = await currentTask(plan.checkNo);
    expect(task.zoneNo).toBe(zone.zoneNo);

    const found = await add(task, { cellNo: empty, itemNo: 'P051', countQty: '3' });
    expect(found.code).toBe(0);
    expect(found.data.task).toEqual({ id: Number(task.id), version: task.version + 1, statusCode: '15' });
    expect(found.data.line).toMatchObject({ taskNo: task.taskNo, lineNo: 2, cellNo: empty, itemNo: 'P051', lotNo: '', stockStatus: '10', countQty: '3', countName: 'admin' });
    expect(found.data.line).not.toHaveProperty('bookQty');
    const lot = await add(found.data.task, { cellNo: booked, itemNo: 'P050', lotNo: 'L-FOUND', countQty: '2' });
    expect(lot.code).toBe(0);

    // A blind task: the found lines are counted like the others and show no book quantity.
    const lines = await linesOf(s, task.taskNo);
    expect(lines.map((l) => [l.lineNo, l.cellNo, l.itemNo, l.lotNo, l.bookQty, l.countQty])).toEqual([
      [1, booked, 'P050', '', null, null], [2, empty, 'P051', '', null, '3'], [3, booked, 'P050', 'L-FOUND', null, '2'],
    ]);
    await countAll(s, plan.checkNo, (line) => line.countQty ?? '5');
    // The found lines differ: they are recounted (round 2), and the recount's end posts them.
    expect((await tasksOf(s, plan.checkNo)).filter((t) => t.round === 2)).toHaveLength(1);
    await countAll(s, plan.checkNo, (line) => (line.itemNo === 'P051' ? '3' : '2'));
    const pl = await s.as('IChkProfitLossService/getChkProfitLossListByParams', { current: 1, size: 20, condition: { checkNo: plan.checkNo } });
    expect(pl.data.records.map((r: any) => [r.cellNo, r.itemNo, r.lotNo, r.bookQty, r.countQty, r.diffQty, r.profitLossType])).toEqual([
      [empty, 'P051', '', '0', '3', '3', '1'], [booked, 'P050', 'L-FOUND', '0', '2', '2', '1'],
    ]);

    expect((await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data.statusCode).toBe('40');
    expect(await balance(s, key({ cellNo: empty, itemNo: 'P051' }))).toEqual({ onHand: '3', allocated: '0', frozen: '0' });
    expect(await balance(s, key({ cellNo: booked, itemNo: 'P050', lotNo: 'L-FOUND' }))).toEqual({ onHand: '2', allocated: '0', frozen: '0' });
    expect(await balance(s, key({ cellNo: booked, itemNo: 'P050' }))).toEqual({ onHand: '5', allocated: '0', frozen: '0' });
    const adjustments = await s.as('IInvChangeService/getinvchangelistbyparams', { current: 1, size: 20, condition: { sourceNo: plan.checkNo } });
    expect(adjustments.data.records.map((r: any) => [r.changeType, r.statusCode])).toEqual([['1', '30']]);
    expect(await rebuildCheck(s.database.db)).toEqual([]);
    expect(await checkStockSummary(s.database.db)).toEqual([]);
  });

  it('should recount a found line with the other differences', async () => {
    const [cell, empty] = zone.cells.slice(2);
    await receive(s, key({ cellNo: cell, itemNo: 'P052' }), '4');
    const plan = await countingPlan(s, [cell, empty], { checkModeNo: '2' });
    expect((await add(await currentTask(plan.checkNo), { cellNo: empty, itemNo: 'P053', countQty: '2' })).code).toBe(0);
    await countAll(s, plan.checkNo, (line) => line.countQty ?? '4');
    const round2 = (await tasksOf(s, plan.checkNo)).find((t) => t.round === 2);
    expect((await linesOf(s, round2.taskNo)).map((l) => [l.cellNo, l.itemNo, l.bookQty, l.countQty])).toEqual([[empty, 'P053', '0', null]]);
    await planAction(s, 'close', plan);
  });
});

describe('found stock refusals', () => {
  it('should refuse a key of the snapshot or the books, a cell outside the zone or warehouse, a bad item or quantity, writing nothing', async () => {
    const cell = zone.cells[4];
    await receive(s, key({ cellNo: cell, itemNo: 'P054' }), '2');
    const plan = await countingPlan(s, [cell, zone.other], { checkScopeNo: '1', lines: [] });
    const tasks = await tasksOf(s, plan.checkNo);
    const task = tasks.find((t) => t.zoneNo === zone.zoneNo);
    const before = await written(plan.checkNo);

    const inSnapshot = await add(task, { cellNo: cell, itemNo: 'P054', countQty: '1' });
    expect(inSnapshot.code).toBe(10235);
    const line = (await linesOf(s, task.taskNo)).find((l) => l.cellNo === cell && l.itemNo === 'P054');
    expect(inSnapshot.errorMessage).toContain(`line ${line.lineNo} of task ${task.taskNo}`);
    await receive(s, key({ cellNo: cell, itemNo: 'P055' }), '1');
    expect((await add(task, { cellNo: cell, itemNo: 'P055', countQty: '1' })).code).toBe(10236);

    const fields = async (body: Record<string, unknown>) => {
      const answer = await add(task, body);
      expect(answer.code).toBe(10001);
      return answer.details.fields.map((f: any) => [f.field, f.message]);
    };
    expect(await fields({ cellNo: zone.other, itemNo: 'P056', countQty: '1' })).toEqual([['cellNo', `Cell ${zone.other} is not in zone ${zone.zoneNo} of this task`]]);
    expect(await fields({ cellNo: 'NO-SUCH-CELL', itemNo: 'P056', countQty: '1' })).toEqual([['cellNo', 'NO-SUCH-CELL does not exist']]);
    expect(await fields({ cellNo: cell, itemNo: 'NO-ITEM', countQty: '1' })).toEqual([['itemNo', 'NO-ITEM does not exist']]);
    expect(await fields({ cellNo: cell, itemNo: 'P056', countQty: '0' })).toEqual([['countQty', 'Must be greater than 0']]);
    expect(await fields({ cellNo: cell, itemNo: 'P056', countQty: 'x' })).toEqual([['countQty', 'Please enter a number']]);
    expect((await add({ ...task, version: task.version + 1 }, { cellNo: cell, itemNo: 'P056', countQty: '1' })).code).toBe(10003);
    expect((await add({ ...task, id: 987654 }, { cellNo: cell, itemNo: 'P056', countQty: '1' })).code).toBe(10002);
    expect(await written(plan.checkNo)).toEqual(before);
    await planAction(s, 'close', plan);
  });

  it('should refuse a suspended or closed task and another organisation, writing nothing', async () => {
    const cell = zone.cells[0];
    const plan = await countingPlan(s, [cell]);
    const body = { cellNo: cell, itemNo: 'P057', countQty: '1' };
    const before = await written(plan.checkNo);
    await createUser(s.database.db, { userNo: 'acme-counter', grants: { '130203': ['isSearch', 'isModify'] }, orgs: ['ACME'] });
    expect((await add(await currentTask(plan.checkNo), body, await s.login('acme-counter', USER_PASSWORD))).code).toBe(10002);
    await createUser(s.database.db, { userNo: 'nwt-viewer', grants: { '130203': ['isSearch'] }, orgs: ['NWT'] });
    expect((await add(await currentTask(plan.checkNo), body, await s.login('nwt-viewer', USER_PASSWORD))).code).toBe(10005);
    expect(await written(plan.checkNo)).toEqual(before);

    await act(s, 'IChkTaskHeadService', 'suspend', [await currentTask(plan.checkNo)]);
    const suspended = await written(plan.checkNo);
    expect((await add(await currentTask(plan.checkNo), body)).code).toBe(10227);
    expect(await written(plan.checkNo)).toEqual(suspended);
    await planAction(s, 'close', plan);
    const closed = await written(plan.checkNo);
    expect((await add(await currentTask(plan.checkNo), body)).code).toBe(10226);
    expect(await written(plan.checkNo)).toEqual(closed);
  });

  it('should keep found stock inside the plan scope: an item plan only its items, a cell plan only its cells', async () => {
    const [cell, another, outside] = zone.cells.slice(1, 4);
    await receive(s, key({ cellNo: cell, itemNo: 'P060' }), '3');
    const byItem = await countingPlan(s, [], { checkScopeNo: '4', lines: [{ itemNo: 'P060' }] });
    const itemTask = await currentTask(byItem.checkNo);
    const before = await written(byItem.checkNo);
    const other = await add(itemTask, { cellNo: another, itemNo: 'P061', countQty: '1' });
    expect([other.code, other.details.fields]).toEqual([10001, [{ field: 'itemNo', message: `P061 is not in the scope of ${byItem.checkNo}`, params: { value: 'P061', docNo: byItem.checkNo } }]]);
    expect(await written(byItem.checkNo)).toEqual(before);
    expect((await add(itemTask, { cellNo: another, itemNo: 'P060', countQty: '1' })).code).toBe(0);
    await planAction(s, 'close', byItem);

    const byCell = await countingPlan(s, [cell]);
    const cellTask = await currentTask(byCell.checkNo);
    const refused = await add(cellTask, { cellNo: outside, itemNo: 'P061', countQty: '1' });
    expect(refused.details.fields.map((f: any) => f.field)).toEqual(['cellNo']);
    expect((await add(cellTask, { cellNo: cell, itemNo: 'P061', countQty: '1' })).code).toBe(0);
    await planAction(s, 'close', byCell);
  });
});
