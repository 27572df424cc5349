/**
 * Helpers of the ledger tests: a fresh demo database (org NWT, warehouses WH-SEA and WH-LDN, items
 * P001..P077), stock keys, postings run in their own retried transaction, and SQL readers of the
 * ledger's state for the invariant checks.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { withRetry } from '../../../src/server/db/retry.ts';
import type { MoveLine, StockKey } from '../../../src/server/ledger/move-lines.ts';
import { postMoves, type PostingResult } from '../../../src/server/ledger/post-moves.ts';
import { reversePosting } from '../../../src/server/ledger/reverse-posting.ts';
import { createTestDatabase } from '../../support/test-app.ts';

/** A fresh copy of the demo database with a pool of `max` connections. */
export async function ledgerDatabase(max = 10): Promise<Database> {
  return openDatabase(await createTestDatabase(true), max);
}

export function stockKey(overrides: Partial<StockKey> = {}): StockKey {
  return { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: 'A-01', itemNo: 'P001', lotNo: '', containerNo: '', stockStatus: 'OK', ...overrides };
}

/** Posts a document of `lines` in its own transaction (retried on lock conflicts). */
export function post(database: Database, docNo: string, lines: MoveLine[], docType = 'TEST'): Promise<PostingResult> {
  return withRetry(database.db, (tx) => postMoves(tx, { docType, docNo, operator: 'tester', lines }));
}

export function reverse(database: Database, docNo: string, docType = 'TEST'): Promise<PostingResult> {
  return withRetry(database.db, (tx) => reversePosting(tx, docType, docNo, 'tester'));
}

/** The balance of one key as decimal strings, or undefined when it has no row. */
export async function balanceOf(database: Database, key: StockKey): Promise<{ onHand: string; allocated: string; frozen: string } | undefined> {
  const result = await database.db.execute(sql`
    select on_hand::text, allocated::text, frozen::text from inv_stock
    where org_no = ${key.orgNo} and warehouse_no = ${key.warehouseNo} and cell_no = ${key.cellNo} and item_no = ${key.itemNo}
      and lot_no = ${key.lotNo} and container_no = ${key.containerNo} and stock_status = ${key.stockStatus}`);
  const row = result.rows[0];
  return row && { onHand: String(row.on_hand), allocated: String(row.allocated), frozen: String(row.frozen) };
}

export async function countRows(database: Database, table: 'inv_transaction' | 'inv_posting' | 'event_outbox' | 'inv_stock' | 'inv_stock_summary_delta'): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(result.rows[0].n);
}

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
