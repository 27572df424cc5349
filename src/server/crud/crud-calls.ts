/**
 * The five calls of every declared entity (DESIGN.md naming table): list (and its aliases),
 * get by id (and by key with `calls.getByKey`), add, modify by id, delete by ids; with
 * `calls.alias`, list, get, add, modify (and delete when named) also under another service's
 * names. Permission flags: list and get isSearch (on the entity's menu or a page listing it,
 * listingPages; lists are also lookups of the pages that pick the entity; also the tab counts of a list with `listTabs`), add isAdd, modify isModify, delete isPhysicalDelete or isDelete.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EntityDef } from '../../shared/entity.ts';
import { listingPages } from '../../shared/page-pickers.ts';
import { byIdSchema, deleteRequestSchema, pageRequestSchema } from '../../shared/rpc.ts';
import { entityInputSchema } from '../../shared/validation.ts';
import { entityTables } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { listRows } from './list-query.ts';
import { scopeCondition } from './scope.ts';
import { tabCountCalls } from './tab-counts.ts';
import { addRow, deleteRows, updateRow } from './write-rows.ts';

/** Get one row by its business key `{ [keyField]: value }` (pages addressed by the key, spec console §2 Base.Rule). */
function getByKeyCall(entity: EntityDef, method: string): CallDef {
  const table = entityTables[entity.name];
  const key = entity.keyField;
  return defineCall({
    service: entity.calls.service,
    method,
    summary: `Get one ${entity.name} by ${key}`,
    permission: { menuNo: entity.menuNo, flag: 'isSearch' },
    input: z.object({ [key]: z.string().trim().min(1) }),
    handle: async (input, ctx) => {
      const [row] = await ctx.database.db.select().from(table).where(and(eq(table[key], input[key] as string), scopeCondition(entity, table, ctx.user)));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },
  });
}

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
      permission: { menuNo, flag: 'isSearch', lookup: entity.name, alsoOn: listingPages(entity) },
      input: pageRequestSchema,
      handle: (input, ctx) => listRows(ctx.database.db, entity, table, ctx.user, input),
    });
  const lists = [list(entity.calls.list), ...tabCountCalls(entity), ...(entity.calls.listAliases ?? []).map(list)];
  // A document header's get and writes carry its lines and status rules (server/inventory/documents).
  if (entity.writes === 'document') return lists;
  const calls = [
    ...lists,
    defineCall({
      service,
      method: entity.calls.get,
      summary: `Get one ${entity.name} by id`,
      permission: { menuNo, flag: 'isSearch', alsoOn: listingPages(entity) },
      input: byIdSchema,
      handle: async ({ id }, ctx) => {
        const [row] = await ctx.database.db.select().from(table).where(and(eq(table.id, id), scopeCondition(entity, table, ctx.user)));
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      },
    }),
    ...(entity.calls.getByKey ? [getByKeyCall(entity, entity.calls.getByKey)] : []),
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
  const alias = entity.calls.alias;
  if (!alias) return calls;
  const kinds = (['list', 'get', 'add', 'update', 'remove'] as const).filter((kind) => alias[kind]);
  const aliased = kinds.map((kind) => ({ ...calls.find((call) => call.method === entity.calls[kind])!, service: alias.service, method: alias[kind]! }));
  return [...calls, ...aliased];
}
