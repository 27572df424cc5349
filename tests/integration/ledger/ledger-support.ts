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

export { invariantViolations } from '../../../src/server/ledger/invariants.ts';
