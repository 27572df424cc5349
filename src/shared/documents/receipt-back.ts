/**
 * The customer return (receipt-back; workflows §4 return rules): goods a customer sends back,
 * received into the receiving cell and inspected like any receipt that requires it (every return
 * line is inspected: its condition is unknown), then the accepted stock is put away.
 *
 * 0 draft (modify, delete) -submit-> 10 initial -receive-> 20 processing (posts customer ->
 * receiving cell as stock to inspect, 20, with the inspection) -the last inspection and putaway
 * (completion)-> 30 completed, then close 30 -> 99 (a return is closable only when completed) or
 * finish 30 -> 40 closed case (only completed documents are finished).
 * throwOver hands the return over to the ERP, only when initial or processing (status kept, once);
 * exception 20 -> 80 marks a return in processing as exceptional (exception handling only when
 * processing), resume 80 -> 20 takes it up again; invalid 10 -> 90 before anything is received.
 */
import { inReturnEntity } from '../entities/in-return.entity.ts';
import { defineDocument, DOC_STATUS } from './document.ts';
import { INBOUND_LINE_FIELDS } from './inbound-lines.ts';

const { draft, initial, processing, completed, closedCase, exception, invalidated, closed } = DOC_STATUS;

export const RECEIPT_BACK = defineDocument({
  entity: inReturnEntity,
  docType: 'RTN',
  docNoField: 'inReturnNo',
  lineFields: INBOUND_LINE_FIELDS,
  created: draft,
  editable: [draft],
  editRefusal: 'INBOUND_NOT_DRAFT',
  actions: {
    submit: { from: [draft], to: initial, flag: 'isSubmit', refusal: 'INBOUND_NOT_DRAFT', posts: false, sort: 40 },
    receive: { from: [initial], to: processing, flag: 'isCheck', refusal: 'DOC_NOT_INITIAL', posts: true, sort: 45 },
    throwOver: { from: [initial, processing], to: processing, keepsStatus: true, flag: 'isOut', refusal: 'RETURN_NOT_INITIAL_OR_PROCESSING', posts: false, sort: 50 },
    exception: { from: [processing], to: exception, flag: 'isModify', refusal: 'RETURN_NOT_PROCESSING', posts: false, sort: 55 },
    resume: { from: [exception], to: processing, flag: 'isModify', refusal: 'RETURN_NOT_EXCEPTION', posts: false, sort: 57 },
    finish: { from: [completed], to: closedCase, flag: 'isEnd', refusal: 'RETURN_NOT_COMPLETED', posts: false, sort: 60 },
    close: { from: [completed], to: closed, flag: 'isClose', refusal: 'RETURN_NOT_COMPLETED', posts: false, sort: 65 },
    invalid: { from: [initial], to: invalidated, flag: 'isCancelInvalid', refusal: 'DOC_NOT_INITIAL', posts: false, sort: 70 },
  },
  completion: { from: [processing], to: completed },
  methodSuffix: '',
});
