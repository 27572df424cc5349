/**
 * recordInspection(tx, user, input): records one inspection line's result (Inbound quality:
 * document; src/shared/documents/inspection.ts), in the caller's transaction:
 *
 * 1. locks the inspection in the user's stock data scope: it must be initial or in progress
 *    (QC_NOT_OPEN); the line must not be recorded yet (QC_LINE_DONE);
 * 2. the pass, fail and concession quantities must each be 0 or more and add up to the line's
 *    quantity (VALIDATION_FAILED with field issues; nothing is written);
 * 3. posts, under QC <qcNo>, from the stock awaiting inspection (20): the passed quantity to
 *    put away (25) in the same cell, concession (23) in the same cell, failed quantity as
 *    unqualified (22) into the warehouse's quarantine cell (an inspection zone cell; none: the same
 *    cell). The ledger lines of inspection line n are 10n+1 (pass), 10n+2 (concession) and
 *    10n+3 (fail), so each posts once;
 * 4. the inspection becomes in progress, or completed when no line is open ('task.changed'); on
 *    completion the passed and concession stock gets one putaway task (passed put away as
 *    qualified 10, concession keeping 23), and the receipt's document completes when nothing of it
 *    is open any more.
 * A retry sent with the same Request-Id header answers its first answer (db/request-claim.ts).
 * Answers the inspection's new state with the recorded line.
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canRecord, checkResult, INSPECTION_STOCK, statusAfterRecord } from '../../shared/documents/inspection.ts';
import { idSchema, INT4_MAX, integerSchema } from '../../shared/validation.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { touched } from '../inventory/documents/document-store.ts';
import type { MoveLine, StockKey } from '../ledger/move-lines.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { quarantineCell } from './inspection-rules.ts';
import { holdPutawayCells } from './putaway-cells.ts';
import { inQcHead, inQcLine } from './inspection-schema.ts';
import { INSPECTION_DOC_TYPE, publishInspectionChange } from './inspections.ts';
import { completeDocument, createPutawayTask, type ReceivedLine } from './putaway-tasks.ts';

const qtySchema = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(24));

export const recordInput = z.object({
  qcId: idSchema,
  lineNo: integerSchema(1, INT4_MAX),
  passQty: qtySchema,
  failQty: qtySchema,
  concessionQty: qtySchema,
  remark: z.string().trim().max(200).optional(),
});
type RecordInput = z.infer<typeof recordInput>;

type QcRow = typeof inQcHead.$inferSelect;
type QcLineRow = typeof inQcLine.$inferSelect;
export type InspectionAnswer = QcRow & { lines: QcLineRow[] };

const plain = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());
const answerOf = (qc: QcRow, lines: QcLineRow[]): InspectionAnswer => ({
  ...qc,
  lines: lines.map((line) => ({ ...line, qty: plain(line.qty)!, sampleQty: plain(line.sampleQty)!, passQty: plain(line.passQty), failQty: plain(line.failQty), concessionQty: plain(line.concessionQty) })),
});

/** The data scope of inspections: the user's organisations and warehouses, as for stock. */
const qcScope = (user: SessionUser) => stockScopeCondition(user, sql`${inQcHead.orgNo}`, sql`${inQcHead.warehouseNo}`);

function resultMoves(line: QcLineRow, input: RecordInput, quarantine: string | null): MoveLine[] {
  const from: StockKey = { orgNo: line.orgNo, warehouseNo: line.warehouseNo, cellNo: line.cellNo, itemNo: line.itemNo, lotNo: line.lotNo, containerNo: line.containerNo, stockStatus: line.stockStatus };
  const outcomes = [
    { qty: input.passQty, to: { ...from, stockStatus: INSPECTION_STOCK.toPutAway } },
    { qty: input.concessionQty, to: { ...from, stockStatus: INSPECTION_STOCK.concession } },
    { qty: input.failQty, to: { ...from, cellNo: quarantine ?? from.cellNo, stockStatus: INSPECTION_STOCK.unqualified } },
  ];
  return outcomes.flatMap(({ qty, to }, k) => (new Decimal(qty).gt(0) ? [{ lineNo: line.lineNo * 10 + k + 1, action: 'transfer' as const, from, to, quantity: new Decimal(qty).toFixed() }] : []));
}

/** The putaway of a completed inspection: its passed stock (to be qualified) and concession stock (staying 23). */
async function putAwayResults(tx: Tx, qc: QcRow, user: SessionUser): Promise<void> {
  const lines = await tx.select().from(inQcLine).where(eq(inQcLine.qcId, qc.id)).orderBy(inQcLine.lineNo);
  const received: ReceivedLine[] = lines.flatMap((line) => {
    const key: StockKey = { orgNo: line.orgNo, warehouseNo: line.warehouseNo, cellNo: line.cellNo, itemNo: line.itemNo, lotNo: line.lotNo, containerNo: line.containerNo, stockStatus: INSPECTION_STOCK.toPutAway };
    return [
      ...(new Decimal(line.passQty ?? 0).gt(0) ? [{ sourceLineNo: line.sourceLineNo, key, qty: new Decimal(line.passQty!).toFixed() }] : []),
      ...(new Decimal(line.concessionQty ?? 0).gt(0)
        ? [{ sourceLineNo: line.sourceLineNo, key: { ...key, stockStatus: INSPECTION_STOCK.concession }, qty: new Decimal(line.concessionQty!).toFixed(), targetStatus: INSPECTION_STOCK.concession }]
        : []),
    ];
  });
  if (received.length > 0) await createPutawayTask(tx, { id: qc.headId, orgNo: qc.orgNo, warehouseNo: qc.warehouseNo }, qc.docType, qc.docNo, received, user);
}

export async function recordInspection(tx: Tx, user: SessionUser, input: RecordInput): Promise<InspectionAnswer> {
  const [qc] = await tx.select().from(inQcHead).where(and(eq(inQcHead.id, input.qcId), qcScope(user))).for('update');
  if (!qc) throw new AppError('NOT_FOUND');
  if (!canRecord(qc.statusCode)) throw new AppError('QC_NOT_OPEN', { qcNo: qc.qcNo });
  const [line] = await tx.select().from(inQcLine).where(and(eq(inQcLine.qcId, qc.id), eq(inQcLine.lineNo, input.lineNo)));
  if (!line) throw new AppError('NOT_FOUND');
  if (line.statusCode !== '10') throw new AppError('QC_LINE_DONE', { qcNo: qc.qcNo, lineNo: line.lineNo });
  const issues = checkResult(input, line.qty);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', {}, { fields: issues });

  // The last line's record makes the putaway task: the putaway hold before the posting's stock locks.
  const [{ others }] = (await tx.execute(sql`select count(*)::int as others from in_qc_line where qc_id = ${qc.id} and status_code = '10' and id <> ${line.id}`)).rows as { others: number }[];
  if (others === 0) await holdPutawayCells(tx, qc.warehouseNo);
  const quarantine = new Decimal(input.failQty).gt(0) ? await quarantineCell(tx, qc.warehouseNo) : null;
  await postMoves(tx, { docType: INSPECTION_DOC_TYPE, docNo: qc.qcNo, operator: user.userNo, lines: resultMoves(line, input, quarantine) });
  const [recorded] = await tx.update(inQcLine).set({
    passQty: new Decimal(input.passQty).toFixed(), failQty: new Decimal(input.failQty).toFixed(), concessionQty: new Decimal(input.concessionQty).toFixed(),
    quarantineCellNo: new Decimal(input.failQty).gt(0) ? (quarantine ?? line.cellNo) : null, remark: input.remark ?? line.remark,
    statusCode: '30', inspectName: user.userNo, inspectDate: sql`now()`, version: sql`${inQcLine.version} + 1`, ...touched(user),
  }).where(eq(inQcLine.id, line.id)).returning();
  const [{ open }] = (await tx.execute(sql`select count(*)::int as open from in_qc_line where qc_id = ${qc.id} and status_code = '10'`)).rows as { open: number }[];
  const [changed] = await tx.update(inQcHead).set({ statusCode: statusAfterRecord(open), version: sql`${inQcHead.version} + 1`, ...touched(user) }).where(eq(inQcHead.id, qc.id)).returning();
  await publishInspectionChange(tx, changed, user.userNo);
  if (open === 0) {
    await putAwayResults(tx, changed, user);
    await completeDocument(tx, changed, user);
  }
  return answerOf(changed, [recorded]);
}
