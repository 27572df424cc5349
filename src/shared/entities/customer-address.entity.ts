/**
 * Customer address (spec console §2 Base.Basic address, §7 customer address calls): the ship-to
 * addresses of a customer, numbered within the customer; isDefault marks the one outbound
 * notices propose first.
 */
import { defineEntity } from '../entity.ts';

export const customerAddressEntity = defineEntity({
  name: 'customerAddress',
  table: 'bm_customer_address',
  menuNo: '100106',
  route: 'address',
  calls: {
    service: 'IBmCustomerAddressService',
    list: 'getbmcustomeraddresslistbyparams',
    get: 'getbmcustomeraddressbyid',
    add: 'addbmcustomeraddress',
    update: 'updatebmcustomeraddressbyid',
    remove: 'deletebmcustomeraddressbyids',
  },
  keyField: 'addressNo',
  titleField: 'address',
  uniqueWith: ['customerNo'],
  scope: 'none',
  physicalDelete: false,
  fields: {
    customerNo: { kind: 'text', required: true, ref: 'customer', list: true, search: 'exact', section: 'basic' },
    addressNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    isDefault: { kind: 'bool', default: false, list: true, section: 'basic' },
    contact: { kind: 'text', list: true, search: 'fuzzy', section: 'contact' },
    phone: { kind: 'text', format: 'phone', list: true, section: 'contact' },
    address: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'address' },
    city: { kind: 'text', list: true, search: 'fuzzy', section: 'address' },
    region: { kind: 'text', section: 'address' },
    postalCode: { kind: 'text', max: 20, list: true, section: 'address' },
    country: { kind: 'text', list: true, search: 'fuzzy', section: 'address' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
