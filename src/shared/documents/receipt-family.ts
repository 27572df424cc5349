/**
 * One builder for the receipt family of the inbound area (workflows §4 status rules): the arrival
 * note (ARV) and the inbound notice (INN) share their life and differ only in the names of the
 * action that starts the receipt and the one that undoes it, in whether a minimalist direct post
 * exists, and in the permission flag of finish.
 *
 * 0 draft (modify, delete) -submit-> 10 initial -start (posts)-> 15 in progress -undo (posts)-> 10;
 * optional direct post 10 -> 30; the last putaway confirmed (completion) 15 -> 30 completed, then
 * finish 30 -> 99 or endCase 30 -> 40 (only completed documents are finished or closed as a case);
 * close 15 -> 99; invalid from 10 or 15 -> 90 (posts: a receipt is reversed).
 * Toolbar order (DocAction.sort) follows the order of the actions: 40, 45, 50, ...
 */
import type { EntityDef, FieldDef } from '../entity.ts';
import type { PermissionFlag } from '../permissions.ts';
import { defineDocument, DOC_STATUS, type DocAction, type DocumentDef } from './document.ts';

const { draft, initial, inProgress, completed, closedCase, invalidated, closed } = DOC_STATUS;

/** What tells one receipt document from the other. */
export type ReceiptDocumentSpec = {
  entity: EntityDef;
  docType: string;
  docNoField: string;
  lineFields: Record<string, FieldDef>;
  /** The action that receives the lines (initial -> in progress), e.g. receive or createTask. */
  start: string;
  /** The action that reverses that receipt (in progress -> initial), e.g. cancelReceipt or cancelTask. */
  undo: string;
  /** The minimalist flow's direct post (initial -> completed), when the document has one. */
  directPost?: string;
  finishFlag: PermissionFlag;
};

type Unsorted = Omit<DocAction, 'sort'>;

/** The family's actions in toolbar order. */
function receiptActions(spec: ReceiptDocumentSpec): Record<string, DocAction> {
  const ordered: [string, Unsorted][] = [
    ['submit', { from: [draft], to: initial, flag: 'isSubmit', refusal: 'INBOUND_NOT_DRAFT', posts: false }],
    [spec.start, { from: [initial], to: inProgress, flag: 'isCheck', refusal: 'DOC_NOT_INITIAL', posts: true }],
    [spec.undo, { from: [inProgress], to: initial, flag: 'isCancelInvalid', refusal: 'DOC_NOT_IN_PROGRESS', posts: true }],
    ...(spec.directPost
      ? [[spec.directPost, { from: [initial], to: completed, flag: 'isSave', refusal: 'DOC_NOT_INITIAL', posts: true }] as [string, Unsorted]]
      : []),
    ['finish', { from: [completed], to: closed, flag: spec.finishFlag, refusal: 'DOC_NOT_COMPLETED', posts: false }],
    ['endCase', { from: [completed], to: closedCase, flag: 'isEnd', refusal: 'DOC_NOT_COMPLETED', posts: false }],
    ['close', { from: [inProgress], to: closed, flag: 'isClose', refusal: 'DOC_NOT_IN_PROGRESS', posts: false }],
    ['invalid', { from: [initial, inProgress], to: invalidated, flag: 'isCancelInvalid', refusal: 'DOC_NOT_INITIAL_OR_IN_PROGRESS', posts: true }],
  ];
  return Object.fromEntries(ordered.map(([name, action], index) => [name, { ...action, sort: 40 + 5 * index }]));
}

/** A receipt document of the family: created as a draft, editable only as a draft, completed by its last putaway. */
export function defineReceiptDocument(spec: ReceiptDocumentSpec): DocumentDef {
  return defineDocument({
    entity: spec.entity,
    docType: spec.docType,
    docNoField: spec.docNoField,
    lineFields: spec.lineFields,
    created: draft,
    editable: [draft],
    editRefusal: 'INBOUND_NOT_DRAFT',
    actions: receiptActions(spec),
    completion: { from: [inProgress], to: completed },
    methodSuffix: '',
  });
}
