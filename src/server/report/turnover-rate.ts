/**
 * Turnover rate (Report turnover-rate, menu 150101): per organisation, warehouse and item over the
 * period [from, to): closing = on-hand now (stock summary) - on-hand change since `to`; opening =
 * closing - change within the period; average = (opening + closing) / 2; issued = issues in the
 * period (ledger-sql.ts ISSUE_ROWS); turnover rate = issued / average (none when the average is
 * not above 0); turnover days = days of the period / rate. Rows with no opening, closing or issue
 * are left out. Totals: the quantity columns, and rate and days of the totals. Chart (trend): per
 * calendar month of the period { months: [{ month: 'yyyy-MM', issued, average, rate }] } over all
 * rows, computed the same way per month.
 *
 * One pass over the day aggregates (ledger-days.ts) since `from` (grouped by key and month); nothing older is read.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { STOCK_SUMMARY_SOURCE } from '../ledger/stock-summary.ts';
import { unitQuantity } from '../inventory/queries/query-support.ts';
import { ITEM_COLUMNS, ITEM_JOIN } from './ledger-sql.ts';
import { dayText, daysBetween, exact, narrowing, periodOf, totalsOf, type ReportRunner, type Row } from './report-support.ts';

type Figures = { opening: Decimal; closing: Decimal; issued: Decimal };

/** Average, rate and days of figures over `days` (rate and days null when they are undefined). */
function rates({ opening, closing, issued }: Figures, days: number): { average: Decimal; rate: Decimal | null; turnoverDays: Decimal | null } {
  const average = opening.plus(closing).dividedBy(2);
  const rate = average.gt(0) ? issued.dividedBy(average) : null;
  return { average, rate, turnoverDays: rate?.gt(0) ? new Decimal(days).dividedBy(rate) : null };
}

/** Every calendar month (yyyy-MM) the period [from, to) touches, oldest first. */
function monthsOf(from: Date, to: Date): string[] {
  const months: string[] = [];
  for (let at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)); at < to; at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))) months.push(at.toISOString().slice(0, 7));
  return months;
}

const ratio = (value: Decimal | null) => (value === null ? null : exact(value.toDecimalPlaces(2)));

export const turnoverRateReport: ReportRunner = async (db, user, condition, now) => {
  const { from, to } = periodOf(condition, now);
  const days = daysBetween(from, to);
  const [stock, moves] = await Promise.all([
    db.execute(sql`
      select s.org_no, s.warehouse_no, s.item_no, ${ITEM_COLUMNS}, sum(s.on_hand)::text as on_hand
      from ${STOCK_SUMMARY_SOURCE} s ${ITEM_JOIN('s')}
      where ${sql.join(narrowing(user, condition, 's'), sql` and `)} group by 1, 2, 3, 4, 5, 6, 7`),
    db.execute(sql`
      select t.org_no, t.warehouse_no, t.item_no, ${ITEM_COLUMNS}, case when t.day < ${dayText(to)}::date then to_char(t.day, 'YYYY-MM') end as month,
        sum(t.net)::text as delta, sum(t.issued)::text as issued
      from rpt_ledger_day t ${ITEM_JOIN('t')}
      where t.day >= ${dayText(from)}::date and ${sql.join(narrowing(user, condition, 't'), sql` and `)}
      group by 1, 2, 3, 4, 5, 6, 7, 8`),
  ]);
  const keyOf = (r: Row) => `${r.org_no}\u001f${r.warehouse_no}\u001f${r.item_no}`;
  const keys = new Map<string, { item: Row; now: Decimal; after: Decimal; within: Decimal; issued: Decimal }>();
  const entry = (r: Row) => keys.get(keyOf(r)) ?? keys.set(keyOf(r), { item: r, now: new Decimal(0), after: new Decimal(0), within: new Decimal(0), issued: new Decimal(0) }).get(keyOf(r))!;
  for (const r of stock.rows) entry(r).now = new Decimal(String(r.on_hand));
  const months = new Map<string, { delta: Decimal; issued: Decimal }>();
  for (const r of moves.rows) {
    const e = entry(r);
    if (r.month === null) e.after = e.after.plus(String(r.delta));
    else {
      e.within = e.within.plus(String(r.delta));
      e.issued = e.issued.plus(String(r.issued));
      const m = months.get(String(r.month)) ?? { delta: new Decimal(0), issued: new Decimal(0) };
      months.set(String(r.month), { delta: m.delta.plus(String(r.delta)), issued: m.issued.plus(String(r.issued)) });
    }
  }
  const rows: Row[] = [];
  for (const [, e] of [...keys].sort(([a], [b]) => a.localeCompare(b))) {
    const closing = e.now.minus(e.after);
    const opening = closing.minus(e.within);
    if (opening.isZero() && closing.isZero() && e.issued.isZero()) continue;
    const item = e.item;
    const { average, rate, turnoverDays } = rates({ opening, closing, issued: e.issued }, days);
    rows.push({
      orgNo: item.org_no, warehouseNo: item.warehouse_no, itemNo: item.item_no, itemName: item.item_name, unitNo: item.unit_no, openingQty: unitQuantity(opening.toFixed(), item),
      closingQty: unitQuantity(closing.toFixed(), item), averageQty: exact(average), issuedQty: unitQuantity(e.issued.toFixed(), item),
      turnoverRate: ratio(rate), turnoverDays: ratio(turnoverDays),
    });
  }
  const totals = totalsOf(rows, ['openingQty', 'closingQty', 'averageQty', 'issuedQty']);
  const all = rates({ opening: new Decimal(totals.openingQty), closing: new Decimal(totals.closingQty), issued: new Decimal(totals.issuedQty) }, days);
  // Month ends walk back from the period's closing stock over the selected keys.
  let end = new Decimal(totals.closingQty);
  const trend = monthsOf(from, to).reverse().map((month) => {
    const m = months.get(month) ?? { delta: new Decimal(0), issued: new Decimal(0) };
    const start = end.minus(m.delta);
    const monthDays = daysBetween(new Date(`${month}-01T00:00:00Z`), new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)));
    const figures = rates({ opening: start, closing: end, issued: m.issued }, monthDays);
    end = start;
    return { month, issued: m.issued.toFixed(), average: exact(figures.average), rate: ratio(figures.rate) };
  });
  return { rows, totals: { ...totals, turnoverRate: ratio(all.rate) ?? '', turnoverDays: ratio(all.turnoverDays) ?? '' }, chart: { months: trend.reverse() } };
};
