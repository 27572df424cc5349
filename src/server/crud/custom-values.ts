/**
 * Custom field values of entity rows (spec console §3 Custom field definition): a jsonb map
 * `custom_values` on every entity table, { fieldNo: value }, for the fields defined on the
 * entity's module (its menu number). Writes are checked against the definitions (unknown field,
 * wrong type or dropdown code: VALIDATION_FAILED on `customValues.<fieldNo>`) and merged into the
 * stored map on modify; list conditions `customValues: { fieldNo: value }` match text fields as
 * case-insensitive substrings and the other types exactly.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { checkCustomValues, type CustomField } from '../../shared/custom-fields.ts';
import { dropDownEntries } from '../../shared/entities/custom-field.entity.ts';
import type { EntityDef } from '../../shared/entity.ts';
import type { Db, Tx } from '../db/client.ts';
import type { EntityTable } from '../db/entity-table.ts';
import { sysCustomField } from '../db/schema.ts';
import { fieldError } from '../rpc/app-error.ts';

/** The custom fields of a module by displayOrder then fieldNo (only the displayed ones if asked). */
export async function moduleCustomFields(db: Db | Tx, module: string, displayedOnly: boolean) {
  const t = sysCustomField;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.module, module), displayedOnly ? eq(t.isDisplay, true) : undefined))
    .orderBy(asc(t.displayOrder), asc(t.fieldNo));
  return rows.map((row) => ({
    id: row.id as number,
    fieldNo: row.fieldNo as string,
    fieldNoName: row.fieldNoName as string,
    module: row.module as string,
    fieldType: row.fieldType as string,
    displayPage: row.displayPage as string | null,
    displayOrder: row.displayOrder as number | null,
    dateFormat: row.dateFormat as string | null,
    fixedMatchingCondition: row.fixedMatchingCondition as string | null,
    dropDownDataSource: typeof row.dropDownDataSource === 'string' ? (dropDownEntries(row.dropDownDataSource) ?? []) : [],
  }));
}

/** The checked custom values of a write, or undefined when none were sent. Throws VALIDATION_FAILED. */
export async function checkedCustomValues(tx: Tx, entity: EntityDef, values: unknown): Promise<Record<string, unknown> | undefined> {
  if (values === undefined || values === null) return undefined;
  const fields = await moduleCustomFields(tx, entity.menuNo, false);
  const checked = checkCustomValues(fields, values as Record<string, unknown>);
  if (checked.issues.length) throw fieldError(checked.issues);
  return checked.values;
}

/** The stored map merged with changed values (modify keeps the values of fields not sent). */
export function mergedCustomValues(table: EntityTable, values: Record<string, unknown>): SQL {
  return sql`coalesce(${table.customValues}, '{}'::jsonb) || ${JSON.stringify(values)}::jsonb`;
}

/** An ilike pattern matching `value` anywhere, with the wildcards in it escaped. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list condition of `customValues: { fieldNo: value }`; unknown fields and empty values are ignored. */
export function customCondition(table: EntityTable, fields: CustomField[], condition: unknown): SQL | undefined {
  if (!condition || typeof condition !== 'object') return undefined;
  const parts: SQL[] = [];
  for (const [fieldNo, raw] of Object.entries(condition)) {
    const field = fields.find((f) => f.fieldNo === fieldNo);
    if (!field || raw === undefined || raw === null || String(raw).trim() === '') continue;
    const stored = sql`(${table.customValues} ->> ${fieldNo})`;
    const { values } = checkCustomValues([field], { [fieldNo]: raw });
    if (field.fieldType === '1') parts.push(sql`${stored} ilike ${likePattern(String(raw).trim())}`);
    else if (field.fieldType === '2' && values[fieldNo] !== undefined) parts.push(sql`${stored}::numeric = ${String(values[fieldNo])}::numeric`);
    else if (values[fieldNo] !== undefined) parts.push(sql`${stored} = ${String(values[fieldNo])}`);
    else parts.push(sql`false`);
  }
  return parts.length ? and(...parts) : undefined;
}
