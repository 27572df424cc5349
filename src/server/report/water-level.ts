/**
 * Inventory water level (Report inventory-water-level, menu 150103): per organisation, warehouse
 * and item holding stock (the stock summary, stock-summary.ts, so no balance is summed per
 * request), on-hand against the item's limits (bm_item inv_lower_limit, inv_upper_limit, applied to
 * each warehouse): level 1 below the lower limit, 3 above the upper, 2 within, 0 when the item has
 * no limits; fill = on-hand / upper limit in percent. The waterLevel field keeps one level.
 * Totals: onHand. The console draws a gauge of the chosen row (no server chart).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { STOCK_SUMMARY_SOURCE } from '../ledger/stock-summary.ts';
import { conditionText, unitQuantity } from '../inventory/queries/query-support.ts';
import { exact, narrowing, totalsOf, type ReportRunner } from './report-support.ts';

function levelOf(onHand: Decimal, lower: Decimal | null, upper: Decimal | null): string {
  if (!lower && !upper) return '0';
  if (lower && onHand.lt(lower)) return '1';
  if (upper && onHand.gt(upper)) return '3';
  return '2';
}

export const waterLevelReport: ReportRunner = async (db, user, condition) => {
  const where = sql.join(narrowing(user, condition, 's'), sql` and `);
  const result = await db.execute(sql`
    select s.org_no, s.warehouse_no, s.item_no, i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type, i.inv_lower_limit::text as lower, i.inv_upper_limit::text as upper,
      sum(s.on_hand)::text as on_hand
    from ${STOCK_SUMMARY_SOURCE} s join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no left join bm_unit u on u.unit_no = i.unit_no
    where ${where}
    group by s.org_no, s.warehouse_no, s.item_no, i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type, i.inv_lower_limit, i.inv_upper_limit
    having sum(s.on_hand) <> 0 order by s.org_no, s.warehouse_no, s.item_no`);
  const wanted = conditionText(condition, 'waterLevel');
  const rows = result.rows.flatMap((r) => {
    const onHand = new Decimal(String(r.on_hand));
    const lower = r.lower === null ? null : new Decimal(String(r.lower));
    const upper = r.upper === null ? null : new Decimal(String(r.upper));
    const waterLevel = levelOf(onHand, lower?.gt(0) ? lower : null, upper?.gt(0) ? upper : null);
    if (wanted !== undefined && wanted !== waterLevel) return [];
    return [{
      orgNo: r.org_no, warehouseNo: r.warehouse_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no, onHand: unitQuantity(r.on_hand, r),
      invLowerLimit: lower && exact(lower), invUpperLimit: upper && exact(upper),
      fillPercent: upper?.gt(0) ? exact(onHand.times(100).dividedBy(upper).toDecimalPlaces(1)) : null, waterLevel,
    }];
  });
  return { rows, totals: totalsOf(rows, ['onHand']) };
};
