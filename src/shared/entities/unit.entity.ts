/**
 * Unit of measure (spec console §2 Base.Material unit, §3 Unit: unitNo, unitName, unitType,
 * roundingType, dicimalDigit; §9 rounding modes 1 to 5). Quantities in a unit are rounded by
 * roundQuantity (src/shared/quantity-rounding.ts) to dicimalDigit places (0 to 6).
 */
import { defineEntity } from '../entity.ts';
import { ROUNDING_TYPES, UNIT_DIGITS_MAX } from '../quantity-rounding.ts';

/** 1 count, 2 weight, 3 volume, 4 length, 5 package. */
export const UNIT_TYPES = ['1', '2', '3', '4', '5'] as const;

export const unitEntity = defineEntity({
  name: 'unit',
  table: 'bm_unit',
  menuNo: '100304',
  route: 'unit',
  calls: {
    service: 'IBmUnitService',
    list: 'getbmunitlistbyparams',
    get: 'getbmunitbyid',
    add: 'addbmunit',
    update: 'updatebmunitbyid',
    remove: 'deletebmunitbyids',
  },
  keyField: 'unitNo',
  titleField: 'unitName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    unitNo: { kind: 'text', key: true, required: true, format: 'code', max: 20, list: true, search: 'fuzzy', section: 'basic' },
    unitName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    unitType: { kind: 'enum', options: UNIT_TYPES, enumMid: 'UNIT_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    roundingType: { kind: 'enum', options: ROUNDING_TYPES, enumMid: 'ROUNDING_TYPE', required: true, default: '1', list: true, section: 'basic' },
    dicimalDigit: { kind: 'int', required: true, default: 0, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: (values) =>
    typeof values.dicimalDigit === 'number' && (values.dicimalDigit < 0 || values.dicimalDigit > UNIT_DIGITS_MAX)
      ? [{ field: 'dicimalDigit', message: 'validation.range', params: { min: 0, max: UNIT_DIGITS_MAX } }]
      : [],
});
