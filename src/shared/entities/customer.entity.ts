/** Customer, merchant type 2 (spec console §7 customer calls). */
import { defineEntity } from '../entity.ts';

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
  fields: {
    customerNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    customerName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    customerShortName: { kind: 'text', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    contact: { kind: 'text', list: true, section: 'contact' },
    contactTitle: { kind: 'text', section: 'contact' },
    phone: { kind: 'text', format: 'phone', list: true, section: 'contact' },
    fax: { kind: 'text', format: 'phone', section: 'contact' },
    email: { kind: 'text', format: 'email', section: 'contact' },
    address: { kind: 'text', section: 'address' },
    city: { kind: 'text', list: true, search: 'fuzzy', section: 'address' },
    region: { kind: 'text', section: 'address' },
    postalCode: { kind: 'text', section: 'address' },
    country: { kind: 'text', list: true, search: 'fuzzy', section: 'address' },
    remark: { kind: 'text', section: 'other' },
  },
});
