/**
 * The order answer (workflows §4 "Order answer: accepted, rejected, pending acceptance; on overdue
 * non-acceptance the order is treated as accepted automatically"; src/shared/documents/order-answer.ts).
 *
 * - answerOrderLines(tx, user, input): the supplier accepts, rejects (with a reason, answerRemark,
 *   ORDER_REASON_REQUIRED otherwise) or proposes (another quantity > 0 and/or arrival date,
 *   ORDER_PROPOSAL_REQUIRED otherwise; answerRefusal; a proposed date before today (UTC) is
 *   ORDER_PROPOSAL_DATE_PAST { answerDate, today }) for a batch of its lines; the
 *   purchaser confirms (the line takes the proposed quantity and date) or declines (pending again)
 *   a proposal. A supplier action by a staff user, or a purchaser action by a supplier user, is
 *   FORBIDDEN. Each line is locked in the user's scope (NOT_FOUND), checked at the version seen
 *   (STALE_VERSION) and in a status the action takes (ORDER_ANSWER_REFUSED), and a rejection or
 *   proposal is checked against the order answer rule in force (answer-rule.ts), all before any write;
 * - autoAcceptOverdueOrders(db, now): every line still pending at `now` past its answer deadline
 *   (its creation plus the deadlineHours of its order answer rule in force, ANSWER_HOURS without one;
 *   answer-rule.ts) becomes accepted by 'system'. Answers how many.
 * Each answer writes an audit row (srm_purchase_answer) and an 'order.answer' outbox event, scoped
 * to the line's supplier as well so the supplier's pages follow it live (record 0967).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ANSWER_ACTIONS, ANSWER_STATUS, answerRefusal, canAnswer, type AnswerAction } from '../../shared/documents/order-answer.ts';
import { srmPurchaseEntity } from '../../shared/entities/srm-purchase.entity.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { srmPurchaseLine } from '../db/schema.ts';
import { publishEvent } from '../events/publish.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { assertAnswerAllowed, overdueLines } from './answer-rule.ts';
import type { AnswerInput } from './answer-input.ts';
import { srmPurchaseAnswer } from './asn-schema.ts';

type PurchaseRow = typeof srmPurchaseLine.$inferSelect & Record<string, unknown>;

/** The system user of the auto-accept job in audit rows. */
export const SYSTEM_OPERATOR = 'system';

async function recordAnswer(tx: Tx, row: PurchaseRow, action: AnswerAction, fromStatus: string, operator: string): Promise<void> {
  await tx.insert(srmPurchaseAnswer).values({
    purchaseId: row.id as number, action, fromStatus, toStatus: String(row.answerStatus), answerQty: row.answerQty as string | null,
    answerDate: row.answerDate as string | null, remark: row.answerRemark as string | null, operator, createName: operator, updateName: operator,
  });
  await publishEvent(tx, 'order.answer', { orgNo: String(row.orgNo), warehouseNo: String(row.warehouseNo), supplierNo: String(row.supplierNo) }, {
    purchaseNo: String(row.purchaseNo), purchaseSeq: Number(row.purchaseSeq), purchaseBatchSeq: Number(row.purchaseBatchSeq),
    supplierNo: String(row.supplierNo), action, answerStatus: String(row.answerStatus),
  });
}

function changesOf(input: AnswerInput, row: PurchaseRow): Record<string, unknown> {
  switch (input.action) {
    case 'propose':
      return { answerQty: input.answerQty ?? null, answerDate: input.answerDate ?? null, answerRemark: input.answerRemark ?? null };
    case 'confirm':
      return { batchPurQty: row.answerQty ?? row.batchPurQty, expectArrivalDate: row.answerDate ?? row.expectArrivalDate };
    case 'decline':
      return { answerQty: null, answerDate: null };
    default:
      return { answerRemark: input.answerRemark ?? null };
  }
}

export async function answerOrderLines(tx: Tx, user: SessionUser, input: AnswerInput): Promise<PurchaseRow[]> {
  const transition = ANSWER_ACTIONS[input.action];
  if ((transition.side === 'supplier') !== (user.userType === 'supplier')) throw new AppError('FORBIDDEN');
  const refusal = answerRefusal(input, null);
  if (refusal) throw new AppError(refusal);
  const today = new Date().toISOString().slice(0, 10);
  if (input.action === 'propose' && input.answerDate !== undefined && input.answerDate < today) throw new AppError('ORDER_PROPOSAL_DATE_PAST', { answerDate: input.answerDate, today });
  const ids = [...new Set(input.list.map((l) => l.id))];
  const rows = (await tx.select().from(srmPurchaseLine)
    .where(and(inArray(srmPurchaseLine.id, ids), scopeCondition(srmPurchaseEntity, srmPurchaseLine, user)))
    .orderBy(asc(srmPurchaseLine.id)).for('update')) as PurchaseRow[];
  if (rows.length < ids.length) throw new AppError('NOT_FOUND');
  for (const { id, version } of input.list) {
    const row = rows.find((r) => r.id === id)!;
    if (!canAnswer(input.action, String(row.answerStatus))) {
      throw new AppError('ORDER_ANSWER_REFUSED', { purchaseNo: String(row.purchaseNo), purchaseSeq: Number(row.purchaseSeq), status: String(row.answerStatus) });
    }
    if (row.version !== version) throw new AppError('STALE_VERSION');
  }
  await assertAnswerAllowed(tx, rows, input);
  const changed: PurchaseRow[] = [];
  for (const row of rows) {
    const [after] = (await tx.update(srmPurchaseLine)
      .set({ ...changesOf(input, row), answerStatus: transition.to, answerTime: sql`now()`, version: sql`${srmPurchaseLine.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
      .where(eq(srmPurchaseLine.id, row.id as number)).returning()) as PurchaseRow[];
    await recordAnswer(tx, after, input.action, String(row.answerStatus), user.userNo);
    changed.push(after);
  }
  return changed;
}

export async function autoAcceptOverdueOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const accepted = (await tx.update(srmPurchaseLine)
      .set({ answerStatus: ANSWER_STATUS.accepted, answerTime: now.toISOString(), version: sql`${srmPurchaseLine.version} + 1`, updateName: SYSTEM_OPERATOR, updateDate: sql`now()` })
      .where(and(eq(srmPurchaseLine.answerStatus, ANSWER_STATUS.pending), sql`${srmPurchaseLine.id} in (${overdueLines(now)})`))
      .returning()) as PurchaseRow[];
    for (const row of accepted) await recordAnswer(tx, row, 'autoAccept', ANSWER_STATUS.pending, SYSTEM_OPERATOR);
    return accepted.length;
  });
}
