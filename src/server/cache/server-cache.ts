/**
 * The server's own in-process cache (issue 16 "cache"; workflows §9 "Cache ttl in hours"; menu
 * cache 160208). Holds read-mostly answers that are not on the authorization path: system
 * parameters (`param:<paramNo>`), enumerations (`enum:<enumMid>`) and the error message
 * overrides of a language (`errmsg:<language>`, ../sysapp/error-message-calls.ts). Each app instance has its
 * own cache; a write evicts locally and on every other instance (cache-notify.ts).
 *
 * Entries live CACHE_TTL_MS (1 hour, docs/decisions/0219-system-application.md) and at most CACHE_MAX_ENTRIES are kept
 * (the oldest insertion goes first). A load that started before an eviction of its key does not
 * store its (possibly stale) answer: every eviction advances a generation counter.
 */
import { randomUUID } from 'node:crypto';

/** Default time to live of an entry: 1 hour (the spec gives the ttl in hours). */
export const CACHE_TTL_MS = 60 * 60 * 1000;
/** Upper bound on entries, so keys made from user input cannot grow the memory without end. */
export const CACHE_MAX_ENTRIES = 5_000;

/** One listed key: its name and whole seconds left to live. */
export type CacheKeyInfo = { key: string; ttlSeconds: number };

export type ServerCache = {
  /** This cache's own name (a UUID), so its instance can tell its own eviction notices from others'. */
  readonly id: string;
  /** The cached value of `key`, else `load()` stored (when the answer is not null/undefined). */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Live keys in name order with their seconds left. */
  keys(): CacheKeyInfo[];
  /** The live entry of `key`, or undefined. */
  entry(key: string): { value: unknown; ttlSeconds: number } | undefined;
  /** Removes `key`, or every key starting with `prefix` when it ends with ':'; answers how many went. */
  evict(keyOrPrefix: string): number;
  /** Removes everything (after a lost LISTEN connection: evictions may have been missed). */
  clear(): void;
};

type Entry = { value: unknown; expiresAt: number };

/** Creates an empty cache; `now` (milliseconds) is the clock, replaceable for tests of expiry. */
export function createServerCache(ttlMs = CACHE_TTL_MS, now: () => number = Date.now): ServerCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const live = (key: string): Entry | undefined => {
    const found = entries.get(key);
    if (found && found.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return found;
  };
  const secondsLeft = (found: Entry) => Math.max(0, Math.ceil((found.expiresAt - now()) / 1000));

  return {
    id: randomUUID(),
    async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      const found = live(key);
      if (found) return found.value as T;
      const started = generation;
      const value = await load();
      if (value !== null && value !== undefined && started === generation) {
        if (entries.size >= CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expiresAt: now() + ttlMs });
      }
      return value;
    },
    keys: () =>
      [...entries.keys()].sort().flatMap((key) => {
        const found = live(key);
        return found ? [{ key, ttlSeconds: secondsLeft(found) }] : [];
      }),
    entry: (key) => {
      const found = live(key);
      return found && { value: found.value, ttlSeconds: secondsLeft(found) };
    },
    evict: (keyOrPrefix) => {
      generation += 1;
      if (!keyOrPrefix.endsWith(':')) return entries.delete(keyOrPrefix) ? 1 : 0;
      const gone = [...entries.keys()].filter((key) => key.startsWith(keyOrPrefix));
      for (const key of gone) entries.delete(key);
      return gone.length;
    },
    clear: () => {
      generation += 1;
      entries.clear();
    },
  };
}
