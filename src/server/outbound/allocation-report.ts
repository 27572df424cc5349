/**
 * What an allocation got, per notice and line (issue 25 "allocation tells the truth at once";
 * workflows §4 allocation): the answer of allocateoutnotice, IOutNoticeService/allocation and a
 * wave's build.
 *
 * - categoryControls(tx, notice): the controls of the notice's document category (big module 2,
 *   its classify type; none: all off): isShortControl, isBackorder, isPackControl.
 * - shortPolicy(controls): what a short allocation leads to: 'shipShort' (the category allows
 *   shipping short: ship issues what is allocated, the rest is not shipped), 'backorder' (isBackorder:
 *   ship issues what is allocated and opens a new submitted notice for the rest, backorder.ts) or
 *   'refuse' (shortage control, which wins over isBackorder: ship is refused with OUTBOUND_SHORT until
 *   the notice is allocated in full). docs/decisions/0481-allocation-report.md, 0660-backorder-and-short-pick.md.
 * - allocationReport(tx, headIds): per notice { id, outNoticeNo, statusCode, policy, short, lines }
 *   with each line { lineNo, itemNo, lotNo, qty, allocatedQty, pickedQty, putBackQty (picked
 *   before a cancel, waiting as a put-back task), shippedQty, shortQty, reason } (decimals as text in the item's unit). reason, for a line of an allocated notice that
 *   is short, is the first of: 'frozen' (stock of the item sits frozen, in an invalid or bad
 *   cell, or in a cell a picker found it short in and no count has taken since: record 0995), 'otherStatus' (stock in another stock status, e.g. quarantine or unqualified, or in a
 *   receiving zone), 'strategy' (qualified stock is free but the strategy's lot rule or the
 *   item's shelf life keeps it out), 'allocated' (reserved for other notices), 'noStock'; null otherwise.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import { uncountedShortPick } from '../stockcheck/short-cells.ts';
import { PICKED, PUT_BACK, RESERVED } from './allocation-rows.ts';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const dec = (value: unknown) => new Decimal(text(value) || 0);

export type ShortPolicy = 'shipShort' | 'backorder' | 'refuse';
export type ShortReason = 'frozen' | 'otherStatus' | 'strategy' | 'allocated' | 'noStock';
export type LineAllocation = {
  lineNo: number; itemNo: string; lotNo: string; qty: string; allocatedQty: string; pickedQty: string; putBackQty: string; shippedQty: string; shortQty: string; reason: ShortReason | null;
};
export type NoticeAllocation = { id: number; outNoticeNo: string; statusCode: string; policy: ShortPolicy; short: boolean; lines: LineAllocation[] };

export type CategoryControls = { short: boolean; backorder: boolean; pack: boolean };

export async function categoryControls(tx: Tx, notice: DocHead): Promise<CategoryControls> {
  const classifyType = text(notice.classifyType);
  if (!classifyType) return { short: false, backorder: false, pack: false };
  const result = await tx.execute(sql`
    select is_short_control, is_backorder, is_pack_control from bm_doc_type where classify_type = ${classifyType} and big_module = '2' and status_code = 1 order by doc_type limit 1`);
  const row = result.rows[0];
  return { short: row?.is_short_control === true, backorder: row?.is_backorder === true, pack: row?.is_pack_control === true };
}

export const shortPolicy = (controls: CategoryControls): ShortPolicy => (controls.short ? 'refuse' : controls.backorder ? 'backorder' : 'shipShort');

type StockSummary = { frozen: Decimal; otherStatus: Decimal; free: Decimal; allocated: Decimal };

/** Per item of the notice's warehouse: where its stock is that the notice's allocation could not take (allocated: reserved for other notices). */
async function stockSummary(tx: Tx, head: DocHead, itemNos: string[]): Promise<Map<string, StockSummary>> {
  const result = await tx.execute(sql`
    select s.item_no,
      sum(case when usable and s.stock_status = '10' then s.frozen when not usable and s.stock_status = '10' and z.zone_type in ('2', '3') then s.on_hand else 0 end) as frozen,
      sum(case when s.stock_status not in ('10', '30') or (s.stock_status = '10' and coalesce(z.zone_type, '') not in ('2', '3', '4')) then s.on_hand else 0 end) as other_status,
      sum(case when usable and s.stock_status = '10' then s.on_hand - s.allocated - s.frozen else 0 end) as free,
      sum(case when usable and s.stock_status = '10' then s.allocated else 0 end)
        - (select coalesce(sum(a.qty), 0) from out_allocation a where a.head_id = ${head.id} and a.item_no = s.item_no and a.status_code = ${RESERVED}) as allocated
    from inv_stock s
    left join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
    left join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no,
    lateral (select z.zone_type in ('2', '3') and z.status_code = 1 and c.status_code = 1 and not coalesce(c.is_bad_cell, false)
      and not exists (select 1 from out_pick_exception e where e.warehouse_no = s.warehouse_no and e.cell_no = s.cell_no and e.item_no = s.item_no and ${uncountedShortPick}) as usable) u
    where s.org_no = ${head.orgNo} and s.warehouse_no = ${head.warehouseNo} and s.item_no in ${itemNos}
    group by s.item_no`);
  return new Map(result.rows.map((r) => [text(r.item_no), { frozen: dec(r.frozen), otherStatus: dec(r.other_status), free: dec(r.free), allocated: dec(r.allocated) }]));
}

function reasonOf(summary: StockSummary | undefined): ShortReason {
  if (!summary) return 'noStock';
  if (summary.frozen.gt(0)) return 'frozen';
  if (summary.otherStatus.gt(0)) return 'otherStatus';
  if (summary.free.gt(0)) return 'strategy';
  return summary.allocated.gt(0) ? 'allocated' : 'noStock';
}

export async function allocationReport(tx: Tx, headIds: number[]): Promise<NoticeAllocation[]> {
  if (headIds.length === 0) return [];
  const heads = (await tx.execute(sql`select * from out_notice_head where id in ${headIds} order by id`)).rows;
  const lines = (await tx.execute(sql`
    select l.head_id, l.line_no, l.item_no, l.lot_no, l.qty, l.allocated_qty, l.shipped_qty,
      (select coalesce(sum(a.qty), 0) from out_allocation a where a.head_id = l.head_id and a.line_no = l.line_no and a.status_code = ${PICKED}) as picked_qty,
      (select coalesce(sum(a.qty), 0) from out_allocation a where a.head_id = l.head_id and a.line_no = l.line_no and a.status_code = ${PUT_BACK}) as put_back_qty
    from out_notice_line l where l.head_id in ${headIds} order by l.head_id, l.line_no`)).rows;
  const report: NoticeAllocation[] = [];
  const policies = new Map<string, ShortPolicy>();
  for (const raw of heads) {
    const head = { ...raw, id: Number(raw.id), orgNo: text(raw.org_no), warehouseNo: text(raw.warehouse_no), classifyType: raw.classify_type } as unknown as DocHead;
    const statusCode = text(raw.status_code);
    const own = lines.filter((l) => Number(l.head_id) === head.id);
    const allocated = statusCode === '15';
    const shortLines = allocated ? own.filter((l) => dec(l.allocated_qty).lt(dec(l.qty))) : [];
    const summary = shortLines.length ? await stockSummary(tx, head, [...new Set(shortLines.map((l) => text(l.item_no)))]) : new Map();
    const rows = own.map((l): LineAllocation => {
      const shortQty = allocated ? Decimal.max(dec(l.qty).minus(dec(l.allocated_qty)), 0) : new Decimal(0);
      return {
        lineNo: Number(l.line_no), itemNo: text(l.item_no), lotNo: text(l.lot_no), qty: dec(l.qty).toFixed(), allocatedQty: dec(l.allocated_qty).toFixed(),
        pickedQty: dec(l.picked_qty).toFixed(), putBackQty: dec(l.put_back_qty).toFixed(), shippedQty: dec(l.shipped_qty).toFixed(), shortQty: shortQty.toFixed(),
        reason: shortQty.gt(0) ? reasonOf(summary.get(text(l.item_no))) : null,
      };
    });
    const classifyType = text(raw.classify_type);
    if (!policies.has(classifyType)) policies.set(classifyType, shortPolicy(await categoryControls(tx, head)));
    report.push({ id: head.id, outNoticeNo: text(raw.out_notice_no), statusCode, policy: policies.get(classifyType)!, short: rows.some((r) => r.reason !== null), lines: rows });
  }
  return report;
}
