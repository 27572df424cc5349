/**
 * Inventory release header (SM.Invrelease): releases stock held for inspection or unqualified to
 * another stock status (normally 10 qualified). Lines and status rules: src/shared/documents/invrelease.ts.
 */
import { documentEntity } from './document-fields.ts';

export const invReleaseEntity = documentEntity({
  name: 'invRelease',
  table: 'inv_release_head',
  menuNo: '130301',
  route: 'invrelease',
  service: 'IInvReleaseService',
  suffix: 'invrelease',
  docNoField: 'invReleaseNo',
  fields: {},
});
