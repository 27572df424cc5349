/**
 * The warehouse side of the portal (workflows §2 VMI warehouse config, warehouse config (list, add);
 * issue 14): which warehouse (and zone) holds a supplier's consigned (VMI, order nature 3) stock, and
 * how each warehouse receives portal deliveries (its delivery address, ASN required, appointment
 * required, receiving hours, daily capacity in deliveries).
 */
import { defineEntity } from '../entity.ts';
import { timeRangeCheck } from './portal-checks.ts';
import { positiveCheck } from './quantity-checks.ts';

const status = { statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' }, remark: { kind: 'text', section: 'other' } } as const;

/** VMI warehouse config: one row per supplier and warehouse. */
export const vmiWarehouseEntity = defineEntity({
  name: 'vmiWarehouse',
  table: 'srm_vmi_warehouse',
  menuNo: '170505',
  route: 'vmiWarehouse',
  calls: {
    service: 'ISrmVmiWarehouseService',
    list: 'getsrmvmiwarehouselistbyparams',
    get: 'getsrmvmiwarehousebyid',
    add: 'addsrmvmiwarehouse',
    update: 'updatesrmvmiwarehousebyid',
    remove: 'deletesrmvmiwarehousebyids',
  },
  keyField: 'warehouseNo',
  titleField: 'supplierNo',
  uniqueWith: ['supplierNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', key: true, required: true, ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', key: true, required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    zoneNo: { kind: 'text', ref: 'zone', dependsOn: 'warehouseNo', list: true, section: 'basic' },
    ...status,
  },
});

/** Warehouse config: one row per warehouse. */
export const warehouseConfigEntity = defineEntity({
  name: 'warehouseConfig',
  table: 'srm_warehouse_config',
  menuNo: '170506',
  route: 'warehouseConfig',
  calls: {
    service: 'ISrmWarehouseConfigService',
    list: 'getsrmwarehouseconfiglistbyparams',
    get: 'getsrmwarehouseconfigbyid',
    add: 'addsrmwarehouseconfig',
    update: 'updatesrmwarehouseconfigbyid',
    remove: 'deletesrmwarehouseconfigbyids',
  },
  keyField: 'warehouseNo',
  titleField: 'officeId',
  scope: 'org',
  physicalDelete: false,
  fields: {
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', key: true, required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    officeId: { kind: 'text', ref: 'deliveryAddress', list: true, section: 'basic' },
    isAsnRequired: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    isAppointment: { kind: 'bool', default: false, list: true, section: 'portalRules' },
    receiveStartTime: { kind: 'text', max: 5, list: true, section: 'portalRules' },
    receiveEndTime: { kind: 'text', max: 5, list: true, section: 'portalRules' },
    dailyCapacity: { kind: 'int', list: true, section: 'portalRules' },
    ...status,
  },
  check: (values) => [...timeRangeCheck(values, 'receiveStartTime', 'receiveEndTime'), ...positiveCheck(values, ['dailyCapacity'])],
  checkRow: (row) => timeRangeCheck(row, 'receiveStartTime', 'receiveEndTime'),
});
