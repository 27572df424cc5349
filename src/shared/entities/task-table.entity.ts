/**
 * Task table (spec console §2 Base.Basic taskTable): the warehouse task types the handheld and PC
 * hand out (putaway, picking, material preparation, move, adjustment; spec console §9 transaction
 * types), with their document nature, platform and priority (1 highest to 99 lowest).
 */
import { defineEntity } from '../entity.ts';
import { BIG_MODULES } from './classify-type.entity.ts';

/** TRANSACTION_TYPE (spec console §9): 1 on shelf, 2 off shelf, 3 prepare materials, 4 move, 5 adjust. */
export const TRANSACTION_TYPES = ['1', '2', '3', '4', '5'] as const;
/** PLATFORM (spec console §9): where the task is executed. */
export const PLATFORMS = ['PC', 'PDA'] as const;

export const taskTableEntity = defineEntity({
  name: 'taskTable',
  table: 'bm_task_table',
  menuNo: '100109',
  route: 'taskTable',
  calls: {
    service: 'IBmTaskTableService',
    list: 'getbmtasktablelistbyparams',
    get: 'getbmtasktablebyid',
    add: 'addbmtasktable',
    update: 'updatebmtasktablebyid',
    remove: 'deletebmtasktablebyids',
  },
  keyField: 'taskType',
  titleField: 'taskTypeName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    taskType: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    taskTypeName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    bigModule: { kind: 'enum', required: true, options: BIG_MODULES, enumMid: 'BIG_MODULE', list: true, search: 'exact', section: 'basic' },
    transactionType: { kind: 'enum', required: true, options: TRANSACTION_TYPES, enumMid: 'TRANSACTION_TYPE', list: true, search: 'exact', section: 'basic' },
    platform: { kind: 'enum', options: PLATFORMS, enumMid: 'PLATFORM', default: 'PDA', list: true, search: 'exact', section: 'basic' },
    priority: { kind: 'int', default: 50, list: true, section: 'control' },
    isAutoAssign: { kind: 'bool', default: false, list: true, section: 'control' },
    isScanConfirm: { kind: 'bool', default: true, list: true, section: 'control' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) =>
    typeof values.priority === 'number' && (values.priority < 1 || values.priority > 99)
      ? [{ field: 'priority', message: 'validation.range', params: { min: 1, max: 99 } }]
      : [],
});
