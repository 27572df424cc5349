/**
 * The five calls of every declared entity (DESIGN.md naming table): list (and its aliases),
 * get by id, add, modify by id, delete by ids. Permission flags: list and get isSearch (lists are
 * lookups too), add isAdd, modify isModify, delete isPhysicalDelete or isDelete.
 */
import { and, eq } from 'drizzle-orm';
import type { EntityDef } from '../../shared/entity.ts';
import { byIdSchema, deleteRequestSchema, pageRequestSchema } from '../../shared/rpc.ts';
import { entityInputSchema } from '../../shared/validation.ts';
import { entityTables } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { listRows } from './list-query.ts';
import { scopeCondition } from './scope.ts';
import { addRow, deleteRows, updateRow } from './write-rows.ts';

export function crudCalls(entity: EntityDef): CallDef[] {
  const table = entityTables[entity.name];
  const { service } = entity.calls;
  const menuNo = entity.menuNo;
  const addSchema = entityInputSchema(entity, 'add');
  const updateSchema = entityInputSchema(entity, 'update');
  const list = (method: string) =>
    defineCall({
      service,
      method,
      summary: `List ${entity.name} rows (paged, searchable, scoped)`,
      permission: { menuNo, flag: 'isSearch', lookup: true },
      input: pageRequestSchema,
      handle: (input, ctx) => listRows(ctx.database.db, entity, table, ctx.user, input),
    });
  return [
    list(entity.calls.list),
    ...(entity.calls.listAliases ?? []).map(list),
    defineCall({
      service,
      method: entity.calls.get,
      summary: `Get one ${entity.name} by id`,
      permission: { menuNo, flag: 'isSearch', lookup: true },
      input: byIdSchema,
      handle: async ({ id }, ctx) => {
        const [row] = await ctx.database.db.select().from(table).where(and(eq(table.id, id), scopeCondition(entity, table, ctx.user)));
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      },
    }),
    defineCall({
      service,
      method: entity.calls.add,
      summary: `Add a ${entity.name}`,
      permission: { menuNo, flag: 'isAdd' },
      input: addSchema,
      handle: (input, ctx) => ctx.database.db.transaction((tx) => addRow(tx, entity, table, ctx.user, input)),
    }),
    defineCall({
      service,
      method: entity.calls.update,
      summary: `Modify a ${entity.name} (optimistic version check)`,
      permission: { menuNo, flag: 'isModify' },
      input: updateSchema,
      handle: (input, ctx) => ctx.database.db.transaction((tx) => updateRow(tx, entity, table, ctx.user, input as Parameters<typeof updateRow>[4])),
    }),
    defineCall({
      service,
      method: entity.calls.remove,
      summary: `Delete ${entity.name} rows by id and version, all or nothing`,
      permission: { menuNo, flag: entity.physicalDelete ? 'isPhysicalDelete' : 'isDelete' },
      input: deleteRequestSchema,
      handle: (input, ctx) => ctx.database.db.transaction((tx) => deleteRows(tx, entity, table, ctx.user, input)),
    }),
  ];
}
