/**
 * Replenishment and the cycle count of the live demo (workflows §6 replenishment, §8 stock-take):
 * the picker plans the replenishment moves of Seattle's picking cells and confirms the open ones;
 * the shift manager plans a count of three cells that hold stock (a count plan by cell, submitted,
 * its tasks created; the counter template has no plan page), the stock counter counts every line
 * at what it finds on the shelf, and the manager ends the task (ending needs isEnd, which the
 * counter's work flags lack): the end of the plan's last task posts the plan and releases its
 * freeze (record 0990), so no plan stays counting; a cell is counted at most once a day.
 */
import { sql } from 'drizzle-orm';
import { DEMO_ORG } from '../demo/northwind.ts';
import { DEMO_WAREHOUSE, demoMade, refs, rows, type Step, type StepContext } from './context.ts';

const PLAN = 'IChkCheckStockHeadService';
/** Cells of one cycle count. */
const COUNT_CELLS = 3;

/** The picker plans replenishment and confirms the open moves the demo planned (a person's planned move waits for that person). */
export const replenish: Step = async (ctx) => {
  await ctx.as('picker', 'IOutReplenishService/plan', { orgNo: DEMO_ORG, warehouseNo: DEMO_WAREHOUSE });
  const open = await rows(ctx.db, sql`select id, version from out_replenish r where r.warehouse_no = ${DEMO_WAREHOUSE} and r.status_code = '10' and ${demoMade('r')} order by id limit 10`);
  if (open.length === 0) return null;
  const answer = await ctx.as('picker', 'IOutReplenishService/confirm', { list: refs(open) });
  return answer.code === 0 ? `replenished ${open.length} picking cells` : null;
};

/** Runs a plan action as the shift manager on the plan's current version. */
async function planAction(ctx: StepContext, method: string, id: number) {
  const current = await ctx.as('manager', `${PLAN}/getchkcheckstockheadbyid`, { id });
  return ctx.as('manager', `${PLAN}/${method}`, { list: refs([current.data]) });
}

/** The shift manager plans a count of three storage cells holding stock not counted today; the counter counts them. */
export const cycleCount: Step = async (ctx) => {
  const cells = await rows(ctx.db, sql`select distinct s.cell_no from inv_stock s join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
    join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where s.warehouse_no = ${DEMO_WAREHOUSE} and z.zone_type = '2' and s.on_hand > 0 and s.allocated = 0
      and not exists (select 1 from chk_check_stock_body b where b.warehouse_no = s.warehouse_no and b.cell_no = s.cell_no and b.create_date >= date_trunc('day', now()))
    order by s.cell_no limit ${COUNT_CELLS}`);
  if (cells.length === 0) return null;
  const added = await ctx.as('manager', `${PLAN}/addchkcheckstock`, {
    orgNo: DEMO_ORG, warehouseNo: DEMO_WAREHOUSE, checkScopeNo: '3', checkModeNo: '1', checkPatternNo: '1', planType: '1', lines: cells.map((c) => ({ cellNo: c.cell_no })),
  });
  if (added.code !== 0) return null;
  if ((await planAction(ctx, 'submit', added.data.id)).code !== 0) return null;
  if ((await planAction(ctx, 'createCheckTask', added.data.id)).code !== 0) return null;
  const tasks = await rows(ctx.db, sql`select id, version, task_no from chk_task_head where check_no = ${added.data.checkNo} order by id`);
  for (const task of tasks) {
    const lines = await rows(ctx.db, sql`select id, version, book_qty::text as book from chk_check_stock_transaction where task_id = ${task.id} order by line_no`);
    for (const line of lines) {
      await ctx.as('counter', 'IChkCheckStockTransactionService/updatechkcheckstocktransactionbyid', { id: Number(line.id), version: Number(line.version), countQty: line.book });
    }
    const [current] = await rows(ctx.db, sql`select id, version from chk_task_head where id = ${task.id}`);
    await ctx.as('manager', 'IChkTaskHeadService/end', { list: refs([current]) });
  }
  return `counted ${cells.map((c) => c.cell_no).join(', ')} (${added.data.checkNo})`;
};
