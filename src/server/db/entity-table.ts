/**
 * Builds the drizzle table of an entity declaration (src/shared/entity.ts): one column per field
 * (snake_case names), the audit columns of DESIGN.md "Database", the custom field values (jsonb), a unique index on the business key
 * within its `uniqueWith` fields, and a foreign key for every `ref` whose target key is global.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, unique, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityDef, EntityName, FieldDef } from '../../shared/entity.ts';

/** camelCase wire name to its snake_case column name. */
export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The column of one declared field (snake_case name; NOT NULL when required or a key). */
export function column(name: string, def: FieldDef): PgColumnBuilderBase {
  const col = columnName(name);
  const base = (() => {
    switch (def.kind) {
      case 'text':
      case 'enum':
        return text(col);
      case 'int':
        return bigint(col, { mode: 'number' });
      case 'decimal':
        return numeric(col);
      case 'bool':
        return boolean(col);
      case 'status':
        return smallint(col);
      case 'date':
        return date(col, { mode: 'string' });
      case 'datetime':
        return timestamp(col, { withTimezone: true, mode: 'string' });
    }
  })();
  if (def.generated) return base.generatedAlwaysAs(sql.raw(def.generated));
  // A server-owned field starts at its declared default (the generic writes never send it).
  const defaulted = def.readOnly && def.default !== undefined ? base.default(def.default as never) : base;
  return def.required || def.key ? defaulted.notNull() : defaulted;
}

/** Audit columns every table carries (id, optimistic-lock version, who and when). */
export function auditColumns() {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    version: integer('version').notNull().default(0),
    createName: text('create_name'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    updateName: text('update_name'),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * The drizzle table of one entity. `built` holds the tables already built, so that a `ref` to an
 * entity whose key is globally unique becomes a foreign key (delete of a used row is refused).
 */
export function entityTable(entity: EntityDef, built: Partial<Record<EntityName, EntityTable>>): EntityTable {
  const columns: Record<string, PgColumnBuilderBase> = { ...auditColumns() };
  for (const [name, def] of Object.entries(entity.fields)) columns[name] = column(name, def);
  // Values of the module's custom fields (spec console §3), { fieldNo: value }; see custom-values.ts.
  columns.customValues = jsonb('custom_values');
  return pgTable(entity.table, columns, (t) => [
    unique(`${entity.table}_key`).on(t[(entity.uniqueWith ?? [entity.keyField])[0]], ...[...(entity.uniqueWith ?? []), entity.keyField].slice(1).map((f) => t[f])),
    // Lists default to updateDate descending, ties by id: one index serves every first page.
    index(`${entity.table}_recent`).on(t.updateDate, t.id),
    ...Object.entries(entity.fields).flatMap(([name, def]) => {
      const target = def.ref ? ENTITIES[def.ref] : undefined;
      const targetTable = def.ref ? built[def.ref] : undefined;
      if (!target || !targetTable || target.uniqueWith) return [];
      return [foreignKey({ name: `${entity.table}_${columnName(name)}_fk`, columns: [t[name]], foreignColumns: [targetTable[target.keyField]] })];
    }),
  ]);
}

// A table whose columns are only known at run time: fields are addressed by their wire names.
export type EntityTable = ReturnType<typeof pgTable<string, Record<string, PgColumnBuilderBase>>>;
