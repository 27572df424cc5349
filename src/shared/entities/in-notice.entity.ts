/**
 * Inbound notice header (Inbound, spec console §2 notice, add-notice, modify-notice/{inNoticeNo};
 * workflows §3 inbound notice inNoticeNo, warehouseNo, classifyType, statusCode): the goods a
 * warehouse expects from a supplier. classifyType names the document classify type whose document
 * category gives the controls (nature 11 purchase receipt needs a supplier; workflows §5).
 * receiptRound counts receipts (cancelled tasks reverse one; the notice may be received again).
 * Lines and status rules: src/shared/documents/inbound-notice.ts.
 */
import { documentEntity } from './document-fields.ts';
import { INBOUND_CATEGORY } from './classify-type.entity.ts';

export const inNoticeEntity = documentEntity({
  name: 'inNotice',
  table: 'in_notice_head',
  menuNo: '110301',
  route: 'notice',
  service: 'IInNoticeService',
  suffix: 'innotice',
  docNoField: 'inNoticeNo',
  getByKey: 'getinnoticebyinnoticeno',
  fields: {
    classifyType: { kind: 'text', ref: 'classifyType', refWhere: INBOUND_CATEGORY, list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    sourceNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    receiptRound: { kind: 'int', default: 0, readOnly: true, section: 'basic' },
  },
});
