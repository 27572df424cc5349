/**
 * Item-customer relation (spec console §2 Base.Material item-merchant, §7 "item merchant
 * (getListPage plus four)"; merchant type 2 = customer): the customer's own number, name and
 * barcode of one of our items, the unit and pack quantity it orders in. One row per organisation,
 * item and customer. Supplier relations are item-supplier-merchant.
 */
import { defineEntity } from '../entity.ts';
import { isPositiveQuantity } from '../quantity-rounding.ts';
import { ITEM_REF_FIELDS, MERCHANT_ITEM_FIELDS } from './item-relation-fields.ts';

export const itemMerchantEntity = defineEntity({
  name: 'itemMerchant',
  table: 'bm_item_merchant',
  menuNo: '100307',
  route: 'item-merchant',
  calls: {
    service: 'IBmItemMerchantService',
    list: 'getListPage',
    get: 'getbmitemmerchantbyid',
    add: 'addbmitemmerchant',
    update: 'updatebmitemmerchantbyid',
    remove: 'deletebmitemmerchantbyids',
  },
  keyField: 'customerNo',
  titleField: 'merchantItemName',
  uniqueWith: ['orgNo', 'itemNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    ...ITEM_REF_FIELDS,
    customerNo: { kind: 'text', key: true, required: true, ref: 'customer', list: true, search: 'exact', section: 'basic' },
    ...MERCHANT_ITEM_FIELDS,
    unitNo: { kind: 'text', ref: 'unit', list: true, section: 'basic' },
    packQty: { kind: 'decimal', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) =>
    typeof values.packQty === 'string' && !isPositiveQuantity(values.packQty) ? [{ field: 'packQty', message: 'validation.positive' }] : [],
});
