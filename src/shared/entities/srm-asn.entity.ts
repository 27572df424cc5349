/**
 * Advance shipping notice header (workflows §3 ASN: asnNo, status, deliveryDate,
 * expectedArrivalDate, supplier, wayCarriage, driver, trackingNo, carType, carNo, deliveryQty,
 * receiveQty, unreceivedQty; invoice fields invoiceType, invoiceClassify, invoiceNo, invoiceDate,
 * invoiceAmount, taxAmount, taxRate, isGoodsInvoice). A supplier creates it from its accepted
 * order lines (src/server/asn); lines, packing (shipment -> pallet -> carton -> item with SSCC)
 * and tracking are tables of the ASN area. checkStatus and its actions: src/shared/documents/asn.ts;
 * deliveryStatus is set by the first receipt against expectedArrivalDate. Quantities are the sums
 * of the lines, in the items' units; unreceivedQty is derived. inArriveNo names the arrival note of
 * the last receipt. The generic calls are only its lists (writes 'document'); the purchaser's page
 * is 170502, the supplier's ASN list 5101 (ISrmAsnService/getasnlist shows a refused notice as pending).
 */
import { ASN_STATUS_CODES, DELIVERY_STATUSES } from '../documents/asn.ts';
import { defineEntity } from '../entity.ts';

/** Ship methods (workflows §9): 1 express, 2 logistics, 3 self-shipped. */
export const SHIP_METHODS = ['1', '2', '3'] as const;
/** Invoice types (workflows §9): 1 ordinary, 2 VAT ordinary, 3 VAT special. */
export const INVOICE_TYPES = ['1', '2', '3'] as const;
/** Invoice classes (workflows §9): 1 paper, 2 electronic. */
export const INVOICE_CLASSES = ['1', '2'] as const;

export const srmAsnEntity = defineEntity({
  name: 'srmAsn',
  table: 'srm_asn_head',
  menuNo: '170502',
  route: 'asn',
  calls: {
    service: 'ISrmAsnService',
    list: 'getsrmasnlistbyparams',
    get: 'getasnbyid',
    add: 'addasn',
    update: 'updateasnbyid',
    remove: 'deleteasnbyids',
  },
  keyField: 'asnNo',
  titleField: 'asnNo',
  scope: 'org',
  physicalDelete: false,
  writes: 'document',
  listTabs: 'checkStatus',
  ports: { import: false },
  fields: {
    asnNo: { kind: 'text', key: true, readOnly: true, max: 40, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    checkStatus: { kind: 'enum', options: ASN_STATUS_CODES, enumMid: 'ASN_STATUS', readOnly: true, default: '0', list: true, search: 'exact', section: 'basic' },
    deliveryStatus: { kind: 'enum', options: DELIVERY_STATUSES, enumMid: 'DELIVERY_STATUS', readOnly: true, list: true, search: 'exact', section: 'basic' },
    deliveryDate: { kind: 'date', required: true, list: true, section: 'basic' },
    expectedArrivalDate: { kind: 'date', required: true, list: true, section: 'basic' },
    deliveryQty: { kind: 'decimal', readOnly: true, default: 0, list: true, section: 'basic' },
    receiveQty: { kind: 'decimal', readOnly: true, default: 0, list: true, section: 'basic' },
    unreceivedQty: { kind: 'decimal', readOnly: true, generated: 'greatest(delivery_qty - receive_qty, 0)', list: true, section: 'basic' },
    inArriveNo: { kind: 'text', readOnly: true, max: 40, list: true, section: 'basic' },
    wayCarriage: { kind: 'enum', options: SHIP_METHODS, enumMid: 'SHIP_METHOD', list: true, section: 'transport' },
    carrierName: { kind: 'text', section: 'transport' },
    driver: { kind: 'text', max: 40, list: true, section: 'transport' },
    driverPhone: { kind: 'text', format: 'phone', section: 'transport' },
    carNo: { kind: 'text', max: 20, list: true, search: 'fuzzy', section: 'transport' },
    carType: { kind: 'text', max: 40, section: 'transport' },
    trackingNo: { kind: 'text', max: 60, list: true, search: 'fuzzy', section: 'transport' },
    invoiceType: { kind: 'enum', options: INVOICE_TYPES, enumMid: 'INVOICE_TYPE', section: 'invoice' },
    invoiceClassify: { kind: 'enum', options: INVOICE_CLASSES, enumMid: 'INVOICE_CLASS', section: 'invoice' },
    invoiceNo: { kind: 'text', max: 40, section: 'invoice' },
    invoiceDate: { kind: 'date', section: 'invoice' },
    invoiceAmount: { kind: 'decimal', scale: 2, section: 'invoice' },
    taxAmount: { kind: 'decimal', scale: 2, section: 'invoice' },
    taxRate: { kind: 'decimal', scale: 4, section: 'invoice' },
    isGoodsInvoice: { kind: 'bool', default: false, section: 'invoice' },
    remark: { kind: 'text', section: 'other' },
  },
});
