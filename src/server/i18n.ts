/**
 * Server-side translation of the shared dictionaries with i18next: errors and validation messages
 * are answered in the language of the request's Accept-Language (spec console §1, §8).
 */
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, DICTIONARIES, LANGUAGES, type Language } from '../shared/i18n/index.ts';

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: DICTIONARIES[lng] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The translate function of one language. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}
