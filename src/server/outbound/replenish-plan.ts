/**
 * planReplenishment(tx, user, { orgNo, warehouseNo }): the replenishment need of a warehouse's
 * picking cells and the moves that cover it (Outbound replenishment, issue 13; docs/decisions/
 * "Outbound"), in the caller's transaction. Computations of one warehouse take turns (advisory lock).
 *
 * 1. The cells with a replenishment item (bm_cell replenishItemNo, replenishMin, replenishMax; valid,
 *    not bad, in a valid zone), in pick order (cellOutSeq, cell). A cell's level is its available
 *    qualified quantity of that item (on hand - allocated - frozen, stock status 10) plus its open
 *    moves. The item's shortage is what the lines of its notices in progress still lack
 *    (qty - allocatedQty); it goes to the item's first cell.
 * 2. A cell needs (max - level) + shortage when its level is below its minimum or a shortage is
 *    open; nothing otherwise.
 * 3. The sources are the allocation's candidates (allocation-stock.ts: qualified stock, valid cells,
 *    never quarantine, frozen, expired or short of outShelflife) in storage zones (ZONE_TYPE 2) only,
 *    less what open moves already take, ranked by the allocation strategy the allocation uses for the
 *    item (FEFO/FIFO/... of the strategy application; FIFO without one; planAllocation).
 * 4. One out_replenish row (10 open) per source taken. No stock is written: confirm posts.
 * Answers { needs: [{ cellNo, itemNo, level, min, max, shortage, need, planned }], moves } with
 * exact decimal strings (item unit). An unknown warehouse or one outside the user's stock scope is
 * NOT_FOUND. A pick that leaves a picking face below its minimum (belowMinimum) runs it too, in the
 * 'check' use (strategy/effective.ts: an application naming a disabled strategy is passed over, so
 * the pick is never refused for it); the plan call itself refuses one (RULE_NOT_EFFECTIVE).
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Tx } from '../db/client.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { planAllocation } from '../strategy/rank-stock.ts';
import { inForce, type StrategyUse } from '../strategy/effective.ts';
import { allocationApplications, allocationRules, lockCandidates, sellable, type KeyedCandidate } from './allocation-stock.ts';
import { outReplenish } from './replenish-schema.ts';

/** Move states. */
export const REPLENISH_OPEN = '10';
export const REPLENISH_DONE = '30';
export const REPLENISH_CANCELLED = '90';
const STORAGE_ZONE = '2';

const code = z.string().trim().min(1).max(32);
export const planInput = z.object({ orgNo: code, warehouseNo: code });
type PlanInput = z.infer<typeof planInput>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const dec = (value: unknown) => new Decimal(text(value) || '0');
const keyOf = (k: { cellNo: string; itemNo: string; lotNo: string; containerNo: string; stockStatus: string }) =>
  [k.cellNo, k.itemNo, k.lotNo, k.containerNo, k.stockStatus].join('\u001f');

type Need = { cellNo: string; itemNo: string; level: string; min: string; max: string; shortage: string; need: string; planned: string };

/** The level of picking cell `c` (a bm_cell row): its available qualified quantity of its replenishment item plus its open moves. */
const LEVEL = sql`(coalesce((select sum(s.on_hand - s.allocated - s.frozen) from inv_stock s where s.org_no = c.org_no and s.warehouse_no = c.warehouse_no
        and s.cell_no = c.cell_no and s.item_no = c.replenish_item_no and s.stock_status = '10'), 0)
      + coalesce((select sum(r.qty) from out_replenish r where r.warehouse_no = c.warehouse_no and r.to_cell_no = c.cell_no
        and r.item_no = c.replenish_item_no and r.status_code = ${REPLENISH_OPEN}), 0))`;

async function levels(tx: Tx, input: PlanInput) {
  const result = await tx.execute(sql`
    select c.cell_no, c.replenish_item_no as item_no, coalesce(c.replenish_min, 0)::text as min, c.replenish_max::text as max, ${LEVEL}::text as level
    from bm_cell c join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where c.org_no = ${input.orgNo} and c.warehouse_no = ${input.warehouseNo} and coalesce(c.replenish_item_no, '') <> '' and c.replenish_max is not null
      and c.status_code = 1 and coalesce(c.is_bad_cell, false) = false and z.status_code = 1
    order by c.cell_out_seq nulls last, c.cell_no`);
  return result.rows.map((r) => ({ cellNo: text(r.cell_no), itemNo: text(r.item_no), min: dec(r.min), max: dec(r.max), level: dec(r.level) }));
}

async function shortages(tx: Tx, input: PlanInput): Promise<Map<string, Decimal>> {
  const result = await tx.execute(sql`
    select l.item_no, sum(l.qty - coalesce(l.allocated_qty, 0))::text as short
    from out_notice_line l join out_notice_head h on h.id = l.head_id
    where h.org_no = ${input.orgNo} and h.warehouse_no = ${input.warehouseNo} and h.status_code = '15' and l.qty > coalesce(l.allocated_qty, 0)
    group by l.item_no`);
  return new Map(result.rows.map((r) => [text(r.item_no), dec(r.short)]));
}

/** The sellable storage-zone candidates of the items, less what open moves already take (locked, allocation-stock.ts). */
async function sources(tx: Tx, head: DocHead, itemNos: string[], targets: Set<string>) {
  const { stock, shelfLife } = await lockCandidates(tx, head, itemNos);
  const zones = await tx.execute(sql`select zone_no from bm_zone where warehouse_no = ${head.warehouseNo} and zone_type = ${STORAGE_ZONE}`);
  const storage = new Set(zones.rows.map((r) => text(r.zone_no)));
  const open = await tx.execute(sql`
    select cell_no, item_no, lot_no, container_no, stock_status, sum(qty)::text as qty from out_replenish
    where org_no = ${head.orgNo} and warehouse_no = ${head.warehouseNo} and status_code = ${REPLENISH_OPEN}
    group by cell_no, item_no, lot_no, container_no, stock_status`);
  const taken = new Map(open.rows.map((r) => [keyOf({ cellNo: text(r.cell_no), itemNo: text(r.item_no), lotNo: text(r.lot_no), containerNo: text(r.container_no), stockStatus: text(r.stock_status) }), dec(r.qty)]));
  const today = new Date().toISOString().slice(0, 10);
  const byItem = new Map<string, KeyedCandidate[]>();
  for (const itemNo of itemNos) {
    const rows = (stock.get(itemNo) ?? [])
      .filter((row) => storage.has(row.zoneNo) && !targets.has(row.cellNo))
      .map((row) => ({ ...row, available: Decimal.max(dec(row.available).minus(taken.get(keyOf(row.stock)) ?? 0), 0).toFixed() }));
    const item = shelfLife.get(itemNo);
    byItem.set(itemNo, item ? sellable(rows, item, today) : []);
  }
  return { byItem, shelfLife };
}

export async function planReplenishment(tx: Tx, user: SessionUser, input: PlanInput, use: StrategyUse = 'choose') {
  const scope = stockScopeCondition(user, sql`w.org_no`, sql`w.warehouse_no`);
  const found = await tx.execute(sql`select 1 from bm_warehouse w where w.org_no = ${input.orgNo} and w.warehouse_no = ${input.warehouseNo}${scope ? sql` and ${scope}` : sql``}`);
  if (found.rows.length === 0) throw new AppError('NOT_FOUND');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`out_replenish:${input.warehouseNo}`}))`);

  const cells = await levels(tx, input);
  if (cells.length === 0) return { needs: [] as Need[], moves: [] };
  const short = await shortages(tx, input);
  const head = { orgNo: input.orgNo, warehouseNo: input.warehouseNo, customerNo: null } as unknown as DocHead;
  const itemNos = [...new Set(cells.map((c) => c.itemNo))];
  const { byItem, shelfLife } = await sources(tx, head, itemNos, new Set(cells.map((c) => c.cellNo)));
  const all = await allocationApplications(tx, head);
  const applications = use === 'check' ? inForce(all) : all;

  const needs: Need[] = [];
  const rows: (typeof outReplenish.$inferInsert)[] = [];
  const served = new Set<string>();
  for (const cell of cells) {
    const shortage = served.has(cell.itemNo) ? new Decimal(0) : (short.get(cell.itemNo) ?? new Decimal(0));
    served.add(cell.itemNo);
    if (!cell.level.lt(cell.min) && !shortage.gt(0)) continue;
    const need = cell.max.minus(cell.level).plus(shortage);
    if (!need.gt(0)) continue;
    const candidates = byItem.get(cell.itemNo) ?? [];
    const rules = allocationRules(applications, head, shelfLife.get(cell.itemNo)?.groupNo ?? null);
    const { picks } = planAllocation(candidates, rules.allocation, { qty: need.toFixed(), lotNo: null }, rules.turnover);
    let planned = new Decimal(0);
    for (const pick of picks) {
      const source = candidates.find((c) => c.key === pick.row.key)!;
      source.available = dec(source.available).minus(pick.qty).toFixed();
      rows.push({ ...source.stock, toCellNo: cell.cellNo, qty: pick.qty, statusCode: REPLENISH_OPEN, createName: user.userNo, updateName: user.userNo });
      planned = planned.plus(pick.qty);
    }
    needs.push({ cellNo: cell.cellNo, itemNo: cell.itemNo, level: cell.level.toFixed(), min: cell.min.toFixed(), max: cell.max.toFixed(), shortage: shortage.toFixed(), need: need.toFixed(), planned: planned.toFixed() });
  }
  const moves = rows.length > 0 ? await tx.insert(outReplenish).values(rows).returning() : [];
  return { needs, moves: moves.map((m) => ({ ...m, qty: dec(m.qty).toFixed() })) };
}

/**
 * belowMinimum(at): an SQL boolean, true when the cell a pick took `itemNo` from (`cellNo`) is a
 * picking face of that item (replenishItemNo, a maximum) whose level is now below its minimum.
 * confirm-pick.ts reads it in the statement that marks the pick done and then plans the
 * warehouse's replenishment (planReplenishment), so the moves show at once in the picker's
 * replenishment list (issue 25 "min/max replenishment tasks generated when a pick face falls below
 * its minimum").
 */
export const belowMinimum = (at: { warehouseNo: string | SQL; cellNo: string | SQL; itemNo: string | SQL }) => sql`exists (
    select 1 from bm_cell c where c.warehouse_no = ${at.warehouseNo} and c.cell_no = ${at.cellNo} and c.replenish_item_no = ${at.itemNo}
      and c.replenish_max is not null and ${LEVEL} < coalesce(c.replenish_min, 0))`;
