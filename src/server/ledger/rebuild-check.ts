/**
 * rebuildCheck(db): recomputes every balance from the transactions (the sum of the internal rows'
 * deltas per key) and compares it with inv_stock (STYLE.md (d): the balance table is a cache of
 * the ledger). Answers the differences, empty when the ledger is exact: a key whose stored
 * on-hand, allocated or frozen differs from the sum, a balance without transactions that is not
 * zero, or transactions of a key without a balance. Quantities are decimal strings.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { StockKey } from './move-lines.ts';

type Triple = { onHand: string; allocated: string; frozen: string };

export type BalanceDifference = { key: StockKey; stored: Triple | null; fromTransactions: Triple };

export async function rebuildCheck(db: Db): Promise<BalanceDifference[]> {
  const result = await db.execute(sql`
    with sums as (
      select org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status,
        sum(on_hand_delta) as on_hand, sum(allocated_delta) as allocated, sum(frozen_delta) as frozen
      from inv_transaction where location_usage = 'internal'
      group by org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status
    )
    select coalesce(s.org_no, t.org_no) as org_no, coalesce(s.warehouse_no, t.warehouse_no) as warehouse_no,
      coalesce(s.cell_no, t.cell_no) as cell_no, coalesce(s.item_no, t.item_no) as item_no, coalesce(s.lot_no, t.lot_no) as lot_no,
      coalesce(s.container_no, t.container_no) as container_no, coalesce(s.stock_status, t.stock_status) as stock_status,
      s.id is not null as stored, s.on_hand::text as s_on_hand, s.allocated::text as s_allocated, s.frozen::text as s_frozen,
      coalesce(t.on_hand, 0)::text as t_on_hand, coalesce(t.allocated, 0)::text as t_allocated, coalesce(t.frozen, 0)::text as t_frozen
    from inv_stock s
    full join sums t using (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status)
    where s.id is null
      or s.on_hand <> coalesce(t.on_hand, 0) or s.allocated <> coalesce(t.allocated, 0) or s.frozen <> coalesce(t.frozen, 0)
    order by 1, 2, 3, 4, 5, 6, 7`);
  return result.rows.map((r) => ({
    key: { orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), containerNo: String(r.container_no), stockStatus: String(r.stock_status) },
    stored: r.stored ? { onHand: String(r.s_on_hand), allocated: String(r.s_allocated), frozen: String(r.s_frozen) } : null,
    fromTransactions: { onHand: String(r.t_on_hand), allocated: String(r.t_allocated), frozen: String(r.t_frozen) },
  }));
}
