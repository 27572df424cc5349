/** The kiosk's dictionaries by language, registered in its own i18next instance (main.tsx) under `kiosk`. */
import { kioskEnUS, type KioskTexts } from './en-US.ts';
import { kioskZhCN } from './zh-CN.ts';
import { kioskZhTW } from './zh-TW.ts';

export type { KioskTexts } from './en-US.ts';
export const KIOSK_LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type KioskLanguage = (typeof KIOSK_LANGUAGES)[number];
export const KIOSK_TEXTS: Record<KioskLanguage, KioskTexts> = { 'en-US': kioskEnUS, 'zh-CN': kioskZhCN, 'zh-TW': kioskZhTW };
/** The language switch's own label of each language. */
export const LANGUAGE_LABELS: Record<KioskLanguage, string> = { 'en-US': 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' };
