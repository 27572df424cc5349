import { describe, expect, it } from 'vitest';
import { KIOSK_TEXTS } from './i18n/index.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

describe('kiosk texts', () => {
  it('should carry the same keys, none empty, in the three languages', () => {
    const english = keys(KIOSK_TEXTS['en-US']).sort();
    for (const texts of Object.values(KIOSK_TEXTS)) {
      expect(keys(texts).sort()).toEqual(english);
      expect(keys(texts).filter((key) => !key.split('.').reduce<any>((v, k) => v[k], texts))).toEqual([]);
    }
  });
});
