/** The in-process cache's rules (server-cache.ts): ttl, no stale store after an eviction, prefix eviction, bound, and which eviction notices apply (cache-notify.ts). */
import { describe, expect, it } from 'vitest';
import { applyEvictionNotice } from './cache-notify.ts';
import { CACHE_MAX_ENTRIES, createServerCache } from './server-cache.ts';

describe('server cache', () => {
  it('should answer a stored value until its ttl has passed, then load again', async () => {
    let clock = 0;
    const cache = createServerCache(60_000, () => clock);
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect(await cache.getOrLoad('param:A', load)).toEqual({ loads: 1 });
    clock = 59_000;
    expect(await cache.getOrLoad('param:A', load)).toEqual({ loads: 1 });
    expect(cache.keys()).toEqual([{ key: 'param:A', ttlSeconds: 1 }]);
    clock = 60_000;
    expect(cache.entry('param:A')).toBeUndefined();
    expect(await cache.getOrLoad('param:A', load)).toEqual({ loads: 2 });
  });

  it('should not keep null answers nor an answer whose load began before an eviction', async () => {
    const cache = createServerCache();
    expect(await cache.getOrLoad('param:NONE', async () => null)).toBeNull();
    expect(cache.keys()).toEqual([]);
    let release!: (value: string) => void;
    const pending = cache.getOrLoad('param:B', () => new Promise<string>((resolve) => (release = resolve)));
    cache.evict('param:B');
    release('old');
    expect(await pending).toBe('old');
    expect(cache.entry('param:B')).toBeUndefined();
  });

  it('should evict one key, or every key of a prefix ending with a colon', async () => {
    const cache = createServerCache();
    for (const key of ['param:A', 'param:B', 'enum:X']) await cache.getOrLoad(key, async () => key);
    expect(cache.evict('param:A')).toBe(1);
    expect(cache.evict('param:A')).toBe(0);
    await cache.getOrLoad('param:A', async () => 'again');
    expect(cache.evict('param:')).toBe(2);
    expect(cache.keys().map(({ key }) => key)).toEqual(['enum:X']);
  });

  it('should drop the oldest entry beyond its bound', async () => {
    const cache = createServerCache();
    for (let i = 0; i <= CACHE_MAX_ENTRIES; i++) await cache.getOrLoad(`param:K${i}`, async () => i);
    expect(cache.keys()).toHaveLength(CACHE_MAX_ENTRIES);
    expect(cache.entry('param:K0')).toBeUndefined();
    expect(cache.entry(`param:K${CACHE_MAX_ENTRIES}`)?.value).toBe(CACHE_MAX_ENTRIES);
  });

  it('should apply another cache\'s eviction notice and a trigger\'s bare key, but not its own late notice', async () => {
    const cache = createServerCache();
    for (const key of ['param:A', 'param:B', 'session:x']) await cache.getOrLoad(key, async () => key);
    applyEvictionNotice(cache, `@${cache.id} param:A`);
    expect(cache.entry('param:A')?.value).toBe('param:A');
    applyEvictionNotice(cache, `@${createServerCache().id} param:`);
    applyEvictionNotice(cache, 'session:x');
    expect(cache.keys()).toEqual([]);
  });
});
