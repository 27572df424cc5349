/**
 * Slow-moving inventory (Report sluggish-inventory, menu 150112): per organisation, warehouse and
 * item holding stock (the stock summary), the last issue (an `issue` row; its reversal is no issue) and the last
 * receipt (an internal row adding stock other than a move: receive, adjust gain); idle since = the
 * last issue, or the first receipt when it was never issued; listed when idle for at least
 * idleDays (default 90), most idle first. Totals: onHand. No chart: the table is the answer.
 */
import { sql } from 'drizzle-orm';
import { REPORT_DEFAULTS } from '../../shared/reports.ts';
import { STOCK_SUMMARY_SOURCE } from '../ledger/stock-summary.ts';
import { unitQuantity } from '../inventory/queries/query-support.ts';
import { ITEM_COLUMNS, ITEM_JOIN } from './ledger-sql.ts';
import { dayOf, daysBetween, narrowing, numberField, totalsOf, type ReportRunner } from './report-support.ts';

export const sluggishInventoryReport: ReportRunner = async (db, user, condition, now) => {
  const idleDays = numberField(condition, 'idleDays', REPORT_DEFAULTS.idleDays, 1, 3650);
  const result = await db.execute(sql`
    with stock as (
      select s.org_no, s.warehouse_no, s.item_no, ${ITEM_COLUMNS}, sum(s.on_hand)::text as on_hand
      from ${STOCK_SUMMARY_SOURCE} s ${ITEM_JOIN('s')}
      where ${sql.join(narrowing(user, condition, 's'), sql` and `)} group by 1, 2, 3, 4, 5, 6, 7 having sum(s.on_hand) > 0
    )
    select k.*, m.last_issue, m.last_receipt, m.first_receipt from stock k left join (
      select t.org_no, t.warehouse_no, t.item_no, (max(t.day) filter (where t.issue_rows > 0))::text as last_issue,
        (max(t.day) filter (where t.receipt_rows > 0))::text as last_receipt, (min(t.day) filter (where t.positive_rows > 0))::text as first_receipt
      from rpt_ledger_day t join stock s on s.org_no = t.org_no and s.warehouse_no = t.warehouse_no and s.item_no = t.item_no
      where t.issue_rows > 0 or t.positive_rows > 0 group by 1, 2, 3
    ) m on m.org_no = k.org_no and m.warehouse_no = k.warehouse_no and m.item_no = k.item_no`);
  const rows = result.rows
    .map((r) => {
      const since = r.last_issue ?? r.first_receipt;
      return { r, idle: since ? daysBetween(new Date(since as string), now) : null };
    })
    .filter(({ idle }) => idle === null || idle >= idleDays)
    .sort((a, b) => (b.idle ?? Infinity) - (a.idle ?? Infinity) || String(a.r.item_no).localeCompare(String(b.r.item_no)) || String(a.r.warehouse_no).localeCompare(String(b.r.warehouse_no)))
    .map(({ r, idle }) => ({
      orgNo: r.org_no, warehouseNo: r.warehouse_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no, onHand: unitQuantity(r.on_hand, r),
      lastIssueDate: dayOf(r.last_issue), lastReceiptDate: dayOf(r.last_receipt), idleDays: idle,
    }));
  return { rows, totals: totalsOf(rows, ['onHand']) };
};
