/**
 * The status moves of an ASN, in the caller's transaction (src/shared/documents/asn.ts):
 *
 * - lockAsn: the header of `id` in the user's scope, locked (NOT_FOUND otherwise);
 * - moveAsn: compare-and-set of the check status from the action's statuses at the version the
 *   user saw (the action's refusal with the number, or STALE_VERSION), then the order lines'
 *   on-way quantities follow (syncOnWay) and the step is recorded (tracking row and event).
 *
 * On-way rule: while a notice is open (0 pending, 2 shipped, 3 partial) each of its lines puts
 * (shipped - received) of its order line on the way; a refused, received, closed or void notice
 * (1, 4, X) puts nothing, so refusing gives the quantity back to the order line at once (it can be
 * shipped on another ASN). Every move adds the difference of that contribution before and after it;
 * approving a refused notice puts its quantity on the way again only while it is still open on the
 * order line (ASN_QTY_WRONG otherwise).
 */
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ASN_ACTIONS, ASN_STATUS, type AsnActionName, type AsnStatus } from '../../shared/documents/asn.ts';
import { srmAsnEntity } from '../../shared/entities/srm-asn.entity.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import { srmAsnHead, srmPurchaseLine } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { srmAsnLine } from './asn-schema.ts';
import { recordAsnStep, type AsnHeadRow } from './asn-track.ts';

const OPEN: readonly string[] = [ASN_STATUS.pending, ASN_STATUS.shipped, ASN_STATUS.partial];

export type AsnLineRow = typeof srmAsnLine.$inferSelect;

export async function lockAsn(tx: Tx, user: SessionUser, id: number): Promise<AsnHeadRow> {
  const [row] = await tx.select().from(srmAsnHead).where(and(eq(srmAsnHead.id, id), scopeCondition(srmAsnEntity, srmAsnHead, user))).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row as AsnHeadRow;
}

export function asnLines(tx: Tx, headId: number): Promise<AsnLineRow[]> {
  return tx.select().from(srmAsnLine).where(eq(srmAsnLine.headId, headId)).orderBy(srmAsnLine.lineNo);
}

const onWayOf = (status: string, line: { deliveryQty: string; receiveQty: string }) =>
  OPEN.includes(status) ? Decimal.max(new Decimal(line.deliveryQty).minus(line.receiveQty), 0) : new Decimal(0);

/** Refuses putting `delta` of `line` on the way again when its order line has less open (batch - received - on way). */
async function assertStillOpen(tx: Tx, line: AsnLineRow, delta: Decimal): Promise<void> {
  const [order] = await tx.select().from(srmPurchaseLine).where(eq(srmPurchaseLine.id, line.purchaseId)).for('update');
  const open = Decimal.max(new Decimal(String(order.batchPurQty)).minus(String(order.receiveQty)).minus(String(order.onWayQty)), 0);
  if (delta.gt(open)) throw new AppError('ASN_QTY_WRONG', { purchaseNo: String(order.purchaseNo), purchaseSeq: Number(order.purchaseSeq), open: open.toFixed(), requested: delta.toFixed() });
}

/**
 * Adds to each order line the change of its on-way quantity between (status, lines) before and
 * after; a notice coming back from refused (1) must still find its quantity open.
 */
export async function syncOnWay(tx: Tx, before: { status: string; lines: AsnLineRow[] }, after: { status: string; lines: AsnLineRow[] }): Promise<void> {
  for (const line of after.lines) {
    const old = before.lines.find((l) => l.lineNo === line.lineNo)!;
    const delta = onWayOf(after.status, line).minus(onWayOf(before.status, old));
    if (delta.isZero()) continue;
    if (before.status === ASN_STATUS.refused) await assertStillOpen(tx, line, delta);
    await tx.update(srmPurchaseLine).set({ onWayQty: sql`greatest(${srmPurchaseLine.onWayQty} + ${delta.toFixed()}::numeric, 0)` }).where(eq(srmPurchaseLine.id, line.purchaseId));
  }
}

/** Refuses `action` on the locked `head` outside its from-statuses (its refusal) or at another version than seen. */
export function assertCanMove(head: AsnHeadRow, version: number, action: AsnActionName): void {
  const transition = ASN_ACTIONS[action];
  if (!(transition.from as readonly string[]).includes(head.checkStatus)) throw new AppError(transition.refusal, { docNo: head.asnNo });
  if (head.version !== version) throw new AppError('STALE_VERSION');
}

/**
 * Moves `head` (locked, seen at `version`) by `action` to `to`; `changes` are other header columns
 * set with it; `linesAfter` the lines after the action when it changed them (receipts).
 */
export async function moveAsn(
  tx: Tx, user: SessionUser, head: AsnHeadRow, version: number, action: AsnActionName, to: AsnStatus,
  options: { changes?: Record<string, unknown>; linesBefore?: AsnLineRow[]; remark?: string } = {},
): Promise<AsnHeadRow> {
  assertCanMove(head, version, action);
  const linesBefore = options.linesBefore ?? (await asnLines(tx, head.id));
  const [row] = (await tx.update(srmAsnHead)
    .set({ ...options.changes, checkStatus: to, version: sql`${srmAsnHead.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
    .where(and(eq(srmAsnHead.id, head.id), eq(srmAsnHead.version, version), inArray(srmAsnHead.checkStatus, [...ASN_ACTIONS[action].from])))
    .returning()) as AsnHeadRow[];
  if (!row) throw new AppError('STALE_VERSION');
  await syncOnWay(tx, { status: head.checkStatus, lines: linesBefore }, { status: to, lines: await asnLines(tx, head.id) });
  await recordAsnStep(tx, row, { action, fromStatus: head.checkStatus, toStatus: to, operator: user.userNo, remark: options.remark });
  return row;
}
