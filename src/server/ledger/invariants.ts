/**
 * The stock ledger's invariants checked over a whole database (the ledger tests, the live demo's
 * test and `npm run soak`): invariantViolations (balances, double entry, transfers) and
 * stagingBreaches (every unit on a staging cell owned by an open pick or put-back, issue 25).
 * Both answer readable lines, empty when the invariants hold; they only read.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Violations of the ledger's invariants over the whole database, as readable lines (empty when
 * all hold): keys with more than one balance row, balances breaking 0 <= allocated + frozen <=
 * on-hand (on-hand below zero only where allowed, with nothing held), and documents whose on-hand
 * deltas (double-entry, with the virtual rows) or whose transfer lines do not sum to zero.
 */
export async function invariantViolations(database: Database): Promise<string[]> {
  const balances = await database.db.execute(sql`
    select s.warehouse_no, s.cell_no, s.item_no, s.lot_no, s.on_hand::text, s.allocated::text, s.frozen::text
    from inv_stock s join bm_warehouse w on w.warehouse_no = s.warehouse_no
    where s.allocated < 0 or s.frozen < 0
      or (s.allocated + s.frozen > s.on_hand and not (w.allow_negative and s.allocated = 0 and s.frozen = 0))`);
  const unbalanced = await database.db.execute(sql`
    select doc_type, doc_no, line_no, action, sum(on_hand_delta)::text as total from inv_transaction
    group by doc_type, doc_no, line_no, action having sum(on_hand_delta) <> 0`);
  const transfers = await database.db.execute(sql`
    select doc_type, doc_no, line_no, sum(on_hand_delta)::text as total from inv_transaction
    where action = 'transfer' and location_usage = 'internal'
    group by doc_type, doc_no, line_no having sum(on_hand_delta) <> 0`);
  const duplicates = await database.db.execute(sql`
    select org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, count(*)::int as n from inv_stock
    group by org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status having count(*) > 1`);
  return [
    ...duplicates.rows.map((r) => `${r.n} balance rows for ${r.warehouse_no}/${r.cell_no}/${r.item_no}/${r.lot_no}/${r.container_no}/${r.stock_status}`),
    ...balances.rows.map((r) => `balance ${r.warehouse_no}/${r.cell_no}/${r.item_no}/${r.lot_no}: ${r.on_hand} on hand, ${r.allocated} allocated, ${r.frozen} frozen`),
    ...unbalanced.rows.map((r) => `line ${r.doc_type} ${r.doc_no} ${r.line_no} ${r.action} sums to ${r.total}`),
    ...transfers.rows.map((r) => `transfer ${r.doc_type} ${r.doc_no} ${r.line_no} sums to ${r.total}`),
  ];
}

/**
 * The staging invariant (issue 25): every unit on a staging (shipping zone, type 4) cell belongs to
 * exactly one open owner: a picked row of a notice in progress or a put-back task. Answers each
 * staging key of `warehouseNo` whose on-hand, allocated and owned quantities differ, and each picked
 * row whose notice is no longer in progress.
 */
export async function stagingBreaches(database: Database, warehouseNo: string): Promise<string[]> {
  const keys = await database.db.execute(sql`
    with staged as (
      select s.cell_no, s.item_no, s.lot_no, s.container_no, s.stock_status, s.on_hand, s.allocated from inv_stock s
      join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
      where s.warehouse_no = ${warehouseNo} and z.zone_type = '4'),
    owned as (
      select a.cell_no, a.item_no, a.lot_no, a.container_no, a.stock_status, sum(a.qty) as qty from out_allocation a join out_notice_head h on h.id = a.head_id
      where a.warehouse_no = ${warehouseNo} and ((a.status_code = '20' and h.status_code = '15') or a.status_code = '40')
      group by a.cell_no, a.item_no, a.lot_no, a.container_no, a.stock_status)
    select coalesce(s.cell_no, o.cell_no) as cell, coalesce(s.item_no, o.item_no) as item, s.on_hand::text, s.allocated::text, o.qty::text as owned
    from staged s full join owned o using (cell_no, item_no, lot_no, container_no, stock_status)
    where coalesce(s.on_hand, 0) <> coalesce(o.qty, 0) or coalesce(s.allocated, 0) <> coalesce(o.qty, 0)`);
  const stray = await database.db.execute(sql`
    select a.id, h.out_notice_no, h.status_code from out_allocation a join out_notice_head h on h.id = a.head_id
    where a.warehouse_no = ${warehouseNo} and a.status_code = '20' and h.status_code <> '15'`);
  return [
    ...keys.rows.map((r) => `staging ${r.cell}/${r.item}: ${r.on_hand ?? 0} on hand, ${r.allocated ?? 0} allocated, ${r.owned ?? 0} owned`),
    ...stray.rows.map((r) => `picked row ${r.id} of ${r.out_notice_no} whose notice is ${r.status_code}`),
  ];
}
