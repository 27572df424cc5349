/**
 * Stock-take invariants under concurrency: a plan's differences post once however many clients
 * create its inventory change at once, and a count racing the end of its task is either in the
 * result or refused, never lost.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, balance, cellsOf, inventoryApp, key, receive, type Session } from '../inventory/inventory-support.ts';
import { countAll, countingPlan, linesOf, PLAN, planAction, tasksOf } from './check-support.ts';

let s: Session;
let cells: string[];
beforeAll(async () => {
  s = await inventoryApp();
  cells = await cellsOf(s, 'WH-SEA', 4);
});
afterAll(() => s.close());

describe('stock-take under concurrency', () => {
  it('should post the differences exactly once when eight clients end the recount task at once', async () => {
    await receive(s, key({ cellNo: cells[0] }), '20');
    const plan = await countingPlan(s, [cells[0]]);
    await countAll(s, plan.checkNo, () => '23');
    const [recount] = (await tasksOf(s, plan.checkNo)).filter((t) => t.round === 2);
    const [line] = await linesOf(s, recount.taskNo);
    expect((await s.as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: line.id, version: line.version, countQty: '23' })).code).toBe(0);
    const [counting] = (await tasksOf(s, plan.checkNo)).filter((t) => t.round === 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => act(s, 'IChkTaskHeadService', 'end', [counting])));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect([10226, 10003]).toContain(a.code);
    expect((await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data.statusCode).toBe('40');
    expect(await balance(s, key({ cellNo: cells[0] }))).toEqual({ onHand: '23', allocated: '0', frozen: '0' });
    const adjustments = await s.as('IInvChangeService/getinvchangelistbyparams', { current: 1, size: 20, condition: { sourceNo: plan.checkNo } });
    expect(adjustments.data.total).toBe(1);
  });

  it('should never lose a count that races the end of its task', async () => {
    for (let round = 0; round < 4; round += 1) {
      const cellNo = cells[1 + (round % 3)];
      await receive(s, key({ cellNo, itemNo: `P02${round}` }), '5');
      const plan = await countingPlan(s, [cellNo], { checkScopeNo: '4', lines: [{ itemNo: `P02${round}` }] });
      const [task] = await tasksOf(s, plan.checkNo);
      const [line] = await linesOf(s, task.taskNo);
      const first = await s.as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: line.id, version: line.version, countQty: '5' });
      const [current] = await tasksOf(s, plan.checkNo);
      const [recount, ended] = await Promise.all([
        s.as('IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: line.id, version: first.data.version, countQty: '8' }),
        act(s, 'IChkTaskHeadService', 'end', [current]),
      ]);
      expect(ended.code).toBe(0);
      expect([0, 10226]).toContain(recount.code);
      const result = await s.database.db.execute(sql`
        select trim_scale(b.count_qty)::text as body, trim_scale(t.count_qty)::text as line from chk_check_stock_body b
        join chk_check_stock_transaction t on t.body_id = b.id where b.check_no = ${plan.checkNo}`);
      expect(result.rows[0].body).toBe(result.rows[0].line);
      expect(result.rows[0].body).toBe(recount.code === 0 ? '8' : '5');
      await planAction(s, 'close', plan);
    }
  });
});
