/**
 * Enumerations (spec console §7 Enum, workflows §3 Dictionary; menu dictionary 160204): entries
 * { enumMid, enumValue, enumName, enumSeq, status } with a name in each language; every answer
 * carries enumName in the request language.
 * - ISysEnumService/getsysenumbyparamssearch { condition: { enumMid, status, keyword } } -> the
 *   picker list [{ enumMid, enumValue, enumName, enumSeq, status }] by enumMid, enumSeq (signed-in users);
 *   the entries of one enumMid without keyword are cached under `enum:<enumMid>` (src/server/cache;
 *   every enumeration write evicts the enum keys on every instance)
 * - getsysenumlistbyparams (paged), getsysenumbyid, addsysenum, updatesysenumbyid, deletesysenumbyids
 *   on menu 160204; add and modify take zlI18nList (every language required), delete takes delList.
 * Errors: VALIDATION_FAILED, DUPLICATE_KEY (enumMid + enumValue), NOT_FOUND, STALE_VERSION.
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../shared/i18n/index.ts';
import { byIdSchema, deleteRequestSchema, pageRequestSchema } from '../../shared/rpc.ts';
import { idSchema, integerSchema, versionSchema } from '../../shared/validation.ts';
import type { Db } from '../db/client.ts';
import { CACHE_PREFIXES, cacheOf } from '../cache/cache-notify.ts';
import { sysEnum } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { checkNames, localName, zlI18nListOf, zlI18nListSchema } from './i18n-names.ts';

const SERVICE = 'ISysEnumService';
const MENU_NO = '160204';
const SEARCH_MAX = 1000;
const SORTS = { enumMid: sysEnum.enumMid, enumValue: sysEnum.enumValue, enumSeq: sysEnum.enumSeq, status: sysEnum.status, createDate: sysEnum.createDate, updateDate: sysEnum.updateDate };

const codeSchema = z.string().trim().refine((value) => /^[A-Za-z0-9_.-]{1,40}$/.test(value), 'validation.code');
const statusSchema = integerSchema(0, 1);
const seqSchema = integerSchema(0, 1_000_000);
// Blank status means any; a status filter is 0 or 1 like the column (smallint) it compares with.
const conditionSchema = z.object({ enumMid: z.string().max(99).optional(), status: z.union([z.literal(''), statusSchema]).optional(), keyword: z.string().max(99).optional() });

function likePattern(value: string): string {
  return `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(condition: z.output<typeof conditionSchema>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (condition.enumMid?.trim()) parts.push(eq(sysEnum.enumMid, condition.enumMid.trim()));
  if (condition.status !== undefined && condition.status !== '') parts.push(eq(sysEnum.status, Number(condition.status)));
  if (condition.keyword?.trim()) {
    const pattern = likePattern(condition.keyword);
    parts.push(or(ilike(sysEnum.enumValue, pattern), ilike(sysEnum.enumMid, pattern), ilike(sql`${sysEnum.enumNameMap}::text`, pattern)));
  }
  return and(...parts);
}

function toWire(row: typeof sysEnum.$inferSelect, language: Language) {
  const { enumNameMap, ...rest } = row;
  return { ...rest, enumName: localName(enumNameMap, language, row.enumName), zlI18nList: zlI18nListOf(enumNameMap) };
}

async function rowById(db: Db, id: number) {
  const [row] = await db.select().from(sysEnum).where(eq(sysEnum.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const permission = (flag: 'isSearch' | 'isAdd' | 'isModify' | 'isDelete') => ({ menuNo: MENU_NO, flag });

export const enumCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getsysenumbyparamssearch',
    summary: 'Enumeration entries for pickers, names in the request language',
    permission: 'signedIn',
    input: z.object({ condition: conditionSchema.default({}) }),
    handle: async ({ condition }, ctx) => {
      const read = (where: z.output<typeof conditionSchema>) => ctx.database.db.select().from(sysEnum).where(whereOf(where))
        .orderBy(asc(sysEnum.enumMid), asc(sysEnum.enumSeq), asc(sysEnum.enumValue)).limit(SEARCH_MAX);
      const enumMid = condition.enumMid?.trim();
      const status = condition.status === undefined || condition.status === '' ? undefined : Number(condition.status);
      const rows = enumMid && !condition.keyword?.trim()
        ? (await cacheOf(ctx.request).getOrLoad(`${CACHE_PREFIXES.enum}${enumMid}`, () => read({ enumMid }))).filter((row) => status === undefined || row.status === status)
        : await read(condition);
      return rows.map((row) => ({ enumMid: row.enumMid, enumValue: row.enumValue, enumName: localName(row.enumNameMap, ctx.language, row.enumName), enumSeq: row.enumSeq, status: row.status }));
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getsysenumlistbyparams',
    summary: 'Enumeration entries, paged (default order enumMid, enumSeq)',
    permission: permission('isSearch'),
    input: pageRequestSchema,
    handle: async ({ current, size, condition, sorter }, ctx) => {
      const where = whereOf(conditionSchema.parse(condition));
      const sortColumn = sorter && sorter.field in SORTS ? SORTS[sorter.field as keyof typeof SORTS] : undefined;
      const order = sortColumn ? [(sorter?.order === 'ascend' ? asc : desc)(sortColumn)] : [asc(sysEnum.enumMid), asc(sysEnum.enumSeq)];
      const [rows, total] = await Promise.all([
        ctx.database.db.select().from(sysEnum).where(where).orderBy(...order, asc(sysEnum.id)).limit(size).offset((current - 1) * size),
        ctx.database.db.$count(sysEnum, where),
      ]);
      return { records: rows.map((row) => toWire(row, ctx.language)), total, pages: Math.ceil(total / size), current, size };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getsysenumbyid',
    summary: 'One enumeration entry by id',
    permission: permission('isSearch'),
    input: byIdSchema,
    handle: async ({ id }, ctx) => toWire(await rowById(ctx.database.db, id), ctx.language),
  }),
  defineCall({
    service: SERVICE,
    method: 'addsysenum',
    summary: 'Add an enumeration entry with its name in every language',
    permission: permission('isAdd'),
    input: z.object({ enumMid: codeSchema, enumValue: codeSchema, enumSeq: seqSchema.default(0), status: statusSchema.default(1), remark: z.string().max(99).nullish(), zlI18nList: zlI18nListSchema.default([]) }),
    handle: async ({ zlI18nList, ...values }, ctx) => {
      const { map, issues } = checkNames(zlI18nList, 'enumName', ctx.t);
      if (issues.length) throw fieldError(issues);
      const [row] = await ctx.database.db.insert(sysEnum)
        .values({ ...values, enumName: map['zh-CN'], enumNameMap: map, createName: ctx.user.userNo, updateName: ctx.user.userNo })
        .returning();
      return toWire(row, ctx.language);
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'updatesysenumbyid',
    summary: 'Modify an enumeration entry (names, sequence, status; optimistic version check)',
    permission: permission('isModify'),
    input: z.object({ id: idSchema, version: versionSchema, enumSeq: seqSchema.optional(), status: statusSchema.optional(), remark: z.string().max(99).nullish(), zlI18nList: zlI18nListSchema.optional() }),
    handle: async ({ id, version, zlI18nList, ...values }, ctx) => {
      const names = zlI18nList && checkNames(zlI18nList, 'enumName', ctx.t);
      if (names?.issues.length) throw fieldError(names.issues);
      await rowById(ctx.database.db, id);
      const [row] = await ctx.database.db.update(sysEnum)
        .set({ ...values, ...(names && { enumName: names.map['zh-CN'], enumNameMap: names.map }), version: sql`${sysEnum.version} + 1`, updateName: ctx.user.userNo, updateDate: new Date() })
        .where(and(eq(sysEnum.id, id), eq(sysEnum.version, version)))
        .returning();
      if (!row) throw new AppError('STALE_VERSION');
      return toWire(row, ctx.language);
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deletesysenumbyids',
    summary: 'Delete enumeration entries by id and version, all or nothing',
    permission: permission('isDelete'),
    input: deleteRequestSchema,
    handle: ({ delList }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        for (const { id, version } of delList) {
          const [row] = await tx.delete(sysEnum).where(and(eq(sysEnum.id, id), eq(sysEnum.version, version))).returning({ id: sysEnum.id });
          if (row) continue;
          const [exists] = await tx.select({ id: sysEnum.id }).from(sysEnum).where(eq(sysEnum.id, id));
          throw new AppError(exists ? 'STALE_VERSION' : 'NOT_FOUND');
        }
        return delList.length;
      }),
  }),
];
