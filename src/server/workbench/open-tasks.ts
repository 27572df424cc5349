/**
 * Open tasks per warehouse and task type (the big screen's and workbench's "open tasks", issue 6):
 * count tasks (stock-take, chk_task_head) still to count or counting (CHECK_TASK_STATUS 10, 15)
 * putaway tasks (in_putaway_task) initial or in progress, suspended ones included, and picking:
 * allocated outbound notices (in progress) with reservations still to pick (out_allocation 10), and
 * replenishment: open replenishment moves (out_replenish 10). Move tasks do not exist yet; their count is 0.
 */
import { and, count, inArray, sql } from 'drizzle-orm';
import { TASK_OPEN } from '../../shared/documents/check-codes.ts';
import { OPEN_TASK_STATUSES } from '../../shared/documents/putaway-task.ts';
import { TASK_TYPES, type OpenTasks, type TaskType } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { inPutawayTask } from '../inbound/putaway-schema.ts';
import { RESERVED } from '../outbound/allocation-rows.ts';
import { REPLENISH_OPEN } from '../outbound/replenish-plan.ts';
import { outReplenish } from '../outbound/replenish-schema.ts';
import { chkTaskHead } from '../stockcheck/check-schema.ts';

/** The open tasks of each warehouse of `warehouseNos` at `at` (ISO 8601). */
export async function openTasks(db: Db, warehouseNos: string[], at: string): Promise<Map<string, OpenTasks>> {
  const counts = new Map<string, number>();
  const keyOf = (taskType: TaskType, warehouseNo: string) => `${taskType}\u001f${warehouseNo}`;
  if (warehouseNos.length > 0) {
    const checks = await db
      .select({ warehouseNo: chkTaskHead.warehouseNo, open: count() })
      .from(chkTaskHead)
      .where(and(inArray(chkTaskHead.warehouseNo, warehouseNos), inArray(chkTaskHead.statusCode, [...TASK_OPEN])))
      .groupBy(chkTaskHead.warehouseNo);
    for (const row of checks) counts.set(keyOf('count', row.warehouseNo), row.open);
    const putaways = await db
      .select({ warehouseNo: inPutawayTask.warehouseNo, open: count() })
      .from(inPutawayTask)
      .where(and(inArray(inPutawayTask.warehouseNo, warehouseNos), inArray(inPutawayTask.statusCode, [...OPEN_TASK_STATUSES])))
      .groupBy(inPutawayTask.warehouseNo);
    for (const row of putaways) counts.set(keyOf('putaway', row.warehouseNo), row.open);
    const picks = await db.execute(sql`
      select h.warehouse_no, count(*)::int as open from out_notice_head h
      where h.warehouse_no in ${warehouseNos} and h.status_code = '15' and exists (select 1 from out_allocation a where a.head_id = h.id and a.status_code = ${RESERVED})
      group by h.warehouse_no`);
    for (const row of picks.rows) counts.set(keyOf('picking', String(row.warehouse_no)), Number(row.open));
    const replenishments = await db
      .select({ warehouseNo: outReplenish.warehouseNo, open: count() })
      .from(outReplenish)
      .where(and(inArray(outReplenish.warehouseNo, warehouseNos), inArray(outReplenish.statusCode, [REPLENISH_OPEN])))
      .groupBy(outReplenish.warehouseNo);
    for (const row of replenishments) counts.set(keyOf('replenishment', row.warehouseNo), row.open);
  }
  return new Map(warehouseNos.map((warehouseNo) => {
    const byType = TASK_TYPES.map((taskType) => ({ taskType, open: counts.get(keyOf(taskType, warehouseNo)) ?? 0 }));
    return [warehouseNo, { warehouseNo, byType, total: byType.reduce((sum, t) => sum + t.open, 0), at }];
  }));
}
