/**
 * Error message overrides (spec console §7 System "error message (list, add, get, update, delete by
 * code)"; menu error-message 160212; the rows: src/shared/entities/error-message.entity.ts, whose
 * generic calls list, get by id, add, modify and delete by ids). This file adds the by-code calls
 * and the overrides' cache that the envelope reads (router.ts sendError):
 *
 * - ISysErrorMessageService/getsyserrormessagebycode { errorCode } (isSearch) -> { errorCode,
 *   errorName, languages: [{ languageCode, catalogueText, message, id, version }] }: per language
 *   the catalogue's text and the override (message, id, version null when there is none).
 * - deletesyserrormessagebycode { errorCode, languageCode? } (isDelete) -> { deleted }: removes the
 *   code's overrides (of one language, or all), so the catalogue text answers again; 0 when none.
 * Both refuse a code outside the catalogue (VALIDATION_FAILED on errorCode, errorCodeUnknown).
 *
 * Overrides are cached per language under `errmsg:<language>` (a map code -> text) like the
 * system parameters; every write of ISysErrorMessageService evicts them on every instance
 * (cache-notify.ts evictingWrites).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { catalogueText, ERROR_NAMES_BY_CODE } from '../../shared/entities/error-message.entity.ts';
import type { ErrorName } from '../../shared/errors.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/index.ts';
import { CACHE_PREFIXES } from '../cache/cache-notify.ts';
import type { Db } from '../db/client.ts';
import { sysErrorMessage } from '../db/schema.ts';
import { noteChange } from '../journal/operation-journal.ts';
import { fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The overridden error texts of a language by wire code (registered by app.ts; cached). */
    errorTexts?: (language: Language) => Promise<Record<string, string>>;
  }
}

const SERVICE = 'ISysErrorMessageService';
const MENU_NO = '160212';
const codeSchema = z.string().trim().regex(/^\d{1,10}$/, 'validation.errorCodeUnknown');

/** Lets the envelope of `app` read the overrides stored in `db`, through the app's cache. */
export function registerErrorTexts(app: FastifyInstance, db: Db): void {
  app.decorate('errorTexts', (language: Language) =>
    app.serverCache.getOrLoad(`${CACHE_PREFIXES.errorMessage}${language}`, async () => {
      const rows = await db.select({ errorCode: sysErrorMessage.errorCode, message: sysErrorMessage.message }).from(sysErrorMessage).where(eq(sysErrorMessage.languageCode, language));
      return Object.fromEntries(rows.map((row) => [row.errorCode, row.message]));
    }),
  );
}

/** The override of wire `code` in `language`, or undefined; a failed read is logged and the catalogue text stands. */
export async function overriddenText(request: FastifyRequest, language: Language, code: number): Promise<string | undefined> {
  try {
    return (await request.server.errorTexts?.(language))?.[String(code)];
  } catch (error) {
    request.log.warn({ err: error }, 'error message overrides not read');
    return undefined;
  }
}

function catalogueName(errorCode: string): ErrorName {
  const name = ERROR_NAMES_BY_CODE.get(errorCode);
  if (!name) throw fieldError([{ field: 'errorCode', message: 'validation.errorCodeUnknown' }]);
  return name;
}

export const errorMessageCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getsyserrormessagebycode',
    summary: "One catalogue error code's text and override per language { errorCode }",
    permission: { menuNo: MENU_NO, flag: 'isSearch' },
    input: z.object({ errorCode: codeSchema }),
    handle: async ({ errorCode }, ctx) => {
      const errorName = catalogueName(errorCode);
      const rows = await ctx.database.db.select().from(sysErrorMessage).where(eq(sysErrorMessage.errorCode, errorCode));
      const languages = LANGUAGES.map((languageCode) => {
        const row = rows.find((r) => r.languageCode === languageCode);
        return { languageCode, catalogueText: catalogueText(errorName, languageCode), message: row?.message ?? null, id: row?.id ?? null, version: row?.version ?? null };
      });
      return { errorCode, errorName, languages };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deletesyserrormessagebycode',
    summary: "Delete a code's overrides { errorCode, languageCode? }: the catalogue text answers again",
    permission: { menuNo: MENU_NO, flag: 'isDelete' },
    input: z.object({ errorCode: codeSchema, languageCode: z.enum(LANGUAGES).optional() }),
    handle: async ({ errorCode, languageCode }, ctx) => {
      catalogueName(errorCode);
      const language = languageCode ? eq(sysErrorMessage.languageCode, languageCode) : undefined;
      const gone = await ctx.database.db.delete(sysErrorMessage).where(and(eq(sysErrorMessage.errorCode, errorCode), language)).returning();
      for (const row of gone) noteChange('errorMessage', row, null);
      return { deleted: gone.length };
    },
  }),
];
