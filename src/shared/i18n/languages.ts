/**
 * The languages of spec console §1 and their negotiation: zh, zh-CN -> zh-CN; zh-hk, zh-tw ->
 * zh-TW; en* -> en-US; anything else falls back to zh-CN. Apart from the dictionaries (index.ts),
 * so the console loads only the dictionary of the language in use.
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Each language's own name (spec console §3 Language: languageDesc), the same in every dictionary. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };

/** Maps one language tag (zh, zh-hk, zh-tw, en, en-GB, …) to a dictionary, if it names one. */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-hant' || lower.startsWith('zh-hant')) return 'zh-TW';
  if (lower === 'zh' || lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
}

/** Picks the language of an Accept-Language header by its q-ordered tags. */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
