/**
 * Open tasks per warehouse and task type (the big screen's and workbench's "open tasks", issue 6):
 * count tasks (stock-take, chk_task_head) still to count or counting (CHECK_TASK_STATUS 10, 15),
 * suspended ones included. Putaway, picking, replenishment and move tasks come with the inbound
 * and outbound modules; until then nothing creates them, so their counts are 0.
 */
import { and, count, inArray } from 'drizzle-orm';
import { TASK_OPEN } from '../../shared/documents/check-codes.ts';
import { TASK_TYPES, type OpenTasks } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { chkTaskHead } from '../stockcheck/check-schema.ts';

/** The open tasks of each warehouse of `warehouseNos` at `at` (ISO 8601). */
export async function openTasks(db: Db, warehouseNos: string[], at: string): Promise<Map<string, OpenTasks>> {
  const counts = new Map<string, number>();
  if (warehouseNos.length > 0) {
    const rows = await db
      .select({ warehouseNo: chkTaskHead.warehouseNo, open: count() })
      .from(chkTaskHead)
      .where(and(inArray(chkTaskHead.warehouseNo, warehouseNos), inArray(chkTaskHead.statusCode, [...TASK_OPEN])))
      .groupBy(chkTaskHead.warehouseNo);
    for (const row of rows) counts.set(row.warehouseNo, row.open);
  }
  return new Map(warehouseNos.map((warehouseNo) => {
    const byType = TASK_TYPES.map((taskType) => ({ taskType, open: taskType === 'count' ? (counts.get(warehouseNo) ?? 0) : 0 }));
    return [warehouseNo, { warehouseNo, byType, total: byType.reduce((sum, t) => sum + t.open, 0), at }];
  }));
}
