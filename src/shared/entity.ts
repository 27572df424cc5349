/**
 * The entity declaration (STYLE.md (b)): one object per master-data entity from which the server
 * derives its table and calls, and the console its list, search form, detail drawer and add/modify
 * form. Field names are the spec's wire names (camelCase); the table columns are their snake_case.
 *
 * Every table also carries the audit columns of DESIGN.md "Database": id, version, createName,
 * createDate, updateName, updateDate. They are not declared here.
 */
import type { FieldIssue } from './errors.ts';

export type FieldKind = 'text' | 'int' | 'decimal' | 'bool' | 'status' | 'enum' | 'date' | 'datetime';

/** A field's text format check (spec console §5): empty values pass. */
export type TextFormat = 'mobile' | 'phone' | 'email' | 'code';

export type FieldDef = {
  kind: FieldKind;
  /** Required on add and modify (the "Please enter X" rule). */
  required?: boolean;
  /** Business key: unique within its `uniqueWith` scope; cannot change on modify. */
  key?: boolean;
  /** Text: maximum length; the spec's default rule is "under 100 characters" (99). */
  max?: number;
  format?: TextFormat;
  /** Enum: the allowed values; the label of each is `enum.<enumMid>.<value>` in the dictionaries. */
  options?: readonly string[];
  enumMid?: string;
  /** Decimal: digits after the point, at most 5 (spec: "fewer than 6 places"). */
  scale?: number;
  /** Picker: the entity this field refers to, by its key field (e.g. orgNo -> org). */
  ref?: EntityName;
  /** Picker whose list depends on another field of the form (spec console §5). */
  dependsOn?: string;
  /** Default value on add. */
  default?: string | number | boolean;
  /** Shown as a list column. */
  list?: boolean;
  /** Search form control: fuzzy text, exact match, or a range for dates. */
  search?: 'fuzzy' | 'exact';
  /** Not on the add/modify form (server-owned or derived). */
  readOnly?: boolean;
  /** Titled block of the detail drawer and form. */
  section?: string;
};

export type EntityName =
  | 'org' | 'warehouse' | 'supplier' | 'customer' | 'itemGroup' | 'item'
  | 'zone' | 'customerAddress' | 'classifyType' | 'tax' | 'currency' | 'customField' | 'sysParam';

/** Wire method names of an entity's five calls plus its import/export port (DESIGN.md naming table). */
export type EntityCalls = {
  service: string;
  list: string;
  /** Other list names answered by the same handler (e.g. authorised-only or search variants). */
  listAliases?: readonly string[];
  get: string;
  add: string;
  update: string;
  remove: string;
};

/** Data scope of an entity's rows, applied in one place (server/crud/scope.ts). */
export type EntityScope = 'org' | 'none';

export type EntityDef = {
  name: EntityName;
  /** Database table name. */
  table: string;
  /** Menu number whose permission flags guard the calls (see src/shared/menus.ts). */
  menuNo: string;
  /** Console route name of the list page (menu url). */
  route: string;
  calls: EntityCalls;
  /** The business key field, shown in pickers as "key - title". */
  keyField: string;
  titleField: string;
  /** Key uniqueness is within these fields' values (e.g. an item number within its organisation). */
  uniqueWith?: readonly string[];
  scope: EntityScope;
  /** Physical delete (isPhysicalDelete) rather than logical delete (isDelete). */
  physicalDelete: boolean;
  fields: Record<string, FieldDef>;
  /**
   * Checks of structured text values after the field checks (add, modify, import). `values` are
   * the normalized fields sent (on modify only those), so each check looks at one field alone.
   */
  check?: (values: Record<string, unknown>) => FieldIssue[];
};

/** Audit fields present on every row (DESIGN.md "Database"). */
export const AUDIT_FIELDS = ['createName', 'createDate', 'updateName', 'updateDate'] as const;

/** Identity declaration helper: checks the shape and keeps the literal field names. */
export function defineEntity<const E extends EntityDef>(entity: E): E {
  for (const field of [entity.keyField, entity.titleField, ...(entity.uniqueWith ?? [])]) {
    if (!(field in entity.fields)) throw new Error(`${entity.name}: unknown field ${field}`);
  }
  return entity;
}
