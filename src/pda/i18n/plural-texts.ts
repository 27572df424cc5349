/**
 * The handheld's text types (record 1012): English counts a word with i18next plurals, Chinese has
 * one key for it. Apart from index.ts so the language files can use them without an import cycle.
 */
/** A key of an i18next plural form (`x_one`, `x_other`) read as its base key `x`. */
type Singular<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/**
 * Chinese texts of the English texts T: the same keys, except that a word counted in English
 * (`x_one` and `x_other`, i18next plurals with `count`) is one key `x` in Chinese, which has no plural.
 */
export type ChineseTexts<T> = { [K in keyof T as Singular<K & string>]: T[K] extends string ? string : ChineseTexts<T[K]> };
/** A flow's texts: one object per language with the same keys but plural forms (the type checks it, texts.test.ts too). */
export type FlowTexts<T> = { 'en-US': T; 'zh-CN': ChineseTexts<T>; 'zh-TW': ChineseTexts<T> };
