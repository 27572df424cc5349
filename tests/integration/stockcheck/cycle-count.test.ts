/**
 * Cycle counts scheduled by a job (issue 25 part 3): the cycleCount job class gives each warehouse
 * a blind count task of the zone counted longest ago (one zone per firing, never one already open);
 * a first round ending with a difference is recounted at once on the differing lines only, and the
 * second round's result is posted when its task ends.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { stock, zoneCells } from '../outbound/outbound-support.ts';
import { countAll, linesOf, PLAN, tasksOf } from './check-support.ts';

let s: Session;
let jobId: number;
beforeAll(async () => {
  s = await inventoryApp();
  const [storage] = await zoneCells(s, 'SEA-STO', 1);
  const [picking] = await zoneCells(s, 'SEA-PCK', 1);
  await stock(s, storage, 'P070', '5', '2026-01-01');
  await stock(s, picking, 'P071', '3', '2026-01-01');
  const added = await s.as('ISysJobService/addsysjob', { jobName: 'Cycle counts', jobClass: 'cycleCount', taskType: '5', cron: '0 6 * * *' });
  expect(added.code).toBe(0);
  jobId = added.data.id;
});
afterAll(() => s.close());

const cycleCounts = async () => (await s.as(`${PLAN}/getchkcheckstockheadlistbyparams`, { current: 1, size: 50, condition: { warehouseNo: 'WH-SEA', planType: '2' } })).data.records;
const runJob = async () => {
  const run = await s.as('ISysJobService/runsysjobnow', { id: jobId });
  expect([run.code, run.data.success]).toEqual([0, true]);
};
/** The book quantity of a count line, read where the counter cannot (a blind count never answers it). */
const bookOf = async (line: { id: number }) => String((await s.database.db.execute(sql`select trim_scale(book_qty)::text as q from chk_check_stock_transaction where id = ${line.id}`)).rows[0].q);

describe('cycle counts by the job', () => {
  it('should give each firing the zone counted longest ago as one blind task, never a zone still open', async () => {
    await runJob();
    const [first] = await cycleCounts();
    expect([first.statusCode, first.checkModeNo, first.checkScopeNo, first.round]).toEqual(['20', '1', '2', 1]);
    const [task] = await tasksOf(s, first.checkNo);
    await runJob();
    const plans = await cycleCounts();
    expect(plans).toHaveLength(2);
    const zones = await Promise.all(plans.map(async (plan: any) => (await tasksOf(s, plan.checkNo))[0].zoneNo));
    expect(new Set(zones).size).toBe(2);
    expect(zones).toContain(task.zoneNo);
    for (const line of await linesOf(s, task.taskNo)) expect(line.bookQty ?? null).toBeNull();
  });

  it("should recount the differing lines of a first round at once and post the second round's result", async () => {
    const [plan] = (await cycleCounts()).filter((p: any) => p.remark.endsWith('SEA-STO'));
    const [task] = await tasksOf(s, plan.checkNo);
    const lines = await linesOf(s, task.taskNo);
    const off = lines.find((l: any) => l.itemNo === 'P070');
    const books = new Map(await Promise.all(lines.map(async (l: any) => [l.id, await bookOf(l)] as const)));
    await countAll(s, plan.checkNo, (line) => (line.id === off.id ? '4' : books.get(line.id)!));

    const after = (await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data;
    expect([after.statusCode, after.round]).toEqual(['20', 2]);
    const recount = (await tasksOf(s, plan.checkNo)).filter((t: any) => t.round === 2);
    expect(recount).toHaveLength(1);
    expect((await linesOf(s, recount[0].taskNo)).map((l: any) => [l.cellNo, l.itemNo])).toEqual([[off.cellNo, 'P070']]);

    await countAll(s, plan.checkNo, () => '4');
    const done = (await s.as(`${PLAN}/getchkcheckstockheadbyid`, { id: plan.id })).data;
    expect([done.statusCode, done.round]).toEqual(['40', 2]);
    expect((await tasksOf(s, plan.checkNo)).every((t: any) => t.statusCode === '30')).toBe(true);
  });
});
