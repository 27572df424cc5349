/**
 * Serial number status (spec console §2 Base.Barcode SN-status, §3 Label snBarcodeStatus): one
 * serial number of an SN-controlled item and where it is in its life, SN_STATUS 1 initial,
 * 2 in storage, 3 out of storage, 4 arrival (the spec's order), with the warehouse, lot, label
 * and the last document that moved it. snNo is unique per (organisation, item).
 */
import { defineEntity } from '../entity.ts';

export const SN_STATUSES = ['1', '2', '3', '4'] as const;

export const serialNumberEntity = defineEntity({
  name: 'serialNumber',
  table: 'bm_serial_number',
  menuNo: '100203',
  route: 'SN-status',
  calls: {
    service: 'IBmSnService',
    list: 'getbmsnlistbyparams',
    get: 'getbmsnbyid',
    add: 'addbmsn',
    update: 'updatebmsnbyid',
    remove: 'deletebmsnbyids',
  },
  keyField: 'snNo',
  titleField: 'itemNo',
  uniqueWith: ['orgNo', 'itemNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    snNo: { kind: 'text', key: true, required: true, format: 'code', max: 64, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    snBarcodeStatus: { kind: 'enum', required: true, options: SN_STATUSES, enumMid: 'SN_STATUS', default: '1', list: true, search: 'exact', section: 'basic' },
    lotNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    barcode: { kind: 'text', ref: 'label', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    docNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
