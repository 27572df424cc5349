/**
 * Stock adjustment header (SM.Stock adjustment; workflows §3 adjustment: invChangeNo, changeType 1 gain, 2 loss).
 * Lines and status rules: src/shared/documents/adjustment.ts.
 */
import { CHANGE_TYPES } from '../documents/stock-codes.ts';
import { documentEntity } from './document-fields.ts';

export const invChangeEntity = documentEntity({
  name: 'invChange',
  table: 'inv_change_head',
  menuNo: '130103',
  route: 'adjustment',
  service: 'IInvChangeService',
  suffix: 'invchange',
  docNoField: 'invChangeNo',
  fields: {
    changeType: { kind: 'enum', options: CHANGE_TYPES, enumMid: 'CHANGE_TYPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    sourceNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
  },
});
