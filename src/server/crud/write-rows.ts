/**
 * The writes of an entity, each inside the caller's transaction (DESIGN.md "Database"):
 * add, modify with the optimistic version check, and delete of a delList all-or-nothing.
 * Validation (fields, references, data scope, custom field values) happens before any write.
 * Each changed row is reported to the operation journal (noteChange); an added or modified row of an
 * entity in WRITE_EVENTS publishes its events (write-events.ts).
 *
 * Errors: VALIDATION_FAILED (field issues), NOT_FOUND (absent or out of scope), STALE_VERSION
 * (another user changed the row), the entity's `editableWhen` refusal (a row no longer editable),
 * DUPLICATE_KEY and IN_USE (from the database constraints).
 */
import { and, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityDef } from '../../shared/entity.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import type { DeleteRequest } from '../../shared/rpc.ts';
import type { Tx } from '../db/client.ts';
import type { EntityTable } from '../db/entity-table.ts';
import { entityTables } from '../db/schema.ts';
import { noteChange } from '../journal/operation-journal.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { checkedCustomValues, mergedCustomValues } from './custom-values.ts';
import { scopeCondition, scopeRefusal } from './scope.ts';
import { WRITE_CHECKS } from './import-checks.ts';
import { WRITE_EVENTS } from './write-events.ts';

type Row = Record<string, unknown>;

/**
 * Issues of the `ref` fields of many rows: a referenced key that does not exist, or (dependsOn)
 * belongs to another parent than the row's, or (refWhere) is not of the field's kind (an outbound
 * category on an arrival note: the field's own refusal), or (activeRef) names a disabled row while
 * differing from the `stored` row's value (answered per row index). One query for all the entity's
 * references (a UNION ALL branch per field), each field's keys in one jsonb parameter (an import may
 * name more keys than PostgreSQL's 65,535 parameters).
 */
export async function refIssues(tx: Tx, entity: EntityDef, rows: Row[], stored?: Row): Promise<Map<number, FieldIssue[]>> {
  const issues = new Map<number, FieldIssue[]>();
  const branches: SQL[] = [];
  const parents = new Map<string, string | undefined>();
  for (const [field, def] of Object.entries(entity.fields)) {
    if (!def.ref) continue;
    const target = ENTITIES[def.ref];
    const values = [...new Set(rows.map((row) => row[field]).filter((v): v is string => typeof v === 'string'))];
    if (values.length === 0) continue;
    const table = entityTables[def.ref];
    // A picker depending on a parent field (zone warehouse on its orgNo) must name a row of that parent.
    const parent = def.dependsOn && def.dependsOn in target.fields ? def.dependsOn : undefined;
    parents.set(field, parent);
    const status = target.fields.statusCode ? sql`${table.statusCode}::text` : sql`null::text`;
    const kind = def.refWhere ? sql`${table[def.refWhere.field]}::text` : sql`null::text`;
    branches.push(sql`select ${field}::text as field, ${table[target.keyField]}::text as key, ${table[parent ?? target.keyField]}::text as parent, ${status} as status, ${kind} as kind from ${table} where ${table[target.keyField]} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`);
  }
  if (branches.length === 0) return issues;
  const { rows: found } = await tx.execute<{ field: string; key: string; parent: string | null; status: string | null; kind: string | null }>(sql.join(branches, sql` union all `));
  for (const [field, parent] of parents) {
    const mine = found.filter((f) => f.field === field);
    const where = entity.fields[field].refWhere;
    const otherKind = new Set(where ? mine.filter((f) => f.kind !== where.value).map((f) => f.key) : []);
    const known = new Set(mine.map((f) => f.key));
    const pairs = new Set(mine.map((f) => JSON.stringify([f.key, f.parent])));
    const disabled = new Set(entity.fields[field].activeRef ? mine.filter((f) => f.status !== null && f.status !== '1').map((f) => f.key) : []);
    rows.forEach((row, index) => {
      const value = row[field];
      if (typeof value !== 'string') return;
      if (where && otherKind.has(value)) {
        issues.set(index, [...(issues.get(index) ?? []), { field, message: where.refusal, params: { value } }]);
        return;
      }
      if (disabled.has(value) && value !== stored?.[field]) {
        issues.set(index, [...(issues.get(index) ?? []), { field, message: 'validation.disabledRef', params: { value } }]);
        return;
      }
      const parentValue = parent ? row[parent] : undefined;
      const wrongParent = typeof parentValue === 'string' && !pairs.has(JSON.stringify([value, parentValue]));
      if (known.has(value) && !wrongParent) return;
      const issue: FieldIssue = known.has(value)
        ? { field, message: 'validation.wrongParent', params: { value, parent: String(parentValue) } }
        : { field, message: 'validation.unknownRef', params: { value } };
      issues.set(index, [...(issues.get(index) ?? []), issue]);
    });
  }
  return issues;
}

/**
 * Refuses a change to a stored row that its entity's `editableWhen` no longer allows (a published
 * schedule, a published news); the refusal's params name the row's key as `docNo` and as its key field.
 */
export function assertEditable(entity: EntityDef, row: Row): void {
  const rule = entity.editableWhen;
  const key = String(row[entity.keyField]);
  if (rule && !rule.values.includes(String(row[rule.field]))) throw new AppError(rule.refusal, { docNo: key, [entity.keyField]: key });
}

function assertScope(entity: EntityDef, user: SessionUser, row: Row): void {
  const field = scopeRefusal(entity, user, row);
  if (field) throw fieldError([{ field, message: 'validation.unknownRef', params: { value: String(row[field] ?? '') } }]);
}

/** Server-owned fields' initial values on add: the declared default of every read-only field (a news starts as a draft). */
function initialValues(entity: EntityDef): Row {
  return Object.fromEntries(Object.entries(entity.fields).filter(([, def]) => def.readOnly && def.default !== undefined).map(([name, def]) => [name, def.default]));
}

/** Rows per insert statement of addRows (20-odd columns each stay far below PostgreSQL's 65,535 parameters). */
const ADD_CHUNK = 1_000;

/**
 * Values a single added row takes in its insert statement, after the checks: `values` (SQL
 * expressions) read `with`, a CTE of that insert (a document's number: doc-number.ts).
 */
export type InsertTimeValues = { with: WithSubquery; values: Record<string, SQL> };

/**
 * Adds `sent` rows, every one checked (scope, references, custom values) before any is written:
 * the first row's issues refuse them all. One reference query per field for all rows and one
 * insert per ADD_CHUNK rows; answers the stored rows in input order. `atInsert` (one row only)
 * adds values computed by the insert itself.
 */
export async function addRows(tx: Tx, entity: EntityDef, table: EntityTable, user: SessionUser, sent: Row[], atInsert?: InsertTimeValues): Promise<Row[]> {
  if (atInsert && sent.length !== 1) throw new RangeError(`addRows: insert-time values for ${sent.length} rows`);
  const rows = sent.map((row) => ({ ...initialValues(entity), ...row }));
  for (const values of rows) assertScope(entity, user, values);
  const issues = await refIssues(tx, entity, rows);
  for (const [index, more] of (await WRITE_CHECKS[entity.name]?.(tx, rows)) ?? []) issues.set(index, [...(issues.get(index) ?? []), ...more]);
  if (issues.size) throw fieldError(issues.get(Math.min(...issues.keys()))!);
  const stored: Row[] = [];
  for (let i = 0; i < rows.length; i += ADD_CHUNK) {
    const chunk = [];
    for (const values of rows.slice(i, i + ADD_CHUNK)) {
      chunk.push({ ...values, ...atInsert?.values, customValues: await checkedCustomValues(tx, entity, values.customValues), createName: user.userNo, updateName: user.userNo });
    }
    // Identity ids follow the insert order, so sorting by id answers the rows as given.
    stored.push(...(await (atInsert ? tx.with(atInsert.with) : tx).insert(table).values(chunk).returning()).sort((a, b) => Number(a.id) - Number(b.id)));
  }
  for (const row of stored) noteChange(entity.name, null, row);
  await WRITE_EVENTS[entity.name]?.(tx, { added: stored, modified: [] });
  return stored;
}

export async function addRow(tx: Tx, entity: EntityDef, table: EntityTable, user: SessionUser, sent: Row): Promise<Row> {
  const [row] = await addRows(tx, entity, table, user, [sent]);
  return row;
}

async function existsInScope(tx: Tx, entity: EntityDef, table: EntityTable, user: SessionUser, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(table).where(and(eq(table.id, id), scopeCondition(entity, table, user, 'write')));
  return row;
}

/** Refuses to delete `row` when the entity declares it undeletable (the default execution policy). */
function assertDeletable(entity: EntityDef, row: Row): void {
  if (entity.undeletable && row[entity.undeletable.field] === true) throw new AppError(entity.undeletable.error);
}

/** Modifies the fields present in `values` when `version` is still the stored one. */
export async function updateRow(tx: Tx, entity: EntityDef, table: EntityTable, user: SessionUser, values: Row & { id: number; version: number }): Promise<Row> {
  const { id, version, ...changes } = values;
  const current = await existsInScope(tx, entity, table, user, id);
  if (!current) throw new AppError('NOT_FOUND');
  assertEditable(entity, current);
  const merged = { ...current, ...changes };
  assertScope(entity, user, merged);
  const rowIssues = entity.checkRow?.(merged) ?? [];
  if (rowIssues.length) throw fieldError(rowIssues);
  const issues = [...((await refIssues(tx, entity, [changes], current)).get(0) ?? []), ...(((await WRITE_CHECKS[entity.name]?.(tx, [merged], [changes])) ?? new Map<number, FieldIssue[]>()).get(0) ?? [])];
  if (issues.length) throw fieldError(issues);
  const customValues = await checkedCustomValues(tx, entity, changes.customValues);
  const [row] = await tx
    .update(table)
    .set({ ...changes, customValues: customValues && mergedCustomValues(table, customValues), version: sql`${table.version} + 1`, updateName: user.userNo, updateDate: sql`now()` })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning();
  if (!row) throw new AppError('STALE_VERSION');
  noteChange(entity.name, current, row);
  await WRITE_EVENTS[entity.name]?.(tx, { added: [], modified: [row] });
  return row;
}

/**
 * Deletes every listed row or none: a missing, out-of-scope or stale row refuses the whole list, and
 * so does a row the entity declares undeletable or no longer editable (its error: the default
 * execution policy, a published news).
 */
export async function deleteRows(tx: Tx, entity: EntityDef, table: EntityTable, user: SessionUser, request: DeleteRequest): Promise<number> {
  const rule = entity.editableWhen;
  for (const { id, version } of request.delList) {
    if (entity.undeletable) {
      const current = await existsInScope(tx, entity, table, user, id);
      if (current) assertDeletable(entity, current);
    }
    const editable = rule && inArray(table[rule.field], [...rule.values]);
    const [row] = await tx.delete(table).where(and(eq(table.id, id), eq(table.version, version), scopeCondition(entity, table, user, 'write'), editable)).returning();
    if (row) {
      noteChange(entity.name, row, null);
      continue;
    }
    const current = await existsInScope(tx, entity, table, user, id);
    if (!current) throw new AppError('NOT_FOUND');
    assertEditable(entity, current);
    throw new AppError('STALE_VERSION');
  }
  return request.delList.length;
}
