/**
 * The handheld's languages and its shell dictionaries (namespace `pda` of its own i18next instance,
 * main.tsx). Each flow registers its own namespace, named by its menu url (flows/registry.ts).
 */
import { pdaEnUS, type PdaTexts } from './en-US.ts';
import { pdaZhCN } from './zh-CN.ts';
import { pdaZhTW } from './zh-TW.ts';
import type { FlowTexts } from './plural-texts.ts';

export type { ChineseTexts, FlowTexts } from './plural-texts.ts';

export type { PdaTexts };
export const PDA_LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type PdaLanguage = (typeof PDA_LANGUAGES)[number];
export const PDA_TEXTS: FlowTexts<PdaTexts> = { 'en-US': pdaEnUS, 'zh-CN': pdaZhCN, 'zh-TW': pdaZhTW };
/** The language switch's own label of each language. */
export const LANGUAGE_LABELS: Record<PdaLanguage, string> = { 'en-US': 'EN', 'zh-CN': '简', 'zh-TW': '繁' };

