/**
 * The demo data set: Northwind Traders (Ms-PL, demo/northwind/LICENSE) mapped to the product's
 * import columns (wire field names). One organisation, two warehouses (Seattle, London), 29
 * suppliers, 91 customers, 8 categories as item groups and 77 products as items: pack quantity from
 * quantity_per_unit, reorder level as inventory lower limit, unit price kept, discontinued items
 * invalid (statusCode 0), a demo GTIN-13 each. Customer addresses are the distinct ship-to addresses of the Northwind
 * orders (the first one default; a customer without orders gets its own address); zones, classify
 * types, tax rates and currencies come from basic-data.ts. The 9 Northwind employees are the staff
 * (E001-E009; sex from the title of courtesy).
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityName } from '../../shared/entity.ts';
import { completeGtin } from '../../shared/gs1.ts';
import { basePageRows } from './base-pages-data.ts';
import { basicDataRows } from './basic-data.ts';

export const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo/northwind');
export const DEMO_ORG = 'NWT';
/** The demo organisation's remark: the marker of a database the demo was loaded into (src/server/demo-live/demo-live.ts). */
export const DEMO_REMARK = 'Demo data: Northwind Traders (Ms-PL)';

type Csv = Record<string, string>[];

export function readCsv(name: string): Csv {
  return parse(readFileSync(path.join(DEMO_DIR, `${name}.csv`)), { columns: true, bom: true, skip_empty_lines: true }) as Csv;
}

export const pad = (prefix: string, id: string) => `${prefix}${id.padStart(3, '0')}`;

/** Pack count of a Northwind pack description: "24 - 12 oz bottles" -> 24, "16 pies" -> 16, "500 g" -> 1. */
export function packQtyOf(quantityPerUnit: string): string {
  // A count is followed by a dash, an "x", or a plural noun ("16 pies", "30 gift boxes"); a
  // measure ("500 g", "2 kg box", "750 cc per bottle") is one pack.
  const m = /^(\d+)\s*(?:-|x\b|(?:[a-z]+\s+)?[a-z]+s\b)/i.exec(quantityPerUnit.trim());
  return m ? m[1] : '1';
}

/**
 * A product's demo GTIN-13: the GS1 General Specifications' example company prefix 0614141 (as
 * the demo's SSCC rules use), the product id as a 5-digit item reference, and the check digit.
 */
export const demoGtin = (productId: string) => completeGtin(`0614141${productId.padStart(5, '0')}`);

type ShipTo = Record<string, string>;

const sameAddress = (a: ShipTo, b: ShipTo) => a.ship_address === b.ship_address && a.ship_city === b.ship_city;
const addressNo = (index: number) => `A${String(index + 1).padStart(2, '0')}`;

/** Per customer id, the distinct ship-to addresses of its orders in the order first used. */
export function shipToAddresses(orders: Csv): Map<string, ShipTo[]> {
  const shipTo = new Map<string, ShipTo[]>();
  for (const order of orders) {
    const known = shipTo.get(order.customer_id) ?? [];
    if (!known.some((a) => sameAddress(a, order))) shipTo.set(order.customer_id, [...known, order]);
  }
  return shipTo;
}

/** The customer address number (A01, A02, ...) of an order's ship-to address among `shipTo` of its customer. */
export const orderAddressNo = (shipTo: Map<string, ShipTo[]>, order: ShipTo): string =>
  addressNo((shipTo.get(order.customer_id) ?? []).findIndex((a) => sameAddress(a, order)));

/** One default address per customer: the distinct ship-to addresses of its orders, else its own. */
function customerAddresses(customers: Csv): Record<string, unknown>[] {
  const shipTo = shipToAddresses(readCsv('orders'));
  return customers.flatMap((c) => {
    const own = { ship_address: c.address, ship_city: c.city, ship_region: c.region, ship_postal_code: c.postal_code, ship_country: c.country };
    return (shipTo.get(c.customer_id) ?? [own]).map((a, index) => ({
      customerNo: c.customer_id, addressNo: addressNo(index), isDefault: index === 0, contact: c.contact_name, phone: c.phone,
      address: a.ship_address, city: a.ship_city, region: a.ship_region, postalCode: a.ship_postal_code, country: a.ship_country,
    }));
  });
}

/** Rows to import per entity, in dependency order. */
export function northwindRows(): [EntityName, Record<string, unknown>[]][] {
  const supplierOf = new Map(readCsv('suppliers').map((s) => [s.supplier_id, pad('S', s.supplier_id)]));
  const customers = readCsv('customers');
  return [
    ['org', [{ orgNo: DEMO_ORG, orgName: 'Northwind Traders', orgShortName: 'Northwind', remark: DEMO_REMARK }]],
    ['warehouse', [
      { warehouseNo: 'WH-SEA', warehouseName: 'Seattle Distribution Center', orgNo: DEMO_ORG, isMainWarehouse: true, address: '507 - 20th Ave. E., Seattle, WA 98122, USA', contact: 'Nancy Davolio' },
      { warehouseNo: 'WH-LDN', warehouseName: 'London Warehouse', orgNo: DEMO_ORG, isMainWarehouse: false, address: '14 Garrett Hill, London SW1 8JR, UK', contact: 'Steven Buchanan' },
    ]],
    ['supplier', readCsv('suppliers').map((s) => ({
      supplierNo: pad('S', s.supplier_id), supplierName: s.company_name, contact: s.contact_name, contactTitle: s.contact_title,
      phone: s.phone, fax: s.fax, address: s.address, city: s.city, region: s.region, postalCode: s.postal_code, country: s.country,
      homepage: s.homepage?.replace(/#/g, '').slice(0, 99),
    }))],
    ['customer', customers.map((c) => ({
      customerNo: c.customer_id, customerName: c.company_name, contact: c.contact_name, contactTitle: c.contact_title,
      phone: c.phone, fax: c.fax, address: c.address, city: c.city, region: c.region, postalCode: c.postal_code, country: c.country,
    }))],
    ['itemGroup', readCsv('categories').map((c) => ({ groupNo: pad('C', c.category_id), groupName: c.category_name, remark: c.description }))],
    ['item', readCsv('products').map((p) => ({
      itemNo: pad('P', p.product_id), itemName: p.product_name, orgNo: DEMO_ORG, groupNo: pad('C', p.category_id),
      supplierNo: supplierOf.get(p.supplier_id), itemSpec: p.quantity_per_unit, packQty: packQtyOf(p.quantity_per_unit),
      unitPrice: p.unit_price, invLowerLimit: p.reorder_level, statusCode: p.discontinued === '1' ? 0 : 1,
      gtin: demoGtin(p.product_id),
    }))],
    ['customerAddress', customerAddresses(customers)],
    ...basicDataRows(DEMO_ORG),
    ...basePageRows(DEMO_ORG, readCsv('products')),
    ['employee', readCsv('employees').map((e) => ({
      employeeNo: pad('E', e.employee_id), employeeName: `${e.first_name} ${e.last_name}`, title: e.title,
      sex: ['Ms.', 'Mrs.'].includes(e.title_of_courtesy) ? '2' : '1', address: `${e.address.replace(/\\n/g, ' ')}, ${e.city}, ${e.country}`,
    }))],
  ];
}
