/**
 * Inventory ABC (Report inventory-abc, menu 150110): per organisation and item, the quantity issued
 * in the period (ledger-sql.ts ISSUE_ROWS, read per day from ledger-days.ts; every warehouse in scope and narrowing) and its value at
 * the item's unit price (bm_item unit_price; no price counts 0). Items rank by value (then item
 * number); an item whose cumulative share before it is under aPercent (default 80) is class A,
 * under aPercent + bPercent (default 15) class B, the rest C, so the first item is always A.
 * Items without issues in the period are not listed. Totals: issuedQty, issuedValue and the class
 * counts (countA, countB, countC). Chart (Pareto): { items: [{ itemNo, value, cumulative }] } of
 * the first 50 ranks.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { REPORT_DEFAULTS } from '../../shared/reports.ts';
import { AppError } from '../rpc/app-error.ts';
import { unitQuantity } from '../inventory/queries/query-support.ts';
import { ITEM_JOIN } from './ledger-sql.ts';
import { dayText, exact, narrowing, numberField, periodOf, sumOf, type ReportRunner } from './report-support.ts';

const PARETO_ITEMS = 50;

export const inventoryAbcReport: ReportRunner = async (db, user, condition, now) => {
  const aPercent = numberField(condition, 'aPercent', REPORT_DEFAULTS.aPercent, 1, 99);
  const bPercent = numberField(condition, 'bPercent', REPORT_DEFAULTS.bPercent, 0, 99);
  if (aPercent + bPercent > 100) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: 'bPercent', message: 'validation.notNumber' }] });
  const { from, to } = periodOf(condition, now);
  const where = sql.join([sql`t.day >= ${dayText(from)}::date`, sql`t.day < ${dayText(to)}::date`, ...narrowing(user, condition, 't', true)], sql` and `);
  const result = await db.execute(sql`
    select * from (
      select t.org_no, t.item_no, i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type, coalesce(i.unit_price, 0)::text as unit_price, sum(t.issued) as issued
      from rpt_ledger_day t ${ITEM_JOIN('t')} where ${where}
      group by t.org_no, t.item_no, i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type, i.unit_price
    ) x where x.issued > 0`);
  const ranked = result.rows
    .map((r) => ({ r, value: new Decimal(String(r.issued)).times(String(r.unit_price)) }))
    .sort((a, b) => b.value.comparedTo(a.value) || String(a.r.org_no).localeCompare(String(b.r.org_no)) || String(a.r.item_no).localeCompare(String(b.r.item_no)));
  const total = ranked.reduce((sum, x) => sum.plus(x.value), new Decimal(0));
  let before = new Decimal(0);
  const rows = ranked.map(({ r, value }, index) => {
    const beforeShare = total.isZero() ? new Decimal(100) : before.times(100).dividedBy(total);
    before = before.plus(value);
    const share = total.isZero() ? new Decimal(0) : value.times(100).dividedBy(total);
    const abcClass = beforeShare.lt(aPercent) ? 'A' : beforeShare.lt(aPercent + bPercent) ? 'B' : 'C';
    return {
      rank: index + 1, orgNo: r.org_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no, issuedQty: unitQuantity(r.issued, r),
      unitPrice: exact(String(r.unit_price)), issuedValue: exact(value), share: exact(share.toDecimalPlaces(2)),
      cumulativeShare: exact((total.isZero() ? new Decimal(0) : before.times(100).dividedBy(total)).toDecimalPlaces(2)), abcClass,
    };
  });
  const count = (c: string) => String(rows.filter((row) => row.abcClass === c).length);
  return {
    rows,
    totals: { issuedQty: sumOf(rows, 'issuedQty').toFixed(), issuedValue: exact(total), countA: count('A'), countB: count('B'), countC: count('C') },
    chart: { items: rows.slice(0, PARETO_ITEMS).map((row) => ({ itemNo: row.itemNo, value: row.issuedValue, cumulative: row.cumulativeShare })) },
  };
};
