/**
 * The handheld's languages and its shell dictionaries (namespace `pda` of its own i18next instance,
 * main.tsx). Each flow registers its own namespace, named by its menu url (flows/registry.ts).
 */
import { pdaEnUS, type PdaTexts } from './en-US.ts';
import { pdaZhCN } from './zh-CN.ts';
import { pdaZhTW } from './zh-TW.ts';

export type { PdaTexts };
export const PDA_LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type PdaLanguage = (typeof PDA_LANGUAGES)[number];
export const PDA_TEXTS: FlowTexts<PdaTexts> = { 'en-US': pdaEnUS, 'zh-CN': pdaZhCN, 'zh-TW': pdaZhTW };
/** The language switch's own label of each language. */
export const LANGUAGE_LABELS: Record<PdaLanguage, string> = { 'en-US': 'EN', 'zh-CN': '简', 'zh-TW': '繁' };

/** A key of an i18next plural form (`x_one`, `x_other`) read as its base key `x`. */
type Singular<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/**
 * Chinese texts of the English texts T: the same keys, except that a word counted in English
 * (`x_one` and `x_other`, i18next plurals with `count`) is one key `x` in Chinese, which has no plural.
 */
export type ChineseTexts<T> = { [K in keyof T as Singular<K & string>]: T[K] extends string ? string : ChineseTexts<T[K]> };
/** A flow's texts: one object per language with the same keys but plural forms (the type checks it, texts.test.ts too). */
export type FlowTexts<T> = { 'en-US': T; 'zh-CN': ChineseTexts<T>; 'zh-TW': ChineseTexts<T> };
