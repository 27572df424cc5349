/** Tax rate (spec console §2 Base.Basic tax): taxRate is a percentage (13 = 13 %), 4 decimals. */
import { defineEntity } from '../entity.ts';

export const taxEntity = defineEntity({
  name: 'tax',
  table: 'bm_tax',
  menuNo: '100116',
  route: 'tax',
  calls: {
    service: 'IBmTaxService',
    list: 'getbmtaxlistbyparams',
    get: 'getbmtaxbyid',
    add: 'addbmtax',
    update: 'updatebmtaxbyid',
    remove: 'deletebmtaxbyids',
  },
  keyField: 'taxNo',
  titleField: 'taxName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    taxNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    taxName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    taxRate: { kind: 'decimal', required: true, scale: 4, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: (values) =>
    typeof values.taxRate === 'string' && (Number(values.taxRate) < 0 || Number(values.taxRate) > 100)
      ? [{ field: 'taxRate', message: 'validation.percent' }]
      : [],
});
