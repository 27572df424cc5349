/**
 * Procurement forecast (workflows §2 procurement forecast; §3 planTime, bmItemNo, planNum,
 * predictVersion, dataSource, predictStatus; §6 import, export, add, delete, manual get; §9
 * horizons): the quantity of an item a supplier should expect on planTime, one version of a
 * horizon (FORECAST_HORIZON 14, 30, 90, 180 or 365 days). A manual get writes a new version from
 * the published procurement plans (dataSource 3); rows may also be entered (1) or imported (2).
 * predictStatus 0 pending publish, 1 published: only pending rows can be modified or deleted and a
 * supplier user sees only its published rows.
 */
import { defineEntity } from '../entity.ts';
import { DATA_SOURCES, FORECAST_HORIZONS, PENDING, PUBLISHED, PUBLISH_STATUSES } from '../schedule.ts';
import { percentCheck, positiveCheck } from './quantity-checks.ts';

export const procurementForecastEntity = defineEntity({
  name: 'procurementForecast',
  table: 'srm_procurement_forecast',
  menuNo: '170306',
  route: 'procurementForecast',
  calls: {
    service: 'ISrmProcurementForecastService',
    list: 'getsrmprocurementforecastlistbyparams',
    get: 'getsrmprocurementforecastbyid',
    add: 'addsrmprocurementforecast',
    update: 'updatesrmprocurementforecastbyid',
    remove: 'deletesrmprocurementforecastbyids',
  },
  keyField: 'forecastNo',
  titleField: 'bmItemNo',
  scope: 'org',
  physicalDelete: true,
  listedBy: ['5304'],
  listTabs: 'predictStatus',
  editableWhen: { field: 'predictStatus', values: [PENDING], refusal: 'PUBLISH_EDIT_NOT_PENDING' },
  supplierSees: { field: 'predictStatus', values: [PUBLISHED] },
  fields: {
    forecastNo: { kind: 'text', key: true, required: true, format: 'code', max: 40, list: true, search: 'fuzzy', section: 'basic' },
    predictVersion: { kind: 'text', required: true, format: 'code', max: 40, list: true, search: 'exact', section: 'basic' },
    horizon: { kind: 'enum', required: true, options: FORECAST_HORIZONS, enumMid: 'FORECAST_HORIZON', default: '30', list: true, search: 'exact', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    purchaseCentre: { kind: 'text', max: 60, list: true, section: 'basic' },
    supplierNo: { kind: 'text', required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    bmItemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
    unitNo: { kind: 'text', ref: 'unit', list: true, section: 'basic' },
    planTime: { kind: 'date', required: true, list: true, section: 'basic' },
    planNum: { kind: 'decimal', required: true, list: true, section: 'basic' },
    supplierRatio: { kind: 'decimal', scale: 2, list: true, section: 'basic' },
    dataSource: { kind: 'enum', options: DATA_SOURCES, enumMid: 'DATA_SOURCE', default: '1', list: true, search: 'exact', section: 'basic' },
    predictStatus: { kind: 'enum', options: PUBLISH_STATUSES, enumMid: 'PUBLISH_STATUS', default: PENDING, readOnly: true, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [...positiveCheck(values, ['planNum']), ...percentCheck(values, ['supplierRatio'])],
});
