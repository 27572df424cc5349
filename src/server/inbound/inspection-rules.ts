/**
 * What a receipt inspects (Inbound quality; workflows §3 document category and flow, §9 flow
 * patterns), read in the receipt's transaction:
 *
 * - linesToInspect(tx, head, lines): the line numbers to inspect: every line when the header's
 *   document category runs the complex flow pattern (3: receive, inspect, put away; the flow of
 *   the category's process configuration for the organisation and warehouse, a warehouse's own
 *   first, else a document process naming the category), otherwise the lines whose item requires
 *   inspection (bm_item.checkFlag, or its item group's override for the organisation where set)
 *   and the lines on a pallet the dock recorded as damaged (issue 24: quality hold, never available);
 * - inspectionPlan(tx, orgNo, itemNos): per item, the valid inspection items that apply (the
 *   item's own, its group's and the general ones) as a list of names and the largest sampling
 *   rate among them (an inspection item without a rate counts as 100; an item without any
 *   inspection item has no plan and is inspected whole);
 * - quarantineCell(tx, warehouseNo): where failed stock goes, the first valid, not bad cell of a
 *   valid inspection zone (ZONE_TYPE 5) by putaway sequence, then number; null when the warehouse
 *   has none (failed stock then stays where it is, as unqualified).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { DocLine, Row } from '../inventory/documents/server-document.ts';
import { text } from './inbound-rules.ts';

const COMPLEX_FLOW = '3';
const INSPECTION_ZONE = '5';

/** The flow pattern of the header's document category for its organisation and warehouse, if any. */
async function flowPatternOf(tx: Tx, head: Row): Promise<string | null> {
  const classifyType = text(head.classifyType);
  if (!classifyType) return null;
  const result = await tx.execute(sql`
    with category as (
      select doc_type from bm_doc_type where classify_type = ${classifyType} and big_module = '1' and status_code = 1 order by doc_type limit 1
    )
    select coalesce(
      (select f.flow_pattern from bm_process_config p join bm_doc_flow f on f.flow_no = p.flow_no and f.status_code = 1
        where p.doc_type = (select doc_type from category) and p.org_no = ${text(head.orgNo)} and p.status_code = 1
          and (p.warehouse_no = ${text(head.warehouseNo)} or p.warehouse_no is null)
        order by p.warehouse_no nulls last, p.process_config_no limit 1),
      (select f.flow_pattern from bm_doc_flow f where f.doc_type = (select doc_type from category) and f.module = '1' and f.status_code = 1
        order by f.flow_no limit 1)) as flow_pattern`);
  return result.rows[0]?.flow_pattern ? text(result.rows[0].flow_pattern) : null;
}

/** The SSCCs of the pallets the dock recorded as damaged for the receipt's ASN (yard_pallet_scan; the ASN is the arrival's number or, for the portal's ASN, its remark). */
async function damagedPallets(tx: Tx, head: Row): Promise<Set<string>> {
  const asnNos = [text(head.inArriveNo), text(head.remark)].filter(Boolean);
  if (asnNos.length === 0) return new Set();
  const result = await tx.execute(sql`select sscc from yard_pallet_scan where outcome = 'damaged' and asn_no in ${asnNos}`);
  return new Set(result.rows.map((row) => text(row.sscc)));
}

export async function linesToInspect(tx: Tx, head: Row, lines: DocLine[]): Promise<Set<number>> {
  if ((await flowPatternOf(tx, head)) === COMPLEX_FLOW) return new Set(lines.map((line) => line.lineNo));
  const damaged = await damagedPallets(tx, head);
  const held = lines.filter((line) => damaged.has(text(line.containerNo))).map((line) => line.lineNo);
  const itemNos = [...new Set(lines.map((line) => text(line.itemNo)))];
  if (itemNos.length === 0) return new Set();
  const result = await tx.execute(sql`
    select i.item_no from bm_item i
    left join bm_item_group_sub g on g.org_no = i.org_no and g.group_no = i.group_no and g.status_code = 1
    where i.org_no = ${text(head.orgNo)} and i.item_no in ${itemNos} and coalesce(g.check_flag, i.check_flag) = true`);
  const checked = new Set(result.rows.map((row) => text(row.item_no)));
  return new Set([...held, ...lines.filter((line) => checked.has(text(line.itemNo))).map((line) => line.lineNo)]);
}

export type InspectionPlan = { checkItems: string; sampleRate: string | null };

export async function inspectionPlan(tx: Tx, orgNo: string, itemNos: string[]): Promise<Map<string, InspectionPlan>> {
  const plans = new Map<string, InspectionPlan>();
  if (itemNos.length === 0) return plans;
  const result = await tx.execute(sql`
    select i.item_no, q.qc_item_name, q.sample_rate from bm_item i
    join in_qc_item q on q.org_no = i.org_no and q.status_code = 1
      and (q.item_no = i.item_no or (q.item_no is null and (q.group_no = i.group_no or q.group_no is null)))
    where i.org_no = ${orgNo} and i.item_no in ${itemNos}
    order by i.item_no, q.qc_item_no`);
  for (const row of result.rows) {
    const itemNo = text(row.item_no);
    const plan = plans.get(itemNo) ?? { checkItems: '', sampleRate: null };
    // An inspection item without a sampling rate inspects the whole quantity.
    const rate = row.sample_rate === null ? new Decimal(100) : new Decimal(text(row.sample_rate));
    plans.set(itemNo, {
      checkItems: plan.checkItems ? `${plan.checkItems}; ${text(row.qc_item_name)}` : text(row.qc_item_name),
      sampleRate: plan.sampleRate === null || rate.gt(plan.sampleRate) ? rate.toFixed() : plan.sampleRate,
    });
  }
  return plans;
}

export async function quarantineCell(tx: Tx, warehouseNo: string): Promise<string | null> {
  const result = await tx.execute(sql`
    select c.cell_no from bm_cell c
    join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where c.warehouse_no = ${warehouseNo} and z.zone_type = ${INSPECTION_ZONE} and z.status_code = 1 and c.status_code = 1
      and coalesce(c.is_bad_cell, false) = false
    order by c.cell_in_seq nulls last, c.cell_no limit 1`);
  return result.rows[0] ? text(result.rows[0].cell_no) : null;
}
