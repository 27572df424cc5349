/**
 * Delivery schedule lines (workflows §2 deliverySchedule releaseSchedule, pending schedule; §3
 * schedule rows; §4 publish states): what the buyer asks a supplier to deliver of an item on a
 * demand date, optionally for a purchase order line named by its number and line (purchaseNo,
 * purchaseSeq: text, so schedules do not depend on the order tables). Quantities are in the item's
 * unit: planQty planned, scheduleQty actually scheduled (both > 0, the scheduled at most the planned:
 * validation.scheduleAbovePlan, on add and on a modify of either); the supplier's reply sets
 * answerQuantity and preDelivery (the date it proposes); deliveryQty and receiveQty are what was
 * shipped and received against the line. publishStatus (PUBLISH_STATUS) 0 pending publish,
 * 1 published; replyStatus (REPLY_STATUS) 0 not replied, 1 replied. Only pending lines can be
 * modified, deleted or overwritten by an import; a supplier user sees only its published lines.
 */
import { defineEntity } from '../entity.ts';
import { PENDING, PUBLISHED, PUBLISH_STATUSES, REPLY_STATUSES } from '../schedule.ts';
import { notAboveCheck, positiveCheck } from './quantity-checks.ts';

/** Pages that show the schedule lines as their own list: PC kanban and board; SUP delivery plan, shipping schedule, pending schedule, board, kanban. */
export const SCHEDULE_PAGES = ['170303', '170304', '5104', '5105', '5201', '5202', '5203'] as const;

export const scheduleEntity = defineEntity({
  name: 'schedule',
  table: 'srm_schedule',
  menuNo: '170302',
  route: 'releaseSchedule',
  calls: {
    service: 'ISrmScheduleService',
    list: 'getsrmschedulelistbyparams',
    get: 'getsrmschedulebyid',
    add: 'addsrmschedule',
    update: 'updatesrmschedulebyid',
    remove: 'deletesrmschedulebyids',
  },
  keyField: 'scheduleNo',
  titleField: 'itemNo',
  scope: 'org',
  physicalDelete: true,
  listedBy: SCHEDULE_PAGES,
  listTabs: 'publishStatus',
  editableWhen: { field: 'publishStatus', values: [PENDING], refusal: 'PUBLISH_EDIT_NOT_PENDING' },
  supplierSees: { field: 'publishStatus', values: [PUBLISHED] },
  fields: {
    scheduleNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    purchaseNo: { kind: 'text', format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    purchaseSeq: { kind: 'int', list: true, section: 'basic' },
    demandDate: { kind: 'date', required: true, list: true, section: 'basic' },
    planQty: { kind: 'decimal', required: true, list: true, section: 'basic' },
    scheduleQty: { kind: 'decimal', required: true, list: true, section: 'basic' },
    publishStatus: { kind: 'enum', options: PUBLISH_STATUSES, enumMid: 'PUBLISH_STATUS', default: PENDING, readOnly: true, list: true, search: 'exact', section: 'basic' },
    answerQuantity: { kind: 'decimal', readOnly: true, list: true, section: 'reply' },
    preDelivery: { kind: 'date', readOnly: true, list: true, section: 'reply' },
    replyStatus: { kind: 'enum', options: REPLY_STATUSES, enumMid: 'REPLY_STATUS', default: '0', readOnly: true, list: true, search: 'exact', section: 'reply' },
    replyRemark: { kind: 'text', readOnly: true, section: 'reply' },
    replyName: { kind: 'text', readOnly: true, section: 'reply' },
    replyDate: { kind: 'datetime', readOnly: true, section: 'reply' },
    deliveryQty: { kind: 'decimal', default: 0, readOnly: true, list: true, section: 'reply' },
    receiveQty: { kind: 'decimal', default: 0, readOnly: true, list: true, section: 'reply' },
    publishName: { kind: 'text', readOnly: true, section: 'other' },
    publishDate: { kind: 'datetime', readOnly: true, section: 'other' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [...positiveCheck(values, ['planQty', 'scheduleQty']), ...notAboveCheck(values, 'scheduleQty', 'planQty', 'validation.scheduleAbovePlan')],
  // A modify may send only one of the two: the merged row is checked again.
  checkRow: (row) => notAboveCheck(row, 'scheduleQty', 'planQty', 'validation.scheduleAbovePlan'),
});
