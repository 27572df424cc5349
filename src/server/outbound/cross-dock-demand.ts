/**
 * The outbound side of cross-docking (issue 13; docs/decisions/ "Cross-docking"): which notice
 * lines wait for received goods, and the reservation of cross-docked goods for one of them.
 *
 * - openDemands(db, { orgNo, warehouseNo }, itemNos): the open short demand of those items, first
 *   come first served: lines of notices in progress (15, allocated), not suspended, whose document
 *   category (big module 2, the notice's classify type, as categoryControls reads it) has
 *   isCrossDock, with qty > allocatedQty; ordered by the notice's billDate (none last), creation,
 *   id, then line. Each demand: headId, outNoticeNo, lineNo, itemNo, lotNo ('' = any lot) and
 *   short (qty - allocatedQty, exact decimal text, item unit). A notice without a category never
 *   cross-docks.
 * - firstDemand(demands, itemNo, lotNo): the first demand a received line of that item and lot
 *   meets (a line asking for a lot takes only that lot).
 * - reserveCrossDock(tx, stock, qty, operator): in the putaway's transaction, locks the notice of the
 *   first demand of `stock` (its item and lot in the warehouse) and checks it again under the lock
 *   (a notice changed meanwhile is skipped for the next one); the staging cell is the picking one
 *   (stagingCell: OUTBOUND_NO_STAGING_CELL); it stores a picked (20) out_allocation row of the
 *   notice's current round (allocNo after the round's last) at the staging key with status 30 and
 *   the quantity min(qty, short), raises the line's allocatedQty by it (the shortage shrinks) and
 *   publishes the notice's picking change. Answers { outNoticeNo, lineNo, qty, to } (to: the staging
 *   key) for the caller to post the goods there and allocate them in its own posting; shipping then
 *   issues them like picked goods. CROSS_DOCK_NO_DEMAND when no demand is left.
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import type { StockKey } from '../ledger/move-lines.ts';
import { AppError } from '../rpc/app-error.ts';
import { PICKED } from './allocation-rows.ts';
import { publishPicking, STAGED, stagingCell } from './confirm-pick.ts';
import { outAllocation } from './outbound-schema.ts';

const head = entityTables.outNotice!;
const lines = documentLineTables.outNotice!;

export type Demand = { headId: number; outNoticeNo: string; lineNo: number; itemNo: string; lotNo: string; short: string };
export type CrossDock = { outNoticeNo: string; lineNo: number; qty: string; to: StockKey };

export async function openDemands(db: Db | Tx, where: { orgNo: string; warehouseNo: string }, itemNos: string[]): Promise<Demand[]> {
  if (itemNos.length === 0) return [];
  const result = await db.execute(sql`
    select h.id as head_id, h.out_notice_no, l.line_no, l.item_no, coalesce(l.lot_no, '') as lot_no, (l.qty - coalesce(l.allocated_qty, 0))::text as short
    from out_notice_line l join out_notice_head h on h.id = l.head_id
    where h.org_no = ${where.orgNo} and h.warehouse_no = ${where.warehouseNo} and h.status_code = '15' and coalesce(h.is_suspend, false) = false
      and l.item_no in (${sql.join(itemNos.map((itemNo) => sql`${itemNo}`), sql`, `)}) and l.qty > coalesce(l.allocated_qty, 0)
      and (select d.is_cross_dock from bm_doc_type d where d.classify_type = h.classify_type and d.big_module = '2' and d.status_code = 1 order by d.doc_type limit 1) = true
    order by h.bill_date nulls last, h.create_date, h.id, l.line_no`);
  return result.rows.map((r) => ({
    headId: Number(r.head_id), outNoticeNo: String(r.out_notice_no), lineNo: Number(r.line_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), short: new Decimal(String(r.short)).toFixed(),
  }));
}

const meets = (demand: Demand, itemNo: string, lotNo: string) => demand.itemNo === itemNo && (demand.lotNo === '' || demand.lotNo === lotNo);

export const firstDemand = (demands: Demand[], itemNo: string, lotNo: string): Demand | undefined => demands.find((d) => meets(d, itemNo, lotNo));

/** The notice of `demand` locked, and the line's shortage now; null when the notice no longer waits for it. */
async function lockedShort(tx: Tx, demand: Demand): Promise<{ notice: DocHead; short: Decimal } | null> {
  const [notice] = (await tx.select().from(head).where(eq(head.id, demand.headId)).for('update')) as DocHead[];
  if (notice.statusCode !== '15' || notice.isSuspend === true) return null;
  const [line] = await tx.select().from(lines).where(and(eq(lines.headId, demand.headId), eq(lines.lineNo, demand.lineNo)));
  const short = new Decimal(String(line.qty)).minus(String(line.allocatedQty ?? 0));
  return short.gt(0) ? { notice, short } : null;
}

export async function reserveCrossDock(tx: Tx, stock: StockKey, qty: Decimal, operator: string): Promise<CrossDock> {
  const demands = (await openDemands(tx, stock, [stock.itemNo])).filter((d) => meets(d, stock.itemNo, stock.lotNo));
  for (const demand of demands) {
    const locked = await lockedShort(tx, demand);
    if (!locked) continue;
    const take = Decimal.min(qty, locked.short).toFixed();
    const to = { ...stock, cellNo: await stagingCell(tx, stock.warehouseNo), stockStatus: STAGED };
    const round = Number(locked.notice.allocRound);
    const [{ last }] = (await tx.execute(sql`select coalesce(max(alloc_no), 0)::int as last from out_allocation where head_id = ${demand.headId} and round = ${round}`)).rows as { last: number }[];
    await tx.insert(outAllocation).values({ headId: demand.headId, round, allocNo: last + 1, lineNo: demand.lineNo, ...to, qty: take, statusCode: PICKED, createName: operator, updateName: operator });
    await tx.update(lines).set({ allocatedQty: sql`coalesce(allocated_qty, 0) + ${take}::numeric` }).where(and(eq(lines.headId, demand.headId), eq(lines.lineNo, demand.lineNo)));
    await publishPicking(tx, locked.notice, operator);
    return { outNoticeNo: demand.outNoticeNo, lineNo: demand.lineNo, qty: take, to };
  }
  throw new AppError('CROSS_DOCK_NO_DEMAND', { warehouseNo: stock.warehouseNo, itemNo: stock.itemNo });
}
