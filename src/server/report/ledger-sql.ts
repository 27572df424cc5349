/**
 * The ledger definitions the reports share (docs/decisions/ "Reports"):
 *
 * - An issue is an internal inv_transaction row of action `issue` (cell -> customer: any document
 *   that ships stock, the outbound documents included), net of the `reverse` rows that undo such a
 *   row; its issued quantity is -on_hand_delta.
 * - A receipt layer is a posting (document line) whose internal rows of one warehouse and item
 *   (and lot, per lot) sum to more than zero: receipts, gains, stock arriving from another
 *   warehouse or lot. Moves inside a warehouse net to zero and are no layer.
 * - Remaining layers (FIFO): the on-hand of a warehouse and item (and lot) is what is left of its
 *   newest layers, so the oldest stock was issued first. On-hand the ledger's layers do not cover
 *   is a layer without a date (stock older than the ledger, or from reversals of issues).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { STOCK_SUMMARY_SOURCE } from '../ledger/stock-summary.ts';
import type { SessionUser } from '../rpc/session.ts';
import { narrowing, type Condition, type Row } from './report-support.ts';

/** Internal rows of alias `t` that are issues or reversals of issues. */
export const ISSUE_ROWS = sql`(t.action = 'issue' or (t.action = 'reverse' and exists (select 1 from inv_transaction o where o.id = t.reverses_id and o.action = 'issue')))`;

/** The item's name, unit and unit precision (alias i for bm_item, u for bm_unit): four columns. */
export const ITEM_COLUMNS = sql`i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type`;

/** The item master and unit precision columns a report row carries (alias i for bm_item, u for bm_unit). */
export const ITEM_JOIN = (alias: string): SQL => sql.raw(`join bm_item i on i.org_no = ${alias}.org_no and i.item_no = ${alias}.item_no left join bm_unit u on u.unit_no = i.unit_no`);

/**
 * The remaining receipt layers of the stock matching the condition, per organisation, warehouse,
 * item (and lot when `perLot`, else lot_no is '') and receipt day (UTC; layers of one day share
 * their age and expiry, so the day aggregates of ledger-days.ts hold them summed per day): rows { org_no, warehouse_no,
 * item_no, lot_no, received_at (the day's start; null: undated), qty (text) } with the item's
 * name, unit, precision and shelf-life fields, ordered by key and day.
 */
export async function remainingLayers(db: Db, user: SessionUser, condition: Condition, perLot: boolean): Promise<Row[]> {
  const lot = perLot ? sql.raw('s.lot_no') : sql.raw(`''::text`);
  // Per lot the balances are summed; per item the stock summary already holds the sums.
  const source = perLot ? sql`inv_stock` : STOCK_SUMMARY_SOURCE;
  const where = sql.join(narrowing(user, condition, 's', perLot), sql` and `);
  const days = perLot
    ? sql`select d.org_no, d.warehouse_no, d.item_no, d.lot_no, d.day::timestamp at time zone 'UTC' as received_at, d.lot_layer as qty
      from rpt_ledger_day d join stock k on k.org_no = d.org_no and k.warehouse_no = d.warehouse_no and k.item_no = d.item_no and k.lot_no = d.lot_no where d.lot_layer > 0`
    : sql`select d.org_no, d.warehouse_no, d.item_no, ''::text as lot_no, d.day::timestamp at time zone 'UTC' as received_at, d.qty
      from rpt_item_layer_day d join stock k on k.org_no = d.org_no and k.warehouse_no = d.warehouse_no and k.item_no = d.item_no`;
  const result = await db.execute(sql`
    with stock as (
      select s.org_no, s.warehouse_no, s.item_no, ${lot} as lot_no, sum(s.on_hand) as on_hand
      from ${source} s join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no
      where ${where} group by 1, 2, 3, 4 having sum(s.on_hand) > 0
    ), days as (${days}
    ), ranked as (
      select d.*, k.on_hand, sum(d.qty) over (partition by d.org_no, d.warehouse_no, d.item_no, d.lot_no order by d.received_at desc) as covered
      from days d join stock k using (org_no, warehouse_no, item_no, lot_no)
    ), taken as (
      select org_no, warehouse_no, item_no, lot_no, received_at, least(qty, on_hand - (covered - qty)) as qty from ranked where covered - qty < on_hand
      union all
      select k.org_no, k.warehouse_no, k.item_no, k.lot_no, null, k.on_hand - coalesce(sum(d.qty), 0) from stock k
      left join days d using (org_no, warehouse_no, item_no, lot_no)
      group by k.org_no, k.warehouse_no, k.item_no, k.lot_no, k.on_hand having k.on_hand > coalesce(sum(d.qty), 0)
    )
    select x.org_no, x.warehouse_no, x.item_no, x.lot_no, x.received_at, x.qty::text as qty, i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type,
      i.is_manage_shelflife, i.shelflife, i.shelflife_unit, i.predate
    from taken x ${ITEM_JOIN('x')}
    order by x.org_no, x.warehouse_no, x.item_no, x.lot_no, x.received_at nulls first`);
  return result.rows;
}
