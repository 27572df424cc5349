/** The three dictionaries of the console and of src/shared have the same keys, each with a text. */
import { describe, expect, it } from 'vitest';
import { consoleEnUS } from '../../src/console/i18n/en-US.ts';
import { consoleZhCN } from '../../src/console/i18n/zh-CN.ts';
import { consoleZhTW } from '../../src/console/i18n/zh-TW.ts';
import { DICTIONARIES } from '../../src/shared/i18n/index.ts';

/** Every leaf of a dictionary as "path.to.key" -> text. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

function expectSameKeys(dictionaries: Record<string, unknown>) {
  const [first, ...rest] = Object.entries(dictionaries).map(([name, dictionary]) => ({ name, keys: leaves(dictionary) }));
  for (const other of rest) {
    expect([...other.keys.keys()].sort(), `${other.name} vs ${first.name}`).toEqual([...first.keys.keys()].sort());
  }
  for (const { name, keys } of [first, ...rest]) {
    for (const [key, text] of keys) expect(typeof text === 'string' && text.trim().length > 0, `${name} ${key}`).toBe(true);
  }
}

describe('dictionaries', () => {
  it('should give the console dictionaries the same keys in en-US, zh-CN and zh-TW', () => {
    expectSameKeys({ 'en-US': consoleEnUS, 'zh-CN': consoleZhCN, 'zh-TW': consoleZhTW });
  });

  it('should give the shared dictionaries the same keys in en-US, zh-CN and zh-TW', () => {
    expectSameKeys(DICTIONARIES);
  });

  it('should not let console keys shadow shared top-level groups', () => {
    const shared = Object.keys(DICTIONARIES['en-US']);
    expect(Object.keys(consoleEnUS).filter((key) => shared.includes(key))).toEqual([]);
  });
});
