/**
 * Warehouse keeper (spec console §2 Base.Basic warehouseManage): who looks after a warehouse or one
 * of its zones, and in which duty (KEEPER_DUTY 1 keeper, 2 supervisor, 3 operator). keeperNo is
 * the person's user or employee number, unique within the warehouse; the zone is optional.
 */
import { defineEntity } from '../entity.ts';

export const KEEPER_DUTIES = ['1', '2', '3'] as const;

export const warehouseKeeperEntity = defineEntity({
  name: 'warehouseKeeper',
  table: 'bm_warehouse_keeper',
  menuNo: '100112',
  route: 'warehouseManage',
  calls: {
    service: 'IBmWarehouseManageService',
    list: 'getbmwarehousemanagelistbyparams',
    get: 'getbmwarehousemanagebyid',
    add: 'addbmwarehousemanage',
    update: 'updatebmwarehousemanagebyid',
    remove: 'deletebmwarehousemanagebyids',
  },
  keyField: 'keeperNo',
  titleField: 'keeperName',
  uniqueWith: ['warehouseNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    keeperNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    keeperName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    zoneNo: { kind: 'text', ref: 'zone', dependsOn: 'warehouseNo', list: true, search: 'exact', section: 'basic' },
    dutyType: { kind: 'enum', required: true, options: KEEPER_DUTIES, enumMid: 'KEEPER_DUTY', default: '1', list: true, search: 'exact', section: 'basic' },
    phone: { kind: 'text', format: 'phone', list: true, section: 'contact' },
    email: { kind: 'text', format: 'email', section: 'contact' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
