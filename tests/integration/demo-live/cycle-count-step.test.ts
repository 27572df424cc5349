/**
 * The live demo's cycle count leaves nothing frozen (walk 13-28 defect 1, record 0990): its plan of
 * three storage cells, counted at what is on the shelf and its task ended, is posted by the end of
 * its last task, so no plan it opened stays counting and no stock stays frozen by it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActors } from '../../../src/server/demo-live/actors.ts';
import { demoCaller } from '../../../src/server/demo-live/client.ts';
import { stepContext, type StepContext } from '../../../src/server/demo-live/context.ts';
import { seededRandom } from '../../../src/server/demo-live/simulator.ts';
import { cycleCount } from '../../../src/server/demo-live/stock-steps.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { stock, zoneCells } from '../outbound/outbound-support.ts';

let s: Session;
let ctx: StepContext;
beforeAll(async () => {
  s = await inventoryApp();
  const cells = await zoneCells(s, 'SEA-STO', 4);
  for (const [i, cellNo] of cells.entries()) await stock(s, cellNo, `P04${i}`, String(5 + i), '2026-01-01');
  ctx = stepContext(s.database.db, demoActors(s.database.db), demoCaller(s.app), seededRandom(11));
});
afterAll(() => s.close());

describe("the live demo's cycle count", () => {
  it('should finish every plan it opens, leaving no stock frozen by a count', async () => {
    for (let run = 0; run < 2; run += 1) expect(await cycleCount(ctx)).toMatch(/^counted /);
    const plans = await s.database.db.execute(sql`select check_no, status_code from chk_check_stock_head where warehouse_no = 'WH-SEA' order by id`);
    expect(plans.rows.length).toBe(2);
    expect(plans.rows.map((r) => r.status_code)).toEqual(['40', '40']);
    const open = await s.database.db.execute(sql`select count(*)::int as n from chk_task_head where status_code in ('10', '15')`);
    expect(open.rows[0].n).toBe(0);
    const frozen = await s.database.db.execute(sql`select count(*)::int as n from inv_stock where warehouse_no = 'WH-SEA' and frozen <> 0`);
    expect(frozen.rows[0].n).toBe(0);
  });
});
