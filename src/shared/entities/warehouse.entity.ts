/**
 * Warehouse (spec console §3 Warehouse, §7 IBmWarehouseService; authorised-only list for pickers).
 * `timeZone`: the warehouse's IANA time zone (empty: the server's), in which the dock's slots,
 * door hours and the kiosk ticket read (decision 0812); refused unless Intl knows it.
 */
import { isTimeZone } from '../door-hours.ts';
import { defineEntity } from '../entity.ts';

export const WAREHOUSE_NATURES = ['1', '2', '3', '4'] as const;

export const warehouseEntity = defineEntity({
  name: 'warehouse',
  table: 'bm_warehouse',
  menuNo: '100102',
  route: 'warehouse',
  calls: {
    service: 'IBmWarehouseService',
    list: 'getFullAuthorityWarehouseListByParams',
    // Every variant answers the warehouses of the user's data scope (docs/decisions/0461).
    listAliases: ['getbmwarehouselistbyparams', 'getAuthBmWarehouseList'],
    get: 'getbmwarehousebyid',
    add: 'addbmwarehouse',
    update: 'updatebmwarehousebyid',
    remove: 'physicalDeletebmwarehousebyids',
  },
  keyField: 'warehouseNo',
  titleField: 'warehouseName',
  scope: 'org',
  physicalDelete: true,
  listTabs: 'statusCode',
  fields: {
    warehouseNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    warehouseName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNature: { kind: 'enum', options: WAREHOUSE_NATURES, enumMid: 'WAREHOUSE_NATURE', default: '1', list: true, search: 'exact', section: 'basic' },
    isMainWarehouse: { kind: 'bool', default: false, list: true, section: 'control' },
    controlInv: { kind: 'bool', default: true, section: 'control' },
    isManagement: { kind: 'bool', default: true, section: 'control' },
    isStockLock: { kind: 'bool', default: false, section: 'control' },
    fifoControl: { kind: 'bool', default: false, section: 'control' },
    allowNegative: { kind: 'bool', default: false, section: 'control' },
    timeZone: { kind: 'text', max: 64, section: 'control' },
    address: { kind: 'text', list: true, section: 'contact' },
    contact: { kind: 'text', section: 'contact' },
    factoryNo: { kind: 'text', section: 'contact' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => (typeof values.timeZone === 'string' && values.timeZone.trim() !== '' && !isTimeZone(values.timeZone.trim()) ? [{ field: 'timeZone', message: 'yard.timeZoneInvalid' }] : []),
});
