/**
 * Customer return header (receipt-back, workflows §4; Inbound arrival receipt-back): goods a
 * customer sends back, received against the customer's return notice (returnNoticeNo) or the
 * original shipment (shipmentNo, an outbound document referenced by its number). classifyType
 * names the return category (the demo's RET-IN, nature 13). thrownOverName and thrownOverDate
 * record the hand-over to the ERP (throwOver); receiptRound counts receipts. Lines and status
 * rules: src/shared/documents/receipt-back.ts.
 */
import { documentEntity } from './document-fields.ts';
import { INBOUND_CATEGORY } from './classify-type.entity.ts';

export const inReturnEntity = documentEntity({
  name: 'inReturn',
  table: 'in_return_head',
  menuNo: '110103',
  route: 'receipt-back',
  service: 'IInReturnService',
  suffix: 'inreturn',
  docNoField: 'inReturnNo',
  fields: {
    customerNo: { kind: 'text', required: true, ref: 'customer', list: true, search: 'exact', section: 'basic' },
    classifyType: { kind: 'text', ref: 'classifyType', refWhere: INBOUND_CATEGORY, list: true, search: 'exact', section: 'basic' },
    returnNoticeNo: { kind: 'text', format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    shipmentNo: { kind: 'text', format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    reason: { kind: 'text', max: 200, list: true, section: 'basic' },
    thrownOverName: { kind: 'text', readOnly: true, list: true, section: 'basic' },
    thrownOverDate: { kind: 'datetime', readOnly: true, section: 'basic' },
  },
});
