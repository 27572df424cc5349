/**
 * Lists over a large ledger (issue 17, db/capped-count.ts): above the exact-total limit the stock
 * transaction list answers an estimated total without totals; a narrowed search answers the exact
 * total and totals; every sortable column orders its rows with ties by id in the same direction.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateHistory } from '../../../bench/history-generator.ts';
import { cappedCount, EXACT_TOTAL_LIMIT } from '../../../src/server/db/capped-count.ts';
import { inventoryApp, type Session } from './inventory-support.ts';

const AFFAIR = 'IInvTransactionService/getinvtransactionlistbyparams';
let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  // 30,000 receipt lines: 30,000 balance rows in the list (and their supplier counterparts).
  await generateHistory(s.database, 2_000, 60_000);
});
afterAll(() => s.close());

describe('stock transactions over the exact-total limit', () => {
  it('should answer an estimated total and no totals for the whole ledger, newest first', async () => {
    const page = await s.as(AFFAIR, { current: 1, size: 20, condition: {} });
    expect(page.code).toBe(0);
    expect(page.data.totalEstimated).toBe(true);
    expect(page.data.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(page.data.totals).toBeNull();
    const dates = page.data.records.map((r: any) => Date.parse(r.createDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('should answer the exact total and totals of a narrowed search, as the ledger rows add up', async () => {
    const page = await s.as(AFFAIR, { current: 1, size: 20, condition: { itemNo: 'P001' } });
    const expected = await s.database.db.execute(sql`select count(*)::int as n, sum(on_hand_delta)::text as q from inv_transaction
      where location_usage = 'internal' and item_no ilike '%P001%'`);
    expect(page.data.totalEstimated).toBeUndefined();
    expect(page.data.total).toBe(expected.rows[0].n);
    expect(Number(page.data.totals.onHandDelta)).toBe(Number(expected.rows[0].q));
  });

  it.each(['createDate', 'docType', 'docNo', 'action', 'warehouseNo', 'cellNo', 'itemNo', 'lotNo', 'onHandDelta'])('should sort by %s both ways with ties by id', async (field) => {
    for (const order of ['ascend', 'descend'] as const) {
      const page = await s.as(AFFAIR, { current: 1, size: 50, condition: {}, sorter: { field, order } });
      const keys = page.data.records.map((r: any) => [field === 'onHandDelta' ? Number(r[field]) : field === 'createDate' ? Date.parse(r[field]) : r[field], r.id]);
      const sign = order === 'ascend' ? 1 : -1;
      const sorted = [...keys].sort((a, b) => sign * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      expect(keys).toEqual(sorted);
    }
  });

  it('should count exactly up to the limit and estimate beyond it', async () => {
    const exact = await cappedCount(s.database.db, sql`select 1 from inv_transaction where location_usage = 'supplier' and item_no = 'P002'`);
    expect(exact.estimated).toBe(false);
    const all = await cappedCount(s.database.db, sql`select 1 from inv_transaction`);
    expect(all.estimated).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
  });
});
