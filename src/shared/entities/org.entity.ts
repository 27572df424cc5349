/** Organisation (spec console §2 organizational list, §3 Organization, §7 IBmOrgService). */
import { defineEntity } from '../entity.ts';

export const orgEntity = defineEntity({
  name: 'org',
  table: 'bm_org',
  menuNo: '100101',
  route: 'organizational',
  calls: {
    service: 'IBmOrgService',
    list: 'getFullAuthorityOrgListByParams',
    listAliases: ['getbmorglistbyparams', 'getAuthBmOrgList'],
    get: 'getbmorgbyid',
    add: 'addbmorg',
    update: 'updatebmorgbyid',
    remove: 'deletebmorgbyids',
  },
  keyField: 'orgNo',
  titleField: 'orgName',
  scope: 'org',
  physicalDelete: true,
  listTabs: 'statusCode',
  fields: {
    orgNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    orgName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgShortName: { kind: 'text', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
});
