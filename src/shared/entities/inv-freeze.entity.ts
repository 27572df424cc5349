/**
 * Stock freeze header (SM.Stock frozen; workflows §3 freeze: freezeNo, freezeReason): freezes by cell,
 * item, lot or container (freezeType). Lines and status rules: src/shared/documents/freeze.ts.
 */
import { FREEZE_TYPES } from '../documents/stock-codes.ts';
import { documentEntity } from './document-fields.ts';

export const invFreezeEntity = documentEntity({
  name: 'invFreeze',
  table: 'inv_freeze_head',
  menuNo: '130104',
  route: 'frozen',
  service: 'IInvFreezeService',
  suffix: 'invfreeze',
  docNoField: 'freezeNo',
  fields: {
    freezeType: { kind: 'enum', options: FREEZE_TYPES, enumMid: 'FREEZE_TYPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    freezeReason: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
  },
});
