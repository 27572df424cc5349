import { describe, expect, it } from 'vitest';
import { FLOWS } from './flows/registry.ts';
import { PDA_LANGUAGES, PDA_TEXTS } from './i18n/index.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
/** The keys with the plural forms of English (`x_one`, `x_other`) read as one key `x`, as Chinese has it. */
const singular = (list: string[]) => [...new Set(list.map((key) => key.replace(/_(one|other)$/, '')))].sort();
const empty = (texts: object) => keys(texts).filter((key) => !key.split('.').reduce<any>((v, k) => v[k], texts));

describe('handheld texts', () => {
  it('should carry the same keys (but English plural forms), none empty, in the three languages: the shell and every registered flow', () => {
    for (const [name, dictionaries] of [['pda', PDA_TEXTS], ...FLOWS.map((flow) => [flow.url, flow.texts] as const)] as const) {
      const english = singular(keys(dictionaries['en-US']));
      for (const language of PDA_LANGUAGES) {
        expect(singular(keys(dictionaries[language])), `${name} ${language}`).toEqual(english);
        expect(empty(dictionaries[language]), `${name} ${language}`).toEqual([]);
      }
    }
  });
});
