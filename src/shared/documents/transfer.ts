/**
 * Stock transfer (SM.Stock transfer, workflows §5 "transfer target quantity greater than 0"):
 * each line moves a quantity of one stock key to toCellNo in the header's toWarehouseNo (cell to
 * cell: the same warehouse; warehouse to warehouse: another one of the same organisation).
 * Standard life; completing posts one transfer per line, whose deltas sum to zero.
 */
import { invTransferEntity } from '../entities/inv-transfer.entity.ts';
import { QTY_FIELD, REMARK_FIELD, STOCK_KEY_LINE_FIELDS } from '../entities/document-fields.ts';
import { defineDocument, DOC_STATUS, STANDARD_ACTIONS } from './document.ts';

export const TRANSFER = defineDocument({
  entity: invTransferEntity,
  docType: 'TRF',
  docNoField: 'invTransferNo',
  lineFields: {
    ...STOCK_KEY_LINE_FIELDS,
    toCellNo: { kind: 'text', required: true, format: 'code', max: 40 },
    ...QTY_FIELD,
    ...REMARK_FIELD,
  },
  editable: [DOC_STATUS.initial],
  editRefusal: 'DOC_NOT_INITIAL',
  actions: STANDARD_ACTIONS,
  methodSuffix: 'invtransfer',
});
