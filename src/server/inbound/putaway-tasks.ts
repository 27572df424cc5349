/**
 * Putaway tasks of an inbound notice (Inbound task-notice, cancel-task, shelf-task):
 *
 * - receivedLines: an arrival note's or notice's lines as received into the receiving cell
 *   (status 25, quantity in the item's unit);
 * - createPutawayTask: one task (initial, PUT number) with a line per received line of an arrival
 *   note or inbound notice (or per passed and concession line of its inspection): the stock key,
 *   the quantity in the item's unit, the status it is put away in and the cell the putaway
 *   strategy proposes under the warehouse's putaway hold, so a concurrent receipt never gets the
 *   same cell for goods its rules keep apart (putaway-cells.ts proposePutaway; null when no cell
 *   fits, the worker scans one);
 * - completeDocument: the document's completion (15 or 20 -> 30, compare-and-set) once none of
 *   its tasks or inspections is open, with its 'document.status' event;
 * - endOpenTasks: voids (90) or closes (99) a notice's open tasks, answers how many;
 * - hasPutAway / openTaskCount: whether any line of the notice's live tasks was put away, and
 *   how many of its tasks and inspections are still initial or in progress;
 * - publishPutawayChange: the 'task.changed' event of a task (DESIGN.md "Events").
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { documentOfType } from '../../shared/documents/index.ts';
import { OPEN_TASK_STATUSES } from '../../shared/documents/putaway-task.ts';
import type { StockKey } from '../../shared/events.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { publishEvent } from '../events/publish.ts';
import { nextDocNo } from '../inventory/documents/doc-number.ts';
import { touched } from '../inventory/documents/document-store.ts';
import type { DocHead, DocLine } from '../inventory/documents/server-document.ts';
import type { SessionUser } from '../rpc/session.ts';
import { baseQuantities, receivingCell, text } from './inbound-rules.ts';
import { proposePutaway, putawayAsks } from './putaway-cells.ts';
import { inQcHead } from './inspection-schema.ts';
import { inPutawayLine, inPutawayTask } from './putaway-schema.ts';

export const PUTAWAY_DOC_TYPE = 'PUT';
/** Stock status of received goods waiting for putaway (STOCK_STATUS 25). */
export const TO_PUT_AWAY = '25';
const OPEN = [...OPEN_TASK_STATUSES];

const QUALIFIED = '10';

/** A line waiting for putaway: its stock key, quantity (item unit) and the status it is put away in (default qualified). */
export type ReceivedLine = { sourceLineNo: number; key: StockKey; qty: string; targetStatus?: string };
type TaskRow = typeof inPutawayTask.$inferSelect;
/** The document a task or an inspection belongs to. */
type TaskSource = { id: number; orgNo: string; warehouseNo: string };

export async function publishPutawayChange(tx: Tx, task: Pick<TaskRow, 'orgNo' | 'warehouseNo' | 'taskNo' | 'statusCode'>, operator: string): Promise<void> {
  await publishEvent(tx, 'task.changed', { orgNo: task.orgNo, warehouseNo: task.warehouseNo }, { taskType: 'putaway', taskNo: task.taskNo, status: Number(task.statusCode), operator });
}

/** The received lines of an arrival note or notice as they wait in the receiving cell for putaway (status 25, item unit). */
export async function receivedLines(tx: Tx, head: DocHead, lines: DocLine[]): Promise<ReceivedLine[]> {
  const cellNo = await receivingCell(tx, head.warehouseNo);
  const quantities = await baseQuantities(tx, head.orgNo, lines);
  return lines.map((line, i) => ({
    sourceLineNo: line.lineNo,
    key: { orgNo: head.orgNo, warehouseNo: head.warehouseNo, cellNo, itemNo: text(line.itemNo), lotNo: text(line.lotNo), containerNo: text(line.containerNo), stockStatus: TO_PUT_AWAY },
    qty: quantities[i],
  }));
}

export async function createPutawayTask(tx: Tx, head: TaskSource, docType: string, docNo: string, received: ReceivedLine[], user: SessionUser): Promise<TaskRow> {
  const asks = await putawayAsks(tx, head.orgNo, head.warehouseNo, received.map((line) => ({ itemNo: line.key.itemNo, lotNo: line.key.lotNo, qty: line.qty })));
  const proposals = await proposePutaway(tx, head.warehouseNo, asks);
  const [task] = await tx.insert(inPutawayTask).values({
    taskNo: await nextDocNo(tx, PUTAWAY_DOC_TYPE), docType, docNo, headId: head.id, orgNo: head.orgNo, warehouseNo: head.warehouseNo,
    statusCode: '10', createName: user.userNo, updateName: user.userNo,
  }).returning();
  await tx.insert(inPutawayLine).values(received.map((line, i) => ({
    taskId: task.id, lineNo: i + 1, sourceLineNo: line.sourceLineNo, ...line.key, qty: line.qty, proposedCellNo: proposals[i], targetStatus: line.targetStatus ?? QUALIFIED,
    statusCode: '10', createName: user.userNo, updateName: user.userNo,
  })));
  await publishPutawayChange(tx, task, user.userNo);
  return task;
}

export async function completeDocument(tx: Tx, task: Pick<TaskRow, 'docType' | 'docNo' | 'headId' | 'orgNo' | 'warehouseNo'>, user: SessionUser): Promise<void> {
  const doc = documentOfType(task.docType);
  if (!doc?.completion || (await openTaskCount(tx, task.docType, task.headId)) > 0) return;
  const head = entityTables[doc.entity.name];
  const { from, to } = doc.completion;
  const [changed] = await tx.update(head).set({ statusCode: to, version: sql`${head.version} + 1`, ...touched(user) })
    .where(and(eq(head.id, task.headId), inArray(head.statusCode, [...from]))).returning();
  if (changed) {
    await publishEvent(tx, 'document.status', { orgNo: task.orgNo, warehouseNo: task.warehouseNo }, {
      docType: task.docType, docNo: task.docNo, fromStatus: Number(from[0]), toStatus: Number(to),
    });
  }
}

export async function endOpenTasks(tx: Tx, docType: string, headId: number, status: '90' | '99', user: SessionUser): Promise<number> {
  const ended = await tx.update(inPutawayTask)
    .set({ statusCode: status, version: sql`${inPutawayTask.version} + 1`, ...touched(user) })
    .where(and(eq(inPutawayTask.docType, docType), eq(inPutawayTask.headId, headId), inArray(inPutawayTask.statusCode, OPEN)))
    .returning();
  for (const task of ended) await publishPutawayChange(tx, task, user.userNo);
  return ended.length;
}

export async function hasPutAway(tx: Tx, docType: string, headId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from in_putaway_line l join in_putaway_task t on t.id = l.task_id
    where t.doc_type = ${docType} and t.head_id = ${headId} and t.status_code <> '90' and l.status_code = '30' limit 1`);
  return result.rows.length > 0;
}

export async function openTaskCount(tx: Tx, docType: string, headId: number): Promise<number> {
  const [row] = await tx.select({ open: count() }).from(inPutawayTask)
    .where(and(eq(inPutawayTask.docType, docType), eq(inPutawayTask.headId, headId), inArray(inPutawayTask.statusCode, OPEN)));
  const [inspections] = await tx.select({ open: count() }).from(inQcHead)
    .where(and(eq(inQcHead.docType, docType), eq(inQcHead.headId, headId), inArray(inQcHead.statusCode, OPEN)));
  return row.open + inspections.open;
}
