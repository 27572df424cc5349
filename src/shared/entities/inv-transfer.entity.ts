/**
 * Stock transfer header (SM.Stock transfer; workflows §3 transfer: invTransferNo, transferType): from
 * the header's warehouse to toWarehouseNo (the same one for cell to cell). Lines and status rules:
 * src/shared/documents/transfer.ts.
 */
import { TRANSFER_TYPES } from '../documents/stock-codes.ts';
import { documentEntity } from './document-fields.ts';

export const invTransferEntity = documentEntity({
  name: 'invTransfer',
  table: 'inv_transfer_head',
  menuNo: '130106',
  route: 'transfer',
  service: 'IInvTransferService',
  suffix: 'invtransfer',
  docNoField: 'invTransferNo',
  fields: {
    transferType: { kind: 'enum', options: TRANSFER_TYPES, enumMid: 'TRANSFER_TYPE', required: true, default: '3', list: true, search: 'exact', section: 'basic' },
    toWarehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
  },
});
