/**
 * i18next set-up of the console: the shared dictionary of a language (errors, validation, entities,
 * fields, enumerations) merged with the console's own UI strings, plus the matching antd and dayjs
 * locales. Only the language in use is loaded (each is its own chunk), the others when chosen. The
 * starting language is the saved choice, else the browser's, else zh-CN.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '../shared/i18n/languages.ts';

type LanguageBundle = { translation: Record<string, unknown>; antd: Locale };

const BUNDLES: Record<Language, () => Promise<LanguageBundle>> = {
  'en-US': async () => {
    const [{ enUS }, { consoleEnUS }, antd] = await Promise.all([import('../shared/i18n/en-US.ts'), import('./i18n/en-US.ts'), import('antd/es/locale/en_US')]);
    return { translation: { ...enUS, ...consoleEnUS }, antd: antd.default };
  },
  'zh-CN': async () => {
    const [{ zhCN }, { consoleZhCN }, antd] = await Promise.all([import('../shared/i18n/zh-CN.ts'), import('./i18n/zh-CN.ts'), import('antd/es/locale/zh_CN')]);
    return { translation: { ...zhCN, ...consoleZhCN }, antd: antd.default };
  },
  'zh-TW': async () => {
    const [{ zhTW }, { consoleZhTW }, antd] = await Promise.all([import('../shared/i18n/zh-TW.ts'), import('./i18n/zh-TW.ts'), import('antd/es/locale/zh_TW')]);
    return { translation: { ...zhTW, ...consoleZhTW }, antd: antd.default };
  },
};

const ANTD_LOCALES: Partial<Record<Language, Locale>> = {};

/** The antd locale of a language already loaded by initI18n or applyLanguage. */
export function antdLocale(language: Language): Locale | undefined {
  return ANTD_LOCALES[language];
}

/** Loads a language's texts into i18next (merged under anything already registered, such as the screen's) and its antd locale. */
async function loadLanguage(language: Language): Promise<void> {
  if (ANTD_LOCALES[language]) return;
  const bundle = await BUNDLES[language]();
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

/** Initialises i18next once, before the first render. */
export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
}

export { i18next };
