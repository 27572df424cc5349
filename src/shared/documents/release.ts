/**
 * Stock release (SM.Stock release): gives back quantity held on a stock key: allocated quantity
 * left by an outbound flow (releaseType 1) or frozen quantity not held by a freeze document
 * (releaseType 2). Lines name the key and a quantity greater than 0. Standard life; completing
 * posts unallocate or unfreeze per line.
 */
import { stockReleaseEntity } from '../entities/stock-release.entity.ts';
import { QTY_FIELD, REMARK_FIELD, STOCK_KEY_LINE_FIELDS } from '../entities/document-fields.ts';
import { defineDocument, DOC_STATUS, STANDARD_ACTIONS } from './document.ts';

export const RELEASE = defineDocument({
  entity: stockReleaseEntity,
  docType: 'REL',
  docNoField: 'releaseNo',
  lineFields: { ...STOCK_KEY_LINE_FIELDS, ...QTY_FIELD, ...REMARK_FIELD },
  editable: [DOC_STATUS.initial],
  editRefusal: 'DOC_NOT_INITIAL',
  actions: STANDARD_ACTIONS,
  methodSuffix: 'stockrelease',
});
