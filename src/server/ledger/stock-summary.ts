/**
 * The stock summary (ledger-schema.ts `inv_stock_summary`): per organisation, warehouse, item and
 * stock status, how many balances are not all zero and the sums of on-hand, allocated and frozen
 * (item unit). It answers the allowance list's total and totals row without reading every balance
 * (issue 5 goal: p95 <= 100 ms over 1,000,000 balances; docs/decisions/0175-allowance-totals-from-a-stock-summary.md).
 *
 * - summaryDeltas: what one posting changes, from each touched balance's quantities before and
 *   after; postMoves appends them to `inv_stock_summary_delta` in its write statement.
 * - foldStockSummary: moves the deltas into the summary in one transaction, one folder at a time
 *   (advisory lock); the scheduled job STOCK_SUMMARY_FOLD runs it every 5 s (src/server/jobs).
 * - STOCK_SUMMARY_SOURCE: summary plus unfolded deltas, exact at any moment in one statement.
 * - rebuildStockSummary: recomputes the summary from inv_stock (after a bulk load).
 * - checkStockSummary: the groups where the summary differs from inv_stock summed; empty when exact.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/client.ts';
import { runExclusiveJob } from '../db/lock.ts';
import type { Quantities } from './balance-rules.ts';
import type { StockKey } from './move-lines.ts';

/** One group's change: balances is +1 when a balance leaves all-zero, -1 when it returns to it. */
export type SummaryDelta = { orgNo: string; warehouseNo: string; itemNo: string; stockStatus: string; balances: number; onHand: Decimal; allocated: Decimal; frozen: Decimal };

const nonZero = (q: Quantities) => !q.onHand.isZero() || !q.allocated.isZero() || !q.frozen.isZero();

/** The summary deltas of a posting, one per touched group; groups whose change is nil are left out. */
export function summaryDeltas(balances: Iterable<{ key: StockKey; before: Quantities; after: Quantities }>): SummaryDelta[] {
  const groups = new Map<string, SummaryDelta>();
  for (const { key, before, after } of balances) {
    const name = [key.orgNo, key.warehouseNo, key.itemNo, key.stockStatus].join('\u001f');
    const group = groups.get(name) ?? { orgNo: key.orgNo, warehouseNo: key.warehouseNo, itemNo: key.itemNo, stockStatus: key.stockStatus, balances: 0, onHand: new Decimal(0), allocated: new Decimal(0), frozen: new Decimal(0) };
    group.balances += Number(nonZero(after)) - Number(nonZero(before));
    group.onHand = group.onHand.plus(after.onHand.minus(before.onHand));
    group.allocated = group.allocated.plus(after.allocated.minus(before.allocated));
    group.frozen = group.frozen.plus(after.frozen.minus(before.frozen));
    groups.set(name, group);
  }
  return [...groups.values()].filter((g) => g.balances !== 0 || !g.onHand.isZero() || !g.allocated.isZero() || !g.frozen.isZero());
}

/** The summary's rows as one relation (org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen). */
export const STOCK_SUMMARY_SOURCE = sql`(
  select org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen from inv_stock_summary
  union all
  select org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen from inv_stock_summary_delta)`;

const FOLD_LOCK = 'wms:inv_stock_summary:fold';

const FOLD = `
  with folded as (
    delete from inv_stock_summary_delta
    returning org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen
  ), groups as (
    select org_no, warehouse_no, item_no, stock_status, sum(balances) as balances, sum(on_hand) as on_hand, sum(allocated) as allocated, sum(frozen) as frozen
    from folded group by org_no, warehouse_no, item_no, stock_status
  ), upserted as (
    insert into inv_stock_summary as t (org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen)
    select * from groups order by org_no, warehouse_no, item_no, stock_status
    on conflict (org_no, warehouse_no, item_no, stock_status) do update set balances = t.balances + excluded.balances,
      on_hand = t.on_hand + excluded.on_hand, allocated = t.allocated + excluded.allocated, frozen = t.frozen + excluded.frozen
  )
  select count(*)::int as n from folded`;

/**
 * Moves every committed delta into the summary (one transaction; groups back to nothing are
 * removed). Answers the count of delta rows folded, 0 when another instance holds the fold lock.
 */
export function foldStockSummary(pool: pg.Pool): Promise<number> {
  return runExclusiveJob(pool, FOLD_LOCK, async (client) => {
    const folded = await client.query<{ n: number }>(FOLD);
    await client.query('delete from inv_stock_summary where balances = 0 and on_hand = 0 and allocated = 0 and frozen = 0');
    return folded.rows[0].n;
  });
}

const SUMMED_STOCK = sql`
  select org_no, warehouse_no, item_no, stock_status, count(*) filter (where on_hand <> 0 or allocated <> 0 or frozen <> 0)::int as balances,
    sum(on_hand) as on_hand, sum(allocated) as allocated, sum(frozen) as frozen
  from inv_stock group by org_no, warehouse_no, item_no, stock_status`;

/** Replaces the summary with inv_stock summed (for bulk loads that bypass postMoves, such as the bench generator). */
export async function rebuildStockSummary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table inv_stock_summary_delta in exclusive mode`);
    await tx.execute(sql`delete from inv_stock_summary_delta`);
    await tx.execute(sql`delete from inv_stock_summary`);
    await tx.execute(sql`insert into inv_stock_summary (org_no, warehouse_no, item_no, stock_status, balances, on_hand, allocated, frozen)
      select * from (${SUMMED_STOCK}) s where balances <> 0 or on_hand <> 0 or allocated <> 0 or frozen <> 0`);
  });
}

export type SummaryDifference = { orgNo: string; warehouseNo: string; itemNo: string; stockStatus: string; summary: string; stock: string };

/** The groups where summary plus deltas differs from inv_stock summed ("balances on-hand allocated frozen" texts). */
export async function checkStockSummary(db: Db): Promise<SummaryDifference[]> {
  const result = await db.execute(sql`
    with summary as (
      select org_no, warehouse_no, item_no, stock_status, sum(balances)::int as balances, sum(on_hand) as on_hand, sum(allocated) as allocated, sum(frozen) as frozen
      from ${STOCK_SUMMARY_SOURCE} x group by org_no, warehouse_no, item_no, stock_status
    ), stock as (${SUMMED_STOCK})
    select coalesce(a.org_no, b.org_no) as org_no, coalesce(a.warehouse_no, b.warehouse_no) as warehouse_no, coalesce(a.item_no, b.item_no) as item_no,
      coalesce(a.stock_status, b.stock_status) as stock_status,
      concat_ws(' ', coalesce(a.balances, 0), coalesce(a.on_hand, 0)::numeric(20, 6), coalesce(a.allocated, 0)::numeric(20, 6), coalesce(a.frozen, 0)::numeric(20, 6)) as summary,
      concat_ws(' ', coalesce(b.balances, 0), coalesce(b.on_hand, 0)::numeric(20, 6), coalesce(b.allocated, 0)::numeric(20, 6), coalesce(b.frozen, 0)::numeric(20, 6)) as stock
    from summary a full join stock b using (org_no, warehouse_no, item_no, stock_status)
    where coalesce(a.balances, 0) <> coalesce(b.balances, 0) or coalesce(a.on_hand, 0) <> coalesce(b.on_hand, 0)
      or coalesce(a.allocated, 0) <> coalesce(b.allocated, 0) or coalesce(a.frozen, 0) <> coalesce(b.frozen, 0)
    order by 1, 2, 3, 4`);
  return result.rows.map((r) => ({ orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), itemNo: String(r.item_no), stockStatus: String(r.stock_status), summary: String(r.summary), stock: String(r.stock) }));
}
