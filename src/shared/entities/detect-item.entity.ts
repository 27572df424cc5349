/**
 * System self-check item (spec console §2 Base.Basic systemTest, §7 Self check getDetectItemList,
 * detect, clickSynchronize). The items are a fixed catalogue (DETECT_ITEMS, run by
 * src/server/masterdata/self-check.ts): a user may rename, disable or re-add one, not invent one.
 * lastResult (DETECT_RESULT 0 not run, 1 passed, 2 warning, 3 failed), lastMessage and
 * lastDetectDate are written by `detect` only.
 */
import { defineEntity } from '../entity.ts';

/** DETECT_ITEM: the checks the server knows how to run. */
export const DETECT_ITEMS = ['DATABASE', 'MIGRATIONS', 'MENUS', 'ENUMS', 'ADMIN', 'ORGANIZATION', 'WAREHOUSE', 'LEDGER'] as const;
/** DETECT_TYPE: 1 database, 2 configuration, 3 master data, 4 inventory. */
export const DETECT_TYPES = ['1', '2', '3', '4'] as const;
export const DETECT_RESULTS = ['0', '1', '2', '3'] as const;

export const detectItemEntity = defineEntity({
  name: 'detectItem',
  table: 'sys_detect_item',
  menuNo: '100113',
  route: 'systemTest',
  calls: {
    service: 'ISysDetectService',
    list: 'getDetectItemList',
    get: 'getDetectItemById',
    add: 'addDetectItem',
    update: 'updateDetectItemById',
    remove: 'deleteDetectItemByIds',
  },
  keyField: 'detectNo',
  titleField: 'detectName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    detectNo: { kind: 'enum', key: true, required: true, options: DETECT_ITEMS, enumMid: 'DETECT_ITEM', list: true, search: 'exact', section: 'basic' },
    detectName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    detectType: { kind: 'enum', required: true, options: DETECT_TYPES, enumMid: 'DETECT_TYPE', list: true, search: 'exact', section: 'basic' },
    lastResult: { kind: 'enum', options: DETECT_RESULTS, enumMid: 'DETECT_RESULT', readOnly: true, list: true, search: 'exact', section: 'result' },
    lastMessage: { kind: 'text', max: 499, readOnly: true, list: true, section: 'result' },
    lastDetectDate: { kind: 'datetime', readOnly: true, list: true, section: 'result' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
