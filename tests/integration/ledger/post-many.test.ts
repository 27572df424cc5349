/**
 * postMany (issue 25): several postings in one go behave as if posted one after another in their
 * order: the running balance after each row, each posting refused on its own state (not on the
 * sum), replays per posting, one 'stock.posted' event per posting, new balances and negative stock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { withRetry } from '../../../src/server/db/retry.ts';
import type { MoveLine } from '../../../src/server/ledger/move-lines.ts';
import { postMany, type PostingResult } from '../../../src/server/ledger/post-moves.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { AppError } from '../../../src/server/rpc/app-error.ts';
import { balanceOf, countRows, invariantViolations, ledgerDatabase, post, stockKey } from './ledger-support.ts';

let database: Database;
beforeAll(async () => {
  database = await ledgerDatabase();
});
afterAll(() => database.close());

function many(postings: [string, MoveLine[]][]): Promise<PostingResult[]> {
  return withRetry(database.db, (tx) => postMany(tx, postings.map(([docNo, lines]) => ({ docType: 'TEST', docNo, operator: 'tester', lines }))));
}

describe('postMany', () => {
  it('should post documents in their order with the running balance, one event each, and replay each on its own', async () => {
    const key = stockKey({ cellNo: 'M-01' });
    await post(database, 'M-RCV', [{ lineNo: 1, action: 'receive', to: key, quantity: '10' }]);
    const answers = await many([
      ['M-ALC-1', [{ lineNo: 1, action: 'allocate', at: key, quantity: '3' }]],
      ['M-ALC-2', [{ lineNo: 1, action: 'allocate', at: key, quantity: '4' }, { lineNo: 2, action: 'allocate', at: key, quantity: '1' }]],
    ]);
    expect(answers.map((a) => [a.docNo, a.lines.map((l) => l.replayed)])).toEqual([['M-ALC-1', [false]], ['M-ALC-2', [false, false]]]);
    expect(await balanceOf(database, key)).toEqual({ onHand: '10.000000', allocated: '8.000000', frozen: '0.000000' });
    const rows = await database.db.execute(sql`select doc_no, create_name, allocated_after::text from inv_transaction where doc_no like 'M-ALC-%' and location_usage = 'internal' order by id`);
    expect(rows.rows).toEqual([
      { doc_no: 'M-ALC-1', create_name: 'tester', allocated_after: '3.000000' },
      { doc_no: 'M-ALC-2', create_name: 'tester', allocated_after: '7.000000' },
      { doc_no: 'M-ALC-2', create_name: 'tester', allocated_after: '8.000000' },
    ]);
    const events = await database.db.execute(sql`select payload->>'docNo' as doc, payload->'balances'->0->>'allocated' as allocated from event_outbox where type = 'stock.posted' and payload->>'docNo' like 'M-ALC-%' order by id`);
    expect(events.rows).toEqual([{ doc: 'M-ALC-1', allocated: '3' }, { doc: 'M-ALC-2', allocated: '8' }]);

    const again = await many([
      ['M-ALC-2', [{ lineNo: 1, action: 'allocate', at: key, quantity: '4' }, { lineNo: 2, action: 'allocate', at: key, quantity: '1' }]],
      ['M-ALC-3', [{ lineNo: 1, action: 'allocate', at: key, quantity: '2' }]],
    ]);
    expect(again.map((a) => a.lines.map((l) => l.replayed))).toEqual([[true, true], [false]]);
    expect(again[0].lines[0].postingId).toBe(answers[1].lines[0].postingId);
    expect(await balanceOf(database, key)).toEqual({ onHand: '10.000000', allocated: '10.000000', frozen: '0.000000' });
  });

  it('should refuse a posting whose own state breaks a balance even when a later one would mend it, and post nothing', async () => {
    const key = stockKey({ cellNo: 'M-02' });
    await post(database, 'M2-RCV', [{ lineNo: 1, action: 'receive', to: key, quantity: '2' }]);
    const before = await countRows(database, 'inv_transaction');
    const error = await many([
      ['M2-ISS', [{ lineNo: 1, action: 'issue', from: key, quantity: '3' }]],
      ['M2-RCV-2', [{ lineNo: 1, action: 'receive', to: key, quantity: '5' }]],
    ]).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).errorName, (error as AppError).params]).toEqual(['INSUFFICIENT_STOCK', { itemNo: 'P001', cellNo: 'M-02', available: '2', requested: '3' }]);
    expect(await countRows(database, 'inv_transaction')).toBe(before);
    expect(await balanceOf(database, key)).toEqual({ onHand: '2.000000', allocated: '0.000000', frozen: '0.000000' });
  });

  it('should create new balances as postings one after another would, negative stock only where the warehouse allows it', async () => {
    const fresh = stockKey({ cellNo: 'M-03' });
    await many([
      ['M3-RCV', [{ lineNo: 1, action: 'receive', to: fresh, quantity: '4' }]],
      ['M3-ALC', [{ lineNo: 1, action: 'allocate', at: fresh, quantity: '4' }]],
    ]);
    expect(await balanceOf(database, fresh)).toEqual({ onHand: '4.000000', allocated: '4.000000', frozen: '0.000000' });
    const refused = stockKey({ cellNo: 'M-04' });
    const error = await many([
      ['M4-ISS', [{ lineNo: 1, action: 'issue', from: refused, quantity: '1' }]],
      ['M4-RCV', [{ lineNo: 1, action: 'receive', to: refused, quantity: '1' }]],
    ]).then(() => undefined, (e: unknown) => e);
    expect((error as AppError).errorName).toBe('INSUFFICIENT_STOCK');
    expect(await balanceOf(database, refused)).toBeUndefined();

    await database.db.execute(sql`update bm_warehouse set allow_negative = true where warehouse_no = 'WH-LDN'`);
    const ldn = stockKey({ warehouseNo: 'WH-LDN', cellNo: 'M-05' });
    await many([
      ['M5-ISS', [{ lineNo: 1, action: 'issue', from: ldn, quantity: '3' }]],
      ['M5-RCV', [{ lineNo: 1, action: 'receive', to: ldn, quantity: '1' }]],
    ]);
    expect(await balanceOf(database, ldn)).toEqual({ onHand: '-2.000000', allocated: '0.000000', frozen: '0.000000' });
    expect(await invariantViolations(database)).toEqual([]);
    expect(await rebuildCheck(database.db)).toEqual([]);
  });
});
