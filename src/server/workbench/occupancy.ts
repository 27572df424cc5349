/**
 * Per-cell occupancy of one warehouse for the big screen's 3D colours: each cell's on-hand (sum of
 * its balances) and weight (on-hand x the item's unit weight, kg) against the cell's maxQty and
 * maxWeight (bm_cell), frozen when any quantity is frozen, bad when the cell is flagged isBadCell.
 * Held when some stock is not qualified (QUALIFIED); abc the best class of its items; expiresInDays
 * the earliest expiry (the balance's first receipt plus the item's shelf life, D/M/Y) from now.
 * Near expiry stays false until lots carry an expiry date. Without `cellNos` the answer lists the
 * cells that are not plainly empty (stock, frozen or bad) and no item rows; with `cellNos` it
 * lists exactly those cells (any state) with their item rows (hover, refresh after a posting).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { QUALIFIED } from '../../shared/documents/stock-codes.ts';
import type { CellOccupancy, OccupancyLevel } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { decimalText } from './decimal-text.ts';

function fillOf(onHand: Decimal, weight: Decimal, maxQty: unknown, maxWeight: unknown): number | null {
  const ratios = [
    [onHand, maxQty],
    [weight, maxWeight],
  ]
    .filter(([, limit]) => limit !== null && new Decimal(String(limit)).gt(0))
    .map(([value, limit]) => (value as Decimal).div(String(limit)).toNumber());
  return ratios.length ? Math.max(...ratios) : null;
}

function levelOf(onHand: Decimal, fill: number | null): OccupancyLevel {
  if (onHand.lte(0)) return 'empty';
  return fill !== null && fill >= 1 ? 'full' : 'partly';
}

/** The occupancy of the warehouse's cells (see the module comment for which cells). */
export async function cellOccupancy(db: Db, warehouseNo: string, cellNos?: string[]): Promise<CellOccupancy[]> {
  if (cellNos && cellNos.length === 0) return [];
  const only = cellNos ? sql`and c.cell_no in ${cellNos}` : sql``;
  const rows = await db.execute(sql`
    select c.cell_no, c.zone_no, c.is_bad_cell, c.max_qty::text as max_qty, c.max_weight::text as max_weight,
      coalesce(sum(s.on_hand), 0)::text as on_hand, coalesce(sum(s.frozen), 0)::text as frozen,
      coalesce(sum(s.on_hand * coalesce(i.weight, 0)), 0)::text as weight,
      coalesce(bool_or(s.stock_status <> ${QUALIFIED}), false) as held, min(i.abc) as abc,
      floor(extract(epoch from min(case when i.is_manage_shelflife and i.shelflife > 0 then s.create_date + case i.shelflife_unit
        when 'Y' then make_interval(years => i.shelflife::int) when 'M' then make_interval(months => i.shelflife::int) else make_interval(days => i.shelflife::int) end end) - now()) / 86400)::int as expires_in_days
    from bm_cell c
    left join inv_stock s on s.warehouse_no = c.warehouse_no and s.cell_no = c.cell_no and (s.on_hand <> 0 or s.frozen <> 0)
    left join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no
    where c.warehouse_no = ${warehouseNo} ${only}
    group by c.id
    ${cellNos ? sql`` : sql`having c.is_bad_cell or coalesce(sum(s.on_hand), 0) <> 0 or coalesce(sum(s.frozen), 0) <> 0`}
    order by c.cell_no`);
  const items = cellNos ? await cellItems(db, warehouseNo, cellNos) : new Map<string, CellOccupancy['items']>();
  return rows.rows.map((row) => {
    const onHand = new Decimal(String(row.on_hand));
    const weight = new Decimal(String(row.weight));
    const fill = fillOf(onHand, weight, row.max_qty, row.max_weight);
    return {
      cellNo: String(row.cell_no),
      zoneNo: String(row.zone_no),
      onHand: onHand.toFixed(),
      weight: weight.toFixed(),
      fill,
      level: levelOf(onHand, fill),
      frozen: new Decimal(String(row.frozen)).gt(0),
      nearExpiry: false,
      bad: Boolean(row.is_bad_cell),
      held: Boolean(row.held),
      abc: (row.abc ?? null) as CellOccupancy['abc'],
      expiresInDays: row.expires_in_days === null ? null : Number(row.expires_in_days),
      items: items.get(String(row.cell_no)) ?? [],
    };
  });
}

/** The item rows (per item and lot) of the given cells. */
async function cellItems(db: Db, warehouseNo: string, cellNos: string[]): Promise<Map<string, CellOccupancy['items']>> {
  const rows = await db.execute(sql`
    select s.cell_no, s.item_no, i.item_name, s.lot_no, sum(s.on_hand)::text as on_hand, sum(s.frozen)::text as frozen
    from inv_stock s join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no
    where s.warehouse_no = ${warehouseNo} and s.cell_no in ${cellNos} and (s.on_hand <> 0 or s.frozen <> 0)
    group by s.cell_no, s.item_no, i.item_name, s.lot_no
    order by s.cell_no, s.item_no, s.lot_no`);
  const result = new Map<string, CellOccupancy['items']>();
  for (const row of rows.rows) {
    const list = result.get(String(row.cell_no)) ?? [];
    list.push({ itemNo: String(row.item_no), itemName: String(row.item_name), lotNo: String(row.lot_no), onHand: decimalText(row.on_hand), frozen: decimalText(row.frozen) });
    result.set(String(row.cell_no), list);
  }
  return result;
}
