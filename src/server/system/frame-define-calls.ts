/**
 * Column settings of the generic list page (spec console §2 column-setting popover: per column
 * show/hide, freeze-left and order; §7 Frame define), saved per user and module (menu number):
 * - ISysFrameDefineService/getSysFrameDefineListByModule { module } -> [{ id, version, module, columnKey, isShow, isFixed, sort }] by sort
 * - ISysFrameDefineService/saveSysFrameDefineByModule { module, columns: [{ columnKey, isShow, isFixed, sort }] }
 *   replaces the user's layout of that module in one transaction and answers it
 * - ISysFrameDefineService/deleteSysFrameDefineByModule { module } resets it (answers the rows deleted)
 * - ISysFrameDefineService/getSysFrameDefinePage { current, size, condition: { module? } } -> page of
 *   the user's saved column rows (by module, then sort), for the spec's paged frame-define list
 * - ISysFrameDefineService/getSysFrameDefineDown {} -> [{ module, columns }]: the modules the user
 *   has a saved layout for, with their column count (the drop-down of layouts to reset)
 * Another user's layout is never read or touched. Errors: VALIDATION_FAILED (bad or repeated columnKey).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pageRequestSchema } from '../../shared/rpc.ts';
import { integerSchema, INT4_MAX } from '../../shared/validation.ts';
import { lockKey } from '../db/lock.ts';
import { sysFrameDefine } from '../db/schema.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { moduleSchema } from './tag-calls.ts';

const SERVICE = 'ISysFrameDefineService';
const FRAME_COLUMNS_MAX = 300;

const columnSchema = z.object({
  columnKey: z.string().trim().refine((value) => /^[A-Za-z0-9_.-]{1,64}$/.test(value), 'validation.code'),
  isShow: z.boolean().default(true),
  isFixed: z.boolean().default(false),
  sort: integerSchema(0, INT4_MAX).optional(),
});

const saveSchema = z.object({
  module: moduleSchema,
  columns: z
    .array(columnSchema)
    .max(FRAME_COLUMNS_MAX)
    .refine((columns) => new Set(columns.map((c) => c.columnKey)).size === columns.length, 'validation.duplicateInFile'),
});

function toWire(row: typeof sysFrameDefine.$inferSelect) {
  return { id: row.id, version: row.version, module: row.module, columnKey: row.columnKey, isShow: row.isShow, isFixed: row.isFixed, sort: row.sort };
}

export const frameDefineCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getSysFrameDefineListByModule',
    summary: "The user's saved column layout of one list page",
    permission: 'signedIn',
    input: z.object({ module: moduleSchema }),
    handle: async ({ module }, ctx) => {
      const rows = await ctx.database.db
        .select()
        .from(sysFrameDefine)
        .where(and(eq(sysFrameDefine.userId, ctx.user.id), eq(sysFrameDefine.module, module)))
        .orderBy(asc(sysFrameDefine.sort), asc(sysFrameDefine.id));
      return rows.map(toWire);
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'saveSysFrameDefineByModule',
    write: 'private',
    summary: "Replace the user's column layout of one list page",
    permission: 'signedIn',
    input: saveSchema,
    handle: ({ module, columns }, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        await lockKey(tx, `frame:${ctx.user.id}:${module}`);
        const mine = and(eq(sysFrameDefine.userId, ctx.user.id), eq(sysFrameDefine.module, module));
        await tx.delete(sysFrameDefine).where(mine);
        if (columns.length === 0) return [];
        const rows = await tx
          .insert(sysFrameDefine)
          .values(columns.map((column, index) => ({
            ...column,
            sort: column.sort ?? index + 1,
            userId: ctx.user.id,
            module,
            createName: ctx.user.userNo,
            updateName: ctx.user.userNo,
          })))
          .returning();
        return rows.sort((a, b) => a.sort - b.sort || a.id - b.id).map(toWire);
      }),
  }),
  defineCall({
    service: SERVICE,
    method: 'deleteSysFrameDefineByModule',
    write: 'private',
    summary: "Reset the user's column layout of one list page to the default",
    permission: 'signedIn',
    input: z.object({ module: moduleSchema }),
    handle: async ({ module }, ctx) => {
      const deleted = await ctx.database.db
        .delete(sysFrameDefine)
        .where(and(eq(sysFrameDefine.userId, ctx.user.id), eq(sysFrameDefine.module, module)))
        .returning({ id: sysFrameDefine.id });
      return deleted.length;
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getSysFrameDefinePage',
    summary: "The user's saved column rows, paged, of one module or all (condition.module)",
    permission: 'signedIn',
    input: pageRequestSchema.extend({ condition: z.object({ module: z.union([z.literal(''), moduleSchema]).optional() }).default({}) }),
    handle: async ({ current, size, condition: { module } }, ctx) => {
      const where = and(eq(sysFrameDefine.userId, ctx.user.id), module ? eq(sysFrameDefine.module, module) : undefined);
      const [rows, total] = await Promise.all([
        ctx.database.db.select().from(sysFrameDefine).where(where)
          .orderBy(asc(sysFrameDefine.module), asc(sysFrameDefine.sort), asc(sysFrameDefine.id))
          .limit(size)
          .offset((current - 1) * size),
        ctx.database.db.$count(sysFrameDefine, where),
      ]);
      return { records: rows.map(toWire), total, pages: Math.ceil(total / size), current, size };
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getSysFrameDefineDown',
    summary: 'The modules the user has a saved column layout for, with their column count',
    permission: 'signedIn',
    input: z.object({}),
    handle: ({}, ctx) =>
      ctx.database.db
        .select({ module: sysFrameDefine.module, columns: count() })
        .from(sysFrameDefine)
        .where(eq(sysFrameDefine.userId, ctx.user.id))
        .groupBy(sysFrameDefine.module)
        .orderBy(asc(sysFrameDefine.module)),
  }),
];
