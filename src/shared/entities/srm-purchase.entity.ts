/**
 * Purchase order line of the supplier portal (workflows §3 purchase order: purchaseNo, purchaseSeq,
 * purchaseBatchSeq, batchPurQty, unReceiveQty, onWayQty, overQty, expectArrivalDate, orderType 1
 * general, 2 outsourced, 3 VMI). One row per (organisation, order, line, delivery batch), so an
 * ERP or a spreadsheet sends orders as flat rows (import, and ISrmPurchaseService/syncpurchaseorders).
 *
 * Quantities are in the item's unit. receiveQty and onWayQty are kept by the ASN calls (shipped on
 * an open notice, received through the arrival notes); unReceiveQty (ordered - received, at least
 * 0) and overQty (received beyond the order) are derived by the database. answerStatus is the
 * order answer (src/shared/documents/order-answer.ts), with the supplier's proposal and remark.
 * A supplier user sees only its own lines (scope.ts, supplierNo); the supplier's pages list them too.
 */
import { ANSWER_STATUS_CODES } from '../documents/order-answer.ts';
import { defineEntity } from '../entity.ts';
import { positiveCheck } from './quantity-checks.ts';

/** Order nature (workflows §9): 1 general, 2 outsourced, 3 VMI. */
export const ORDER_TYPES = ['1', '2', '3'] as const;

export const srmPurchaseEntity = defineEntity({
  name: 'srmPurchase',
  table: 'srm_purchase_line',
  menuNo: '170601',
  route: 'purchaseOrder',
  calls: {
    service: 'ISrmPurchaseService',
    list: 'getsrmpurchaselistbyparams',
    get: 'getsrmpurchasebyid',
    add: 'addsrmpurchase',
    update: 'updatesrmpurchasebyid',
    remove: 'deletesrmpurchasebyids',
  },
  keyField: 'purchaseNo',
  titleField: 'itemNo',
  uniqueWith: ['orgNo', 'purchaseSeq', 'purchaseBatchSeq'],
  scope: 'org',
  physicalDelete: true,
  listedBy: ['5301', '5302', '5103'],
  listTabs: 'answerStatus',
  fields: {
    purchaseNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    purchaseSeq: { kind: 'int', required: true, list: true, section: 'basic' },
    purchaseBatchSeq: { kind: 'int', required: true, default: 1, list: true, section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    orderType: { kind: 'enum', required: true, options: ORDER_TYPES, enumMid: 'ORDER_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    batchPurQty: { kind: 'decimal', required: true, scale: 5, list: true, section: 'basic' },
    expectArrivalDate: { kind: 'date', required: true, list: true, section: 'basic' },
    receiveQty: { kind: 'decimal', readOnly: true, default: 0, list: true, section: 'progress' },
    onWayQty: { kind: 'decimal', readOnly: true, default: 0, list: true, section: 'progress' },
    unReceiveQty: { kind: 'decimal', readOnly: true, generated: 'greatest(batch_pur_qty - receive_qty, 0)', list: true, section: 'progress' },
    overQty: { kind: 'decimal', readOnly: true, generated: 'greatest(receive_qty - batch_pur_qty, 0)', list: true, section: 'progress' },
    answerStatus: { kind: 'enum', options: ANSWER_STATUS_CODES, enumMid: 'ANSWER_STATUS', readOnly: true, default: '0', list: true, search: 'exact', section: 'answer' },
    answerQty: { kind: 'decimal', readOnly: true, list: true, section: 'answer' },
    answerDate: { kind: 'date', readOnly: true, list: true, section: 'answer' },
    answerRemark: { kind: 'text', readOnly: true, list: true, section: 'answer' },
    answerTime: { kind: 'datetime', readOnly: true, list: true, section: 'answer' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => positiveCheck(values, ['batchPurQty']),
});
