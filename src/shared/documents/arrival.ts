/**
 * The arrival note (Inbound arrival; workflows §4 status rules, §5 validation): what arrived from
 * a supplier, received into a receiving cell of the warehouse's receiving zone.
 *
 * 0 draft (modify, delete) -submit-> 10 initial -receive-> 15 in progress (posts supplier ->
 * receiving cell, stock status 25 to put away) -last putaway (completion)-> 30 completed, which
 * is then ended: finish 30 -> 99 or endCase 30 -> 40 closed case (workflows §4: only completed
 * documents are finished or closed as a case).
 * cancelReceipt 15 -> 10 reverses the receipt (refused once any of it was put away); invalid
 * from 10 or 15 -> 90 (reverses a receipt the same way; refused for a note not created by the
 * product, workflows §4); close 15 -> 99 (only in progress may be closed manually).
 */
import { inArriveEntity } from '../entities/in-arrive.entity.ts';
import { defineDocument, DOC_STATUS } from './document.ts';
import { ARRIVAL_LINE_FIELDS } from './inbound-lines.ts';

const { draft, initial, inProgress, completed, closedCase, invalidated, closed } = DOC_STATUS;

export const ARRIVAL = defineDocument({
  entity: inArriveEntity,
  docType: 'ARV',
  docNoField: 'inArriveNo',
  lineFields: ARRIVAL_LINE_FIELDS,
  created: draft,
  editable: [draft],
  editRefusal: 'INBOUND_NOT_DRAFT',
  actions: {
    submit: { from: [draft], to: initial, flag: 'isSubmit', refusal: 'INBOUND_NOT_DRAFT', posts: false, sort: 40 },
    receive: { from: [initial], to: inProgress, flag: 'isCheck', refusal: 'DOC_NOT_INITIAL', posts: true, sort: 45 },
    cancelReceipt: { from: [inProgress], to: initial, flag: 'isCancelInvalid', refusal: 'DOC_NOT_IN_PROGRESS', posts: true, sort: 50 },
    finish: { from: [completed], to: closed, flag: 'isSave', refusal: 'DOC_NOT_COMPLETED', posts: false, sort: 55 },
    endCase: { from: [completed], to: closedCase, flag: 'isEnd', refusal: 'DOC_NOT_COMPLETED', posts: false, sort: 60 },
    close: { from: [inProgress], to: closed, flag: 'isClose', refusal: 'DOC_NOT_IN_PROGRESS', posts: false, sort: 65 },
    invalid: { from: [initial, inProgress], to: invalidated, flag: 'isCancelInvalid', refusal: 'DOC_NOT_INITIAL_OR_IN_PROGRESS', posts: true, sort: 70 },
  },
  completion: { from: [inProgress], to: completed },
  methodSuffix: '',
});
