/**
 * An item's own unit conversion (spec console §2 Base.Material item-unit-conversion, §5, §7
 * "item unit conversion (default base)"): as unit-conversion, for one item of one organisation;
 * isDefault marks the item's default conversion from its base unit.
 */
import { defineEntity } from '../entity.ts';
import { conversionIssues, CONVERSION_FIELDS, deriveConversion } from './conversion-fields.ts';
import { ITEM_REF_FIELDS } from './item-relation-fields.ts';

export const itemUnitConversionEntity = defineEntity({
  name: 'itemUnitConversion',
  table: 'bm_item_unit_conversion',
  menuNo: '100306',
  route: 'item-unit-conversion',
  calls: {
    service: 'IBmItemUnitConversionService',
    list: 'getbmitemunitconversionlistbyparams',
    get: 'getbmitemunitconversionbyid',
    add: 'addbmitemunitconversion',
    update: 'updatebmitemunitconversionbyid',
    remove: 'deletebmitemunitconversionbyids',
  },
  keyField: 'toUnitNo',
  titleField: 'toUnitNo',
  uniqueWith: ['orgNo', 'itemNo', 'fromUnitNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    ...ITEM_REF_FIELDS,
    ...CONVERSION_FIELDS,
    isDefault: { kind: 'bool', default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  derive: deriveConversion,
  check: conversionIssues,
});
