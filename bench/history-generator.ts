/**
 * generateHistory(database, balances, transactions): a fabricated ledger history for the benches
 * (bench/allowance.ts), written straight into the ledger's tables; answers the milliseconds taken.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client.ts';
import { rebuildStockSummary } from '../src/server/ledger/stock-summary.ts';
import { inClientTransaction } from './bench-database.ts';

/**
 * The stock key columns (org_no .. stock_status) of generated balance k, an SQL expression over `k`:
 * NWT, WH-SEA for even k else WH-LDN, cell G-<k / 154>, item P001..P077, no lot or container, status 10.
 */
export const generatedKey = (k: string) => `'NWT', case when ${k} % 2 = 0 then 'WH-SEA' else 'WH-LDN' end, 'G-' || lpad((${k} / 154)::text, 5, '0'), 'P' || lpad((1 + (${k} / 2) % 77)::text, 3, '0'), '', '', '10'`;

/**
 * A fabricated ledger history written straight into the tables (it is no posting: it makes a past
 * that postMoves would have written, far faster). Balance k (0 <= k < balances) is the key
 * (NWT, WH-SEA or WH-LDN, cell G-<k / 154>, item P001..P077, no lot or container, status 10); the
 * lines are receipts (supplier -> cell), line j booking 1 + k % 7 onto balance k = j mod balances,
 * 1,000 lines per document, spread over the past year. Each line is one inv_posting row and two
 * inv_transaction rows, so transactions / 2 lines; every balance equals the sum of its rows. The
 * stock summary is rebuilt from the balances afterwards.
 */
export async function generateHistory(database: Database, balances: number, transactions: number): Promise<number> {
  const lines = Math.floor(transactions / 2);
  const t0 = performance.now();
  await inClientTransaction(database, async (client) => {
    await client.query(`create temporary table gen_line on commit drop as
      select j, j % ${balances} as k, 1 + (j % ${balances}) % 7 as q, j / ${balances} as r,
        now() - make_interval(secs => (${lines} - j) * (31536000.0 / ${lines})) as at
      from generate_series(0, ${lines - 1}) j`);
    await client.query(`insert into inv_posting (doc_type, doc_no, line_no, action, create_name, create_date)
      select 'GEN', 'GEN-' || (j / 1000), 1 + j % 1000, 'receive', 'generator', at from gen_line order by j`);
    await client.query(`insert into inv_transaction (posting_id, doc_type, doc_no, line_no, action, location_usage, org_no, warehouse_no, cell_no, item_no,
        lot_no, container_no, stock_status, on_hand_delta, allocated_delta, frozen_delta, on_hand_after, allocated_after, frozen_after, create_name, create_date)
      select p.id, 'GEN', p.doc_no, p.line_no, 'receive', u.usage, ${generatedKey('g.k')},
        case when u.usage = 'internal' then g.q else -g.q end, 0, 0,
        case when u.usage = 'internal' then g.q * (g.r + 1) end, case when u.usage = 'internal' then 0 end, case when u.usage = 'internal' then 0 end,
        'generator', g.at
      from gen_line g join inv_posting p on p.doc_type = 'GEN' and p.doc_no = 'GEN-' || (g.j / 1000) and p.line_no = 1 + g.j % 1000
      cross join (values ('internal'), ('supplier')) u(usage) order by g.j, u.usage`);
    await client.query(`insert into inv_stock (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status, on_hand, allocated, frozen,
        allow_negative, create_name, create_date, update_name, update_date)
      select ${generatedKey('k')}, sum(q), 0, 0, false, 'generator', min(at), 'generator', max(at) from gen_line group by k`);
  }, { synchronousCommit: false });
  await rebuildStockSummary(database.db);
  await database.pool.query('vacuum analyze inv_stock, inv_transaction, inv_posting, inv_stock_summary');
  return Math.round(performance.now() - t0);
}

