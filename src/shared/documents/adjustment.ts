/**
 * Stock adjustment (SM.Stock adjustment, workflows §4/§5): lines of a stock key and a quantity
 * greater than 0; the header's changeType says gain (1) or loss (2). Standard life (document.ts);
 * only completing posts the change (inventory <-> cell, action 'adjust').
 */
import { invChangeEntity } from '../entities/inv-change.entity.ts';
import { QTY_FIELD, REMARK_FIELD, STOCK_KEY_LINE_FIELDS } from '../entities/document-fields.ts';
import { defineDocument, DOC_STATUS, STANDARD_ACTIONS } from './document.ts';

export const ADJUSTMENT = defineDocument({
  entity: invChangeEntity,
  docType: 'ADJ',
  docNoField: 'invChangeNo',
  lineFields: { ...STOCK_KEY_LINE_FIELDS, ...QTY_FIELD, ...REMARK_FIELD },
  editable: [DOC_STATUS.initial],
  editRefusal: 'DOC_NOT_INITIAL',
  actions: STANDARD_ACTIONS,
  methodSuffix: 'invchange',
});
