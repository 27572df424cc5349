/**
 * Item group override (spec console §2 Base.Basic itemGroupSub, §7 System "item group override":
 * list, add, update, get by group code, physical delete): control settings an organisation gives
 * every item of one item group, overriding the item's own where set (granularity, barcode and lot
 * rules, FIFO check, inspection, SN control, shelf life, over-receipt and over-issue rates in %).
 * One row per (organisation, group); getbmitemgroupsubbygroupno answers it by group code.
 */
import { defineEntity } from '../entity.ts';
import { ITEM_RULES, SHELFLIFE_UNITS } from './item.entity.ts';
import { notNegativeCheck, percentCheck } from './quantity-checks.ts';

export const itemGroupSubEntity = defineEntity({
  name: 'itemGroupSub',
  table: 'bm_item_group_sub',
  menuNo: '100115',
  route: 'itemGroupSub',
  calls: {
    service: 'IBmItemGroupSubService',
    list: 'getbmitemgroupsublistbyparams',
    get: 'getbmitemgroupsubbyid',
    add: 'addbmitemgroupsub',
    update: 'updatebmitemgroupsubbyid',
    remove: 'physicalDeletebmitemgroupsubbyids',
  },
  keyField: 'groupNo',
  titleField: 'orgNo',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: true,
  fields: {
    groupNo: { kind: 'text', key: true, required: true, ref: 'itemGroup', list: true, search: 'exact', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    itemRule: { kind: 'enum', options: ITEM_RULES, enumMid: 'ITEM_RULE', list: true, section: 'control' },
    barRuleNo: { kind: 'text', list: true, section: 'control' },
    lotRuleNo: { kind: 'text', list: true, section: 'control' },
    fifoCheck: { kind: 'bool', list: true, section: 'control' },
    checkFlag: { kind: 'bool', section: 'control' },
    isControlSn: { kind: 'bool', section: 'control' },
    inPassRate: { kind: 'decimal', scale: 2, section: 'control' },
    outPassRate: { kind: 'decimal', scale: 2, section: 'control' },
    isManageShelflife: { kind: 'bool', section: 'shelflife' },
    shelflife: { kind: 'int', section: 'shelflife' },
    shelflifeUnit: { kind: 'enum', options: SHELFLIFE_UNITS, enumMid: 'SHELFLIFE_UNIT', section: 'shelflife' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [...percentCheck(values, ['inPassRate', 'outPassRate']), ...notNegativeCheck(values, ['shelflife'])],
});
