/**
 * Arrival import (spec console §2 Base.Basic arrivalImport): purchase-order lines imported from a
 * spreadsheet or an ERP before they become arrival notes. One row per (organisation, order, line);
 * qty is in the item's unit and greater than 0. importStatus (ARRIVAL_IMPORT_STATUS): 1 imported,
 * 2 arrival note created (arrivalNo names it), 3 refused. A supplier user sees only its own rows.
 */
import { defineEntity } from '../entity.ts';
import { positiveCheck } from './quantity-checks.ts';

export const ARRIVAL_IMPORT_STATUSES = ['1', '2', '3'] as const;

export const arrivalImportEntity = defineEntity({
  name: 'arrivalImport',
  table: 'bm_arrival_import',
  menuNo: '100114',
  route: 'arrivalImport',
  calls: {
    service: 'IBmArrivalImportService',
    list: 'getbmarrivalimportlistbyparams',
    get: 'getbmarrivalimportbyid',
    add: 'addbmarrivalimport',
    update: 'updatebmarrivalimportbyid',
    remove: 'deletebmarrivalimportbyids',
  },
  keyField: 'orderNo',
  titleField: 'itemNo',
  uniqueWith: ['orgNo', 'lineNo'],
  scope: 'org',
  physicalDelete: true,
  fields: {
    orderNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    lineNo: { kind: 'int', required: true, list: true, section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    qty: { kind: 'decimal', required: true, list: true, section: 'basic' },
    lotNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    productionDate: { kind: 'date', section: 'basic' },
    expectedDate: { kind: 'date', list: true, section: 'basic' },
    importStatus: { kind: 'enum', options: ARRIVAL_IMPORT_STATUSES, enumMid: 'ARRIVAL_IMPORT_STATUS', default: '1', list: true, search: 'exact', section: 'basic' },
    arrivalNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => positiveCheck(values, ['qty']),
});
