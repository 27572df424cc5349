/**
 * Where the yard reads an ASN (advance shipping notice) from, the one place that knows its tables:
 * - the supplier portal's ASN (srm_asn_head, server/asn): shipped (2) or partly received (3)
 *   counts as approved for delivery, pending or refused as not; its pallets are the pallet nodes
 *   of its packing (srm_asn_pack, SSCC) with the item nodes under them (directly or in cartons);
 *   receiving it is the portal's receiveAsn (an arrival note made, submitted and received);
 * - else an arrival note made without an ASN (in_arrive_head, its number as the ASN number):
 *   submitted (10) or being received (15) counts as approved; a pallet is a line's container
 *   number, a line without one a pallet of its own; receiving it is its own receive action.
 * The delivery mode of both is the supplier's execution policy's (deliveryModeOf).
 */
import { sql } from 'drizzle-orm';
import type { PalletAtDock } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { receiveAsn } from '../asn/asn-receipt.ts';
import { arrivalDocument } from '../inbound/arrival-document.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';

/** What the yard needs of an ASN. `deliveryMode` 'appointment' requires a dock appointment (execution policy). */
export type YardAsn = {
  asnNo: string;
  orgNo: string;
  warehouseNo: string;
  supplierNo: string;
  supplierName: string;
  approved: boolean;
  deliveryMode: 'PO' | 'JIT' | 'appointment';
  expectedPallets: number;
};

const MODES: Record<string, YardAsn['deliveryMode']> = { '1': 'PO', '2': 'JIT', '3': 'appointment' };

/**
 * The delivery mode of a supplier's delivery of `itemNos` to organisation `orgNo` by the execution
 * policies in use (srm_execute_policy, workflows §9 delivery modes; docs/decisions/ "Kiosk and
 * dock"): the most specific policy that matches wins: the supplier's for an item of the delivery,
 * then the supplier's without item, then one for an item without supplier, then the default one;
 * among policies of the same rank appointment wins (one item requiring a slot requires it for the
 * truck). No policy: PO.
 */
export async function deliveryModeOf(tx: Pick<Tx, 'execute'>, orgNo: string, supplierNo: string, itemNos: string[]): Promise<YardAsn['deliveryMode']> {
  const items = sql`(${sql.join((itemNos.length ? itemNos : ['']).map((itemNo) => sql`${itemNo}`), sql`, `)})`;
  const { rows } = await tx.execute<{ delivery_mode: string }>(sql`
    select delivery_mode from (
      select delivery_mode, case
          when supplier_no = ${supplierNo} and item_no in ${items} then 0
          when supplier_no = ${supplierNo} and coalesce(item_no, '') = '' then 1
          when coalesce(supplier_no, '') = '' and item_no in ${items} then 2
          when is_default and coalesce(supplier_no, '') = '' and coalesce(item_no, '') = '' then 3 end as rank
      from srm_execute_policy where org_no = ${orgNo} and policy_state = '1') p
    where rank is not null order by rank, delivery_mode desc limit 1`);
  return MODES[rows[0]?.delivery_mode ?? '1'] ?? 'PO';
}

/** The portal's ASN numbered `asnNo`, or null. */
async function portalAsn(tx: Pick<Tx, 'execute'>, asnNo: string): Promise<YardAsn | null> {
  const { rows } = await tx.execute<{ asn_no: string; org_no: string; warehouse_no: string; supplier_no: string; supplier_name: string | null; check_status: string; pallets: number; lines: number; items: string[] }>(sql`
    select h.asn_no, h.org_no, h.warehouse_no, h.supplier_no, s.supplier_name, h.check_status,
      (select count(*)::int from srm_asn_pack p where p.head_id = h.id and p.pack_level = 'pallet') as pallets,
      (select count(*)::int from srm_asn_line l where l.head_id = h.id) as lines,
      array(select distinct l.item_no from srm_asn_line l where l.head_id = h.id) as items
    from srm_asn_head h left join bm_supplier s on s.supplier_no = h.supplier_no
    where h.asn_no = ${asnNo}`);
  const row = rows[0];
  if (!row) return null;
  return {
    asnNo: row.asn_no, orgNo: row.org_no, warehouseNo: row.warehouse_no, supplierNo: row.supplier_no, supplierName: row.supplier_name ?? row.supplier_no,
    approved: row.check_status === '2' || row.check_status === '3', deliveryMode: await deliveryModeOf(tx, row.org_no, row.supplier_no, row.items), expectedPallets: Number(row.pallets) || Number(row.lines),
  };
}

/** The ASN numbered `asnNo` (the portal's, else an arrival note's), or null when none. */
export async function findYardAsn(tx: Pick<Tx, 'execute'>, asnNo: string): Promise<YardAsn | null> {
  const asn = await portalAsn(tx, asnNo);
  if (asn) return asn;
  const { rows } = await tx.execute<{ asn_no: string; org_no: string; warehouse_no: string; supplier_no: string | null; supplier_name: string | null; status_code: string; lines: number; items: string[] }>(sql`
    select h.in_arrive_no as asn_no, h.org_no, h.warehouse_no, h.supplier_no, s.supplier_name, h.status_code::text as status_code,
      (select count(distinct coalesce(l.container_no, '#' || l.line_no))::int from in_arrive_line l where l.head_id = h.id) as lines,
      array(select distinct l.item_no from in_arrive_line l where l.head_id = h.id) as items
    from in_arrive_head h left join bm_supplier s on s.supplier_no = h.supplier_no
    where h.in_arrive_no = ${asnNo}`);
  const row = rows[0];
  if (!row) return null;
  return {
    asnNo: row.asn_no,
    orgNo: row.org_no,
    warehouseNo: row.warehouse_no,
    supplierNo: row.supplier_no ?? '',
    supplierName: row.supplier_name ?? row.supplier_no ?? '',
    approved: row.status_code === '10' || row.status_code === '15',
    deliveryMode: row.supplier_no ? await deliveryModeOf(tx, row.org_no, row.supplier_no, row.items) : 'PO',
    expectedPallets: Number(row.lines),
  };
}

/** A pallet of the portal's ASN packing: the item nodes under it, directly or in its cartons. */
async function portalPallet(tx: Pick<Tx, 'execute'>, warehouseNo: string, sscc: string): Promise<Omit<PalletAtDock, 'outcome'> | null> {
  const { rows } = await tx.execute<{ asn_no: string; line_no: number; item_no: string; item_name: string | null; qty: string; unit_no: string | null }>(sql`
    with pallet as (select p.id, p.head_id from srm_asn_pack p join srm_asn_head h on h.id = p.head_id
      where p.sscc = ${sscc} and p.pack_level = 'pallet' and h.warehouse_no = ${warehouseNo})
    select h.asn_no, n.line_no, l.item_no, i.item_name, sum(n.qty)::text as qty, i.unit_no
    from pallet join srm_asn_head h on h.id = pallet.head_id
    join srm_asn_pack n on n.head_id = pallet.head_id and n.pack_level = 'item'
      and (n.parent_id = pallet.id or n.parent_id in (select c.id from srm_asn_pack c where c.parent_id = pallet.id))
    join srm_asn_line l on l.head_id = pallet.head_id and l.line_no = n.line_no
    left join bm_item i on i.org_no = h.org_no and i.item_no = l.item_no
    group by h.asn_no, n.line_no, l.item_no, i.item_name, i.unit_no order by n.line_no`);
  if (rows.length === 0) return null;
  return {
    asnNo: rows[0].asn_no,
    sscc,
    lines: rows.map((r) => ({ lineNo: Number(r.line_no), itemNo: r.item_no, itemName: r.item_name ?? r.item_no, qty: r.qty, unitNo: r.unit_no ?? '' })),
  };
}

/** The pallet `sscc` of an ASN delivered to `warehouseNo`: its ASN and expected lines (in the line's unit), or null. */
export async function findAsnPallet(tx: Pick<Tx, 'execute'>, warehouseNo: string, sscc: string): Promise<Omit<PalletAtDock, 'outcome'> | null> {
  const pallet = await portalPallet(tx, warehouseNo, sscc);
  if (pallet) return pallet;
  const { rows } = await tx.execute<{ asn_no: string; line_no: number; item_no: string; item_name: string | null; qty: string; unit_no: string | null }>(sql`
    select h.in_arrive_no as asn_no, l.line_no, l.item_no, i.item_name, l.qty::text as qty, coalesce(l.unit_no, i.unit_no) as unit_no
    from in_arrive_line l join in_arrive_head h on h.id = l.head_id
    left join bm_item i on i.org_no = h.org_no and i.item_no = l.item_no
    where l.container_no = ${sscc} and h.warehouse_no = ${warehouseNo} and h.status_code in ('10', '15')
    order by h.id desc, l.line_no`);
  if (rows.length === 0) return null;
  const asnNo = rows[0].asn_no;
  return {
    asnNo,
    sscc,
    lines: rows.filter((r) => r.asn_no === asnNo).map((r) => ({ lineNo: Number(r.line_no), itemNo: r.item_no, itemName: r.item_name ?? r.item_no, qty: r.qty, unitNo: r.unit_no ?? '' })),
  };
}

/** Posts the receipt of an ASN through the inbound flow (the portal's receiveAsn, or the arrival note's receive action). Errors: those of the action. */
export async function receiveYardAsn(tx: Tx, user: SessionUser, asnNo: string): Promise<void> {
  const portal = await tx.execute<{ id: number; version: number }>(sql`select id, version from srm_asn_head where asn_no = ${asnNo}`);
  if (portal.rows.length > 0) {
    await receiveAsn(tx, user, { id: Number(portal.rows[0].id), version: Number(portal.rows[0].version) });
    return;
  }
  const { rows } = await tx.execute<{ id: number; version: number }>(sql`select id, version from in_arrive_head where in_arrive_no = ${asnNo} and status_code = '10'`);
  if (rows.length === 0) throw new AppError('YARD_ASN_NOT_APPROVED', { asnNo });
  await runAction(tx, arrivalDocument, user, 'receive', [{ id: Number(rows[0].id), version: Number(rows[0].version) }]);
}
