/**
 * Container (spec console §2 Base.Barcode container-management, §3 Container): a carton, tote,
 * pallet or cage with its number (unique within the organisation), BOX_LEVEL, owner (BOX_OWNER 1
 * own, 2 supplier, 3 customer, 4 leased), mix rules (several items, several lots), whether it is
 * recycled, how often it was used (usageCount, not negative; a recycled container with maxUsage is
 * worn out when usageCount reaches it) and its BOX_STATUS (1 idle, 2 in use, 3 damaged, 4 scrapped).
 */
import { defineEntity } from '../entity.ts';
import { notNegativeCheck } from './quantity-checks.ts';

export const BOX_LEVELS = ['1', '2', '3', '4'] as const;
export const BOX_OWNERS = ['1', '2', '3', '4'] as const;
export const BOX_STATUSES = ['1', '2', '3', '4'] as const;

export const containerEntity = defineEntity({
  name: 'container',
  table: 'bm_container',
  menuNo: '100202',
  route: 'container-management',
  calls: {
    service: 'IBmContainerService',
    list: 'getbmcontainerlistbyparams',
    get: 'getbmcontainerbyid',
    add: 'addbmcontainer',
    update: 'updatebmcontainerbyid',
    remove: 'deletebmcontainerbyids',
  },
  keyField: 'boxNo',
  titleField: 'boxName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    boxNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    boxName: { kind: 'text', list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    boxLevel: { kind: 'enum', required: true, options: BOX_LEVELS, enumMid: 'BOX_LEVEL', default: '1', list: true, search: 'exact', section: 'basic' },
    boxOwner: { kind: 'enum', required: true, options: BOX_OWNERS, enumMid: 'BOX_OWNER', default: '1', list: true, search: 'exact', section: 'basic' },
    boxRuleNo: { kind: 'text', max: 32, section: 'basic' },
    boxStatus: { kind: 'enum', required: true, options: BOX_STATUSES, enumMid: 'BOX_STATUS', default: '1', list: true, search: 'exact', section: 'basic' },
    isMixSku: { kind: 'bool', default: false, list: true, section: 'control' },
    isMixLot: { kind: 'bool', default: false, list: true, section: 'control' },
    isRecycle: { kind: 'bool', default: true, list: true, section: 'control' },
    usageCount: { kind: 'int', default: 0, list: true, section: 'control' },
    maxUsage: { kind: 'int', section: 'control' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => notNegativeCheck(values, ['usageCount', 'maxUsage']),
});
