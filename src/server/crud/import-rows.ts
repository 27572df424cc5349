/**
 * Import of an entity's rows from a sheet (spec console §4 import dialog, workflows §8 import
 * messages): every row is verified first (fields, duplicates in the file, references, data scope);
 * one bad row refuses the whole file with IMPORT_FAILED and row-level issues (row 1 is the header),
 * and nothing is written; the entity's IMPORT_CHECKS add their row issues (a schedule's locked
 * period), and a row overwriting one its `editableWhen` no longer allows refuses the file. Otherwise, in one transaction, rows whose key exists are modified and the
 * others added, set-based (bulk-rows.ts). Columns named after a custom field of the module carry
 * its values (checked like a form's; on modify merged into the stored ones, an empty cell leaves a
 * value as it was). A row that modifies an existing one changes only the fields whose cells hold a
 * value: an empty cell leaves the stored value as it was, and the cell CLEAR_MARKER ("<clear>")
 * clears a field (checked like an empty form field, so a required one refuses the row;
 * docs/decisions/0464). Headers map to fields by the page's import configuration (import-config.ts);
 * a disabled field's column is ignored. The entity's WRITE_EVENTS (write-events.ts) publish with the
 * rows added and modified. Answers { added, updated }.
 */
import { sql } from 'drizzle-orm';
import { checkCustomValues, type CustomField } from '../../shared/custom-fields.ts';
import { AUDIT_FIELDS, type EntityDef } from '../../shared/entity.ts';
import type { FieldIssue, RowIssue } from '../../shared/errors.ts';
import { DICTIONARIES, LANGUAGES } from '../../shared/i18n/index.ts';
import type { ImportResult } from '../../shared/rpc.ts';
import { entityInputSchema } from '../../shared/validation.ts';
import type { Database, Db } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { insertRows, updateRows } from './bulk-rows.ts';
import { moduleCustomFields } from './custom-values.ts';
import { scopeAllows, scopeRefusal } from './scope.ts';
import type { SheetRows } from './import-limits.ts';
import { customFieldOfHeader } from './sheet.ts';
import { importMapping, type ImportMapping } from './import-config.ts';
import { IMPORT_CHECKS } from './import-checks.ts';
import { assertEditable, refIssues } from './write-rows.ts';
import { WRITE_EVENTS } from './write-events.ts';

// What an export adds beyond the importable fields (audit columns under their wire name or their
// label in any language), so an exported file imports back unchanged.
const IGNORED_COLUMNS = new Set<string>([
  'id',
  'version',
  ...AUDIT_FIELDS,
  ...LANGUAGES.flatMap((language) => AUDIT_FIELDS.map((field) => (DICTIONARIES[language].field as Record<string, string>)[field])),
]);

type Row = Record<string, unknown>;

/** The cell text that clears a field of a modified row (an empty cell leaves it as it was). */
export const CLEAR_MARKER = '<clear>';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function rowKey(entity: EntityDef, row: Row): string {
  return JSON.stringify([...(entity.uniqueWith ?? []), entity.keyField].map((f) => row[f]));
}

/** The custom fields a sheet of the entity may carry: the module's typed definitions. */
export async function customFieldsOfSheet(db: Db, entity: EntityDef): Promise<CustomField[]> {
  return (await moduleCustomFields(db, entity.menuNo, false)).filter((field) => field.fieldType !== '0');
}

function verify(entity: EntityDef, user: SessionUser, sheet: SheetRows, custom: CustomField[], mapping: ImportMapping): { rows: Row[]; blanks: string[][]; issues: RowIssue[] } {
  const schema = entityInputSchema(entity, 'add');
  const issues: RowIssue[] = [];
  const columns = sheet.headers.map((header) => {
    const mapped = mapping.fieldOf(header);
    const field = mapped ?? undefined;
    return { header, field, disabled: mapped === null, customField: field ? undefined : customFieldOfHeader(custom, header) };
  });
  const unknown = columns.filter((c) => !c.field && !c.disabled && !c.customField && c.header.trim() && !IGNORED_COLUMNS.has(c.header.trim()));
  if (unknown.length) issues.push({ row: 1, issues: unknown.map((c) => ({ field: c.header, message: 'validation.unknownColumn', params: { column: c.header } })) });
  const seen = new Set<string>();
  const rows: Row[] = [];
  const blanks: string[][] = [];
  sheet.rows.forEach((raw, index) => {
    const fieldColumns = columns.filter((c) => c.field);
    const cleared = (value: unknown) => typeof value === 'string' && value.trim() === CLEAR_MARKER;
    const input = Object.fromEntries(fieldColumns.map((c) => [c.field as string, cleared(raw[c.header]) ? '' : raw[c.header]]));
    blanks.push(fieldColumns.filter((c) => isBlank(raw[c.header])).map((c) => c.field as string));
    const parsed = schema.safeParse(input);
    const rowIssues: FieldIssue[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message, params: (issue as { params?: Record<string, string | number> }).params }));
    const row = parsed.success ? (parsed.data as Row) : input;
    const cells = columns.filter((c) => c.customField && raw[c.header] !== undefined && raw[c.header] !== '');
    if (cells.length) {
      const checked = checkCustomValues(custom, Object.fromEntries(cells.map((c) => [c.customField as string, raw[c.header]])));
      rowIssues.push(...checked.issues);
      row.customValues = checked.values;
    }
    if (parsed.success) {
      const key = rowKey(entity, row);
      if (seen.has(key)) rowIssues.push({ field: entity.keyField, message: 'validation.duplicateInFile' });
      seen.add(key);
      const refused = scopeRefusal(entity, user, row);
      if (refused) rowIssues.push({ field: refused, message: 'validation.unknownRef', params: { value: String(row[refused] ?? '') } });
    }
    if (rowIssues.length) issues.push({ row: index + 2, issues: rowIssues });
    rows.push(row);
  });
  return { rows, blanks, issues };
}

export async function importRows(database: Database, entity: EntityDef, user: SessionUser, sheet: SheetRows): Promise<ImportResult> {
  if (sheet.rows.length === 0) throw new AppError('FILE_INVALID');
  const table = entityTables[entity.name];
  const { rows, blanks, issues } = verify(entity, user, sheet, await customFieldsOfSheet(database.db, entity), await importMapping(database.db, entity));
  return database.db.transaction(async (tx) => {
    const refs = await refIssues(tx, entity, rows);
    const checked = (await IMPORT_CHECKS[entity.name]?.(tx, rows)) ?? new Map<number, FieldIssue[]>();
    for (const [index, fieldIssues] of [...refs, ...checked]) {
      const existing = issues.find((issue) => issue.row === index + 2);
      if (existing) existing.issues.push(...fieldIssues);
      else issues.push({ row: index + 2, issues: fieldIssues });
    }
    if (issues.length) throw new AppError('IMPORT_FAILED', { count: issues.length }, { rows: issues.sort((a, b) => a.row - b.row) });

    const keys = [...new Set(rows.map((row) => row[entity.keyField] as string))];
    const existing = await tx.select().from(table).where(sql`${table[entity.keyField]} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`).for('update');
    const byKey = new Map(existing.map((row) => [rowKey(entity, row), row]));
    const toAdd = rows.filter((row) => !byKey.has(rowKey(entity, row)));
    // A modified row keeps the stored value of every field whose cell was empty.
    const given = (row: Row, index: number) => Object.fromEntries(Object.entries(row).filter(([field]) => !blanks[index].includes(field)));
    const toUpdate = rows.flatMap((row, index) => (byKey.has(rowKey(entity, row)) ? [{ row: given(row, index), current: byKey.get(rowKey(entity, row)) as Row }] : []));
    if (toUpdate.some(({ current }) => !scopeAllows(entity, user, current))) throw new AppError('NOT_FOUND');
    for (const { current } of toUpdate) assertEditable(entity, current);
    await updateRows(tx, table, toUpdate.map(({ row, current }) => ({ id: current.id as number, row })), [entity.keyField, ...(entity.uniqueWith ?? [])], user.userNo);
    await insertRows(tx, table, toAdd, user.userNo);
    await WRITE_EVENTS[entity.name]?.(tx, { added: toAdd, modified: toUpdate.map(({ row, current }) => ({ ...current, ...row })) });
    return { added: toAdd.length, updated: toUpdate.length };
  });
}
