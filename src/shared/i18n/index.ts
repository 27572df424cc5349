/**
 * The three dictionaries (en-US, zh-CN, zh-TW), with the languages and their negotiation of spec
 * console §1 re-exported from languages.ts.
 */
import { enUS } from './en-US.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, matchLanguage, negotiateLanguage, type Language } from './languages.ts';

export const DICTIONARIES = { 'en-US': enUS, 'zh-CN': zhCN, 'zh-TW': zhTW } as const;
