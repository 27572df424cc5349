import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { DEFAULT_LANGUAGE, DICTIONARIES, LANGUAGES, negotiateLanguage } from './index.ts';

/** Every leaf key path of a dictionary, e.g. `error.NOT_FOUND`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key)).sort();
}

describe('negotiateLanguage', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-hk', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['en', 'en-US'],
    ['en-US', 'en-US'],
    ['en-GB', 'en-US'],
  ])('should pick the dictionary when the header is %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('should fall back to zh-CN when the header is absent, empty or names no dictionary', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
    for (const header of [undefined, '', 'fr-FR', 'de, ja;q=0.5', '*']) expect(negotiateLanguage(header)).toBe('zh-CN');
  });

  it('should follow q-values rather than tag order when the header weights its tags', () => {
    expect(negotiateLanguage('zh-CN;q=0.4, en-US;q=0.8')).toBe('en-US');
    expect(negotiateLanguage('en;q=0.1, zh-TW')).toBe('zh-TW');
    expect(negotiateLanguage('fr-FR, en;q=0.5, zh;q=0.3')).toBe('en-US');
  });

  it('should take the first known tag when q-values tie', () => {
    expect(negotiateLanguage('zh-TW, en-US')).toBe('zh-TW');
    expect(negotiateLanguage('en-US,zh-CN;q=1')).toBe('en-US');
  });
});

describe('dictionaries', () => {
  it('should have identical key sets when zh-CN, zh-TW and en-US are compared', () => {
    const en = keyPaths(DICTIONARIES['en-US']);
    expect(keyPaths(DICTIONARIES['zh-CN'])).toEqual(en);
    expect(keyPaths(DICTIONARIES['zh-TW'])).toEqual(en);
  });

  it('should have a message in every language when an error is catalogued', () => {
    for (const language of LANGUAGES) {
      for (const name of Object.keys(ERROR_CODES)) {
        const message = (DICTIONARIES[language].error as Record<string, string>)[name];
        expect(message, `${language} error.${name}`).toMatch(/\S/);
      }
    }
  });

  it('should translate each error into Chinese when the English text is replaced', () => {
    for (const name of Object.keys(ERROR_CODES) as (keyof typeof ERROR_CODES)[]) {
      for (const language of ['zh-CN', 'zh-TW'] as const) {
        expect(DICTIONARIES[language].error[name], `${language} ${name}`).not.toBe(DICTIONARIES['en-US'].error[name]);
        expect(DICTIONARIES[language].error[name], `${language} ${name}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});
