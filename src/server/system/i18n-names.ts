/**
 * Multilingual descriptions (spec console §3 Language, §5 "Multilingual description: every
 * language entry must be filled"): the wire list zlI18nList [{ languageCode, description,
 * languageDesc }] and the name map stored in jsonb, one name per dictionary language.
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/errors.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/i18n/index.ts';
import { TEXT_MAX } from '../../shared/validation.ts';
import type { NameMap } from '../db/shell-schema.ts';

export const zlI18nListSchema = z
  .array(z.object({ languageCode: z.string(), description: z.string().nullish(), languageDesc: z.string().nullish() }))
  .max(20);

type ZlI18nEntry = { languageCode: string; description: string; languageDesc: string };

/**
 * The name map of a zlI18nList and its issues: `zlI18nList.<language>` for every dictionary
 * language whose description is missing, blank or too long. `label` is the dictionary field key
 * of the described thing (tagName, enumName) used in the message. The caller throws the issues.
 */
export function checkNames(list: z.output<typeof zlI18nListSchema>, label: string, t: TFunction): { map: NameMap; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const map = {} as NameMap;
  for (const language of LANGUAGES) {
    const description = list.find((entry) => entry.languageCode === language)?.description?.trim() ?? '';
    const params = { field: t(`field.${label}`), language: LANGUAGE_NAMES[language] };
    if (!description) issues.push({ field: `zlI18nList.${language}`, message: 'validation.requiredLanguage', params });
    else if (description.length > TEXT_MAX) issues.push({ field: `zlI18nList.${language}`, message: 'validation.textTooLong', params: { max: TEXT_MAX + 1 } });
    map[language] = description;
  }
  return { map, issues };
}

/** The wire list of a stored name map, in dictionary order. */
export function zlI18nListOf(map: NameMap): ZlI18nEntry[] {
  return LANGUAGES.map((language) => ({ languageCode: language, description: map[language] ?? '', languageDesc: LANGUAGE_NAMES[language] }));
}

/** The name in the request language, falling back to any stored name. */
export function localName(map: Record<string, string>, language: Language, fallback = ''): string {
  return map[language] || Object.values(map).find(Boolean) || fallback;
}
