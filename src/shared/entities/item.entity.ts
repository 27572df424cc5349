/**
 * Material (item) with the fields of spec console §3 Material and §7 IBmItemService. Quantities
 * (packQty, limits, minPurQty) are in the item's unit; shelf life in shelflifeUnit (D, M, Y); the
 * dimensions are length, width and height in metres, weight in kilograms (as for cells); rates in
 * percent. Number rules: item-checks.ts.
 */
import { defineEntity } from '../entity.ts';
import { itemChecks } from './item-checks.ts';

export const ITEM_TYPES = ['1', '2', '3', '4', '5'] as const;
export const SHELFLIFE_UNITS = ['D', 'M', 'Y'] as const;
export const ABC_CLASSES = ['A', 'B', 'C'] as const;
export const PUR_BATCHES = ['1', '2'] as const;
export const SUPPLY_MODES = ['1', '2', '3'] as const;
export const ITEM_RULES = ['1', '2', '3'] as const;
export const QUANTITY_STRATEGIES = ['1', '2'] as const;

export const itemEntity = defineEntity({
  name: 'item',
  table: 'bm_item',
  menuNo: '100301',
  route: 'materiel',
  calls: {
    service: 'IBmItemService',
    list: 'getbmitemlistbyparams',
    listAliases: ['getbmitemlistbyparamssearch'],
    get: 'getbmitembyid',
    add: 'addbmitem',
    update: 'updatebmitembyid',
    remove: 'physicalDeletebmitembyids',
  },
  keyField: 'itemNo',
  titleField: 'itemName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: true,
  listTabs: 'statusCode',
  fields: {
    itemNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    itemName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    groupNo: { kind: 'text', ref: 'itemGroup', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', picker: 'table', list: true, search: 'exact', section: 'basic' },
    itemSpec: { kind: 'text', list: true, section: 'basic' },
    itemType: { kind: 'enum', options: ITEM_TYPES, enumMid: 'ITEM_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    model: { kind: 'text', section: 'basic' },
    unitNo: { kind: 'text', max: 20, default: 'EA', list: true, section: 'basic' },
    unitPrice: { kind: 'decimal', scale: 4, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    itemRule: { kind: 'enum', options: ITEM_RULES, enumMid: 'ITEM_RULE', default: '1', section: 'control' },
    barRuleNo: { kind: 'text', ref: 'barRule', activeRef: true, section: 'control' },
    lotRuleNo: { kind: 'text', ref: 'lotRule', activeRef: true, section: 'control' },
    fifoCheck: { kind: 'bool', default: false, section: 'control' },
    packQty: { kind: 'decimal', default: '1', list: true, section: 'control' },
    checkFlag: { kind: 'bool', default: false, section: 'control' },
    gtin: { kind: 'text', max: 14, section: 'control' },
    inCellNo: { kind: 'text', section: 'control' },
    outCellNo: { kind: 'text', section: 'control' },
    isControlSn: { kind: 'bool', default: false, section: 'control' },
    isAutoSave: { kind: 'bool', default: false, section: 'control' },
    inPassRate: { kind: 'decimal', section: 'control' },
    outPassRate: { kind: 'decimal', section: 'control' },
    quantityStrategy: { kind: 'enum', options: QUANTITY_STRATEGIES, enumMid: 'QUANTITY_STRATEGY', section: 'control' },
    isManageShelflife: { kind: 'bool', default: false, section: 'shelflife' },
    shelflife: { kind: 'int', section: 'shelflife' },
    shelflifeUnit: { kind: 'enum', options: SHELFLIFE_UNITS, enumMid: 'SHELFLIFE_UNIT', section: 'shelflife' },
    inShelflife: { kind: 'int', section: 'shelflife' },
    outShelflife: { kind: 'int', section: 'shelflife' },
    isWarning: { kind: 'bool', default: false, section: 'shelflife' },
    predate: { kind: 'int', section: 'shelflife' },
    length: { kind: 'decimal', section: 'physical' },
    width: { kind: 'decimal', section: 'physical' },
    height: { kind: 'decimal', section: 'physical' },
    weight: { kind: 'decimal', section: 'physical' },
    abc: { kind: 'enum', options: ABC_CLASSES, enumMid: 'ABC', list: true, search: 'exact', section: 'planning' },
    minPurQty: { kind: 'decimal', section: 'planning' },
    purBatch: { kind: 'enum', options: PUR_BATCHES, enumMid: 'PURBATCH', section: 'planning' },
    supplyMode: { kind: 'enum', options: SUPPLY_MODES, enumMid: 'SUPPLY_MODE', section: 'planning' },
    invUpperLimit: { kind: 'decimal', section: 'planning' },
    invLowerLimit: { kind: 'decimal', list: true, section: 'planning' },
    remark: { kind: 'text', section: 'other' },
  },
  check: itemChecks,
});
