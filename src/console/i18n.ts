/**
 * i18next set-up of the console: each of the three shared dictionaries (errors, validation,
 * entities, fields, enumerations) merged with the console's own UI strings, plus the matching antd
 * and dayjs locales. The starting language is the saved choice, else the browser's, else zh-CN.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUSAntd from 'antd/es/locale/en_US';
import zhCNAntd from 'antd/es/locale/zh_CN';
import zhTWAntd from 'antd/es/locale/zh_TW';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DEFAULT_LANGUAGE, DICTIONARIES, LANGUAGES, matchLanguage, type Language } from '../shared/i18n/index.ts';
import { consoleEnUS } from './i18n/en-US.ts';
import { consoleZhCN } from './i18n/zh-CN.ts';
import { consoleZhTW } from './i18n/zh-TW.ts';

const CONSOLE_DICTIONARIES = { 'en-US': consoleEnUS, 'zh-CN': consoleZhCN, 'zh-TW': consoleZhTW } as const;

export const ANTD_LOCALES: Record<Language, Locale> = { 'en-US': enUSAntd, 'zh-CN': zhCNAntd, 'zh-TW': zhTWAntd };
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

/** Switches i18next and dayjs to a language and remembers the choice. */
export async function applyLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** Initialises i18next once, before the first render. */
export async function initI18n(language: Language): Promise<void> {
  const resources = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, { translation: { ...DICTIONARIES[lng], ...CONSOLE_DICTIONARIES[lng] } }]),
  );
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  dayjs.locale(DAYJS_LOCALES[language]);
  document.documentElement.lang = language;
}

export { i18next };
