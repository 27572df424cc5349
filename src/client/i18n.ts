/**
 * i18next set-up of a signed-in client app (the console, the big screen): a surface
 * passes its language bundles (`LanguageBundles`: per language a loader of the merged dictionary and
 * the antd locale) to `initI18n`; only the language in use is loaded (each is its own chunk), the
 * others when chosen by `applyLanguage`, which also switches dayjs and remembers the choice. The
 * starting language is the saved choice, else the browser's, else zh-CN.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '../shared/i18n/languages.ts';

/** One language's texts (the shared dictionary merged with the surface's own) and its antd locale. */
export type LanguageBundle = { translation: Record<string, unknown>; antd: Locale };

/** Per language, the loader of its bundle (a dynamic import, so each language is its own chunk). */
export type LanguageBundles = Record<Language, () => Promise<LanguageBundle>>;

let bundles: LanguageBundles | undefined;

const ANTD_LOCALES: Partial<Record<Language, Locale>> = {};

/** The antd locale of a language already loaded by initI18n or applyLanguage. */
export function antdLocale(language: Language): Locale | undefined {
  return ANTD_LOCALES[language];
}

/** Loads a language's texts into i18next (merged under anything already registered, such as the screen's) and its antd locale. */
async function loadLanguage(language: Language): Promise<void> {
  if (ANTD_LOCALES[language]) return;
  if (!bundles) throw new Error('initI18n was not called');
  const bundle = await bundles[language]();
  i18next.addResourceBundle(language, 'translation', bundle.translation, true, false);
  ANTD_LOCALES[language] = bundle.antd;
}

const DAYJS_LOCALES: Record<Language, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw' };

const LANGUAGE_KEY = 'wms_language';

/** The saved language, else the first browser language with a dictionary, else zh-CN. */
export function initialLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Loads a language if needed, switches i18next and dayjs to it and remembers the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/**
 * Initialises i18next once, before the first render, with the surface's language bundles; without
 * them (the big screen) the surface registers its own texts with addResourceBundle.
 */
export async function initI18n(language: Language, languageBundles?: LanguageBundles): Promise<void> {
  bundles = languageBundles;
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (bundles) await loadLanguage(language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
}

export { i18next };
