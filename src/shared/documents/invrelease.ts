/**
 * Inventory release (SM.Invrelease): releases stock held for inspection (20, 21, 25, 26) or
 * unqualified (22) to toStockStatus, normally 10 qualified, in the same cell. Standard life;
 * completing posts one transfer per line that changes only the stock status.
 */
import { invReleaseEntity } from '../entities/inv-release.entity.ts';
import { QTY_FIELD, REMARK_FIELD, STOCK_KEY_LINE_FIELDS } from '../entities/document-fields.ts';
import { defineDocument, DOC_STATUS, STANDARD_ACTIONS } from './document.ts';
import { RELEASABLE_STATUSES, STOCK_STATUSES } from './stock-codes.ts';

export const INV_RELEASE = defineDocument({
  entity: invReleaseEntity,
  docType: 'IRL',
  docNoField: 'invReleaseNo',
  lineFields: {
    ...STOCK_KEY_LINE_FIELDS,
    stockStatus: { kind: 'enum', options: RELEASABLE_STATUSES, enumMid: 'STOCK_STATUS', default: '20', required: true },
    toStockStatus: { kind: 'enum', options: STOCK_STATUSES, enumMid: 'STOCK_STATUS', default: '10', required: true },
    ...QTY_FIELD,
    ...REMARK_FIELD,
  },
  editable: [DOC_STATUS.initial],
  editRefusal: 'DOC_NOT_INITIAL',
  actions: STANDARD_ACTIONS,
  methodSuffix: 'invrelease',
});
