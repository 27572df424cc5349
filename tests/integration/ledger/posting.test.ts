import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client.ts';
import { AppError } from '../../../src/server/rpc/app-error.ts';
import { rebuildCheck } from '../../../src/server/ledger/rebuild-check.ts';
import { balanceOf, countRows, invariantViolations, ledgerDatabase, post, reverse, stockKey } from './ledger-support.ts';

let database: Database;
beforeAll(async () => {
  database = await ledgerDatabase();
});
afterAll(() => database.close());

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('postMoves', () => {
  it('should book a receipt as a supplier -> cell move and keep exact decimals', async () => {
    const key = stockKey({ cellNo: 'R-01' });
    const answer = await post(database, 'RCV-1', [
      { lineNo: 1, action: 'receive', to: key, quantity: '0.1' },
      { lineNo: 2, action: 'receive', to: key, quantity: '0.2' },
    ]);
    expect(answer.lines.map((l) => [l.lineNo, l.action, l.replayed])).toEqual([[1, 'receive', false], [2, 'receive', false]]);
    expect(await balanceOf(database, key)).toEqual({ onHand: '0.300000', allocated: '0.000000', frozen: '0.000000' });
    const rows = await database.db.execute(sql`
      select location_usage, on_hand_delta::text, on_hand_after::text from inv_transaction where doc_no = 'RCV-1' order by id`);
    expect(rows.rows).toEqual([
      { location_usage: 'supplier', on_hand_delta: '-0.100000', on_hand_after: null },
      { location_usage: 'internal', on_hand_delta: '0.100000', on_hand_after: '0.100000' },
      { location_usage: 'supplier', on_hand_delta: '-0.200000', on_hand_after: null },
      { location_usage: 'internal', on_hand_delta: '0.200000', on_hand_after: '0.300000' },
    ]);
    const events = await database.db.execute(sql`select type, scope, payload from event_outbox where payload->>'docNo' = 'RCV-1'`);
    expect(events.rows).toEqual([{ type: 'stock.posted', scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' }, payload: { docType: 'TEST', docNo: 'RCV-1', balances: [{ ...key, onHand: '0.3', allocated: '0', frozen: '0' }] } }]);
  });

  it('should refuse an issue beyond the available stock with the numbers, and post nothing', async () => {
    const key = stockKey({ cellNo: 'R-02' });
    await post(database, 'RCV-2', [{ lineNo: 1, action: 'receive', to: key, quantity: '5' }]);
    await post(database, 'ALC-2', [{ lineNo: 1, action: 'allocate', at: key, quantity: '2' }]);
    const before = await countRows(database, 'inv_transaction');
    const error = await refusal(post(database, 'ISS-2', [{ lineNo: 1, action: 'issue', from: key, quantity: '4' }]));
    expect(error.errorName).toBe('INSUFFICIENT_STOCK');
    expect(error.params).toEqual({ itemNo: 'P001', cellNo: 'R-02', available: '3', requested: '4' });
    expect(await countRows(database, 'inv_transaction')).toBe(before);
    expect((await refusal(post(database, 'UNA-2', [{ lineNo: 1, action: 'unallocate', at: key, quantity: '3' }]))).params).toEqual({ itemNo: 'P001', cellNo: 'R-02', allocated: '2', requested: '3' });
    expect((await refusal(post(database, 'UNF-2', [{ lineNo: 1, action: 'unfreeze', at: key, quantity: '1' }]))).errorName).toBe('INSUFFICIENT_FROZEN');
    // One document is atomic: releasing the allocation and issuing it in one document is allowed.
    await post(database, 'ISS-2B', [{ lineNo: 1, action: 'unallocate', at: key, quantity: '2' }, { lineNo: 2, action: 'issue', from: key, quantity: '5' }]);
    expect(await balanceOf(database, key)).toEqual({ onHand: '0.000000', allocated: '0.000000', frozen: '0.000000' });
  });

  it('should let on-hand go negative only in a warehouse that allows it', async () => {
    await database.db.execute(sql`update bm_warehouse set allow_negative = true where warehouse_no = 'WH-LDN'`);
    const ldn = stockKey({ warehouseNo: 'WH-LDN', cellNo: 'N-01' });
    await post(database, 'NEG-1', [{ lineNo: 1, action: 'issue', from: ldn, quantity: '3' }]);
    expect((await balanceOf(database, ldn))?.onHand).toBe('-3.000000');
    expect((await refusal(post(database, 'NEG-2', [{ lineNo: 1, action: 'allocate', at: ldn, quantity: '1' }]))).errorName).toBe('INSUFFICIENT_STOCK');
    expect((await refusal(post(database, 'NEG-3', [{ lineNo: 1, action: 'issue', from: stockKey({ cellNo: 'N-01' }), quantity: '1' }]))).errorName).toBe('INSUFFICIENT_STOCK');
  });

  it('should answer the first result to a replay and post nothing new', async () => {
    const key = stockKey({ cellNo: 'R-03' });
    const first = await post(database, 'RCV-3', [{ lineNo: 1, action: 'receive', to: key, quantity: '7' }]);
    const counts = await Promise.all([countRows(database, 'inv_transaction'), countRows(database, 'event_outbox')]);
    const replay = await post(database, 'RCV-3', [{ lineNo: 1, action: 'receive', to: key, quantity: '7' }]);
    expect(replay.lines).toEqual(first.lines.map((l) => ({ ...l, replayed: true })));
    expect(await Promise.all([countRows(database, 'inv_transaction'), countRows(database, 'event_outbox')])).toEqual(counts);
    expect((await balanceOf(database, key))?.onHand).toBe('7.000000');
  });

  it('should refuse unknown items, invalid quantities and cross-item transfers', async () => {
    expect((await refusal(post(database, 'BAD-1', [{ lineNo: 1, action: 'receive', to: stockKey({ itemNo: 'NOPE' }), quantity: '1' }]))).errorName).toBe('NOT_FOUND');
    for (const quantity of ['0', '-1', '1.1234567', 'abc', '1e3']) {
      expect((await refusal(post(database, 'BAD-2', [{ lineNo: 1, action: 'receive', to: stockKey(), quantity }]))).errorName).toBe('VALIDATION_FAILED');
    }
    expect((await refusal(post(database, 'BAD-3', [{ lineNo: 1, action: 'transfer', from: stockKey(), to: stockKey({ itemNo: 'P002' }), quantity: '1' }]))).errorName).toBe('VALIDATION_FAILED');
    const none = await database.db.execute(sql`select count(*)::int as n from inv_posting where doc_no like 'BAD-%'`);
    expect(none.rows[0].n).toBe(0);
  });
});

describe('reversePosting', () => {
  it('should undo a document once, row for row, and refuse what cannot be undone', async () => {
    const a = stockKey({ cellNo: 'V-01' });
    const b = stockKey({ cellNo: 'V-02' });
    await post(database, 'RCV-V', [{ lineNo: 1, action: 'receive', to: a, quantity: '10' }]);
    await post(database, 'TRF-V', [{ lineNo: 1, action: 'transfer', from: a, to: b, quantity: '4' }, { lineNo: 2, action: 'freeze', at: b, quantity: '1' }]);
    const reversal = await reverse(database, 'TRF-V');
    expect(reversal.lines.map((l) => [l.lineNo, l.action, l.replayed])).toEqual([[1, 'reverse', false], [2, 'reverse', false]]);
    expect((await balanceOf(database, a))?.onHand).toBe('10.000000');
    expect(await balanceOf(database, b)).toEqual({ onHand: '0.000000', allocated: '0.000000', frozen: '0.000000' });
    const links = await database.db.execute(sql`
      select count(*)::int as n from inv_transaction r join inv_transaction o on o.id = r.reverses_id
      where r.doc_no = 'TRF-V' and r.action = 'reverse' and r.on_hand_delta = -o.on_hand_delta and r.frozen_delta = -o.frozen_delta`);
    expect(links.rows[0].n).toBe(3);
    const before = await countRows(database, 'inv_transaction');
    expect((await reverse(database, 'TRF-V')).lines.every((l) => l.replayed)).toBe(true);
    expect(await countRows(database, 'inv_transaction')).toBe(before);

    await post(database, 'ISS-V', [{ lineNo: 1, action: 'issue', from: a, quantity: '8' }]);
    expect((await refusal(reverse(database, 'RCV-V'))).params).toEqual({ itemNo: 'P001', cellNo: 'V-01', available: '2', requested: '10' });
    expect((await refusal(reverse(database, 'NO-SUCH-DOC'))).errorName).toBe('NOTHING_TO_REVERSE');
  });
});

describe('the database', () => {
  it('should refuse UPDATE, DELETE and TRUNCATE of transactions and postings', async () => {
    await post(database, 'RCV-G', [{ lineNo: 1, action: 'receive', to: stockKey({ cellNo: 'G-01' }), quantity: '1' }]);
    const attempts = [
      sql`update inv_transaction set on_hand_delta = 100 where doc_no = 'RCV-G'`,
      sql`delete from inv_transaction where doc_no = 'RCV-G'`,
      sql`truncate inv_transaction cascade`,
      sql`update inv_posting set doc_no = 'X' where doc_no = 'RCV-G'`,
      sql`delete from inv_posting where doc_no = 'RCV-G'`,
    ];
    for (const statement of attempts) {
      await expect(database.db.execute(statement)).rejects.toSatisfy((e: Error) => /append-only/.test(String(e.cause ?? e)));
    }
  });

  it('should refuse a balance that breaks 0 <= allocated + frozen <= on-hand, even written directly', async () => {
    await expect(database.db.execute(sql`update inv_stock set allocated = on_hand + 1 where cell_no = 'G-01'`)).rejects.toSatisfy((e: Error) => /inv_stock_quantities/.test(String(e.cause ?? e)));
    await expect(database.db.execute(sql`update inv_stock set on_hand = -1 where cell_no = 'G-01'`)).rejects.toSatisfy((e: Error) => /inv_stock_quantities/.test(String(e.cause ?? e)));
  });

  it('should keep every invariant, and the rebuild check should report a balance tampered with in SQL', async () => {
    expect(await invariantViolations(database)).toEqual([]);
    expect(await rebuildCheck(database.db)).toEqual([]);
    await database.db.execute(sql`update inv_stock set on_hand = on_hand + 5 where cell_no = 'G-01'`);
    const differences = await rebuildCheck(database.db);
    expect(differences).toEqual([{ key: stockKey({ cellNo: 'G-01' }), stored: { onHand: '6.000000', allocated: '0.000000', frozen: '0.000000' }, fromTransactions: { onHand: '1.000000', allocated: '0.000000', frozen: '0.000000' } }]);
  });
});
