/**
 * Transaction-scoped advisory locks: serialize writers of the same logical key (e.g. one user's
 * favourites) across every server instance, or let one instance run a scheduled job; released at
 * commit or rollback.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Tx } from './client.ts';

export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * Runs a scheduled job's `work` in one transaction on a pooled client when this instance gets the
 * job's advisory lock (pg_try_advisory_xact_lock): answers what `work` answers, or 0 without
 * running it when another instance holds the lock. A failure rolls back and is rethrown.
 */
export async function runExclusiveJob(pool: pg.Pool, key: string, work: (client: pg.PoolClient) => Promise<number>): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked', [key]);
    if (!rows[0].locked) {
      await client.query('rollback');
      return 0;
    }
    const answer = await work(client);
    await client.query('commit');
    return answer;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
