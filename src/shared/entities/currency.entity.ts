/** Currency (spec console §2 Base.Basic currency): currencyNo is the ISO 4217 code (USD, EUR, …). */
import { defineEntity } from '../entity.ts';

const ISO_4217 = /^[A-Z]{3}$/;

export const currencyEntity = defineEntity({
  name: 'currency',
  table: 'bm_currency',
  menuNo: '100117',
  route: 'currency',
  calls: {
    service: 'IBmCurrencyService',
    list: 'getbmcurrencylistbyparams',
    get: 'getbmcurrencybyid',
    add: 'addbmcurrency',
    update: 'updatebmcurrencybyid',
    remove: 'deletebmcurrencybyids',
  },
  keyField: 'currencyNo',
  titleField: 'currencyName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    currencyNo: { kind: 'text', key: true, required: true, format: 'code', max: 3, list: true, search: 'fuzzy', section: 'basic' },
    currencyName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    symbol: { kind: 'text', max: 8, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: (values) =>
    typeof values.currencyNo === 'string' && !ISO_4217.test(values.currencyNo) ? [{ field: 'currencyNo', message: 'validation.currency' }] : [],
});
