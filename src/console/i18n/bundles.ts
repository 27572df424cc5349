/**
 * The console's language bundles for the client i18n set-up (src/client/i18n.ts): the shared
 * dictionary of a language (errors, validation, entities, fields, enumerations) merged with the
 * console's own UI strings, and the matching antd locale.
 */
import type { LanguageBundles } from '../../client/i18n.ts';

export const CONSOLE_BUNDLES: LanguageBundles = {
  'en-US': async () => {
    const [{ enUS }, { consoleEnUS }, antd] = await Promise.all([import('../../shared/i18n/en-US.ts'), import('./en-US.ts'), import('antd/es/locale/en_US')]);
    return { translation: { ...enUS, ...consoleEnUS }, antd: antd.default };
  },
  'zh-CN': async () => {
    const [{ zhCN }, { consoleZhCN }, antd] = await Promise.all([import('../../shared/i18n/zh-CN.ts'), import('./zh-CN.ts'), import('antd/es/locale/zh_CN')]);
    return { translation: { ...zhCN, ...consoleZhCN }, antd: antd.default };
  },
  'zh-TW': async () => {
    const [{ zhTW }, { consoleZhTW }, antd] = await Promise.all([import('../../shared/i18n/zh-TW.ts'), import('./zh-TW.ts'), import('antd/es/locale/zh_TW')]);
    return { translation: { ...zhTW, ...consoleZhTW }, antd: antd.default };
  },
};
