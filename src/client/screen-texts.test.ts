/** The big screen's three dictionaries have the same keys, each with a text, and the same placeholders. */
import { describe, expect, it } from 'vitest';
import { screenEnUS } from './screen-i18n/en-US.ts';
import { screenZhCN } from './screen-i18n/zh-CN.ts';
import { screenZhTW } from './screen-i18n/zh-TW.ts';

function leaves(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') for (const [k, v] of leaves(value as object, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('screen texts', () => {
  it('should give every key a text with the same placeholders in en-US, zh-CN and zh-TW', () => {
    const english = leaves(screenEnUS);
    for (const other of [screenZhCN, screenZhTW].map((d) => leaves(d))) {
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim().length, key).toBeGreaterThan(0);
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      }
    }
  });
});
