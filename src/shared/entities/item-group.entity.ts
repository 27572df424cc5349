/** Item group, the material category (spec console §3 Category group, §7 item group calls). */
import { defineEntity } from '../entity.ts';

export const itemGroupEntity = defineEntity({
  name: 'itemGroup',
  table: 'bm_item_group',
  menuNo: '100303',
  route: 'category',
  calls: {
    service: 'IBmItemGroupService',
    list: 'getbmitemgrouplistbyparams',
    get: 'getbmitemgroupbyid',
    add: 'addbmitemgroup',
    update: 'updatebmitemgroupbyid',
    remove: 'deletebmitemgroupbyids',
  },
  keyField: 'groupNo',
  titleField: 'groupName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    groupNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    groupName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', max: 499, list: true, section: 'basic' },
  },
});
