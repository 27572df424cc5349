/**
 * Pure mapping from an entity declaration to what the generic pages show (spec console §2 generic
 * list page, §5 validation): list columns, search controls, form sections and detail blocks,
 * option lists with their dictionary keys, display texts and form payloads. No React here, so the
 * mapping is tested on its own (entity-columns.test.ts).
 */
import { AUDIT_FIELDS, fieldValues, type EntityDef, type FieldDef, type FieldKind } from '../../shared/entity.ts';
import { checkField } from '../../shared/validation.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Sortable audit columns (the server's sort allow-list: list fields, createDate, updateDate). */
const SORTABLE_AUDIT = new Set(['createDate', 'updateDate']);
const AUDIT_KINDS: Record<(typeof AUDIT_FIELDS)[number], FieldKind> = {
  createName: 'text',
  createDate: 'datetime',
  updateName: 'text',
  updateDate: 'datetime',
};

export type OptionSpec = { value: string | number; labelKey: string };
export type ColumnSpec = { field: string; def: FieldDef; sortable: boolean };
export type SearchSpec = { field: string; def: FieldDef; control: 'input' | 'select' | 'picker'; options: OptionSpec[] };
export type FormControl = 'input' | 'int' | 'decimal' | 'switch' | 'select' | 'date' | 'datetime' | 'picker';
export type FormFieldSpec = { field: string; def: FieldDef; control: FormControl; disabled: boolean; options: OptionSpec[] };
export type Section<T> = { section: string; fields: T[] };

export const DEFAULT_SORT = { field: 'updateDate', order: 'descend' } as const;

/** The choices of a status, bool or enum field with the dictionary key of each label. */
export function optionsOf(def: FieldDef): OptionSpec[] {
  const mid = def.kind === 'status' ? 'STATUS' : def.kind === 'bool' ? 'BOOL' : def.enumMid;
  return fieldValues(def).map((value) => ({ value, labelKey: `enum.${mid}.${value}` }));
}

/** Table columns: the `list` fields in declaration order, then the four audit fields. */
export function listColumns(entity: EntityDef): ColumnSpec[] {
  const declared = Object.entries(entity.fields)
    .filter(([, def]) => def.list)
    .map(([field, def]) => ({ field, def, sortable: true }));
  const audit = AUDIT_FIELDS.map((field) => ({ field, def: { kind: AUDIT_KINDS[field] } as FieldDef, sortable: SORTABLE_AUDIT.has(field) }));
  return [...declared, ...audit];
}

/** Search controls: fuzzy fields get a text box; exact fields a select (status, enum, bool), a picker (ref) or a text box. */
export function searchFields(entity: EntityDef): SearchSpec[] {
  return Object.entries(entity.fields)
    .filter(([, def]) => def.search)
    .map(([field, def]) => {
      const options = optionsOf(def);
      const control = def.search === 'fuzzy' ? 'input' : def.ref ? 'picker' : options.length ? 'select' : 'input';
      return { field, def, control, options: control === 'select' ? options : [] };
    });
}

/** The form control of a declared field (a reference picker, input, number, switch, select or date). */
export function formControl(def: FieldDef): FormControl {
  if (def.ref) return 'picker';
  switch (def.kind) {
    case 'text':
      return 'input';
    case 'int':
      return 'int';
    case 'decimal':
      return 'decimal';
    case 'bool':
      return 'switch';
    case 'status':
    case 'enum':
      return 'select';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
  }
}

function bySection<T extends { def: FieldDef }>(items: T[]): Section<T>[] {
  const sections = new Map<string, T[]>();
  for (const item of items) {
    const name = item.def.section ?? 'basic';
    sections.set(name, [...(sections.get(name) ?? []), item]);
  }
  return [...sections].map(([section, fields]) => ({ section, fields }));
}

/** Form fields grouped by section: every field not read-only; the key is disabled on modify, computed fields always. */
export function formSections(entity: EntityDef, mode: 'add' | 'update'): Section<FormFieldSpec>[] {
  const fields = Object.entries(entity.fields)
    .filter(([, def]) => !def.readOnly)
    .map(([field, def]) => ({ field, def, control: formControl(def), disabled: (mode === 'update' && Boolean(def.key)) || Boolean(def.computed), options: optionsOf(def) }));
  return bySection(fields);
}

/** Detail drawer blocks: every declared field by section, then the audit block. */
export function detailSections(entity: EntityDef): Section<ColumnSpec>[] {
  const declared = Object.entries(entity.fields).map(([field, def]) => ({ field, def, sortable: false }));
  const audit = AUDIT_FIELDS.map((field) => ({ field, def: { kind: AUDIT_KINDS[field], section: 'audit' } as FieldDef, sortable: false }));
  return bySection([...declared, ...audit]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp as local `yyyy-MM-dd HH:mm:ss`. */
export function formatDateTime(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The display text of one value: localized labels for status, bool and enum; formatted dates. */
export function displayValue(def: FieldDef, value: unknown, t: Translate): string {
  if (value === null || value === undefined || value === '') return '';
  if (def.kind === 'status' || def.kind === 'enum' || def.kind === 'bool') {
    const option = optionsOf(def).find((o) => String(o.value) === String(value));
    return option ? t(option.labelKey) : String(value);
  }
  if (def.kind === 'datetime') return formatDateTime(String(value));
  if (def.kind === 'date') return String(value).slice(0, 10);
  return String(value);
}

/** The localized issue of a form value, or undefined when it passes (empty passes unless required). */
export function fieldIssue(field: string, def: FieldDef, value: unknown, t: Translate): string | undefined {
  const checked = checkField(def, value);
  if (!('issue' in checked)) return undefined;
  return t(checked.issue.message, { field: t(`field.${field}`), ...checked.issue.params });
}

/** Initial form values: declared defaults on add, the stored record on modify. */
export function initialValues(entity: EntityDef, record?: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, def] of Object.entries(entity.fields)) {
    if (def.readOnly) continue;
    const value = record ? record[field] : def.default;
    if (value === undefined || value === null) continue;
    values[field] = def.kind === 'decimal' || def.kind === 'enum' ? String(value) : value;
  }
  return values;
}

/** The add or modify body: writable fields with empty text as absent; modify adds id and version. */
export function formPayload(
  entity: EntityDef,
  mode: 'add' | 'update',
  values: Record<string, unknown>,
  record?: { id: number; version: number },
): Record<string, unknown> {
  const body: Record<string, unknown> = mode === 'update' && record ? { id: record.id, version: record.version } : {};
  for (const [field, def] of Object.entries(entity.fields)) {
    if (def.readOnly || (mode === 'update' && def.key)) continue;
    const value = values[field];
    body[field] = value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
  }
  return body;
}

/** A list condition without empty values (the keyword box and search fields). */
export function cleanCondition(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''));
}
