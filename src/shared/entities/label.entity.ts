/**
 * Label (spec console §2 Base.Barcode label-management, §3 Label): one issued barcode label of an
 * item, lot and quantity (item unit, greater than 0), with its BAR_TYPE, optional container, the
 * supplier's and customer's own barcodes, and its LABEL_STATUS (1 created, 2 printed, 3 received,
 * 4 in storage, 5 issued, 9 void). barcode is unique within the organisation; a supplier user sees
 * only its own labels.
 */
import { defineEntity } from '../entity.ts';
import { positiveCheck } from './quantity-checks.ts';

/** BAR_TYPE (spec console §7 Enum): what a label is stuck on. */
export const BAR_TYPES = ['1', '2', '3', '4', '5'] as const;
export const LABEL_STATUSES = ['1', '2', '3', '4', '5', '9'] as const;

export const labelEntity = defineEntity({
  name: 'label',
  table: 'bm_label',
  menuNo: '100201',
  route: 'label-management',
  calls: {
    service: 'IBmLabelService',
    list: 'getbmlabellistbyparams',
    get: 'getbmlabelbyid',
    add: 'addbmlabel',
    update: 'updatebmlabelbyid',
    remove: 'deletebmlabelbyids',
  },
  keyField: 'barcode',
  titleField: 'itemNo',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    barcode: { kind: 'text', key: true, required: true, max: 80, list: true, search: 'fuzzy', section: 'basic' },
    barType: { kind: 'enum', required: true, options: BAR_TYPES, enumMid: 'BAR_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    lotNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    combinationLotNo: { kind: 'text', max: 80, section: 'basic' },
    qty: { kind: 'decimal', required: true, list: true, section: 'basic' },
    labelStatus: { kind: 'enum', required: true, options: LABEL_STATUSES, enumMid: 'LABEL_STATUS', default: '1', list: true, search: 'exact', section: 'basic' },
    boxNo: { kind: 'text', ref: 'container', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    productionDate: { kind: 'date', section: 'basic' },
    expiryDate: { kind: 'date', list: true, section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'merchant' },
    supplierBarcode: { kind: 'text', max: 80, search: 'fuzzy', section: 'merchant' },
    customerNo: { kind: 'text', ref: 'customer', list: true, search: 'exact', section: 'merchant' },
    customerBarcode: { kind: 'text', max: 80, search: 'fuzzy', section: 'merchant' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => positiveCheck(values, ['qty']),
});
