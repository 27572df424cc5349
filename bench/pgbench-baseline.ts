/**
 * The baseline of the ledger and scale benches: pgbench -N's transaction (update one random row of
 * 100,000 accounts, read it, insert a history row) run by `clients` concurrent loops for `seconds`
 * on the bench's own PostgreSQL, in the same run as what is measured against it.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client.ts';

const ACCOUNTS = 100_000;

/** Runs `work` on `clients` concurrent loops for `seconds`; answers completed loops per second. */
export async function throughput(clients: number, seconds: number, work: (client: number, n: number) => Promise<void>): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; performance.now() < end; n++) {
      await work(client, n);
      done++;
    }
  }));
  return Math.round(done / ((performance.now() - t0) / 1000));
}

/** Transactions per second of pgbench -N's script (tables created on the first call). */
export async function pgbenchBaseline(database: Database, clients: number, seconds: number): Promise<number> {
  await database.pool.query(`create table if not exists bench_accounts (aid int primary key, bid int, abalance int, filler char(84)) with (fillfactor = 100);
    insert into bench_accounts select g, 1, 0, '' from generate_series(1, ${ACCOUNTS}) g on conflict do nothing;
    create table if not exists bench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22))`);
  await database.pool.query('vacuum analyze bench_accounts');
  return throughput(clients, seconds, async () => {
    const client = await database.pool.connect();
    try {
      const aid = 1 + Math.floor(Math.random() * ACCOUNTS);
      const delta = Math.floor(Math.random() * 10001) - 5000;
      await client.query('begin');
      await client.query('update bench_accounts set abalance = abalance + $1 where aid = $2', [delta, aid]);
      await client.query('select abalance from bench_accounts where aid = $1', [aid]);
      await client.query('insert into bench_history (tid, bid, aid, delta, mtime) values (1, 1, $1, $2, current_timestamp)', [aid, delta]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
}
