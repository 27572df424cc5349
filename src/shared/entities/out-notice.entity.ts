/**
 * Outbound notice header (Outbound, spec console §2 notice, add-notice, modify-notice/{outNoticeNo};
 * workflows §3 outbound notice outNoticeNo, billDate, docNo, carrierNo, warehouseNo, classifyType,
 * isSuspend, statusCode, closeRemark): the goods a warehouse is to ship to a customer.
 *
 * - customerNo and addressNo: the ship-to customer and one of its addresses (the server checks the
 *   address belongs to the customer); carrierNo a carrier code (no carrier master data exists yet,
 *   docs/decisions/ "Outbound"); requestedDate the day the customer wants the goods;
 * - docNo: the customer's order number; classifyType the document classify type whose category
 *   gives the controls (isShortControl: whether a short allocation may ship);
 * - isSuspend: set by suspend, cleared by release (no allocation or shipping while suspended);
 *   closeRemark: the reason given on close; allocRound counts allocations (each posts under
 *   `<outNoticeNo>-<round>`, so a notice allocated again after a cancel posts afresh);
 *   backorderOf: on a backorder, the number of the notice whose short rest it carries (set by
 *   that notice's ship when its category has isBackorder; docs/decisions/0660-backorder-and-short-pick.md).
 * Lines and status rules: src/shared/documents/outbound-notice.ts.
 */
import { documentEntity } from './document-fields.ts';
import { OUTBOUND_CATEGORY } from './classify-type.entity.ts';

export const outNoticeEntity = documentEntity({
  name: 'outNotice',
  table: 'out_notice_head',
  menuNo: '120101',
  route: 'notice',
  service: 'IOutNoticeService',
  suffix: 'outnotice',
  docNoField: 'outNoticeNo',
  getByKey: 'getoutnoticebyoutnoticeno',
  fields: {
    classifyType: { kind: 'text', ref: 'classifyType', refWhere: OUTBOUND_CATEGORY, list: true, search: 'exact', section: 'basic' },
    docNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    customerNo: { kind: 'text', required: true, ref: 'customer', list: true, search: 'exact', section: 'basic' },
    addressNo: { kind: 'text', required: true, ref: 'customerAddress', dependsOn: 'customerNo', list: true, section: 'basic' },
    carrierNo: { kind: 'text', format: 'code', max: 40, list: true, search: 'exact', section: 'basic' },
    requestedDate: { kind: 'date', list: true, section: 'basic' },
    isSuspend: { kind: 'bool', default: false, readOnly: true, list: true, section: 'basic' },
    closeRemark: { kind: 'text', readOnly: true, section: 'other' },
    allocRound: { kind: 'int', default: 0, readOnly: true, section: 'other' },
    backorderOf: { kind: 'text', readOnly: true, list: true, search: 'exact', section: 'other' },
  },
});
