/**
 * Procurement plan (workflows §2 procurement plan; §3 plan fields; §4 publish states): how much of
 * an item (bmItemNo, the spec's name) the purchase centre plans to buy on planTime (a date), and
 * the share of it (supplierRatio, percent 0-100) that goes to the supplier. planNum > 0 in the unit
 * unitNo. publishStatus 0 pending publish, 1 published; dataSource 1 entered, 2 imported. Only
 * pending plans can be modified or deleted; a supplier user sees only its published plans.
 * Published plans feed the forecasts' manual get (src/server/schedule/forecast-calls.ts).
 */
import { defineEntity } from '../entity.ts';
import { DATA_SOURCES, PENDING, PUBLISHED, PUBLISH_STATUSES } from '../schedule.ts';
import { percentCheck, positiveCheck } from './quantity-checks.ts';

export const procurementPlanEntity = defineEntity({
  name: 'procurementPlan',
  table: 'srm_procurement_plan',
  menuNo: '170305',
  route: 'procurementPlan',
  calls: {
    service: 'ISrmProcurementPlanService',
    list: 'getsrmprocurementplanlistbyparams',
    get: 'getsrmprocurementplanbyid',
    add: 'addsrmprocurementplan',
    update: 'updatesrmprocurementplanbyid',
    remove: 'deletesrmprocurementplanbyids',
  },
  keyField: 'planNo',
  titleField: 'bmItemNo',
  scope: 'org',
  physicalDelete: true,
  listedBy: ['5303'],
  listTabs: 'publishStatus',
  editableWhen: { field: 'publishStatus', values: [PENDING], refusal: 'PUBLISH_EDIT_NOT_PENDING' },
  supplierSees: { field: 'publishStatus', values: [PUBLISHED] },
  fields: {
    planNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    purchaseCentre: { kind: 'text', max: 60, list: true, search: 'fuzzy', section: 'basic' },
    bmItemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    unitNo: { kind: 'text', ref: 'unit', list: true, section: 'basic' },
    planTime: { kind: 'date', required: true, list: true, section: 'basic' },
    planNum: { kind: 'decimal', required: true, list: true, section: 'basic' },
    supplierNo: { kind: 'text', required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    supplierRatio: { kind: 'decimal', required: true, scale: 2, default: 100, list: true, section: 'basic' },
    dataSource: { kind: 'enum', options: DATA_SOURCES, enumMid: 'DATA_SOURCE', default: '1', list: true, search: 'exact', section: 'basic' },
    publishStatus: { kind: 'enum', options: PUBLISH_STATUSES, enumMid: 'PUBLISH_STATUS', default: PENDING, readOnly: true, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [...positiveCheck(values, ['planNum']), ...percentCheck(values, ['supplierRatio'])],
});
