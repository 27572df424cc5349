/**
 * The entity declaration (STYLE.md (b)): one object per master-data entity from which the server
 * derives its table and calls, and the console its list, search form, detail drawer and add/modify
 * form. Field names are the spec's wire names (camelCase); the table columns are their snake_case.
 *
 * Every table also carries the audit columns of DESIGN.md "Database": id, version, createName,
 * createDate, updateName, updateDate. They are not declared here.
 */
import type { ErrorName, FieldIssue } from './errors.ts';

export type FieldKind = 'text' | 'int' | 'decimal' | 'bool' | 'status' | 'enum' | 'date' | 'datetime';

/**
 * A field's text format check (spec console §5): empty values pass. `userNo` is a code that may
 * also hold dots between its parts ("li.wei"), the form of many companies' sign-in names.
 */
export type TextFormat = 'mobile' | 'phone' | 'email' | 'code' | 'userNo';

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
  /**
   * A `ref` whose target must be valid (statusCode 1) when the field is set or changed: the server
   * refuses a disabled target with validation.disabledRef (a stored one that was disabled later stays).
   */
  activeRef?: boolean;
  /**
   * A `ref` limited to the target rows whose `field` holds `value` (an arrival note's classify type:
   * an inbound one, bigModule 1): its picker lists only those, and the server refuses another on add,
   * modify and import with the field issue `refusal` (a validation.* key; params { value }).
   */
  refWhere?: { field: string; value: string; refusal: string };
  /** Picker whose list depends on another field of the form (spec console §5). */
  dependsOn?: string;
  /** Picker style of a `ref` field: the table-select popup instead of the search-select (spec console §2, §5). */
  picker?: 'table';
  /**
   * Document line field: while the header field `when.field` holds `when.value`, the line is chosen
   * from the stock of the header's organisation and warehouse summed per cell or per item (the
   * stock-check lookups getinvstockbycheck{by}) instead of the field's own control (spec console §5:
   * disabled until the warehouse is chosen, cleared when it changes).
   */
  stockPicker?: { by: StockPickerBy; when: { field: string; value: string } };
  /** Default value on add (of a readOnly field: the column's default, as the server sets it). */
  default?: string | number | boolean;
  /**
   * A column the database derives from others of its row (STYLE.md (e) 10 "derive, don't store"):
   * the SQL expression over snake_case columns of a stored generated column; implies readOnly.
   */
  generated?: string;
  /** Shown as a list column. */
  list?: boolean;
  /** Search form control: fuzzy text, exact match, or a range for dates. */
  search?: 'fuzzy' | 'exact';
  /** Not on the add/modify form (server-owned or derived). */
  readOnly?: boolean;
  /** Computed by the entity's `derive` from other fields: shown disabled on the form, sent, and checked by the server. */
  computed?: boolean;
  /** Titled block of the detail drawer and form. */
  section?: string;
  /**
   * Form control of a field whose value needs more than the kind's control: the console component
   * registered under `name` in src/console/entity/field-widgets.tsx, given `param`.
   */
  widget?: { name: FieldWidgetName; param?: string };
};

/**
 * The list condition of a `ref` field's picker: its `refWhere` value and, for a dependsOn picker,
 * the parent's value ({ bigModule: '1' }, { orgNo: 'NWT' }); undefined when neither applies.
 */
export function refFilter(def: FieldDef, parent?: unknown): Record<string, unknown> | undefined {
  if (!def.refWhere && !def.dependsOn) return undefined;
  return { ...(def.refWhere ? { [def.refWhere.field]: def.refWhere.value } : {}), ...(def.dependsOn ? { [def.dependsOn]: parent } : {}) };
}

/** What a stock picker lists: a warehouse's cells, items or lots (of an item, not blank) that hold stock. */
export type StockPickerBy = 'cell' | 'item' | 'lot';

/**
 * Registered field widgets: strategy rule lines, file upload, document nature by big module, template
 * text with placeholders, a comma list of suppliers (a news audience), a long text area.
 */
export type FieldWidgetName = 'ruleLines' | 'fileUpload' | 'docNature' | 'templateText' | 'supplierList' | 'longText';

export type EntityName =
  | 'org' | 'warehouse' | 'supplier' | 'customer' | 'itemGroup' | 'item'
  | 'zone' | 'customerAddress' | 'classifyType' | 'tax' | 'currency' | 'customField' | 'sysParam'
  | 'cell'
  | 'reservoir' | 'taskTable' | 'designTable' | 'docConfig' | 'warehouseKeeper' | 'detectItem' | 'arrivalImport'
  | 'itemGroupSub' | 'processRecord' | 'container' | 'label' | 'serialNumber'
  | 'invChange' | 'invFreeze' | 'stockRelease' | 'invTransfer' | 'invRelease'
  | 'chkCheckStock'
  | 'inArrive' | 'inNotice'
  | 'qcItem' | 'inReturn'
  | 'outNotice'
  | 'unit' | 'unitConversion' | 'itemUnitConversion' | 'itemMerchant' | 'itemSupplierMerchant' | 'itemCell'
  | 'basicElement' | 'barRule' | 'lotRule' | 'boxRule'
  | 'putawayStrategy' | 'allocationStrategy' | 'pickingStrategy' | 'waveTemplate' | 'turnoverStrategy' | 'strategyApplication'
  | 'messageConfig' | 'messageTemplate' | 'messagePolicy' | 'message' | 'file'
  | 'documentCategory' | 'documentProcess' | 'interfaceDef' | 'processConfig' | 'processStep'
  | 'labelTemplate' | 'printTemplate' | 'billTemplate'
  | 'employee'
  | 'dockDoor'
  | 'shift' | 'lineType' | 'productionLine' | 'technology' | 'equipment' | 'mould' | 'productProcess' | 'invoicingRule' | 'workOrder'
  // Supplier portal: news, addresses, policies and settings (issue 14).
  | 'news' | 'deliveryAddress' | 'executionPolicy' | 'shippingRule' | 'answerRule' | 'executionConfig'
  | 'vmiWarehouse' | 'warehouseConfig' | 'deliverySetting'
  | 'schedule' | 'procurementPlan' | 'procurementForecast'
  | 'srmPurchase' | 'srmAsn'
  // System application (issue 16, sysapp).
  | 'businessControl' | 'feedback' | 'pattern' | 'errorMessage'
  // System integration (issue 16).
  | 'integrationSource' | 'sourceConfig' | 'callback'
  // The rest of the specification (issue 26).
  | 'importConfig';

/** Wire method names of an entity's five calls plus its import/export port (DESIGN.md naming table). */
export type EntityCalls = {
  service: string;
  list: string;
  /** Other list names answered by the same handler (e.g. authorised-only or search variants). */
  listAliases?: readonly string[];
  get: string;
  /** Get one row by its business key (`{ [keyField]: value }`), for pages addressed by the key. */
  getByKey?: string;
  add: string;
  update: string;
  remove: string;
  /** The same list, get, add, modify (and delete when named) answered under another service's names too (e.g. the spec's zlreport calls). */
  alias?: { service: string; list: string; get: string; add: string; update: string; remove?: string };
};

/**
 * Data scope of an entity's rows, applied in one place (server/crud/scope.ts): 'org' by orgNo
 * and, for an entity with a warehouseNo picker field, by the user's warehouses too (userDataList
 * dataType 3).
 */
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
  /**
   * Private rows: the field holding the user number of the row's owner (a message's receiver).
   * Every read and write is limited to the caller's own rows, whatever their flags (scope.ts).
   */
  owner?: string;
  /**
   * Rows without a supplier (supplierNo empty) are shared with every supplier user: a supplier
   * user reads its own rows and these, and writes only its own (scope.ts; delivery addresses).
   */
  supplierShared?: boolean;
  /** Rows whose bool `field` is true cannot be deleted: the delete is refused with `error` (the default execution policy). */
  undeletable?: { field: string; error: ErrorName };
  /**
   * Other menu pages that show this entity's list as their own table (the count task notices list
   * the count plans): isSearch there also allows the list (page-pickers.ts listingPages).
   */
  listedBy?: readonly string[];
  /** Physical delete (isPhysicalDelete) rather than logical delete (isDelete). */
  physicalDelete: boolean;
  /**
   * 'document': the header of a workflow document (src/shared/documents): the generic calls are
   * only its lists; get, add, modify and delete carry lines and status rules and come from the
   * document's service, and import is refused.
   */
  writes?: 'document';
  fields: Record<string, FieldDef>;
  /**
   * Checks of structured text values after the field checks (add, modify, import). `values` are
   * the normalized fields sent (on modify only those), so each check looks at one field alone.
   */
  check?: (values: Record<string, unknown>) => FieldIssue[];
  /**
   * Checks of the whole row on modify, after the sent fields are merged with the stored ones: the
   * rules between two fields (valid-from and valid-to, start and end times) that `check` sees only
   * when both are sent.
   */
  checkRow?: (row: Record<string, unknown>) => FieldIssue[];
  /** Has a copy-{route}/{id} page: the add form prefilled from that row, key cleared (spec console §2 copy-configure). */
  copyable?: boolean;
  /** The `computed` fields of the form's current values (e.g. a converted quantity); `check` refuses other values. */
  derive?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** The modify page is addressed by the business key (modify-X/{key}, spec console §2 Base.Rule); needs `calls.getByKey`. */
  modifyByKey?: boolean;
  /**
   * 'suffix': the form pages are {route}-add and {route}-modify/{id} (spec console §2 Base.Task
   * process-config, process-list); 'slash': {route}/add, {route}/modify/{id} and {route}/copy/{id}
   * (spec console §2 Reconciliation.Invoicing.Rule, Production product-process).
   */
  formPaths?: 'suffix' | 'slash';
  /** A status, enum or bool field whose values become the list page's tab strip with counts (spec console §2). */
  listTabs?: string;
  /**
   * Rows that may be modified, deleted or overwritten by an import only while `field` holds one of
   * `values` (a schedule pending publish, workflows §8 "delete only pending release"); others are
   * refused with `refusal` (params: the row's key as `docNo`).
   */
  editableWhen?: { field: string; values: readonly string[]; refusal: ErrorName };
  /** A supplier user sees only rows whose `field` holds one of `values` (published schedules and plans; scope.ts). */
  supplierSees?: { field: string; values: readonly string[] };
  /** File ports the entity has (spec console §4, §5): both unless one is set false (then message.noExport / no import). */
  ports?: { import?: false; export?: false };
};

/** Audit fields present on every row (DESIGN.md "Database"). */
export const AUDIT_FIELDS = ['createName', 'createDate', 'updateName', 'updateDate'] as const;

/** The values a status (1, 0), bool ('true', 'false') or enum field (its options) can hold, in the order they are offered; none for other kinds. */
export function fieldValues(def: FieldDef): (string | number)[] {
  if (def.kind === 'status') return [1, 0];
  if (def.kind === 'bool') return ['true', 'false'];
  if (def.kind === 'enum') return [...(def.options ?? [])];
  return [];
}

/** Identity declaration helper: checks the shape and keeps the literal field names. */
export function defineEntity<const E extends EntityDef>(entity: E): E {
  for (const field of [entity.keyField, entity.titleField, ...(entity.uniqueWith ?? []), ...(entity.listTabs ? [entity.listTabs] : [])]) {
    if (!(field in entity.fields)) throw new Error(`${entity.name}: unknown field ${field}`);
  }
  return entity;
}
