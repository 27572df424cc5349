/**
 * Stock release header (SM.Stock release; workflows §3 release: releaseNo, releaseType 1 allocated,
 * 2 frozen quantity). Lines and status rules: src/shared/documents/release.ts.
 */
import { RELEASE_TYPES } from '../documents/stock-codes.ts';
import { documentEntity } from './document-fields.ts';

export const stockReleaseEntity = documentEntity({
  name: 'stockRelease',
  table: 'inv_stock_release_head',
  menuNo: '130105',
  route: 'release',
  service: 'IInvStockReleaseService',
  suffix: 'stockrelease',
  docNoField: 'releaseNo',
  fields: {
    releaseType: { kind: 'enum', options: RELEASE_TYPES, enumMid: 'RELEASE_TYPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
  },
});
