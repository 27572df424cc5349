/**
 * Where the yard reads an ASN (advance shipping notice) from, the one place that knows its tables:
 * - the supplier portal's ASN (srm_asn_head, server/asn): shipped (2) or partly received (3)
 *   counts as approved for delivery, pending or refused as not; its pallets are the pallet nodes
 *   of its packing (srm_asn_pack, SSCC) with the item nodes under them (directly or in cartons);
 *   receiving it is the portal's receiveAsn (an arrival note made, submitted and received);
 * - else an arrival note made without an ASN (in_arrive_head, its number as the ASN number):
 *   submitted (10) or being received (15) counts as approved; a pallet is a line's container
 *   number, a line without one a pallet of its own; receiving it is its own receive action, the
 *   announced rest left open on a backorder note (arrival-count.ts).
 * The delivery mode of both is the supplier's execution policy's (deliveryModeOf).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { DriverDetails, PalletAtDock } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { receiveAsn } from '../asn/asn-receipt.ts';
import { receiveCountedArrival, type CountedReceipt } from './arrival-count.ts';
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
  /** The driver, phone and plate the supplier put on the portal's ASN ('' when not given; an arrival note has none). */
  driver: DriverDetails;
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
  const { rows } = await tx.execute<{ asn_no: string; org_no: string; warehouse_no: string; supplier_no: string; supplier_name: string | null; check_status: string; pallets: number; lines: number; items: string[]; driver: string | null; driver_phone: string | null; car_no: string | null }>(sql`
    select h.asn_no, h.org_no, h.warehouse_no, h.supplier_no, s.supplier_name, h.check_status, h.driver, h.driver_phone, h.car_no,
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
    driver: { driverName: row.driver ?? '', driverPhone: row.driver_phone ?? '', plateNo: (row.car_no ?? '').toUpperCase() },
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
    driver: { driverName: '', driverPhone: '', plateNo: '' },
  };
}

/**
 * The number of the portal ASN on its way to `warehouseNo` whose truck has plate `plate` (spaces,
 * dashes and dots ignored, any case): shipped or partly received, one with a dock appointment
 * first, then the newest; null when none.
 */
export async function asnNoByPlate(tx: Pick<Tx, 'execute'>, warehouseNo: string, plate: string): Promise<string | null> {
  const bare = plate.replace(/[\s.\-·]/g, '').toUpperCase();
  if (!bare) return null;
  const { rows } = await tx.execute<{ asn_no: string }>(sql`
    select h.asn_no from srm_asn_head h
    where h.warehouse_no = ${warehouseNo} and h.check_status in ('2', '3') and upper(regexp_replace(coalesce(h.car_no, ''), '[\\s.·-]', '', 'g')) = ${bare}
    order by exists (select 1 from yard_appointment a where a.asn_no = h.asn_no and a.status <> 'cancelled') desc, h.id desc limit 1`);
  return rows[0]?.asn_no ?? null;
}

type LotFacts = { lot_no: string | null; expiry_date: string | null; lot_rule: boolean; shelflife: boolean };
/** A pallet line's lot facts (PalletAtDock): the ASN line's lot and expiry, and whether the item has a lot rule or manages its shelf life. */
const lotFacts = (r: LotFacts) => ({ lotNo: r.lot_no ?? '', expiryDate: r.expiry_date ?? '', lotRule: Boolean(r.lot_rule), expiryRequired: Boolean(r.shelflife) });

/** A pallet of the portal's ASN packing: the item nodes under it, directly or in its cartons. */
async function portalPallet(tx: Pick<Tx, 'execute'>, warehouseNo: string, sscc: string): Promise<Omit<PalletAtDock, 'outcome'> | null> {
  const { rows } = await tx.execute<{ asn_no: string; line_no: number; item_no: string; item_name: string | null; qty: string; unit_no: string | null; gtin: string | null; digits: number } & LotFacts>(sql`
    with pallet as (select p.id, p.head_id from srm_asn_pack p join srm_asn_head h on h.id = p.head_id
      where p.sscc = ${sscc} and p.pack_level = 'pallet' and h.warehouse_no = ${warehouseNo})
    select h.asn_no, n.line_no, l.item_no, i.item_name, round(sum(n.qty), coalesce(max(u.dicimal_digit), 6)::int)::text as qty, i.unit_no, i.gtin, coalesce(max(u.dicimal_digit), 6)::int as digits,
      l.lot_no, null::text as expiry_date, coalesce(i.lot_rule_no, '') <> '' as lot_rule, coalesce(i.is_manage_shelflife, false) as shelflife
    from pallet join srm_asn_head h on h.id = pallet.head_id
    join srm_asn_pack n on n.head_id = pallet.head_id and n.pack_level = 'item'
      and (n.parent_id = pallet.id or n.parent_id in (select c.id from srm_asn_pack c where c.parent_id = pallet.id))
    join srm_asn_line l on l.head_id = pallet.head_id and l.line_no = n.line_no
    left join bm_item i on i.org_no = h.org_no and i.item_no = l.item_no
    left join bm_unit u on u.unit_no = i.unit_no
    group by h.asn_no, n.line_no, l.item_no, l.lot_no, i.item_name, i.unit_no, i.gtin, i.lot_rule_no, i.is_manage_shelflife order by n.line_no`);
  if (rows.length === 0) return null;
  return {
    asnNo: rows[0].asn_no,
    sscc,
    lines: rows.map((r) => ({ lineNo: Number(r.line_no), itemNo: r.item_no, itemName: r.item_name ?? r.item_no, qty: r.qty, unitNo: r.unit_no ?? '', gtin: r.gtin ?? null, digits: Number(r.digits), ...lotFacts(r) })),
  };
}

/** The pallet `sscc` of an ASN delivered to `warehouseNo`: its ASN and expected lines (in the line's unit, with the unit's digits: "40", not "40.000000", and those digits: 0 for a unit counted whole; with the item's GTIN), or null. */
export async function findAsnPallet(tx: Pick<Tx, 'execute'>, warehouseNo: string, sscc: string): Promise<Omit<PalletAtDock, 'outcome'> | null> {
  const pallet = await portalPallet(tx, warehouseNo, sscc);
  if (pallet) return pallet;
  const { rows } = await tx.execute<{ asn_no: string; line_no: number; item_no: string; item_name: string | null; qty: string; unit_no: string | null; gtin: string | null; digits: number } & LotFacts>(sql`
    select h.in_arrive_no as asn_no, l.line_no, l.item_no, i.item_name, round(l.qty, coalesce(u.dicimal_digit, 6)::int)::text as qty, coalesce(l.unit_no, i.unit_no) as unit_no, i.gtin,
      coalesce(u.dicimal_digit, 6)::int as digits, l.lot_no, l.expiry_date::text as expiry_date, coalesce(i.lot_rule_no, '') <> '' as lot_rule, coalesce(i.is_manage_shelflife, false) as shelflife
    from in_arrive_line l join in_arrive_head h on h.id = l.head_id
    left join bm_item i on i.org_no = h.org_no and i.item_no = l.item_no
    left join bm_unit u on u.unit_no = coalesce(l.unit_no, i.unit_no)
    where l.container_no = ${sscc} and h.warehouse_no = ${warehouseNo} and h.status_code in ('10', '15')
    order by h.id desc, l.line_no`);
  if (rows.length === 0) return null;
  const asnNo = rows[0].asn_no;
  return {
    asnNo,
    sscc,
    lines: rows.filter((r) => r.asn_no === asnNo).map((r) => ({ lineNo: Number(r.line_no), itemNo: r.item_no, itemName: r.item_name ?? r.item_no, qty: r.qty, unitNo: r.unit_no ?? '', gtin: r.gtin ?? null, digits: Number(r.digits), ...lotFacts(r) })),
  };
}

/**
 * Where an SSCC of any warehouse belongs: the pallet it is (or, for a carton of the portal's ASN
 * packing, the pallet the carton is on), its ASN and warehouse; null when no ASN has it.
 */
export async function locateSscc(tx: Pick<Tx, 'execute'>, sscc: string): Promise<{ palletSscc: string; asnNo: string; warehouseNo: string } | null> {
  const { rows } = await tx.execute<{ pallet: string; asn_no: string; warehouse_no: string }>(sql`
    select coalesce(pp.sscc, p.sscc) as pallet, h.asn_no, h.warehouse_no from srm_asn_pack p join srm_asn_head h on h.id = p.head_id
    left join srm_asn_pack pp on p.pack_level <> 'pallet' and pp.id = p.parent_id and pp.pack_level = 'pallet'
    where p.sscc = ${sscc} and (p.pack_level = 'pallet' or pp.id is not null)
    union all
    select l.container_no, h.in_arrive_no, h.warehouse_no from in_arrive_line l join in_arrive_head h on h.id = l.head_id
    where l.container_no = ${sscc} and h.status_code in ('10', '15')
    limit 1`);
  return rows[0] ? { palletSscc: String(rows[0].pallet), asnNo: rows[0].asn_no, warehouseNo: rows[0].warehouse_no } : null;
}

/** The pallets of ASN `asnNo` delivered to `warehouseNo` with their expected lines, in packing (or line) order. */
export async function asnPallets(tx: Pick<Tx, 'execute'>, warehouseNo: string, asnNo: string): Promise<Omit<PalletAtDock, 'outcome'>[]> {
  const { rows } = await tx.execute<{ sscc: string }>(sql`
    select sscc from (
      select p.sscc, p.seq as n from srm_asn_pack p join srm_asn_head h on h.id = p.head_id where h.asn_no = ${asnNo} and p.pack_level = 'pallet' and p.sscc is not null
      union all
      select l.container_no, min(l.line_no) from in_arrive_line l join in_arrive_head h on h.id = l.head_id
      where h.in_arrive_no = ${asnNo} and l.container_no is not null and not exists (select 1 from srm_asn_head a where a.asn_no = ${asnNo})
      group by l.container_no) s order by n`);
  const pallets: Omit<PalletAtDock, 'outcome'>[] = [];
  for (const { sscc } of rows) {
    const pallet = await findAsnPallet(tx, warehouseNo, String(sscc));
    if (pallet?.asnNo === asnNo) pallets.push(pallet);
  }
  return pallets;
}

/** An ASN line as the dock counts against it: the item, the declared quantity and what is still open (unreceived), in the line's unit. */
export type AsnLineQty = { lineNo: number; itemNo: string; declared: string; open: string };

/** The lines of ASN `asnNo` (the portal's, else an arrival note's, whose open quantity is its declared one). */
export async function asnLineQuantities(tx: Pick<Tx, 'execute'>, asnNo: string): Promise<AsnLineQty[]> {
  const { rows } = await tx.execute<{ line_no: number; item_no: string; declared: string; open: string }>(sql`
    select l.line_no, l.item_no, l.delivery_qty::text as declared, greatest(l.delivery_qty - l.receive_qty, 0)::text as open
    from srm_asn_line l join srm_asn_head h on h.id = l.head_id where h.asn_no = ${asnNo}
    union all
    select l.line_no, l.item_no, l.qty::text, l.qty::text from in_arrive_line l join in_arrive_head h on h.id = l.head_id
    where h.in_arrive_no = ${asnNo} and not exists (select 1 from srm_asn_head a where a.asn_no = ${asnNo})
    order by 1`);
  return rows.map((r) => ({ lineNo: Number(r.line_no), itemNo: r.item_no, declared: String(r.declared), open: String(r.open) }));
}

/**
 * The over-delivery tolerance of supplier `supplierNo` at organisation `orgNo` in percent of the
 * declared quantity: the procurement execution configuration in use (srm_execute_config; the
 * supplier's own first, else one for every supplier, then by number) when it allows over-delivery;
 * 0 otherwise.
 */
export async function overDeliveryRate(tx: Pick<Tx, 'execute'>, orgNo: string, supplierNo: string): Promise<Decimal> {
  const { rows } = await tx.execute<{ rate: string | null; allowed: boolean | null }>(sql`
    select over_delivery_rate::text as rate, is_over_delivery as allowed from srm_execute_config
    where org_no = ${orgNo} and status_code = 1 and (supplier_no = ${supplierNo} or coalesce(supplier_no, '') = '')
    order by coalesce(supplier_no = ${supplierNo}, false) desc, config_no limit 1`);
  return rows[0]?.allowed ? new Decimal(rows[0].rate ?? 0) : new Decimal(0);
}

/** What the dock counted, to be received (arrival-count.ts CountedReceipt). */
export type YardReceipt = CountedReceipt;

/**
 * Posts the counted receipt of an ASN through the inbound flow: the portal's receiveAsn with the
 * counted lines (the rest stays open on the ASN and its order lines; over within the tolerance
 * `overRate` percent) and the found items; or, for an arrival note, receiveCountedArrival (the
 * counted quantities received, the announced rest open on a backorder note). Nothing counted posts
 * nothing. Errors: those of the actions; YARD_ASN_NOT_APPROVED.
 */
export async function receiveYardAsn(tx: Tx, user: SessionUser, asnNo: string, receipt: YardReceipt, overRate: Decimal): Promise<void> {
  if (receipt.lines.length + receipt.found.length === 0) return;
  const portal = await tx.execute<{ id: number; version: number }>(sql`select id, version from srm_asn_head where asn_no = ${asnNo}`);
  if (portal.rows.length > 0) {
    await receiveAsn(tx, user, { id: Number(portal.rows[0].id), version: Number(portal.rows[0].version), lines: receipt.lines, found: receipt.found, overRate: overRate.toFixed() });
    return;
  }
  await receiveCountedArrival(tx, user, asnNo, receipt);
}
