/**
 * Sessions are cached per server instance (src/server/rpc/session.ts); a change made on another
 * instance, or straight in the database, reaches this one through the database's NOTIFY.
 * sessionEvicted waits until `app` no longer holds `token`'s session: its listener has applied
 * the eviction, so the next call reads the session afresh.
 */
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { hashToken, SESSION_CACHE_PREFIX } from '../../src/server/rpc/session.ts';

export async function sessionEvicted(app: FastifyInstance, token: string): Promise<void> {
  const key = `${SESSION_CACHE_PREFIX}${hashToken(token)}`;
  await vi.waitFor(() => expect(app.serverCache.entry(key)).toBeUndefined(), { timeout: 10_000, interval: 5 });
}

/**
 * Drops `token`'s session from `app`'s cache, for a test that ages a session by editing the
 * database (last_seen_at, which no trigger announces): a real idle period ages the cached copy too.
 */
export function forgetCachedSession(app: FastifyInstance, token: string): void {
  app.serverCache.evict(`${SESSION_CACHE_PREFIX}${hashToken(token)}`);
}
