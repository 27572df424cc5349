/**
 * Demo rows of the Base.Basic reference data that Northwind has no table for: zones of the two
 * demo warehouses (receiving, storage, picking, shipping), document classify types, tax rates
 * (taxRate in percent) and currencies (ISO 4217) of the countries Northwind trades with.
 */
import type { EntityName } from '../../shared/entity.ts';

type Rows = Record<string, unknown>[];

function zones(orgNo: string): Rows {
  const warehouses = [['WH-SEA', 'SEA', 'Seattle', 'Nancy Davolio'], ['WH-LDN', 'LDN', 'London', 'Steven Buchanan']];
  const kinds = [['RCV', 'receiving', '1'], ['STO', 'storage', '2'], ['PCK', 'picking', '3'], ['SHP', 'shipping', '4']];
  return warehouses.flatMap(([warehouseNo, code, city, manager]) =>
    kinds.map(([kind, label, zoneType]) => ({ zoneNo: `${code}-${kind}`, zoneName: `${city} ${label}`, orgNo, warehouseNo, zoneType, zoneManager: manager })));
}

const CLASSIFY_TYPES: Rows = [
  { classifyType: 'PUR-IN', classifyTypeName: 'Purchase receipt', bigModule: '1' },
  { classifyType: 'RET-IN', classifyTypeName: 'Customer return', bigModule: '1' },
  { classifyType: 'TRF-IN', classifyTypeName: 'Transfer receipt', bigModule: '1' },
  { classifyType: 'SAL-OUT', classifyTypeName: 'Sales shipment', bigModule: '2' },
  { classifyType: 'RET-OUT', classifyTypeName: 'Return to supplier', bigModule: '2' },
  { classifyType: 'TRF-OUT', classifyTypeName: 'Transfer shipment', bigModule: '2' },
  { classifyType: 'ADJ', classifyTypeName: 'Stock adjustment', bigModule: '3' },
  { classifyType: 'CNT', classifyTypeName: 'Stock count', bigModule: '3' },
];

const TAXES: Rows = [
  { taxNo: 'EXEMPT', taxName: 'Tax exempt', taxRate: '0' },
  { taxNo: 'US-WA', taxName: 'Washington State sales tax', taxRate: '6.5' },
  { taxNo: 'GB-VAT20', taxName: 'UK VAT standard rate', taxRate: '20' },
  { taxNo: 'DE-VAT19', taxName: 'Germany VAT standard rate', taxRate: '19' },
  { taxNo: 'FR-VAT20', taxName: 'France VAT standard rate', taxRate: '20' },
  { taxNo: 'CN-VAT13', taxName: 'China VAT 13%', taxRate: '13' },
  { taxNo: 'CN-VAT9', taxName: 'China VAT 9%', taxRate: '9' },
  { taxNo: 'TW-VAT5', taxName: 'Taiwan business tax', taxRate: '5' },
];

const CURRENCIES: Rows = [
  { currencyNo: 'USD', currencyName: 'US dollar', symbol: '$' },
  { currencyNo: 'EUR', currencyName: 'Euro', symbol: '€' },
  { currencyNo: 'GBP', currencyName: 'Pound sterling', symbol: '£' },
  { currencyNo: 'CNY', currencyName: 'Chinese yuan', symbol: '¥' },
  { currencyNo: 'TWD', currencyName: 'New Taiwan dollar', symbol: 'NT$' },
  { currencyNo: 'JPY', currencyName: 'Japanese yen', symbol: '¥' },
  { currencyNo: 'CAD', currencyName: 'Canadian dollar', symbol: 'CA$' },
  { currencyNo: 'BRL', currencyName: 'Brazilian real', symbol: 'R$' },
  { currencyNo: 'SEK', currencyName: 'Swedish krona', symbol: 'kr' },
  { currencyNo: 'CHF', currencyName: 'Swiss franc', symbol: 'CHF' },
];

/** Rows per entity, after the organisation and warehouses they refer to. */
export function basicDataRows(orgNo: string): [EntityName, Rows][] {
  return [['zone', zones(orgNo)], ['classifyType', CLASSIFY_TYPES], ['tax', TAXES], ['currency', CURRENCIES]];
}
