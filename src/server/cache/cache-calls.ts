/**
 * The cache page's calls (spec console §7 System "cache: getallkeys, deletekey, getvalue"; menu
 * cache 160208; the service name is not in the spec). A key is the string the cache holds,
 * `param:<paramNo>`, `enum:<enumMid>` or `errmsg:<language>` (server-cache.ts); values are what
 * any signed-in user reads through getValueByParamNo, getsysenumbyparamssearch and the
 * errorMessage of a refusal, never secrets.
 *
 * - ISysCacheService/getallkeys { current, size, condition: { keyword } } -> page of { key, kind,
 *   ttlSeconds } in key order, of this instance's cache (isSearch). keyword matches the key.
 * - getvalue { key } -> { key, kind, ttlSeconds, value } (isSearch); CACHE_KEY_NOT_FOUND when this
 *   instance does not hold it (never loaded, expired or evicted).
 * - deletekey { key } -> { evicted }: removes the key here (evicted: 1 when it was held, else 0)
 *   and on every other instance (isDelete).
 */
import { z } from 'zod';
import { pageRequestSchema } from '../../shared/rpc.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { cacheOf, evictEverywhere } from './cache-notify.ts';

const SERVICE = 'ISysCacheService';
const MENU = '160208';

// A whole key (a prefix ending with ':' would evict a kind: not offered by the page).
const keySchema = z.object({ key: z.string().trim().min(1).max(200).refine((key) => !key.endsWith(':'), 'validation.code') });

const kindOf = (key: string) => key.slice(0, key.indexOf(':'));

export const cacheCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getallkeys',
    summary: "This instance's cache keys with seconds left to live; condition keyword",
    permission: { menuNo: MENU, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: async ({ current, size, condition }, ctx) => {
      const keyword = typeof condition.keyword === 'string' ? condition.keyword.trim().toLowerCase() : '';
      const all = cacheOf(ctx.request).keys().filter(({ key }) => key.toLowerCase().includes(keyword));
      const records = all.slice((current - 1) * size, current * size).map((info) => ({ ...info, kind: kindOf(info.key) }));
      return { records, total: all.length, pages: Math.ceil(all.length / size), current, size };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getvalue',
    summary: 'One cache key with its JSON value { key }',
    permission: { menuNo: MENU, flag: 'isSearch' },
    input: keySchema,
    handle: async ({ key }, ctx) => {
      const entry = cacheOf(ctx.request).entry(key);
      if (!entry) throw new AppError('CACHE_KEY_NOT_FOUND');
      return { key, kind: kindOf(key), ttlSeconds: entry.ttlSeconds, value: entry.value };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deletekey',
    summary: 'Evict one cache key { key } on every instance',
    permission: { menuNo: MENU, flag: 'isDelete' },
    input: keySchema,
    handle: async ({ key }, ctx) => ({ evicted: await evictEverywhere(ctx.database.db, ctx.request, key) }),
  }),
];
