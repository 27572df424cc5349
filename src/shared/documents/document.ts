/**
 * The generic workflow document (DESIGN.md "Documents and status", STYLE.md (c)): a header row
 * (an entity declaration, so lists, search, export and the detail drawer come from the list
 * engine) with numbered lines, a generated document number, a status code of workflows §4 and a
 * version. Each document type declares here, once, which statuses allow modify and delete and
 * which actions move it from which statuses to which: the server enforces them with a
 * compare-and-set update, the console enables its buttons from the same table.
 *
 * A refused action answers the catalogue error named by `refusal` (workflows §4 "operations are
 * refused when the status is not initial / in progress / complete / frozen").
 */
import type { EntityDef, FieldDef } from '../entity.ts';
import type { ErrorName } from '../errors.ts';
import type { PermissionFlag } from '../permissions.ts';

/** Source and document status codes (workflows §4). */
export const DOC_STATUS = {
  draft: '0',
  initial: '10',
  collected: '12',
  inProgress: '15',
  processing: '20',
  completed: '30',
  closedCase: '40',
  exception: '80',
  invalidated: '90',
  closed: '99',
} as const;

export type DocStatus = (typeof DOC_STATUS)[keyof typeof DOC_STATUS];

/** Every status code, in workflow order (the options of the DOC_STATUS enumeration). */
export const DOC_STATUS_CODES = Object.values(DOC_STATUS) as DocStatus[];

/** One action of a document: allowed from these statuses, leading to `to`; `posts` means it books stock. */
export type DocAction = {
  from: readonly DocStatus[];
  to: DocStatus;
  /** Permission flag on the document's menu; also places the button (spec console §6). */
  flag: PermissionFlag;
  refusal: ErrorName;
  posts: boolean;
  /** Toolbar order after add, modify and delete. */
  sort: number;
  /** The action records something on the document without moving its status (`to` is then the status it names in summaries). */
  keepsStatus?: boolean;
  /** A header text field the action's call requires and stores (e.g. closeRemark: the reason of a close). */
  remark?: string;
};

export type DocumentDef = {
  /** The header declaration (table, list page, search, export). */
  entity: EntityDef;
  /** Ledger document type and number prefix, e.g. ADJ: numbers read ADJ202611220001. */
  docType: string;
  /** The header field holding the generated number (the entity's key field). */
  docNoField: string;
  /** Line fields besides the line number; `qty` is a quantity in the item's unit. */
  lineFields: Record<string, FieldDef>;
  /** The status a new document is stored in (default initial; the inbound documents start in draft). */
  created?: DocStatus;
  /** Statuses in which the document may be modified or deleted. */
  editable: readonly DocStatus[];
  /** The refusal of a modify or delete outside `editable`. */
  editRefusal: ErrorName;
  actions: Record<string, DocAction>;
  /**
   * The status change the server makes when the document's last task or inspection ends (in
   * progress or processing -> completed); no call makes it (workflows §4: finish acts on completed
   * documents only).
   */
  completion?: { from: readonly DocStatus[]; to: DocStatus };
  /** Wire method suffix of the actions: `${action}${methodSuffix}`, e.g. submitinvchange. */
  methodSuffix: string;
};

/** Identity helper keeping the literal action names. */
export function defineDocument<const D extends DocumentDef>(doc: D): D {
  if (!(doc.docNoField in doc.entity.fields)) throw new Error(`${doc.entity.name}: unknown field ${doc.docNoField}`);
  return doc;
}

/** Whether `action` is allowed from `status`. */
export function canAct(doc: DocumentDef, action: string, status: string): boolean {
  return doc.actions[action]?.from.includes(status as DocStatus) ?? false;
}

/** The status of a newly added document. */
export function createdStatus(doc: DocumentDef): DocStatus {
  return doc.created ?? DOC_STATUS.initial;
}

/** Whether the document may be modified or deleted in `status`. */
export function isEditable(doc: DocumentDef, status: string): boolean {
  return doc.editable.includes(status as DocStatus);
}

/** The wire method of an action, e.g. `submitinvchange`. */
export function actionMethod(doc: DocumentDef, action: string): string {
  return `${action}${doc.methodSuffix}`;
}

/**
 * The standard life of a stock document: initial (10) -> submit -> in progress (15) -> complete
 * -> completed (30, books the stock); invalidate from initial or in progress (90).
 */
export const STANDARD_ACTIONS = {
  submit: { from: [DOC_STATUS.initial], to: DOC_STATUS.inProgress, flag: 'isSubmit', refusal: 'DOC_NOT_INITIAL', posts: false, sort: 40 },
  complete: { from: [DOC_STATUS.inProgress], to: DOC_STATUS.completed, flag: 'isCheck', refusal: 'DOC_NOT_IN_PROGRESS', posts: true, sort: 50 },
  invalid: { from: [DOC_STATUS.initial, DOC_STATUS.inProgress], to: DOC_STATUS.invalidated, flag: 'isCancelInvalid', refusal: 'DOC_NOT_INITIAL_OR_IN_PROGRESS', posts: false, sort: 60 },
} as const satisfies Record<string, DocAction>;
