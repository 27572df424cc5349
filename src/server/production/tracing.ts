/**
 * Production tracing (spec console §2 Production review forward, reverse; workflows §5 "forward
 * tracing requires both production order and finished barcode"; docs/decisions/ "Production"),
 * over the genealogy that completed work orders write (production-schema.ts) and the ledger:
 *
 * - forward { orderNo, barcode } (isSearch on 140301): the finished barcode, the order that made
 *   it, the component lots the order consumed, and for each component lot where it came from: the
 *   work orders that made it (their components in turn) and the receipt documents that brought it
 *   in (ledger `receive` rows, by their ledger document number; the supplier of the inbound notice
 *   or arrival note, whose receipt rounds post as {number}-{round}).
 * - reverse { itemNo, lotNo } or { asnNo } (isSearch on 140302): from a component lot, or from every
 *   lot a receipt document brought in, the work orders that consumed it, the finished lots they
 *   made with their barcodes, the shipments (ledger `issue` rows) of each lot, and on upwards.
 * - resume { barcode } (isSearch on 140303): the full history of one barcode's lot: where it came
 *   from (as forward) and everywhere it went (as reverse).
 *
 * A node: { kind: barcode | order | lot | receipt | shipment, itemNo?, lotNo?, qty?, orderNo?,
 * barcode?, docType?, docNo?, supplierNo?, children }. Depth is bounded (MAX_DEPTH) so a cycle in
 * bad data ends. Data scope: work orders and labels by organisation, ledger rows by the stock scope.
 * Refusals: TRACE_ORDER_AND_BARCODE_REQUIRED, TRACE_BARCODE_NOT_OF_ORDER, TRACE_START_REQUIRED.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { labelEntity } from '../../shared/entities/label.entity.ts';
import { workOrderEntity } from '../../shared/entities/work-order.entity.ts';
import { scopeCondition, stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { bmLabel, pdWorkOrder } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { WORK_ORDER_DOC_TYPE } from './work-orders.ts';

export type TraceNode = {
  kind: 'barcode' | 'order' | 'lot' | 'receipt' | 'shipment';
  itemNo?: string; lotNo?: string; qty?: string; orderNo?: string; barcode?: string; docType?: string; docNo?: string; supplierNo?: string | null;
  children: TraceNode[];
};

const MAX_DEPTH = 8;

/** The document number of a ledger document number: a notice's receipt rounds post as {noticeNo}-{round}. */
const DOCUMENT_OF = (column: string) => sql.raw(`regexp_replace(${column}, '-[0-9]+$', '')`);
const text = z.string().trim().max(80).optional();

export const forwardInput = z.object({ orgNo: text, orderNo: text, barcode: text });
export const reverseInput = z.object({ orgNo: text, itemNo: text, lotNo: z.string().trim().max(40).optional(), asnNo: text });
export const resumeInput = z.object({ orgNo: text, barcode: text });

type Lot = { orgNo: string; itemNo: string; lotNo: string };

class Tracer {
  constructor(private readonly db: Db, private readonly user: SessionUser) {}

  private orders() {
    return scopeCondition(workOrderEntity, pdWorkOrder, this.user) ?? sql`true`;
  }

  private stock() {
    return stockScopeCondition(this.user, sql`t.org_no`, sql`t.warehouse_no`) ?? sql`true`;
  }

  private async rows(query: ReturnType<typeof sql>): Promise<Record<string, string>[]> {
    return (await this.db.execute(query)).rows as Record<string, string>[];
  }

  /** The component lots an order consumed, each with where it came from. */
  async components(orgNo: string, orderNo: string, depth: number): Promise<TraceNode[]> {
    const parts = await this.rows(sql`
      select g.component_item_no as item_no, g.component_lot_no as lot_no, trim_scale(sum(g.qty))::text as qty from pd_genealogy g
      join pd_work_order on pd_work_order.org_no = g.org_no and pd_work_order.order_no = g.order_no
      where g.org_no = ${orgNo} and g.order_no = ${orderNo} and ${this.orders()} group by 1, 2 order by 1, 2`);
    return Promise.all(parts.map(async (p) => ({ kind: 'lot' as const, itemNo: p.item_no, lotNo: p.lot_no, qty: p.qty, children: depth < MAX_DEPTH ? await this.origins({ orgNo, itemNo: p.item_no, lotNo: p.lot_no }, depth + 1) : [] })));
  }

  /** Where a lot came from: the orders that made it and the receipt documents that brought it in. */
  async origins(lot: Lot, depth: number): Promise<TraceNode[]> {
    const made = await this.rows(sql`
      select distinct g.order_no from pd_genealogy g join pd_work_order on pd_work_order.org_no = g.org_no and pd_work_order.order_no = g.order_no
      where g.org_no = ${lot.orgNo} and g.item_no = ${lot.itemNo} and g.lot_no = ${lot.lotNo} and ${this.orders()} order by 1`);
    const receipts = await this.rows(sql`
      select t.doc_type, t.doc_no, coalesce(n.supplier_no, a.supplier_no) as supplier_no from (
        select distinct t.doc_type, t.doc_no from inv_transaction t
        where t.org_no = ${lot.orgNo} and t.item_no = ${lot.itemNo} and t.lot_no = ${lot.lotNo} and t.action = 'receive' and t.location_usage = 'internal'
          and t.doc_type <> ${WORK_ORDER_DOC_TYPE} and ${this.stock()}
      ) t left join in_notice_head n on t.doc_type = 'INN' and n.in_notice_no = ${DOCUMENT_OF('t.doc_no')}
      left join in_arrive_head a on t.doc_type = 'ARV' and a.in_arrive_no = ${DOCUMENT_OF('t.doc_no')}
      order by 1, 2`);
    return [
      ...(await Promise.all(made.map(async (m) => ({ kind: 'order' as const, orderNo: m.order_no, children: await this.components(lot.orgNo, m.order_no, depth) })))),
      ...receipts.map((r) => ({ kind: 'receipt' as const, docType: r.doc_type, docNo: r.doc_no, supplierNo: r.supplier_no, children: [] })),
    ];
  }

  /** Where a lot went: its barcodes, its shipments, and the orders that consumed it with what they made. */
  async uses(lot: Lot, depth: number): Promise<TraceNode[]> {
    const labels = await this.rows(sql`
      select barcode from bm_label where org_no = ${lot.orgNo} and item_no = ${lot.itemNo} and coalesce(lot_no, '') = ${lot.lotNo} and label_status <> '9'
        and ${scopeCondition(labelEntity, bmLabel, this.user) ?? sql`true`} order by 1`);
    const shipments = await this.rows(sql`
      select t.doc_type, t.doc_no, trim_scale(-sum(t.on_hand_delta))::text as qty from inv_transaction t
      where t.org_no = ${lot.orgNo} and t.item_no = ${lot.itemNo} and t.lot_no = ${lot.lotNo} and t.action = 'issue' and t.location_usage = 'internal'
        and t.doc_type <> ${WORK_ORDER_DOC_TYPE} and ${this.stock()} group by 1, 2 order by 1, 2`);
    const consumed = depth < MAX_DEPTH ? await this.rows(sql`
      select g.order_no, g.item_no, g.lot_no, trim_scale(sum(g.qty))::text as qty from pd_genealogy g
      join pd_work_order on pd_work_order.org_no = g.org_no and pd_work_order.order_no = g.order_no
      where g.org_no = ${lot.orgNo} and g.component_item_no = ${lot.itemNo} and g.component_lot_no = ${lot.lotNo} and ${this.orders()} group by 1, 2, 3 order by 1`) : [];
    return [
      ...labels.map((l) => ({ kind: 'barcode' as const, barcode: l.barcode, children: [] })),
      ...shipments.map((s) => ({ kind: 'shipment' as const, docType: s.doc_type, docNo: s.doc_no, qty: s.qty, children: [] })),
      ...(await Promise.all(consumed.map(async (c) => {
        const made = { orgNo: lot.orgNo, itemNo: c.item_no, lotNo: c.lot_no };
        return { kind: 'order' as const, orderNo: c.order_no, qty: c.qty, children: [{ kind: 'lot' as const, itemNo: made.itemNo, lotNo: made.lotNo, children: await this.uses(made, depth + 1) }] };
      }))),
    ];
  }

  /** The lot of a barcode's label (in the organisation when given), if the label exists in scope. */
  async labelLot(orgNo: string | undefined, barcode: string): Promise<Lot | undefined> {
    const [label] = await this.rows(sql`
      select org_no, item_no, coalesce(lot_no, '') as lot_no from bm_label where barcode = ${barcode} ${orgNo ? sql`and org_no = ${orgNo}` : sql``}
        and ${scopeCondition(labelEntity, bmLabel, this.user) ?? sql`true`} limit 1`);
    return label ? { orgNo: label.org_no, itemNo: label.item_no, lotNo: label.lot_no } : undefined;
  }

  /** The lot of a barcode's label, refused unless the order made that lot. */
  async finished(orgNo: string | undefined, orderNo: string, barcode: string): Promise<Lot> {
    const lot = await this.labelLot(orgNo, barcode);
    const [order] = lot ? await this.rows(sql`select order_no from pd_work_order where org_no = ${lot.orgNo} and order_no = ${orderNo} and item_no = ${lot.itemNo} and lot_no = ${lot.lotNo} and ${this.orders()}`) : [];
    if (!lot || !order) throw new AppError('TRACE_BARCODE_NOT_OF_ORDER', { barcode, orderNo });
    return lot;
  }

  /** The lots a receipt document (or any of its receipt rounds, {docNo}-{round}) brought in. */
  async received(orgNo: string | undefined, docNo: string): Promise<Lot[]> {
    const lots = await this.rows(sql`
      select distinct t.org_no, t.item_no, t.lot_no from inv_transaction t
      where (t.doc_no = ${docNo} or t.doc_no like ${`${docNo.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}) and t.action = 'receive' and t.location_usage = 'internal' and ${this.stock()} ${orgNo ? sql`and t.org_no = ${orgNo}` : sql``} order by 1, 2, 3`);
    return lots.map((l) => ({ orgNo: l.org_no, itemNo: l.item_no, lotNo: l.lot_no }));
  }
}

/** Forward tracing of a finished barcode of a production order (both required). */
export async function traceForward(db: Db, user: SessionUser, input: z.infer<typeof forwardInput>): Promise<TraceNode> {
  if (!input.orderNo || !input.barcode) throw new AppError('TRACE_ORDER_AND_BARCODE_REQUIRED');
  const tracer = new Tracer(db, user);
  const lot = await tracer.finished(input.orgNo || undefined, input.orderNo, input.barcode);
  return {
    kind: 'barcode', barcode: input.barcode, itemNo: lot.itemNo, lotNo: lot.lotNo,
    children: [{ kind: 'order', orderNo: input.orderNo, children: await tracer.components(lot.orgNo, input.orderNo, 1) }],
  };
}

/** Reverse tracing of a component lot (item and lot, in the organisation when given) or of a receipt document's lots. */
export async function traceReverse(db: Db, user: SessionUser, input: z.infer<typeof reverseInput>): Promise<TraceNode> {
  const tracer = new Tracer(db, user);
  if (input.asnNo) {
    const lots = await tracer.received(input.orgNo || undefined, input.asnNo);
    const children = await Promise.all(lots.map(async (lot) => ({ kind: 'lot' as const, itemNo: lot.itemNo, lotNo: lot.lotNo, children: await tracer.uses(lot, 1) })));
    return { kind: 'receipt', docNo: input.asnNo, children };
  }
  if (!input.itemNo || input.lotNo === undefined) throw new AppError('TRACE_START_REQUIRED');
  const orgs = input.orgNo ? [input.orgNo] : user.orgs === 'all' ? [] : user.orgs;
  if (orgs.length !== 1) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: 'orgNo', message: 'validation.required' }] });
  const lot = { orgNo: orgs[0], itemNo: input.itemNo, lotNo: input.lotNo };
  return { kind: 'lot', itemNo: lot.itemNo, lotNo: lot.lotNo, children: await tracer.uses(lot, 1) };
}

/** Resume of a barcode: its lot, where the lot came from and everywhere it went (REPORT_BARCODE_REQUIRED without one; NOT_FOUND for an unknown barcode). */
export async function traceResume(db: Db, user: SessionUser, input: z.infer<typeof resumeInput>): Promise<TraceNode> {
  if (!input.barcode) throw new AppError('REPORT_BARCODE_REQUIRED');
  const tracer = new Tracer(db, user);
  const lot = await tracer.labelLot(input.orgNo || undefined, input.barcode);
  if (!lot) throw new AppError('NOT_FOUND');
  const children = [...(await tracer.origins(lot, 1)), ...(await tracer.uses(lot, 1))];
  return { kind: 'barcode', barcode: input.barcode, itemNo: lot.itemNo, lotNo: lot.lotNo, children: [{ kind: 'lot', itemNo: lot.itemNo, lotNo: lot.lotNo, children }] };
}
