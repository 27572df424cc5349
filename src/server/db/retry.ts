/**
 * withRetry(db, work): runs `work` in one database transaction and runs it again, in a new
 * transaction, when PostgreSQL aborts it with a serialization failure (40001) or a deadlock
 * (40P01), so such conflicts never surface to a user. At most `attempts` runs (default 8), each
 * retry after a random pause of up to 2^attempt ms (capped at 200 ms) so the colliding
 * transactions do not meet again in step. Any other error, or the last conflict, is thrown.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Db, Tx } from './client.ts';

const RETRYABLE = new Set(['40001', '40P01']);

/** The SQLSTATE of a pg error, looking through drizzle's DrizzleQueryError wrapper. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export async function withRetry<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
      await delay(Math.random() * Math.min(200, 2 ** attempt));
    }
  }
}
