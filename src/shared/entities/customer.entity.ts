/** Customer, merchant type 2 (spec console §7 customer calls). */
import { defineEntity } from '../entity.ts';
import { MERCHANT_CONTACT_FIELDS } from './merchant-fields.ts';

export const customerEntity = defineEntity({
  name: 'customer',
  table: 'bm_customer',
  menuNo: '100105',
  route: 'customer',
  calls: {
    service: 'IBmCustomerService',
    list: 'getbmcustomerlistbyparams',
    listAliases: ['getFullAuthorityCustomerListByParams'],
    get: 'getbmcustomerbyid',
    add: 'addbmcustomer',
    update: 'updatebmcustomerbyid',
    remove: 'deletebmcustomerbyids',
  },
  keyField: 'customerNo',
  titleField: 'customerName',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'statusCode',
  fields: {
    customerNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    customerName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    customerShortName: { kind: 'text', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    ...MERCHANT_CONTACT_FIELDS,
    remark: { kind: 'text', section: 'other' },
  },
});
