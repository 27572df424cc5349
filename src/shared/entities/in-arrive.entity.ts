/**
 * Arrival note header (Inbound arrival, spec console §2 arrival-note, add-arrival-note,
 * modify-arrival-note/:inArriveNo; workflows §3 arrival inArriveNo, supplierNo, poNo): what
 * physically arrived at a warehouse from a supplier against a purchase order. classifyType names
 * the document classify type whose document category (big module inbound) gives the controls:
 * nature 11 purchase receipt needs a supplier, isQtyControl refuses over-receipt (workflows §5).
 * incomingTag says who created it (spec §9 incoming tags; only WMS notes may be invalidated,
 * workflows §4); receiptRound counts receipts (a cancelled receipt may be received again).
 * Lines and status rules: src/shared/documents/arrival.ts.
 */
import { INCOMING_TAGS } from '../flow-patterns.ts';
import { documentEntity } from './document-fields.ts';
import { INBOUND_CATEGORY } from './classify-type.entity.ts';

export const inArriveEntity = documentEntity({
  name: 'inArrive',
  table: 'in_arrive_head',
  menuNo: '110101',
  route: 'arrival-note',
  service: 'IInArriveService',
  suffix: 'inarrive',
  docNoField: 'inArriveNo',
  getByKey: 'getinarrivebyinarriveno',
  fields: {
    classifyType: { kind: 'text', ref: 'classifyType', refWhere: INBOUND_CATEGORY, list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    poNo: { kind: 'text', format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    incomingTag: { kind: 'enum', options: INCOMING_TAGS, enumMid: 'INCOMING_TAG', default: 'WMS', readOnly: true, list: true, section: 'basic' },
    receiptRound: { kind: 'int', default: 0, readOnly: true, section: 'basic' },
  },
});
