/**
 * Saved search tags of the advanced search bar (spec console §2, §3 Saved search tag, §4
 * "choosing a saved tag fills the filters", §5 "Saved tag label is required", §7 Tags):
 * - ISysTagService/getCurrentUserSysTagListByModule { module } -> the fixed tags (tagOwnType 1)
 *   then the user's own (2): [{ id, version, module, name, tagName, tagOwnType, tagOwner, tagContent, zlI18nList, … }]
 * - ISysTagService/addSysTag { module, name (route name), tagContent (JSON text of params and
 *   label map), zlI18nList } adds an own tag (tagOwnType 2, tagOwner the user) and answers it
 * - ISysTagService/deleteSysTagById { delList: [{ id, version }] } deletes own tags, all or nothing
 * tagName is the description in the request language. Errors: VALIDATION_FAILED (a language
 * without description, tagContent not a JSON object), FORBIDDEN (a fixed tag), NOT_FOUND
 * (another user's or no tag), STALE_VERSION.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Language } from '../../shared/i18n/index.ts';
import { deleteRequestSchema } from '../../shared/rpc.ts';
import { sysTag } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { checkNames, localName, zlI18nListSchema, zlI18nListOf } from './i18n-names.ts';

const SERVICE = 'ISysTagService';
const TAG_CONTENT_MAX = 20_000;
const TAG_OWN = 2;
const TAG_FIXED = 1;

/** Module (menu number) and route name: letters, digits, - and _ only (spec console §5: no dot). */
export const moduleSchema = z.string().trim().refine((value) => /^[A-Za-z0-9_-]{1,64}$/.test(value), 'validation.code');

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function toWire(row: typeof sysTag.$inferSelect, language: Language) {
  const { tagNameMap, ...rest } = row;
  return { ...rest, tagName: localName(tagNameMap, language), zlI18nList: zlI18nListOf(tagNameMap) };
}

export const tagCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getCurrentUserSysTagListByModule',
    summary: "A page's fixed search tags and the user's own",
    permission: 'signedIn',
    input: z.object({ module: moduleSchema }),
    handle: async ({ module }, ctx) => {
      const rows = await ctx.database.db
        .select()
        .from(sysTag)
        .where(and(eq(sysTag.module, module), or(eq(sysTag.tagOwnType, TAG_FIXED), and(eq(sysTag.tagOwnType, TAG_OWN), eq(sysTag.tagOwner, ctx.user.id)))))
        .orderBy(asc(sysTag.tagOwnType), asc(sysTag.id));
      return rows.map((row) => toWire(row, ctx.language));
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'addSysTag',
    write: 'private',
    summary: "Save the search as one of the user's tags",
    permission: 'signedIn',
    input: z.object({ module: moduleSchema, name: moduleSchema, tagContent: z.string().refine((text) => text.length <= TAG_CONTENT_MAX, { message: 'validation.textTooLong', params: { max: TAG_CONTENT_MAX + 1 } }), zlI18nList: zlI18nListSchema.default([]) }),
    handle: async ({ module, name, tagContent, zlI18nList }, ctx) => {
      const { map, issues } = checkNames(zlI18nList, 'tagName', ctx.t);
      const contentIssues: FieldIssue[] = isJsonObject(tagContent) ? [] : [{ field: 'tagContent', message: 'validation.json' }];
      if (issues.length || contentIssues.length) throw fieldError([...issues, ...contentIssues]);
      const [row] = await ctx.database.db
        .insert(sysTag)
        .values({ module, name, tagContent, tagNameMap: map, tagOwnType: TAG_OWN, tagOwner: ctx.user.id, createName: ctx.user.userNo, updateName: ctx.user.userNo })
        .returning();
      return toWire(row, ctx.language);
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deleteSysTagById',
    write: 'private',
    summary: "Delete the user's own tags by id and version, all or nothing",
    permission: 'signedIn',
    input: deleteRequestSchema,
    handle: ({ delList }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        for (const { id, version } of delList) {
          const [row] = await tx.select().from(sysTag).where(eq(sysTag.id, id)).for('update');
          if (row?.tagOwnType === TAG_FIXED) throw new AppError('FORBIDDEN');
          if (!row || row.tagOwner !== ctx.user.id) throw new AppError('NOT_FOUND');
          if (row.version !== version) throw new AppError('STALE_VERSION');
          await tx.delete(sysTag).where(eq(sysTag.id, id));
        }
        return delList.length;
      }),
  }),
];
