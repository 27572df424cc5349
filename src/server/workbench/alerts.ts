/**
 * Stock alerts of a warehouse: items below their minimum (the water level's 'below' items),
 * near expiry (balances whose lot's expiry date, recorded at receiving (inbound/lot-expiry.ts), is
 * past or within EXPIRY_ALERT_DAYS, the earliest first, `limit` the date; `expiryTracked` true once
 * any balance of the warehouse carries an expiry date, record 1053) and negative stock
 * (balances under zero in a warehouse that allows negative stock: an exception to resolve).
 */
import { sql } from 'drizzle-orm';
import type { AlertKind, StockAlert, StockAlerts, WaterLevelItem } from '../../shared/workbench.ts';
import type { Db } from '../db/client.ts';
import { LOT_EXPIRY_SQL } from '../inbound/lot-expiry.ts';
import { REPORT_DEFAULTS } from '../../shared/reports.ts';
import { decimalText } from './decimal-text.ts';

/** How many alerts the answer lists. */
export const ALERT_LIMIT = 50;

/** The days ahead within which an expiring balance is an alert (the expiry reports' default warning lead). */
export const EXPIRY_ALERT_DAYS = REPORT_DEFAULTS.warnDays;

/** Expiry facts of a warehouse: whether any balance carries an expiry date, and the balances expired or expiring within EXPIRY_ALERT_DAYS of `now`. */
export type ExpiryAlerts = { tracked: boolean; alerts: StockAlert[] };

/** Per warehouse of `warehouseNos`: its ExpiryAlerts from the positive balances whose lot has an expiry date. */
export async function expiryAlerts(db: Db, warehouseNos: string[], now: Date): Promise<Map<string, ExpiryAlerts>> {
  const result = new Map(warehouseNos.map((no) => [no, { tracked: false, alerts: [] as StockAlert[] }]));
  if (warehouseNos.length === 0) return result;
  const until = new Date(now.getTime() + EXPIRY_ALERT_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db.execute(sql`
    select s.warehouse_no, s.cell_no, s.item_no, i.item_name, s.on_hand::text as on_hand, to_char(e.expiry_date, 'YYYY-MM-DD') as expiry_date, e.expiry_date <= ${until}::date as alert
    from inv_stock s join ${LOT_EXPIRY_SQL} e on e.org_no = s.org_no and e.item_no = s.item_no and e.lot_no = s.lot_no
    join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no
    where s.warehouse_no in ${warehouseNos} and s.on_hand > 0
    order by e.expiry_date, s.item_no, s.cell_no`);
  for (const row of rows.rows) {
    const facts = result.get(String(row.warehouse_no))!;
    facts.tracked = true;
    if (row.alert === true) {
      facts.alerts.push({ kind: 'nearExpiry', itemNo: String(row.item_no), itemName: String(row.item_name), cellNo: String(row.cell_no), quantity: decimalText(row.on_hand), limit: String(row.expiry_date) });
    }
  }
  return result;
}

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

/** The alerts of one warehouse from its water level, its negative balances and its expiry facts. */
export function stockAlerts(warehouseNo: string, levels: WaterLevelItem[], negative: StockAlert[], expiry: ExpiryAlerts, at: string): StockAlerts {
  const below: StockAlert[] = levels
    .filter((l) => l.state === 'below')
    .map((l) => ({ kind: 'belowMinimum', itemNo: l.itemNo, itemName: l.itemName, cellNo: null, quantity: l.onHand, limit: l.lower }));
  const counts: Record<AlertKind, number> = { belowMinimum: below.length, nearExpiry: expiry.alerts.length, negativeStock: negative.length };
  return { warehouseNo, counts, alerts: [...negative, ...expiry.alerts, ...below].slice(0, ALERT_LIMIT), expiryTracked: expiry.tracked, expiryDays: EXPIRY_ALERT_DAYS, at };
}
