import { describe, expect, it } from 'vitest';
import { FLOWS } from './flows/registry.ts';
import { PDA_LANGUAGES, PDA_TEXTS } from './i18n/index.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix.slice(0, -1)];
const empty = (texts: object) => keys(texts).filter((key) => !key.split('.').reduce<any>((v, k) => v[k], texts));

describe('handheld texts', () => {
  it('should carry the same keys, none empty, in the three languages: the shell and every registered flow', () => {
    for (const [name, dictionaries] of [['pda', PDA_TEXTS], ...FLOWS.map((flow) => [flow.url, flow.texts] as const)] as const) {
      const english = keys(dictionaries['en-US']).sort();
      for (const language of PDA_LANGUAGES) {
        expect(keys(dictionaries[language]).sort(), `${name} ${language}`).toEqual(english);
        expect(empty(dictionaries[language]), `${name} ${language}`).toEqual([]);
      }
    }
  });
});
