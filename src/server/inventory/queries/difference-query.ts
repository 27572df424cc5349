/**
 * Difference analysis (SM.Stock difference-analysis, IInvDifferenceService): per organisation,
 * warehouse and item, the stock movement of a period (billDateFrom..billDateTo, default the
 * current month, at most one year): opening on-hand, in (receipts, transfers in, positive
 * reversals), out (issues, transfers out, negative reversals), gain and loss (adjustments), the
 * difference gain - loss and closing on-hand; opening + in - out + gain - loss = closing. A
 * transfer between cells of one warehouse nets to zero per line and is not counted. Items with
 * neither stock nor movement are left out. Data-scoped, paged, with `totals`.
 */
import { sql } from 'drizzle-orm';
import type { Page, PageRequest } from '../../../shared/rpc.ts';
import { stockScopeCondition } from '../../crud/scope.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { dateRange, filters, totalQuantity, UNIT_COLUMNS, unitQuantity, whereOf, type Row } from './query-support.ts';

const QTY = ['openingQty', 'inQty', 'outQty', 'gainQty', 'lossQty', 'differenceQty', 'closingQty'] as const;
const COLUMN: Record<(typeof QTY)[number], string> = { openingQty: 'opening', inQty: 'in_qty', outQty: 'out_qty', gainQty: 'gain', lossQty: 'loss', differenceQty: 'difference', closingQty: 'closing' };

/** The period: the condition's range, else the current UTC month up to today. */
function period(condition: Record<string, unknown>, now = new Date()): { from: Date; to: Date } {
  const range = dateRange(condition, 'billDate');
  const from = range.from ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = range.to ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return { from, to };
}

export async function listDifference(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row> & { totals: Record<string, string> }> {
  const { from, to } = period(request.condition);
  const where = whereOf([
    sql`t.location_usage = 'internal'`,
    sql`t.create_date < ${to.toISOString()}`,
    stockScopeCondition(user, sql`t.org_no`, sql`t.warehouse_no`),
    ...filters(request.condition, { orgNo: sql`t.org_no`, warehouseNo: sql`t.warehouse_no` }, { itemNo: sql`t.item_no` }),
  ]);
  const fromText = from.toISOString();
  const summary = sql`
    with moved as (
      select t.org_no, t.warehouse_no, t.item_no, t.posting_id, t.action, t.on_hand_delta, t.create_date >= ${fromText} as in_period
      from inv_transaction t where ${where}
    ), lines as (
      select org_no, warehouse_no, item_no, action, in_period, sum(on_hand_delta) as d
      from moved group by org_no, warehouse_no, item_no, posting_id, action, in_period
    ), items as (
      select org_no, warehouse_no, item_no,
        coalesce(sum(d) filter (where not in_period), 0) as opening,
        coalesce(sum(d) filter (where in_period and d > 0 and action <> 'adjust'), 0) as in_qty,
        coalesce(-sum(d) filter (where in_period and d < 0 and action <> 'adjust'), 0) as out_qty,
        coalesce(sum(d) filter (where in_period and d > 0 and action = 'adjust'), 0) as gain,
        coalesce(-sum(d) filter (where in_period and d < 0 and action = 'adjust'), 0) as loss,
        coalesce(sum(d), 0) as closing,
        bool_or(in_period and d <> 0) as moved
      from lines group by org_no, warehouse_no, item_no
    )
    select x.*, x.gain - x.loss as difference, i.item_name, i.unit_no, ${UNIT_COLUMNS}
    from items x left join bm_item i on i.org_no = x.org_no and i.item_no = x.item_no left join bm_unit u on u.unit_no = i.unit_no
    where x.closing <> 0 or x.opening <> 0 or x.moved`;
  const [rows, sums] = await Promise.all([
    db.execute(sql`${summary} order by x.warehouse_no, x.item_no limit ${request.size} offset ${(request.current - 1) * request.size}`),
    db.execute(sql`
      with summary as (${summary})
      select count(*)::int as total, count(distinct unit_no)::int as units, min(dicimal_digit) as dicimal_digit, min(rounding_type) as rounding_type,
        ${sql.raw(QTY.map((q) => `sum(${COLUMN[q]})::text as ${COLUMN[q]}`).join(', '))}
      from summary`),
  ]);
  const sum = sums.rows[0];
  const total = Number(sum.total);
  return {
    records: rows.rows.map((r) => ({
      orgNo: r.org_no, warehouseNo: r.warehouse_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no,
      ...Object.fromEntries(QTY.map((q) => [q, unitQuantity(r[COLUMN[q]], r)])),
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
    totals: Object.fromEntries(QTY.map((q) => [q, totalQuantity(sum[COLUMN[q]], sum)])),
  };
}
