/**
 * The outbound notice (Outbound; workflows §4 status rules, §5 validation, §9 transaction types):
 * the goods a warehouse is to ship to a customer.
 *
 * 0 draft (modify, delete) -submit-> 10 initial. allocate (task-notice) 10 -> 15 in progress
 * reserves stock by the allocation strategy (the ledger's allocated quantity; workflows §4
 * "outbound notices can be allocated only when initial"); cancelAllocate (cancel-task-notice)
 * 15 -> 10 releases the reservations; ship (outbound-order) 15 -> 30 completed issues the
 * reserved stock (on hand and allocated both drop, one posting); post (posting-notice, the
 * minimalist flow) 10 -> 30 issues by the strategy at once; invalid from 10 or 15 -> 90 and
 * close 15 -> 99 (with its closeRemark) release what is still reserved; endCase 30 -> 40.
 * Suspend and release set isSuspend beside the status (OUTBOUND_SUSPENDED refuses allocate, ship
 * and post while it is set).
 */
import type { FieldDef } from '../entity.ts';
import { QTY_FIELD, REMARK_FIELD } from '../entities/document-fields.ts';
import { outNoticeEntity } from '../entities/out-notice.entity.ts';
import { defineDocument, DOC_STATUS, type DocStatus } from './document.ts';

const { draft, initial, inProgress, completed, closedCase, invalidated, closed } = DOC_STATUS;

/**
 * An outbound line: the item and quantity (> 0, item unit) and optionally the lot the customer
 * asks for (the byLot rule takes only that lot). allocatedQty and shippedQty are server-owned.
 */
export const OUTBOUND_LINE_FIELDS = {
  itemNo: { kind: 'text', required: true, format: 'code', max: 40, ref: 'item', dependsOn: 'orgNo' },
  ...QTY_FIELD,
  lotNo: { kind: 'text', max: 60 },
  allocatedQty: { kind: 'decimal', scale: 5, readOnly: true },
  shippedQty: { kind: 'decimal', scale: 5, readOnly: true },
  ...REMARK_FIELD,
} as const satisfies Record<string, FieldDef>;

export const OUT_NOTICE = defineDocument({
  entity: outNoticeEntity,
  docType: 'OUT',
  docNoField: 'outNoticeNo',
  lineFields: OUTBOUND_LINE_FIELDS,
  created: draft,
  editable: [draft],
  editRefusal: 'OUTBOUND_NOT_DRAFT',
  actions: {
    submit: { from: [draft], to: initial, flag: 'isSubmit', refusal: 'OUTBOUND_NOT_DRAFT', posts: false, sort: 40 },
    allocate: { from: [initial], to: inProgress, flag: 'isCheck', refusal: 'DOC_NOT_INITIAL', posts: true, sort: 45 },
    cancelAllocate: { from: [inProgress], to: initial, flag: 'isCancelInvalid', refusal: 'DOC_NOT_IN_PROGRESS', posts: true, sort: 50 },
    ship: { from: [inProgress], to: completed, flag: 'isOut', refusal: 'DOC_NOT_IN_PROGRESS', posts: true, sort: 55 },
    post: { from: [initial], to: completed, flag: 'isSave', refusal: 'DOC_NOT_INITIAL', posts: true, sort: 60 },
    endCase: { from: [completed], to: closedCase, flag: 'isEnd', refusal: 'DOC_NOT_COMPLETED', posts: false, sort: 65 },
    close: { from: [inProgress], to: closed, flag: 'isClose', refusal: 'DOC_NOT_IN_PROGRESS', posts: true, sort: 70, remark: 'closeRemark' },
    invalid: { from: [initial, inProgress], to: invalidated, flag: 'isCancelInvalid', refusal: 'DOC_NOT_INITIAL_OR_IN_PROGRESS', posts: true, sort: 75 },
  },
  methodSuffix: 'outnotice',
});

/** Statuses in which suspend and release act (a notice still to ship). */
export const SUSPENDABLE: readonly DocStatus[] = [initial, inProgress];
