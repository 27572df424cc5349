/** Supplier, merchant type 1 (spec console §3 Supplier, §7 supplier list with keyword, size 20). */
import { defineEntity } from '../entity.ts';
import { MERCHANT_CONTACT_FIELDS } from './merchant-fields.ts';

export const supplierEntity = defineEntity({
  name: 'supplier',
  table: 'bm_supplier',
  menuNo: '100104',
  route: 'supplier',
  calls: {
    service: 'IBmSupplierService',
    list: 'getbmsupplierlistbyparams',
    listAliases: ['getFullAuthoritySupplierListByParams'],
    get: 'getbmsupplierbyid',
    add: 'addbmsupplier',
    update: 'updatebmsupplierbyid',
    remove: 'deletebmsupplierbyids',
  },
  keyField: 'supplierNo',
  titleField: 'supplierName',
  scope: 'none',
  physicalDelete: false,
  listTabs: 'statusCode',
  fields: {
    supplierNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    supplierName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    supplierShortName: { kind: 'text', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    // Supplier portal (workflows §6, §8): a frozen supplier cannot create delivery notes (ASNs).
    isDeliveryFrozen: { kind: 'bool', default: false, list: true, section: 'basic' },
    ...MERCHANT_CONTACT_FIELDS,
    homepage: { kind: 'text', section: 'other' },
    remark: { kind: 'text', section: 'other' },
  },
});
