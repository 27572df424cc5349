/**
 * Transaction-scoped advisory locks: serialize writers of the same logical key (e.g. one user's
 * favourites) across every server instance; released at commit or rollback.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
