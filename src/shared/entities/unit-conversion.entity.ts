/**
 * Unit conversion between two units for every item (spec console §2 Base.Material
 * unit-conversion, §3 Unit conversion, §5): fromUnitPt of fromUnitNo equal toUnitPt of toUnitNo,
 * where toUnitPt = fromUnitPt / convertValue (2 decimals). One conversion per pair of units.
 */
import { defineEntity } from '../entity.ts';
import { conversionIssues, CONVERSION_FIELDS, deriveConversion } from './conversion-fields.ts';

export const unitConversionEntity = defineEntity({
  name: 'unitConversion',
  table: 'bm_unit_conversion',
  menuNo: '100305',
  route: 'unit-conversion',
  calls: {
    service: 'IBmUnitConversionService',
    list: 'getbmunitconversionlistbyparams',
    get: 'getbmunitconversionbyid',
    add: 'addbmunitconversion',
    update: 'updatebmunitconversionbyid',
    remove: 'deletebmunitconversionbyids',
  },
  keyField: 'toUnitNo',
  titleField: 'toUnitNo',
  uniqueWith: ['fromUnitNo'],
  scope: 'none',
  physicalDelete: false,
  fields: {
    ...CONVERSION_FIELDS,
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  derive: deriveConversion,
  check: conversionIssues,
});
