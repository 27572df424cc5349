/**
 * Production process record (spec console §2 Base.Basic productionProcessRecords; fields "not
 * shown"): what one process step of a work order produced: item and lot, line, equipment and
 * operator, good and scrap quantities (item unit, not negative), start and end time, and its
 * PROCESS_RECORD_STATUS (1 started, 2 finished, 3 suspended). recordNo is unique within the
 * organisation; endTime is not before startTime.
 */
import { defineEntity } from '../entity.ts';
import { notNegativeCheck } from './quantity-checks.ts';

export const PROCESS_RECORD_STATUSES = ['1', '2', '3'] as const;

export const processRecordEntity = defineEntity({
  name: 'processRecord',
  table: 'bm_process_record',
  menuNo: '100118',
  route: 'productionProcessRecords',
  calls: {
    service: 'IBmProductionProcessRecordService',
    list: 'getbmprocessrecordlistbyparams',
    get: 'getbmprocessrecordbyid',
    add: 'addbmprocessrecord',
    update: 'updatebmprocessrecordbyid',
    remove: 'deletebmprocessrecordbyids',
  },
  keyField: 'recordNo',
  titleField: 'processName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    recordNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    workOrderNo: { kind: 'text', required: true, max: 40, list: true, search: 'fuzzy', section: 'basic' },
    processNo: { kind: 'text', required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    processName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    lotNo: { kind: 'text', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    lineName: { kind: 'text', list: true, section: 'basic' },
    equipmentNo: { kind: 'text', max: 32, list: true, section: 'basic' },
    operatorNo: { kind: 'text', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    goodQty: { kind: 'decimal', default: '0', list: true, section: 'result' },
    scrapQty: { kind: 'decimal', default: '0', list: true, section: 'result' },
    startTime: { kind: 'datetime', list: true, section: 'result' },
    endTime: { kind: 'datetime', list: true, section: 'result' },
    recordStatus: { kind: 'enum', required: true, options: PROCESS_RECORD_STATUSES, enumMid: 'PROCESS_RECORD_STATUS', default: '1', list: true, search: 'exact', section: 'result' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [
    ...notNegativeCheck(values, ['goodQty', 'scrapQty']),
    // Both times sent: the step cannot end before it started.
    ...(typeof values.startTime === 'string' && typeof values.endTime === 'string' && values.endTime < values.startTime
      ? [{ field: 'endTime', message: 'validation.endBeforeStart' }]
      : []),
  ],
});
