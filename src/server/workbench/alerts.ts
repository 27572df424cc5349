/**
 * Stock alerts of a warehouse: items below their minimum (the water level's 'below' items),
 * near expiry (none while lots carry no expiry date: `expiryTracked` false) and negative stock
 * (balances under zero in a warehouse that allows negative stock: an exception to resolve).
 */
import { sql } from 'drizzle-orm';
import type { AlertKind, StockAlert, StockAlerts, WaterLevelItem } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { decimalText } from './decimal-text.ts';

/** How many alerts the answer lists. */
export const ALERT_LIMIT = 50;

/** Balances below zero per warehouse of `warehouseNos`, as alerts. */
export async function negativeStock(db: Db, warehouseNos: string[]): Promise<Map<string, StockAlert[]>> {
  const result = new Map(warehouseNos.map((no) => [no, [] as StockAlert[]]));
  if (warehouseNos.length === 0) return result;
  const rows = await db.execute(sql`
    select s.warehouse_no, s.cell_no, s.item_no, i.item_name, s.on_hand::text as on_hand
    from inv_stock s join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no
    where s.warehouse_no in ${warehouseNos} and s.on_hand < 0
    order by s.warehouse_no, s.item_no, s.cell_no`);
  for (const row of rows.rows) {
    result.get(String(row.warehouse_no))!.push({
      kind: 'negativeStock',
      itemNo: String(row.item_no),
      itemName: String(row.item_name),
      cellNo: String(row.cell_no),
      quantity: decimalText(row.on_hand),
      limit: null,
    });
  }
  return result;
}

/** The alerts of one warehouse from its water level and its negative balances. */
export function stockAlerts(warehouseNo: string, levels: WaterLevelItem[], negative: StockAlert[], at: string): StockAlerts {
  const below: StockAlert[] = levels
    .filter((l) => l.state === 'below')
    .map((l) => ({ kind: 'belowMinimum', itemNo: l.itemNo, itemName: l.itemName, cellNo: null, quantity: l.onHand, limit: l.lower }));
  const counts: Record<AlertKind, number> = { belowMinimum: below.length, nearExpiry: 0, negativeStock: negative.length };
  return { warehouseNo, counts, alerts: [...negative, ...below].slice(0, ALERT_LIMIT), expiryTracked: false, at };
}
