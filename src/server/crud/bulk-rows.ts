/**
 * Set-based writes of many rows of an entity table inside the caller's transaction (issue 17 item
 * 5: an import of 50,000 rows wrote one UPDATE per row). The rows travel as one jsonb parameter read
 * by `jsonb_to_recordset`, so a statement's size does not grow with its parameters (PostgreSQL
 * allows 65,535) and drizzle builds one query per statement, not per value.
 *
 * Rows are grouped by the fields they carry (a cell left empty is a field absent, which an insert
 * leaves to the column default and an update leaves as it was); one statement per group and
 * CHUNK rows. Values must be checked before (import-rows.ts verifies every row first) and be
 * JSON values as the entity schemas answer them (dates and times as strings).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { EntityTable } from '../db/entity-table.ts';

type Row = Record<string, unknown>;

const CHUNK = 10_000;

/** Rows grouped by the sorted names of their fields that have a value. */
function groupedByFields<T>(items: T[], rowOf: (item: T) => Row): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const row = rowOf(item);
    const key = Object.keys(row).filter((field) => row[field] !== undefined).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function columnOf(table: EntityTable, field: string): PgColumn {
  return (table as unknown as Record<string, PgColumn>)[field];
}

/** `jsonb_to_recordset($rows) as v(col type, ...)` for `fields` of `table`, with `id` bigint when `ids` are given. */
function recordset(table: EntityTable, fields: string[], rows: Row[], ids?: number[]): SQL {
  const columns = fields.map((field) => columnOf(table, field));
  const records = rows.map((row, i) => {
    const record: Row = ids ? { id: ids[i] } : {};
    fields.forEach((field, f) => (record[columns[f].name] = row[field]));
    return record;
  });
  const definitions = [...(ids ? ['id bigint'] : []), ...columns.map((column) => `"${column.name}" ${column.getSQLType()}`)];
  return sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${sql.raw(definitions.join(', '))})`;
}

/** Inserts `rows` with createName and updateName `userNo`. */
export async function insertRows(tx: Tx, table: EntityTable, rows: Row[], userNo: string): Promise<void> {
  for (const [key, group] of groupedByFields(rows, (row) => row)) {
    const fields = key ? key.split(',') : [];
    const columns = sql.raw([...fields.map((field) => `"${columnOf(table, field).name}"`), 'create_name', 'update_name'].join(', '));
    const values = sql.raw(fields.map((field) => `v."${columnOf(table, field).name}"`).join(', ') + (fields.length ? ', ' : ''));
    for (let i = 0; i < group.length; i += CHUNK) {
      await tx.execute(sql`insert into ${table} (${columns}) select ${values}${userNo}, ${userNo} from ${recordset(table, fields, group.slice(i, i + CHUNK))}`);
    }
  }
}

/**
 * Updates the rows named by `id` with the fields each carries (but `keep`, the business key):
 * `customValues` are merged into the stored ones; version + 1, updateName `userNo`, updateDate now.
 */
export async function updateRows(tx: Tx, table: EntityTable, rows: { id: number; row: Row }[], keep: string[], userNo: string): Promise<void> {
  for (const [key, group] of groupedByFields(rows, (change) => change.row)) {
    const fields = key.split(',').filter((field) => field && !keep.includes(field));
    const sets = fields.map((field) => {
      const name = `"${columnOf(table, field).name}"`;
      return field === 'customValues' ? `${name} = coalesce(t.${name}, '{}'::jsonb) || v.${name}` : `${name} = v.${name}`;
    });
    for (let i = 0; i < group.length; i += CHUNK) {
      const chunk = group.slice(i, i + CHUNK);
      const values = recordset(table, fields, chunk.map((change) => change.row), chunk.map((change) => change.id));
      await tx.execute(sql`update ${table} as t set ${sql.raw([...sets, 'version = t.version + 1'].join(', '))}, update_name = ${userNo}, update_date = now() from ${values} where t.id = v.id`);
    }
  }
}
