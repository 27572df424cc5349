/**
 * The languages of the product (spec console §1 languages, §3 Language, §7 Languages):
 * - IZlLanguageService/getAllZlLanguage {} -> [{ languageCode, languageDesc, isDefault }] in
 *   LANGUAGES order; languageDesc is each language's own name (the same in every dictionary) and
 *   isDefault marks the fallback language of negotiation (DEFAULT_LANGUAGE). Signed-in users only:
 *   the sign-in page offers the same list from the console bundle.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES } from '../../shared/i18n/index.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

export const languageCalls: CallDef[] = [
  defineCall({
    service: 'IZlLanguageService',
    method: 'getAllZlLanguage',
    summary: 'The languages of the product: code, own name and whether it is the default',
    permission: 'signedIn',
    input: z.object({}),
    handle: async () => LANGUAGES.map((language) => ({ languageCode: language, languageDesc: LANGUAGE_NAMES[language], isDefault: language === DEFAULT_LANGUAGE })),
  }),
];
