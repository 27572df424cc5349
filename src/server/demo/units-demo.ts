/**
 * Demo rows of Base.Material units (issue 4 part 3), imported after the Northwind items by
 * load-demo.ts through the import path: the units Northwind's quantity_per_unit texts name (box,
 * bottle, jar, package, tin, can, glass, bag, piece, pie, bar, round; g, kg, oz, lb, ml, cl, l, cc)
 * plus EA, the items' stock unit (one Northwind "unit", e.g. a case of 24 bottles); general
 * conversions between measures; each item's conversions read from its pack text ("24 - 12 oz
 * bottles": 24 BTL = 1 EA and 12 OZ = 1 BTL); item-supplier relations from the products' suppliers
 * and prices; item-customer relations for products a customer ordered at least three times.
 */
import type { EntityName } from '../../shared/entity.ts';
import { convertedQuantity } from '../../shared/quantity-rounding.ts';
import { DEMO_ORG, pad, readCsv } from './northwind.ts';

type Rows = Record<string, unknown>[];

// unitNo, name, unitType (1 count, 2 weight, 3 volume, 5 package), roundingType, dicimalDigit.
const UNITS: [string, string, string, string, number][] = [
  ['EA', 'Each', '1', '1', 0], ['PC', 'Piece', '1', '1', 0], ['PIE', 'Pie', '1', '1', 0], ['BAR', 'Bar', '1', '1', 0], ['RND', 'Round', '1', '1', 0],
  ['BOX', 'Box', '5', '4', 0], ['BTL', 'Bottle', '5', '4', 0], ['JAR', 'Jar', '5', '4', 0], ['PKG', 'Package', '5', '4', 0],
  ['TIN', 'Tin', '5', '4', 0], ['CAN', 'Can', '5', '4', 0], ['GLS', 'Glass', '5', '4', 0], ['BAG', 'Bag', '5', '4', 0],
  ['KG', 'Kilogram', '2', '1', 3], ['G', 'Gram', '2', '1', 1], ['LB', 'Pound', '2', '1', 3], ['OZ', 'Ounce', '2', '2', 2],
  ['L', 'Litre', '3', '1', 3], ['ML', 'Millilitre', '3', '1', 0], ['CL', 'Centilitre', '3', '1', 1], ['CC', 'Cubic centimetre', '3', '3', 0],
];

// fromUnitNo, fromUnitPt, convertValue, toUnitNo: fromUnitPt / convertValue = toUnitPt.
const CONVERSIONS: [string, string, string, string][] = [
  ['G', '1000', '1000', 'KG'], ['OZ', '16', '16', 'LB'], ['LB', '1000', '2.20462', 'KG'], ['OZ', '1000', '35.27396', 'KG'],
  ['ML', '1000', '1000', 'L'], ['CL', '100', '100', 'L'], ['CC', '1', '1', 'ML'],
];

const PACKS: Record<string, string> = {
  box: 'BOX', boxes: 'BOX', 'gift boxes': 'BOX', bottle: 'BTL', bottles: 'BTL', jars: 'JAR', pkg: 'PKG', pkgs: 'PKG',
  tins: 'TIN', cans: 'CAN', glasses: 'GLS', bags: 'BAG', pieces: 'PC', sausgs: 'PC', pies: 'PIE', bars: 'BAR', rounds: 'RND',
};
const MEASURES: Record<string, string> = { g: 'G', k: 'KG', kg: 'KG', oz: 'OZ', lb: 'LB', ml: 'ML', cl: 'CL', l: 'L', cc: 'CC' };

type Conversion = [from: string, quantity: string, to: string];

/**
 * The item conversions of a Northwind pack text, outermost first: "10 boxes x 30 bags" gives
 * 10 BOX = 1 EA and 30 BAG = 1 BOX; "2 kg box" gives 2 KG = 1 EA; unknown words give none.
 */
export function packConversions(quantityPerUnit: string): Conversion[] {
  const text = quantityPerUnit.toLowerCase().replace(/([a-z])\./g, '$1').replace(/\s+/g, ' ').trim();
  const pack = (word: string) => PACKS[word];
  const measure = (word: string) => MEASURES[word];
  let m = /^(\d+) - ([\d.]+) ([a-z]+) ([a-z]+)$/.exec(text);
  if (m && pack(m[4]) && measure(m[3])) return [[pack(m[4]), m[1], 'EA'], [measure(m[3]), m[2], pack(m[4])]];
  m = /^(\d+) ([a-z]+) x (\d+) ([a-z]+)$/.exec(text);
  if (m && pack(m[2]) && pack(m[4])) return [[pack(m[2]), m[1], 'EA'], [pack(m[4]), m[3], pack(m[2])]];
  m = /^([\d.]+) ?([a-z]+)(?: [a-z ]+)?$/.exec(text);
  if (m && measure(m[2])) return [[measure(m[2]), m[1], 'EA']];
  m = /^(\d+) ([a-z ]+)$/.exec(text);
  if (m && pack(m[2])) return [[pack(m[2]), m[1], 'EA']];
  return [];
}

function itemConversions(products: Record<string, string>[]): Rows {
  return products.flatMap((p) =>
    packConversions(p.quantity_per_unit).map(([fromUnitNo, quantity, toUnitNo], index) => ({
      orgNo: DEMO_ORG, itemNo: pad('P', p.product_id), fromUnitNo, fromUnitPt: quantity, convertValue: quantity,
      toUnitNo, toUnitPt: convertedQuantity(quantity, quantity), isDefault: index === 0,
    })));
}

function customerItems(products: Record<string, string>[]): Rows {
  const customerOf = new Map(readCsv('orders').map((o) => [o.order_id, o.customer_id]));
  const counts = new Map<string, number>();
  for (const line of readCsv('order_details')) {
    const key = `${customerOf.get(line.order_id)}|${line.product_id}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const nameOf = new Map(products.map((p) => [p.product_id, p.product_name]));
  return [...counts].filter(([, count]) => count >= 3).map(([key]) => {
    const [customerNo, productId] = key.split('|');
    return { orgNo: DEMO_ORG, itemNo: pad('P', productId), customerNo, merchantItemName: nameOf.get(productId), unitNo: 'EA' };
  });
}

/** Rows per entity, after the Northwind items, customers and suppliers they refer to. */
export function unitsDemoRows(): [EntityName, Rows][] {
  const products = readCsv('products');
  return [
    ['unit', UNITS.map(([unitNo, unitName, unitType, roundingType, dicimalDigit]) => ({ unitNo, unitName, unitType, roundingType, dicimalDigit }))],
    ['unitConversion', CONVERSIONS.map(([fromUnitNo, fromUnitPt, convertValue, toUnitNo]) => ({ fromUnitNo, fromUnitPt, convertValue, toUnitNo, toUnitPt: convertedQuantity(fromUnitPt, convertValue) }))],
    ['itemUnitConversion', itemConversions(products)],
    ['itemSupplierMerchant', products.map((p) => ({
      orgNo: DEMO_ORG, itemNo: pad('P', p.product_id), supplierNo: pad('S', p.supplier_id), merchantItemNo: `${pad('V', p.supplier_id)}-${p.product_id.padStart(4, '0')}`, merchantItemName: p.product_name,
      isMainSupplier: true, unitNo: 'EA', purchasePrice: p.unit_price, currencyNo: 'USD',
    }))],
    ['itemMerchant', customerItems(products)],
  ];
}
