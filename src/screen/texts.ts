/**
 * Registers the big screen's texts (./i18n, three languages) in the console's i18next under the
 * `screen` key, once; the screen and the dashboard's live KPIs call it before they render.
 */
import { i18next } from '../console/i18n.ts';
import { screenEnUS } from './i18n/en-US.ts';
import { screenZhCN } from './i18n/zh-CN.ts';
import { screenZhTW } from './i18n/zh-TW.ts';

export const SCREEN_DICTIONARIES = { 'en-US': screenEnUS, 'zh-CN': screenZhCN, 'zh-TW': screenZhTW } as const;

let registered = false;

export function registerScreenTexts(): void {
  if (registered) return;
  registered = true;
  for (const [language, dictionary] of Object.entries(SCREEN_DICTIONARIES)) {
    i18next.addResourceBundle(language, 'translation', { screen: dictionary }, true, true);
  }
}
