/**
 * Count tasks of a plan (spec console §4 stock-check task; chk_task_head and its count lines
 * chk_check_stock_transaction, see check-schema.ts).
 *
 * - createTasks: one task per zone of the given snapshot rows for count round `round`, numbered
 *   CHT<yyyyMMdd><0001>, status 10 (to count), with one count line per row carrying its book
 *   quantity (never answered to the counter of a blind plan, see check-queries.ts);
 * - foldTask: an ended task's counts become the snapshot rows' result: countQty, diffQty =
 *   countQty - bookQty, round;
 * - openTaskCount: the plan's tasks still to count or counting;
 * - publishTaskChange: a task's new status as a 'task.changed' event (task type 'count') in the
 *   caller's transaction, for the big screen's open tasks (DESIGN.md "Events").
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TASK_OPEN } from '../../shared/documents/check-codes.ts';
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { nextDocNo } from '../inventory/documents/doc-number.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import type { SessionUser } from '../rpc/session.ts';
import { chkCheckStockBody, chkCheckStockTransaction, chkTaskHead } from './check-schema.ts';

type BodyRow = typeof chkCheckStockBody.$inferSelect;

export async function createTasks(tx: Tx, head: DocHead, rows: BodyRow[], round: number, user: SessionUser): Promise<void> {
  const zones = new Map<string, BodyRow[]>();
  for (const row of rows) zones.set(row.zoneNo, [...(zones.get(row.zoneNo) ?? []), row]);
  const audit = { createName: user.userNo, updateName: user.userNo };
  for (const [zoneNo, zoneRows] of [...zones.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const taskNo = await nextDocNo(tx, 'CHT');
    const [task] = await tx
      .insert(chkTaskHead)
      .values({ ...audit, taskNo, headId: head.id, checkNo: String(head.checkNo), orgNo: head.orgNo, warehouseNo: head.warehouseNo, zoneNo, round, checkModeNo: String(head.checkModeNo), statusCode: '10' })
      .returning();
    await tx.insert(chkCheckStockTransaction).values(zoneRows.map((row, index) => ({
      ...audit, taskId: task.id, taskNo, bodyId: row.id, checkNo: row.checkNo, round, lineNo: index + 1,
      orgNo: row.orgNo, warehouseNo: row.warehouseNo, cellNo: row.cellNo, itemNo: row.itemNo, lotNo: row.lotNo,
      containerNo: row.containerNo, stockStatus: row.stockStatus, bookQty: row.bookQty,
    })));
    await publishTaskChange(tx, task, user.userNo);
  }
}

/** Publishes count task `task`'s status (created, counting, ended, closed, reassigned, suspended, released) by `operator`. */
export async function publishTaskChange(tx: Tx, task: { orgNo: string; warehouseNo: string; taskNo: string; statusCode: string }, operator: string): Promise<void> {
  await publishEvent(tx, 'task.changed', { orgNo: task.orgNo, warehouseNo: task.warehouseNo }, { taskType: 'count', taskNo: task.taskNo, status: Number(task.statusCode), operator });
}

export async function foldTask(tx: Tx, taskId: number, user: SessionUser): Promise<void> {
  await tx.execute(sql`
    update chk_check_stock_body b set count_qty = t.count_qty, diff_qty = t.count_qty - b.book_qty, round = t.round,
      version = b.version + 1, update_name = ${user.userNo}, update_date = now()
    from chk_check_stock_transaction t where t.task_id = ${taskId} and t.body_id = b.id`);
}

export async function openTaskCount(tx: Tx, headId: number): Promise<number> {
  const rows = await tx.select({ id: chkTaskHead.id }).from(chkTaskHead).where(and(eq(chkTaskHead.headId, headId), inArray(chkTaskHead.statusCode, [...TASK_OPEN])));
  return rows.length;
}
