/**
 * ISysModuleTableService/getModuleTableFields { module } (spec console §7 Module tables;
 * docs/decisions/0353-module-tables.md): the fields of a module's tables, for choosing columns and
 * naming custom fields without clashing with a real column.
 *
 * A module's tables are its enabled design tables (Base.Basic table, ISysTableService; their
 * `module` is the menu number). Answer `{ module, tables: [{ designTable, designTableName,
 * tableAttribute, fields: [{ fieldNo, fieldName, fieldType, isRequired }] }], customFields }`:
 * fields are the table's columns in the database (fieldNo the wire name, fieldName its label in the
 * caller's language, fieldType as FIELD_TYPE: 1 text, 2 number, 3 date, 4 dropdown/yes-no; required
 * when NOT NULL without a default), leaving out the custom values column and any column named like a
 * secret; a design table that does not exist has no fields. customFields: every custom field
 * definition of the module (displayed or not), as getCustomFieldsByModule answers them.
 * isSearch on the design table page (100110) or on custom-management (160206).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customFieldEntity } from '../../shared/entities/custom-field.entity.ts';
import { designTableEntity } from '../../shared/entities/design-table.entity.ts';
import { moduleCustomFields } from '../crud/custom-values.ts';
import type { Db } from '../db/client.ts';
import { sysDesignTable } from '../db/schema.ts';
import { SECRET_FIELD } from '../journal/operation-journal.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { moduleSchema } from './tag-calls.ts';

type Column = { column_name: string; data_type: string; is_nullable: string; column_default: string | null };

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_match, c: string) => c.toUpperCase());

/** FIELD_TYPE of a PostgreSQL data type. */
function fieldTypeOf(dataType: string): string {
  if (dataType === 'boolean') return '4';
  if (dataType === 'date' || dataType.startsWith('timestamp')) return '3';
  if (['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision'].includes(dataType)) return '2';
  return '1';
}

async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const answer = await db.execute<Column>(sql`select column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`);
  return answer.rows.filter((column) => column.column_name !== 'custom_values' && !SECRET_FIELD.test(column.column_name));
}

export const moduleTableCalls: CallDef[] = [
  defineCall({
    service: 'ISysModuleTableService',
    method: 'getModuleTableFields',
    summary: "The columns of a module's design tables with their labels and types, and the module's custom fields",
    permission: { menuNo: designTableEntity.menuNo, flag: 'isSearch', alsoOn: [customFieldEntity.menuNo] },
    input: z.object({ module: moduleSchema }),
    handle: async ({ module }, ctx) => {
      const { db } = ctx.database;
      const t = sysDesignTable;
      const rows = await db.select().from(t).where(and(eq(t.module, module), eq(t.statusCode, 1))).orderBy(asc(t.tableAttribute), asc(t.designTable));
      const tables = await Promise.all(rows.map(async (row) => ({
        designTable: row.designTable as string,
        designTableName: row.designTableName as string,
        tableAttribute: row.tableAttribute as string,
        fields: (await columnsOf(db, row.designTable as string)).map((column) => {
          const fieldNo = camel(column.column_name);
          return { fieldNo, fieldName: ctx.t(`field.${fieldNo}`, { defaultValue: fieldNo }), fieldType: fieldTypeOf(column.data_type), isRequired: column.is_nullable === 'NO' && column.column_default === null };
        }),
      })));
      return { module, tables, customFields: await moduleCustomFields(db, module, false) };
    },
  }),
];
