/**
 * Receipt of an ASN through the inbound side (workflows §4 ASN receive, cancel receipt; DESIGN.md
 * "the yard ... -> receipt"): the ASN never posts stock itself.
 *
 * receiveAsn(tx, user, { id, version, lines?, found?, overRate? }): from 2 shipped or 3 partial;
 * a receipt leaving any line unreceived is refused (ASN_PARTIAL_RECEIPT_REFUSED) when the execution
 * configuration in force has isPartialReceipt off (execute-config.ts);
 * `lines` name ASN lines and quantities (each > 0, a line's total at most its unreceived quantity
 * plus `overRate` percent of its delivery quantity, ASN_RECEIPT_QTY_WRONG), `found` items received
 * without an ASN line (the dock's wrong items: on the arrival note, not on the ASN); without lines
 * every unreceived quantity is received. It adds an arrival note of the notice's
 * organisation, warehouse and supplier (remark: the ASN number) with those lines, submits and
 * receives it with the arrival's own actions (inbound/arrival-document.ts: posts supplier ->
 * receiving cell, makes the putaway task), then adds the quantities to the ASN lines and header and
 * to the order lines' receiveQty (their unReceiveQty and overQty follow), sets the delivery status
 * on the first receipt (its date against expectedArrivalDate, within the window of the order delivery
 * setting in force: delivery-window.ts) and moves to 4 received when nothing
 * stays unreceived, else 3 partial. A truck of the ASN still in the yard queue is received, its door
 * free again (yard/receipt-frees-door.ts).
 *
 * cancelAsnReceipt(tx, user, { id, version }): from 3 or 4; invalidates the arrival note of the last
 * open receipt (the arrival reverses its receipt; refused with ARRIVAL_PUT_AWAY once any of it was
 * put away), takes its quantities off again and moves to 3, or 2 when nothing stays received.
 */
import Decimal from 'decimal.js';
import { and, desc, eq, sql } from 'drizzle-orm';
import { cancelTarget, deliveryStatusOf, receiveTarget } from '../../shared/documents/asn.ts';
import type { Tx } from '../db/client.ts';
import { srmPurchaseLine } from '../db/schema.ts';
import { arrivalDocument } from '../inbound/arrival-document.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { addDocument } from '../inventory/documents/document-store.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { srmAsnLine, srmAsnReceipt } from './asn-schema.ts';
import { deliveryWindowOf } from './delivery-window.ts';
import { executeConfigOf } from './execute-config.ts';
import { asnLines, assertCanMove, lockAsn, moveAsn, type AsnLineRow } from './asn-status.ts';
import type { AsnHeadRow } from './asn-track.ts';
import { releaseTrucksOfReceipt } from '../yard/receipt-frees-door.ts';

/**
 * `lines`: ASN lines and quantities, a line may come several times (one entry per pallet,
 * containerNo its SSCC; lotNo and expiryDate, yyyy-MM-dd, what the dock recorded, else the ASN line's lot); `found`: items received on the notice's arrival without an ASN line (a
 * wrong item at the dock); `overRate`: the over-delivery tolerance in percent of a line's delivery
 * quantity (default 0).
 */
export type ReceiveInput = {
  id: number;
  version: number;
  lines?: { lineNo: number; qty: string; containerNo?: string; lotNo?: string; expiryDate?: string }[];
  found?: { itemNo: string; qty: string; containerNo: string }[];
  overRate?: string;
};

type AskedLine = { lineNo: number; qty: string; containerNo?: string; lotNo?: string; expiryDate?: string };

function receiptQuantities(lines: AsnLineRow[], input: ReceiveInput): { quantities: Map<number, Decimal>; asked: AskedLine[] } {
  const open = (line: AsnLineRow) => Decimal.max(new Decimal(line.deliveryQty).minus(line.receiveQty), 0);
  const limit = (line: AsnLineRow) => open(line).plus(new Decimal(line.deliveryQty).times(input.overRate ?? 0).div(100));
  const asked: AskedLine[] = input.lines ?? lines.filter((l) => open(l).gt(0)).map((l) => ({ lineNo: l.lineNo, qty: open(l).toFixed() }));
  const quantities = new Map<number, Decimal>();
  for (const { lineNo, qty } of asked) {
    const line = lines.find((l) => l.lineNo === lineNo);
    const total = (quantities.get(lineNo) ?? new Decimal(0)).plus(qty);
    if (!line || new Decimal(qty).lte(0) || total.gt(limit(line))) throw new AppError('ASN_RECEIPT_QTY_WRONG', { lineNo, open: line ? limit(line).toFixed() : '0' });
    quantities.set(lineNo, total);
  }
  if (quantities.size === 0 && !input.found?.length) throw new AppError('ASN_RECEIPT_QTY_WRONG', { lineNo: 1, open: '0' });
  return { quantities, asked };
}

/** Refuses a receipt leaving a line unreceived when the execution configuration in force has isPartialReceipt off (execute-config.ts). */
async function refusePartial(tx: Tx, head: AsnHeadRow, lines: AsnLineRow[], quantities: Map<number, Decimal>): Promise<void> {
  const open = lines.reduce((sum, l) => sum.plus(Decimal.max(new Decimal(l.deliveryQty).minus(l.receiveQty).minus(quantities.get(l.lineNo) ?? 0), 0)), new Decimal(0));
  if (open.lte(0)) return;
  const config = await executeConfigOf(tx, String(head.orgNo), String(head.supplierNo));
  if (config?.isPartialReceipt === false) throw new AppError('ASN_PARTIAL_RECEIPT_REFUSED', { docNo: String(head.asnNo), open: open.toFixed(), configNo: config.configNo });
}

/** Adds `sign` x the quantities to the ASN lines and their order lines' received quantities. */
async function bookQuantities(tx: Tx, lines: AsnLineRow[], quantities: Map<number, Decimal>, sign: 1 | -1): Promise<Decimal> {
  let total = new Decimal(0);
  for (const [lineNo, qty] of quantities) {
    const line = lines.find((l) => l.lineNo === lineNo)!;
    const delta = qty.times(sign).toFixed();
    await tx.update(srmAsnLine).set({ receiveQty: sql`${srmAsnLine.receiveQty} + ${delta}::numeric` }).where(eq(srmAsnLine.id, line.id));
    await tx.update(srmPurchaseLine).set({ receiveQty: sql`${srmPurchaseLine.receiveQty} + ${delta}::numeric` }).where(eq(srmPurchaseLine.id, line.purchaseId));
    total = total.plus(qty);
  }
  return total;
}

export async function receiveAsn(tx: Tx, user: SessionUser, input: ReceiveInput, today = new Date().toISOString().slice(0, 10)): Promise<AsnHeadRow> {
  const head = await lockAsn(tx, user, input.id);
  assertCanMove(head, input.version, 'receive');
  const lines = await asnLines(tx, head.id);
  const { quantities, asked } = receiptQuantities(lines, input);
  await refusePartial(tx, head, lines, quantities);
  const arrivalLines = [
    ...asked.map(({ lineNo, qty, containerNo, lotNo, expiryDate }) => {
      const line = lines.find((l) => l.lineNo === lineNo)!;
      return { itemNo: line.itemNo, qty: new Decimal(qty).toFixed(), lotNo: lotNo ?? line.lotNo, containerNo, ...(expiryDate ? { expiryDate } : {}) };
    }),
    ...(input.found ?? []).map(({ itemNo, qty, containerNo }) => ({ itemNo, qty, lotNo: null, containerNo })),
  ];
  const arrival = await addDocument(tx, arrivalDocument, user, {
    head: { orgNo: head.orgNo, warehouseNo: head.warehouseNo, supplierNo: head.supplierNo, billDate: today, remark: head.asnNo },
    lines: arrivalLines.map((line, index) => ({ lineNo: index + 1, ...line })),
  });
  const [submitted] = await runAction(tx, arrivalDocument, user, 'submit', [{ id: arrival.id, version: arrival.version }]);
  await runAction(tx, arrivalDocument, user, 'receive', [{ id: submitted.id, version: submitted.version }]);
  const total = await bookQuantities(tx, lines, quantities, 1);
  const [{ rounds }] = (await tx.execute(sql`select count(*)::int as rounds from srm_asn_receipt where head_id = ${head.id}`)).rows as { rounds: number }[];
  await tx.insert(srmAsnReceipt).values({
    headId: head.id, round: rounds + 1, arrivalId: arrival.id, inArriveNo: String(arrival.inArriveNo), arrivalDate: today,
    quantities: Object.fromEntries([...quantities].map(([lineNo, qty]) => [String(lineNo), qty.toFixed()])), createName: user.userNo, updateName: user.userNo,
  });
  const unreceived = new Decimal(String(head.deliveryQty)).minus(String(head.receiveQty)).minus(total);
  const window = head.deliveryStatus ? null : await deliveryWindowOf(tx, String(head.orgNo), String(head.supplierNo), lines.map((l) => l.itemNo), today);
  await releaseTrucksOfReceipt(tx, user, head.asnNo);
  return moveAsn(tx, user, head, input.version, 'receive', receiveTarget(unreceived.toNumber()), {
    linesBefore: lines,
    changes: {
      receiveQty: new Decimal(String(head.receiveQty)).plus(total).toFixed(),
      inArriveNo: String(arrival.inArriveNo),
      ...(window ? { deliveryStatus: deliveryStatusOf(today, String(head.expectedArrivalDate), window) } : {}),
    },
    remark: String(arrival.inArriveNo),
  });
}

export async function cancelAsnReceipt(tx: Tx, user: SessionUser, input: { id: number; version: number }): Promise<AsnHeadRow> {
  const head = await lockAsn(tx, user, input.id);
  assertCanMove(head, input.version, 'cancelReceipt');
  const [receipt] = await tx.select().from(srmAsnReceipt)
    .where(and(eq(srmAsnReceipt.headId, head.id), eq(srmAsnReceipt.cancelled, false))).orderBy(desc(srmAsnReceipt.round)).limit(1);
  if (!receipt) throw new AppError('ASN_NOT_RECEIVED', { docNo: head.asnNo });
  const [arrival] = (await tx.execute(sql`select id, version from in_arrive_head where id = ${receipt.arrivalId}`)).rows as { id: number; version: number }[];
  await runAction(tx, arrivalDocument, user, 'invalid', [{ id: Number(arrival.id), version: Number(arrival.version) }]);
  const lines = await asnLines(tx, head.id);
  const quantities = new Map(Object.entries(receipt.quantities).map(([lineNo, qty]) => [Number(lineNo), new Decimal(qty)]));
  const total = await bookQuantities(tx, lines, quantities, -1);
  await tx.update(srmAsnReceipt).set({ cancelled: true, updateName: user.userNo, updateDate: sql`now()` }).where(eq(srmAsnReceipt.id, receipt.id));
  const received = new Decimal(String(head.receiveQty)).minus(total);
  return moveAsn(tx, user, head, input.version, 'cancelReceipt', cancelTarget(received.toNumber()), {
    linesBefore: lines,
    changes: { receiveQty: received.toFixed() },
    remark: receipt.inArriveNo,
  });
}
