/**
 * Inspections of a receipt (Inbound quality: document; src/shared/documents/inspection.ts), in
 * the receipt's transaction:
 *
 * - createInspection: one inspection (initial, QC number) with a line per received line to
 *   inspect: the stock key awaiting inspection (status 20), the quantity in the item's unit, the
 *   sample size and the inspection items of inspectionPlan; 'task.changed' (taskType inspection);
 * - voidOpenInspections: a cancelled receipt voids (90) the open inspections of its document;
 * - refuseRecorded: refuses cancelling a receipt once a line of its live inspections was
 *   recorded (QC_RECORDED: the stock moved on to other statuses);
 * - publishInspectionChange: the 'task.changed' event of an inspection.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_INSPECTION_STATUSES, sampleSize } from '../../shared/documents/inspection.ts';
import type { Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { nextDocNo } from '../inventory/documents/doc-number.ts';
import { touched } from '../inventory/documents/document-store.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { inspectionPlan } from './inspection-rules.ts';
import { inQcHead, inQcLine } from './inspection-schema.ts';
import type { ReceivedLine } from './putaway-tasks.ts';

export const INSPECTION_DOC_TYPE = 'QC';

type QcRow = typeof inQcHead.$inferSelect;

export async function publishInspectionChange(tx: Tx, qc: Pick<QcRow, 'orgNo' | 'warehouseNo' | 'qcNo' | 'statusCode'>, operator: string): Promise<void> {
  await publishEvent(tx, 'task.changed', { orgNo: qc.orgNo, warehouseNo: qc.warehouseNo }, { taskType: 'inspection', taskNo: qc.qcNo, status: Number(qc.statusCode), operator });
}

export async function createInspection(
  tx: Tx, head: { id: number; orgNo: string; warehouseNo: string }, source: { docType: string; docNo: string },
  lines: ReceivedLine[], user: SessionUser,
): Promise<QcRow> {
  const plans = await inspectionPlan(tx, head.orgNo, [...new Set(lines.map((line) => line.key.itemNo))]);
  const [qc] = await tx.insert(inQcHead).values({
    qcNo: await nextDocNo(tx, INSPECTION_DOC_TYPE), ...source, headId: head.id, orgNo: head.orgNo, warehouseNo: head.warehouseNo,
    statusCode: '10', createName: user.userNo, updateName: user.userNo,
  }).returning();
  await tx.insert(inQcLine).values(lines.map((line, i) => {
    const plan = plans.get(line.key.itemNo);
    return {
      qcId: qc.id, lineNo: i + 1, sourceLineNo: line.sourceLineNo, ...line.key, qty: line.qty, sampleQty: sampleSize(line.qty, plan?.sampleRate ?? null),
      checkItems: plan?.checkItems ?? '', statusCode: '10', createName: user.userNo, updateName: user.userNo,
    };
  }));
  await publishInspectionChange(tx, qc, user.userNo);
  return qc;
}

export async function voidOpenInspections(tx: Tx, docType: string, headId: number, user: SessionUser): Promise<void> {
  const voided = await tx.update(inQcHead).set({ statusCode: '90', version: sql`${inQcHead.version} + 1`, ...touched(user) })
    .where(and(eq(inQcHead.docType, docType), eq(inQcHead.headId, headId), inArray(inQcHead.statusCode, [...OPEN_INSPECTION_STATUSES])))
    .returning();
  for (const qc of voided) await publishInspectionChange(tx, qc, user.userNo);
}

export async function refuseRecorded(tx: Tx, docType: string, headId: number, docNo: string): Promise<void> {
  const result = await tx.execute(sql`
    select 1 from in_qc_line l join in_qc_head h on h.id = l.qc_id
    where h.doc_type = ${docType} and h.head_id = ${headId} and h.status_code <> '90' and l.status_code = '30' limit 1`);
  if (result.rows.length > 0) throw new AppError('QC_RECORDED', { docNo });
}
