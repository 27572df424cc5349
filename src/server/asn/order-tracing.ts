/**
 * orderTracing(db, user, request): Orders > Order tracing (SUP 5302, also the purchaser's 170601;
 * issue 14): the purchase-order lines of the caller's scope (the purchase entity's list: search,
 * paging and scope as getsrmpurchaselistbyparams; a supplier user sees only its own supplier's),
 * each with its quantities in the item's unit, as decimal text:
 *
 * - ordered: batchPurQty;
 * - answered: what the supplier agreed to: the proposal's quantity when one was taken (answerQty),
 *   else the ordered quantity once accepted, else 0 (pending, rejected or an open proposal);
 * - asnShippedQty (shipped): the sum shipped on its notices that are neither refused nor voided
 *   (asnCountsAsShipped: a refused notice gave its quantity back to the order line);
 * - received: receiveQty (through the notices' receipts);
 * - open: ordered - received - on the way, at least 0 (what a new ASN may still ship, asn-create.ts);
 *
 * With `condition.openOnly` true (the delivery creation page's offer) only lines with an open
 * quantity above 0 are listed (paging and total count them alone).
 *
 * the item's name and the supplier's own item code and name (item-names.ts), and `asns`, the drill-down: each notice line shipping it (asnId, asnNo, check status as the
 * same for both sides (record 0800), delivery and expected arrival dates, shipped and received quantity).
 */
import Decimal from 'decimal.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ANSWER_STATUS } from '../../shared/documents/order-answer.ts';
import { asnCountsAsShipped } from '../../shared/documents/asn.ts';
import { srmPurchaseEntity } from '../../shared/entities/srm-purchase.entity.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { listRows } from '../crud/list-query.ts';
import type { Db } from '../db/client.ts';
import { srmAsnHead, srmPurchaseLine } from '../db/schema.ts';
import type { SessionUser } from '../rpc/session.ts';
import { srmAsnLine } from './asn-schema.ts';
import { withItemNames } from './item-names.ts';

const dec = (value: unknown) => new Decimal(value === null || value === undefined ? 0 : String(value));

/** What the supplier agreed to ship of a line (see the module's docstring). */
function answeredQty(row: Record<string, unknown>): Decimal {
  if (row.answerStatus !== ANSWER_STATUS.accepted) return new Decimal(0);
  return row.answerQty === null || row.answerQty === undefined ? dec(row.batchPurQty) : dec(row.answerQty);
}

export async function orderTracing(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Record<string, unknown>>> {
  const openOnly = request.condition.openOnly === true
    ? sql`${srmPurchaseLine.batchPurQty} - coalesce(${srmPurchaseLine.receiveQty}, 0) - coalesce(${srmPurchaseLine.onWayQty}, 0) > 0`
    : undefined;
  const page = await listRows(db, srmPurchaseEntity, srmPurchaseLine, user, request, openOnly);
  const ids = page.records.map((r) => Number(r.id));
  const shipments = ids.length === 0 ? [] : await db
    .select({
      purchaseId: srmAsnLine.purchaseId, asnId: srmAsnHead.id, asnNo: srmAsnHead.asnNo, checkStatus: srmAsnHead.checkStatus,
      deliveryDate: srmAsnHead.deliveryDate, expectedArrivalDate: srmAsnHead.expectedArrivalDate, deliveryQty: srmAsnLine.deliveryQty, receiveQty: srmAsnLine.receiveQty,
    })
    .from(srmAsnLine).innerJoin(srmAsnHead, eq(srmAsnHead.id, srmAsnLine.headId))
    .where(inArray(srmAsnLine.purchaseId, ids)).orderBy(asc(srmAsnHead.id));
  const records = (await withItemNames(db, page.records)).map((row) => {
    const asns = shipments.filter((s) => s.purchaseId === row.id).map((s) => ({
      asnId: s.asnId, asnNo: s.asnNo, checkStatus: s.checkStatus, deliveryDate: s.deliveryDate,
      expectedArrivalDate: s.expectedArrivalDate, deliveryQty: s.deliveryQty, receiveQty: s.receiveQty,
    }));
    const shipped = asns.filter((s) => asnCountsAsShipped(String(s.checkStatus))).reduce((sum, s) => sum.plus(dec(s.deliveryQty)), new Decimal(0));
    const open = Decimal.max(dec(row.batchPurQty).minus(dec(row.receiveQty)).minus(dec(row.onWayQty)), 0);
    return {
      ...row,
      orderedQty: dec(row.batchPurQty).toFixed(), answeredQty: answeredQty(row).toFixed(), asnShippedQty: shipped.toFixed(),
      receivedQty: dec(row.receiveQty).toFixed(), openQty: open.toFixed(), asns,
    };
  });
  return { ...page, records };
}
