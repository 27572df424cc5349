/**
 * Export templates of a list page (spec console §2 export-template picker, §3 Export template,
 * §5 "Export template must be chosen"), shared by the users of the page (module = its menu number);
 * every call needs isExport on that menu:
 * - ISysExportTemplateService/getExportTemplateListByModule { module } -> [{ id, version, module,
 *   exportName, isDefault (1 default, 0 not), columns: [field] }], the default first, then by name
 * - ISysExportTemplateService/saveExportTemplate { id?, version?, module, exportName, isDefault, columns }
 *   adds (no id) or modifies (id and version: stale versions refused) one template and answers it;
 *   a new default clears the module's previous default in the same transaction
 * - ISysExportTemplateService/deleteExportTemplateByIds { delList: [{ id, version }] }, all or nothing
 * - ISysExportTemplateService/getExportTemplateById { id } -> one template (the spec's "export config
 *   get", console §7 Module tables; docs/decisions/0446)
 * columns are wire field names of the page's entity (declared and audit fields), in export order.
 * Errors: VALIDATION_FAILED (empty name, no or unknown or repeated columns, a module without an
 * entity), FORBIDDEN (no isExport), DUPLICATE_KEY (name taken), NOT_FOUND, STALE_VERSION.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ENTITIES } from '../../shared/entities/index.ts';
import { AUDIT_FIELDS, type EntityDef } from '../../shared/entity.ts';
import { byIdSchema, deleteRequestSchema } from '../../shared/rpc.ts';
import { idSchema, integerSchema, versionSchema } from '../../shared/validation.ts';
import type { Db, Tx } from '../db/client.ts';
import { lockKey } from '../db/lock.ts';
import { sysExportTemplate } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import { hasFlag } from '../rpc/permission.ts';
import { moduleSchema } from './tag-calls.ts';

const SERVICE = 'ISysExportTemplateService';
const t = sysExportTemplate;

/** The entity of a list page's menu number, or undefined. */
function entityOfModule(module: string): EntityDef | undefined {
  return Object.values(ENTITIES).find((entity) => entity.menuNo === module);
}

/** Columns a template of this entity may name: its declared fields, then the audit fields. */
export function exportableFields(entity: EntityDef): string[] {
  return [...Object.keys(entity.fields), ...AUDIT_FIELDS];
}

function assertExport(ctx: UserContext, module: string): void {
  if (!hasFlag(ctx.user, module, 'isExport')) throw new AppError('FORBIDDEN');
}

function toWire(row: typeof t.$inferSelect) {
  return { id: row.id, version: row.version, module: row.module, exportName: row.exportName, isDefault: row.isDefault ? 1 : 0, columns: row.columns };
}

/** The columns of a module's named template, or undefined when it has none of that name. */
export async function templateColumns(db: Db | Tx, module: string, exportName: string): Promise<string[] | undefined> {
  const [row] = await db.select({ columns: t.columns }).from(t).where(and(eq(t.module, module), eq(t.exportName, exportName)));
  return row?.columns;
}

const saveSchema = z.object({
  id: idSchema.optional(),
  version: versionSchema.optional(),
  module: moduleSchema,
  exportName: z.string().trim().min(1, 'validation.required').max(99, 'validation.textTooLong'),
  isDefault: z.union([z.boolean(), integerSchema(0, 1)]).default(0).transform((v) => v === true || v === 1),
  columns: z.array(z.string()).min(1, 'validation.required').max(300),
});

export const exportTemplateCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'getExportTemplateById',
    summary: 'One export template of a list page by id',
    permission: 'signedIn',
    input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const [row] = await ctx.database.db.select().from(t).where(eq(t.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      assertExport(ctx, row.module);
      return toWire(row);
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'getExportTemplateListByModule',
    summary: 'The export templates of one list page, the default first',
    permission: 'signedIn',
    input: z.object({ module: moduleSchema }),
    handle: async ({ module }, ctx) => {
      assertExport(ctx, module);
      const rows = await ctx.database.db.select().from(t).where(eq(t.module, module)).orderBy(desc(t.isDefault), asc(t.exportName));
      return rows.map(toWire);
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'saveExportTemplate',
    write: true,
    summary: 'Add or modify one export template of a list page',
    permission: 'signedIn',
    input: saveSchema,
    handle: async (input, ctx) => {
      assertExport(ctx, input.module);
      const entity = entityOfModule(input.module);
      if (!entity) throw fieldError([{ field: 'module', message: 'validation.unknownRef', params: { value: input.module } }]);
      const allowed = exportableFields(entity);
      const unknown = input.columns.find((column) => !allowed.includes(column));
      if (unknown) throw fieldError([{ field: 'columns', message: 'validation.unknownColumn', params: { column: unknown } }]);
      if (new Set(input.columns).size !== input.columns.length) throw fieldError([{ field: 'columns', message: 'validation.duplicateInFile' }]);
      return ctx.database.db.transaction(async (tx) => {
        await lockKey(tx, `export:${input.module}`);
        const values = { exportName: input.exportName, isDefault: input.isDefault, columns: input.columns, updateName: ctx.user.userNo };
        const [row] = input.id
          ? await tx
              .update(t)
              .set({ ...values, version: sql`${t.version} + 1`, updateDate: sql`now()` })
              .where(and(eq(t.id, input.id), eq(t.module, input.module), eq(t.version, input.version ?? -1)))
              .returning()
          : await tx.insert(t).values({ ...values, module: input.module, createName: ctx.user.userNo }).returning();
        if (!row) {
          const [exists] = await tx.select({ id: t.id }).from(t).where(and(eq(t.id, input.id ?? 0), eq(t.module, input.module)));
          throw new AppError(exists ? 'STALE_VERSION' : 'NOT_FOUND');
        }
        if (row.isDefault) await tx.update(t).set({ isDefault: false }).where(and(eq(t.module, input.module), ne(t.id, row.id), eq(t.isDefault, true)));
        return toWire(row);
      });
    },
  }),
  defineCall({
    service: SERVICE,
    method: 'deleteExportTemplateByIds',
    write: true,
    summary: 'Delete export templates by id and version, all or nothing',
    permission: 'signedIn',
    input: deleteRequestSchema,
    handle: (input, ctx) =>
      ctx.database.db.transaction(async (tx) => {
        for (const { id, version } of input.delList) {
          const [row] = await tx.select().from(t).where(eq(t.id, id));
          if (!row) throw new AppError('NOT_FOUND');
          assertExport(ctx, row.module);
          if (row.version !== version) throw new AppError('STALE_VERSION');
          await tx.delete(t).where(and(eq(t.id, id), eq(t.version, version)));
        }
        return input.delList.length;
      }),
  }),
];
