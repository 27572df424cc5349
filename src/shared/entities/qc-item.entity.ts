/**
 * Inspection item (spec console §2 Inbound quality: items, add-items, modify-items/:id): what an
 * inspector checks on received goods of an organisation, for one item, one item group or (neither
 * given) every item that requires inspection, with the check method, the standard to meet and the
 * sampling rate in percent of the received quantity (empty: the whole quantity is inspected). The
 * inspection lines name the valid items that apply and take the largest sampling rate among them
 * (src/server/inbound/inspection-rules.ts).
 */
import { defineEntity } from '../entity.ts';
import { percentCheck } from './quantity-checks.ts';

/** QC_METHOD: 1 visual, 2 measurement, 3 test, 4 document check. */
export const QC_METHODS = ['1', '2', '3', '4'] as const;

export const qcItemEntity = defineEntity({
  name: 'qcItem',
  table: 'in_qc_item',
  menuNo: '110202',
  route: 'items',
  calls: {
    service: 'IInQcItemService',
    list: 'getinqcitemlistbyparams',
    get: 'getinqcitembyid',
    add: 'addinqcitem',
    update: 'updateinqcitembyid',
    remove: 'deleteinqcitembyids',
  },
  keyField: 'qcItemNo',
  titleField: 'qcItemName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    qcItemNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    qcItemName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', ref: 'item', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    groupNo: { kind: 'text', ref: 'itemGroup', list: true, search: 'exact', section: 'basic' },
    checkMethod: { kind: 'enum', required: true, options: QC_METHODS, enumMid: 'QC_METHOD', default: '1', list: true, search: 'exact', section: 'basic' },
    standard: { kind: 'text', max: 499, list: true, section: 'basic' },
    sampleRate: { kind: 'decimal', scale: 2, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => percentCheck(values, ['sampleRate']),
});
