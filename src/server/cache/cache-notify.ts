/**
 * The app's cache (server-cache.ts) on its fastify instance, and eviction on every instance: the
 * local cache at once, the others through NOTIFY on CHANNELS.cache (payload: the key, or a prefix
 * ending with ':', tagged with the sending cache's id), which each instance's listener applies
 * (events-route.ts, applyEvictionNotice).
 *
 * evictingWrites wraps the calls that change cached data (a successful write of a system
 * parameter, an enumeration or an error message override) so their keys are evicted once the write has committed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { CHANNELS } from '../events/publish.ts';
import type { CallDef } from '../rpc/call.ts';
import type { ServerCache } from './server-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    serverCache: ServerCache;
  }
}

/** Key prefixes of the cached data, by the service whose writes change it. */
export const CACHE_PREFIXES = { param: 'param:', enum: 'enum:', errorMessage: 'errmsg:' } as const;
const WRITING_SERVICES: Record<string, string> = {
  ISysParamService: CACHE_PREFIXES.param,
  ISysEnumService: CACHE_PREFIXES.enum,
  ISysErrorMessageService: CACHE_PREFIXES.errorMessage,
};
const WRITE_FLAGS = new Set(['isAdd', 'isModify', 'isDelete', 'isPhysicalDelete']);

/** Puts `cache` on the app (buildApp). */
export function registerServerCache(app: FastifyInstance, cache: ServerCache): void {
  app.decorate('serverCache', cache);
}

/** The cache of the app that received `request`. */
export function cacheOf(request: FastifyRequest): ServerCache {
  return request.server.serverCache;
}

/**
 * Evicts `keyOrPrefix` here and announces it to the other instances as `@<cache id> <key>`. Its own
 * notice comes back late and is skipped (applyEvictionNotice): applied, it would drop an entry
 * loaded after this eviction. Notices from the database's triggers carry the bare key.
 */
export async function evictEverywhere(db: Db, request: FastifyRequest, keyOrPrefix: string): Promise<number> {
  const cache = cacheOf(request);
  const evicted = cache.evict(keyOrPrefix);
  await db.execute(sql`select pg_notify(${CHANNELS.cache}, ${`@${cache.id} ${keyOrPrefix}`})`);
  return evicted;
}

/** Applies an eviction notice from the cache channel to `cache`, unless `cache` sent it itself. */
export function applyEvictionNotice(cache: ServerCache, payload: string): void {
  if (!payload.startsWith('@')) return void cache.evict(payload);
  const space = payload.indexOf(' ');
  if (space > 0 && payload.slice(1, space) !== cache.id) cache.evict(payload.slice(space + 1));
}

/**
 * Answers `call`, or when it writes parameters, enumerations or error messages (a write flag on those services) a
 * copy whose successful answer is followed by the eviction of that data's keys everywhere.
 */
export function evictingWrites(call: CallDef): CallDef {
  const prefix = WRITING_SERVICES[call.service];
  const permission = call.permission;
  if (!prefix || typeof permission !== 'object' || !WRITE_FLAGS.has(permission.flag)) return call;
  const handle = call.handle as (input: unknown, ctx: Parameters<CallDef['handle']>[1]) => Promise<unknown>;
  return {
    ...call,
    handle: async (input: unknown, ctx: Parameters<CallDef['handle']>[1]) => {
      const answer = await handle(input, ctx);
      await evictEverywhere(ctx.database.db, ctx.request, prefix);
      return answer;
    },
  } as CallDef;
}
