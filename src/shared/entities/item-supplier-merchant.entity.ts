/**
 * Item-supplier relation (spec console §2 Base.Material item-supplier-merchant; merchant type 1 =
 * supplier): the supplier's part number, name and barcode of one of our items, the purchase unit,
 * price and currency, lead time in days, minimum purchase quantity and whether it is the item's
 * main supplier. One row per organisation, item and supplier; a supplier user sees only its own.
 */
import { defineEntity } from '../entity.ts';
import { isPositiveQuantity, sameQuantity } from '../quantity-rounding.ts';
import { ITEM_REF_FIELDS, MERCHANT_ITEM_FIELDS } from './item-relation-fields.ts';

export const itemSupplierMerchantEntity = defineEntity({
  name: 'itemSupplierMerchant',
  table: 'bm_item_supplier_merchant',
  menuNo: '100308',
  route: 'item-supplier-merchant',
  calls: {
    service: 'IBmItemSupplierMerchantService',
    list: 'getListPage',
    get: 'getbmitemsuppliermerchantbyid',
    add: 'addbmitemsuppliermerchant',
    update: 'updatebmitemsuppliermerchantbyid',
    remove: 'deletebmitemsuppliermerchantbyids',
  },
  keyField: 'supplierNo',
  titleField: 'merchantItemName',
  uniqueWith: ['orgNo', 'itemNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    ...ITEM_REF_FIELDS,
    supplierNo: { kind: 'text', key: true, required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    ...MERCHANT_ITEM_FIELDS,
    isMainSupplier: { kind: 'bool', default: false, list: true, section: 'basic' },
    unitNo: { kind: 'text', ref: 'unit', list: true, section: 'planning' },
    purchasePrice: { kind: 'decimal', scale: 4, list: true, section: 'planning' },
    currencyNo: { kind: 'text', ref: 'currency', list: true, section: 'planning' },
    leadTime: { kind: 'int', list: true, section: 'planning' },
    minPurQty: { kind: 'decimal', section: 'planning' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [
    ...(typeof values.purchasePrice === 'string' && !isPositiveQuantity(values.purchasePrice) && !sameQuantity(values.purchasePrice, '0') ? [{ field: 'purchasePrice', message: 'validation.notNegative' }] : []),
    ...(typeof values.leadTime === 'number' && values.leadTime < 0 ? [{ field: 'leadTime', message: 'validation.notNegative' }] : []),
    ...(typeof values.minPurQty === 'string' && !isPositiveQuantity(values.minPurQty) ? [{ field: 'minPurQty', message: 'validation.positive' }] : []),
  ],
});
