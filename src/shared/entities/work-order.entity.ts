/**
 * Work order (spec console §2 Production production-information: work-order list, add-work-order,
 * modify-work-order/:id; docs/decisions/ "Production"): an order to make planQty of an item into
 * one finished lot in a warehouse. WORK_ORDER_STATUS 10 initial, 20 released, 30 completed,
 * changed only by release and complete (src/server/production/work-orders.ts): complete issues the
 * materials from stock and receives the finished goods with their barcodes through postMoves, and
 * records which component lots went into the finished lot (the genealogy the tracing reads).
 */
import { defineEntity } from '../entity.ts';
import type { PermissionFlag } from '../permissions.ts';
import { positiveCheck } from './quantity-checks.ts';

export const WORK_ORDER_STATUSES = ['10', '20', '30'] as const;
type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/**
 * The work order's transitions, one table for the server (the status an action starts from,
 * refused with WORK_ORDER_STATUS otherwise) and the console (which buttons show, by the flag on
 * menu 140101, and when they are enabled): release 10 -> 20 (isSubmit), complete 20 -> 30 (isEnd).
 */
export const WORK_ORDER_ACTIONS = {
  release: { from: '10', to: '20', flag: 'isSubmit' },
  complete: { from: '20', to: '30', flag: 'isEnd' },
} as const satisfies Record<string, { from: WorkOrderStatus; to: WorkOrderStatus; flag: PermissionFlag }>;

export type WorkOrderAction = keyof typeof WORK_ORDER_ACTIONS;

/** Whether `action` is allowed from `status`. */
export function canWorkOrderAct(action: WorkOrderAction, status: string): boolean {
  return WORK_ORDER_ACTIONS[action].from === status;
}

export const workOrderEntity = defineEntity({
  name: 'workOrder',
  table: 'pd_work_order',
  menuNo: '140101',
  route: 'work-order',
  calls: {
    service: 'IPdWorkOrderService',
    list: 'getpdworkorderlistbyparams',
    get: 'getpdworkorderbyid',
    add: 'addpdworkorder',
    update: 'updatepdworkorderbyid',
    remove: 'deletepdworkorderbyids',
  },
  keyField: 'orderNo',
  titleField: 'itemNo',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  listTabs: 'statusCode',
  fields: {
    orderNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    lotNo: { kind: 'text', required: true, max: 40, list: true, search: 'fuzzy', section: 'basic' },
    planQty: { kind: 'decimal', required: true, list: true, section: 'basic' },
    completedQty: { kind: 'decimal', readOnly: true, list: true, section: 'basic' },
    statusCode: { kind: 'enum', options: WORK_ORDER_STATUSES, enumMid: 'WORK_ORDER_STATUS', default: '10', readOnly: true, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: (values) => positiveCheck(values, ['planQty']),
});
