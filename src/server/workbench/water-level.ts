/**
 * Inventory water level of a warehouse (spec Report inventory-water-level): for every valid item
 * of the warehouse's organisation with a lower or upper limit (bm_item invLowerLimit /
 * invUpperLimit, in the item's unit), its on-hand in this warehouse against the limits: 'below'
 * under the lower limit (no stock counts as 0), 'above' over the upper limit, else 'normal'.
 * The limits are per item; we compare them with each warehouse's own stock, which is what the
 * warehouse's screen shows (docs/decisions/ "Big screen and dashboard").
 */
import { sql } from 'drizzle-orm';
import type { WaterLevel, WaterLevelItem, WaterLevelState } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { decimalText } from './decimal-text.ts';
import type { ScopedWarehouse } from './warehouses.ts';

/** How many items the answer lists (worst first). */
export const WATER_LEVEL_ITEMS = 50;

const STATE_ORDER: Record<WaterLevelState, number> = { below: 0, above: 1, normal: 2 };

/** Every limited item's level in each of `warehouses`, worst first. */
export async function waterLevels(db: Db, warehouses: ScopedWarehouse[]): Promise<Map<string, WaterLevelItem[]>> {
  const result = new Map(warehouses.map((w) => [w.warehouseNo, [] as WaterLevelItem[]]));
  if (warehouses.length === 0) return result;
  const pairs = sql.join(warehouses.map((w) => sql`(${w.warehouseNo}::text, ${w.orgNo}::text)`), sql`, `);
  const rows = await db.execute(sql`
    with w(warehouse_no, org_no) as (values ${pairs})
    select w.warehouse_no, i.item_no, i.item_name,
      coalesce(s.on_hand, 0)::text as on_hand, i.inv_lower_limit::text as lower, i.inv_upper_limit::text as upper,
      case when coalesce(s.on_hand, 0) < i.inv_lower_limit then 'below'
           when coalesce(s.on_hand, 0) > i.inv_upper_limit then 'above' else 'normal' end as state
    from w join bm_item i on i.org_no = w.org_no
    left join lateral (
      select sum(st.on_hand) as on_hand from inv_stock st
      where st.org_no = i.org_no and st.item_no = i.item_no and st.warehouse_no = w.warehouse_no
    ) s on true
    where i.status_code = 1 and (i.inv_lower_limit is not null or i.inv_upper_limit is not null)`);
  for (const row of rows.rows) {
    result.get(String(row.warehouse_no))!.push({
      itemNo: String(row.item_no),
      itemName: String(row.item_name),
      onHand: decimalText(row.on_hand),
      lower: decimalText(row.lower, true),
      upper: decimalText(row.upper, true),
      state: row.state as WaterLevelState,
    });
  }
  for (const items of result.values()) items.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.itemNo.localeCompare(b.itemNo));
  return result;
}

/** How many items are in each state. */
export function countLevels(items: WaterLevelItem[]): Record<WaterLevelState, number> {
  const count = (state: WaterLevelState) => items.filter((i) => i.state === state).length;
  return { below: count('below'), normal: count('normal'), above: count('above') };
}

/** The counts by state and the first WATER_LEVEL_ITEMS items of one warehouse's levels. */
export function summarizeWaterLevel(warehouseNo: string, items: WaterLevelItem[], at: string): WaterLevel {
  return { warehouseNo, ...countLevels(items), items: items.slice(0, WATER_LEVEL_ITEMS), at };
}
