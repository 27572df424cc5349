/**
 * Registers the live workbench texts (./screen-i18n, three languages), shown by the big screen and the
 * console's dashboard, in the shared i18next under the `screen` key, once; both call it before they render.
 */
import { i18next } from './i18n.ts';
import { screenEnUS } from './screen-i18n/en-US.ts';
import { screenZhCN } from './screen-i18n/zh-CN.ts';
import { screenZhTW } from './screen-i18n/zh-TW.ts';

export const SCREEN_DICTIONARIES = { 'en-US': screenEnUS, 'zh-CN': screenZhCN, 'zh-TW': screenZhTW } as const;

let registered = false;

export function registerScreenTexts(): void {
  if (registered) return;
  registered = true;
  for (const [language, dictionary] of Object.entries(SCREEN_DICTIONARIES)) {
    i18next.addResourceBundle(language, 'translation', { screen: dictionary }, true, true);
  }
}
