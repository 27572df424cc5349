/**
 * createAsn(tx, user, input): a supplier announces a delivery (workflows §4 ASN, §5 "shipping
 * quantity must be above 0 and at most the open quantity; the total shipped may not exceed the
 * current quantity", §6 "frozen suppliers cannot create delivery notes", §8 messages).
 *
 * 1. only a supplier user (ASN_SUPPLIER_ONLY);
 * 2. locks the order lines in the user's scope, by id (NOT_FOUND for one not visible); all of one
 *    organisation, warehouse and supplier (ASN_MIXED_LINES); each accepted by the supplier with an
 *    open quantity (ordered - received - on the way) of at least the quantity shipped
 *    (ASN_LINE_NOT_OPEN, ASN_QTY_WRONG); a line sent twice is a field issue; a supplier whose deliveries
 *    are frozen is refused (ASN_SUPPLIER_FROZEN) unless the execution configuration in force has
 *    isFrozenCheck off (execute-config.ts);
 * 3. the packing, when given, packs exactly each line's quantity (ASN_PACK_MISMATCH); the shipping
 *    rule in force allows the delivery date (asnAdvanceDays), the number of lines and a partial
 *    shipment of a line (ship-rule.ts);
 * 4. writes the header (number ASN<yyyyMMdd><0001>, check status 0 pending approval, total
 *    delivery quantity), the lines, the order lines' on-way quantities, the packing (one shipment
 *    node; pallets and cartons each with an SSCC of the first valid SSCC container rule, gs1Mode 2)
 *    and the tracking step 'create' with its 'asn.status' event;
 * 5. when the execution configuration has isAsnApproval off, or the execution policies of its lines
 *    do not ask for the purchaser's approval (asn-policy.ts), approves it at once (-> 2 shipped, step 'approve' noting the policies).
 * Answers the new header. Every check runs before the first write.
 */
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { srmAsnEntity } from '../../shared/entities/srm-asn.entity.ts';
import { srmPurchaseEntity } from '../../shared/entities/srm-purchase.entity.ts';
import { ANSWER_STATUS } from '../../shared/documents/order-answer.ts';
import { ASN_STATUS } from '../../shared/documents/asn.ts';
import { scopeCondition } from '../crud/scope.ts';
import { addRow } from '../crud/write-rows.ts';
import type { Tx } from '../db/client.ts';
import { srmAsnHead, srmPurchaseLine } from '../db/schema.ts';
import { nextDocNo } from '../inventory/documents/doc-number.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { generateNumber } from '../rules/generate-number.ts';
import { ssccRule } from '../rules/next-sscc.ts';
import type { AddAsnInput } from './asn-input.ts';
import { srmAsnLine, srmAsnPack } from './asn-schema.ts';
import { approvalNeed } from './asn-policy.ts';
import { executeConfigOf, type ExecuteConfig } from './execute-config.ts';
import { assertShipRuleAllows, type ShippedLine } from './ship-rule.ts';
import { moveAsn } from './asn-status.ts';
import { recordAsnStep, type AsnHeadRow } from './asn-track.ts';

export const ASN_DOC_TYPE = 'ASN';

type PurchaseRow = Record<string, unknown> & { id: number; purchaseNo: string; purchaseSeq: number; purchaseBatchSeq: number; orgNo: string; warehouseNo: string; supplierNo: string; itemNo: string };

function supplierOf(user: SessionUser): string {
  if (user.userType !== 'supplier' || !user.belongSupplier) throw new AppError('ASN_SUPPLIER_ONLY');
  return user.belongSupplier;
}

/** Refuses a supplier whose deliveries are frozen, unless the execution configuration turns the check off. */
async function refuseFrozen(tx: Tx, supplierNo: string, config: ExecuteConfig | null): Promise<void> {
  if (config?.isFrozenCheck === false) return;
  const result = await tx.execute(sql`select is_delivery_frozen from bm_supplier where supplier_no = ${supplierNo}`);
  if (result.rows[0]?.is_delivery_frozen === true) throw new AppError('ASN_SUPPLIER_FROZEN');
}

async function lockOrderLines(tx: Tx, user: SessionUser, input: AddAsnInput): Promise<PurchaseRow[]> {
  const ids = input.lines.map((l) => l.purchaseId);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw fieldError([{ field: `lines.${twice}.purchaseId`, message: 'validation.duplicateInBatch', params: { value: ids[twice] } }]);
  const rows = (await tx.select().from(srmPurchaseLine)
    .where(and(inArray(srmPurchaseLine.id, ids), scopeCondition(srmPurchaseEntity, srmPurchaseLine, user)))
    .orderBy(asc(srmPurchaseLine.id)).for('update')) as PurchaseRow[];
  if (rows.length < ids.length) throw new AppError('NOT_FOUND');
  if (new Set(rows.map((r) => `${r.orgNo}\u001f${r.warehouseNo}\u001f${r.supplierNo}`)).size > 1) throw new AppError('ASN_MIXED_LINES');
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/** Refuses a line not open or shipping more than is open; answers each line with its open quantity. */
function refuseQuantities(input: AddAsnInput, rows: PurchaseRow[]): ShippedLine[] {
  return input.lines.map((line, i) => {
    const row = rows[i];
    const open = Decimal.max(new Decimal(String(row.batchPurQty)).minus(String(row.receiveQty)).minus(String(row.onWayQty)), 0);
    const params = { purchaseNo: row.purchaseNo, purchaseSeq: row.purchaseSeq, open: open.toFixed(), requested: line.deliveryQty };
    if (row.answerStatus !== ANSWER_STATUS.accepted || open.lte(0)) throw new AppError('ASN_LINE_NOT_OPEN', params);
    if (new Decimal(line.deliveryQty).gt(open)) throw new AppError('ASN_QTY_WRONG', params);
    return { purchaseNo: row.purchaseNo, purchaseSeq: row.purchaseSeq, open: open.toFixed(), deliveryQty: line.deliveryQty };
  });
}

function refusePacking(input: AddAsnInput): void {
  if (input.pallets.length === 0) return;
  const packed = input.lines.map(() => new Decimal(0));
  for (const item of input.pallets.flatMap((p) => p.cartons.flatMap((c) => c.items))) {
    if (item.lineNo > input.lines.length) throw fieldError([{ field: 'pallets', message: 'validation.unknownRef', params: { value: item.lineNo } }]);
    packed[item.lineNo - 1] = packed[item.lineNo - 1].plus(item.qty);
  }
  input.lines.forEach((line, i) => {
    if (!packed[i].eq(line.deliveryQty)) throw new AppError('ASN_PACK_MISMATCH', { lineNo: i + 1, shipped: line.deliveryQty, packed: packed[i].toFixed() });
  });
}

async function writePacking(tx: Tx, headId: number, input: AddAsnInput, operator: string): Promise<void> {
  if (input.pallets.length === 0) return;
  const ruleNo = await ssccRule(tx);
  const node = async (parentId: number | null, packLevel: string, seq: number, extra: { sscc?: string; lineNo?: number; qty?: string } = {}) => {
    const [row] = await tx.insert(srmAsnPack).values({ headId, parentId, packLevel, seq, ...extra, createName: operator, updateName: operator }).returning({ id: srmAsnPack.id });
    return row.id;
  };
  const shipment = await node(null, 'shipment', 1);
  for (const [p, pallet] of input.pallets.entries()) {
    const palletId = await node(shipment, 'pallet', p + 1, { sscc: (await generateNumber(tx, ruleNo)).number });
    for (const [c, carton] of pallet.cartons.entries()) {
      const cartonId = await node(palletId, 'carton', c + 1, { sscc: (await generateNumber(tx, ruleNo)).number });
      for (const [i, item] of carton.items.entries()) await node(cartonId, 'item', i + 1, { lineNo: item.lineNo, qty: item.qty });
    }
  }
}

export async function createAsn(tx: Tx, user: SessionUser, input: AddAsnInput): Promise<AsnHeadRow> {
  const supplierNo = supplierOf(user);
  const rows = await lockOrderLines(tx, user, input);
  const config = await executeConfigOf(tx, rows[0].orgNo, supplierNo);
  await refuseFrozen(tx, supplierNo, config);
  const shipped = refuseQuantities(input, rows);
  refusePacking(input);
  await assertShipRuleAllows(tx, rows[0].orgNo, supplierNo, shipped, String(input.head.deliveryDate ?? ''));
  const total = input.lines.reduce((sum, l) => sum.plus(l.deliveryQty), new Decimal(0));
  const head = (await addRow(tx, srmAsnEntity, srmAsnHead, user, {
    ...input.head, asnNo: await nextDocNo(tx, ASN_DOC_TYPE), orgNo: rows[0].orgNo, warehouseNo: rows[0].warehouseNo, supplierNo,
    checkStatus: ASN_STATUS.pending, deliveryQty: total.toFixed(),
  })) as AsnHeadRow;
  await tx.insert(srmAsnLine).values(input.lines.map((line, i) => ({
    headId: head.id, lineNo: i + 1, purchaseId: rows[i].id, purchaseNo: rows[i].purchaseNo, purchaseSeq: rows[i].purchaseSeq,
    purchaseBatchSeq: rows[i].purchaseBatchSeq, itemNo: rows[i].itemNo, deliveryQty: line.deliveryQty, lotNo: line.lotNo || null,
    createName: user.userNo, updateName: user.userNo,
  })));
  for (const [i, line] of input.lines.entries()) {
    await tx.update(srmPurchaseLine).set({ onWayQty: sql`${srmPurchaseLine.onWayQty} + ${line.deliveryQty}::numeric` }).where(eq(srmPurchaseLine.id, rows[i].id));
  }
  await writePacking(tx, head.id, input, user.userNo);
  await recordAsnStep(tx, head, { action: 'create', fromStatus: null, toStatus: ASN_STATUS.pending, operator: user.userNo });
  if (config?.isAsnApproval === false) return moveAsn(tx, user, head, head.version, 'approve', ASN_STATUS.shipped, { remark: `config ${config.configNo}` });
  const need = await approvalNeed(tx, rows[0].orgNo, supplierNo, rows.map((r) => r.itemNo));
  if (need.required) return head;
  return moveAsn(tx, user, head, head.version, 'approve', ASN_STATUS.shipped, { remark: `policy ${need.executeNos.join(', ')}` });
}
