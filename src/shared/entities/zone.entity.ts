/**
 * Storage zone (spec console §2 Base.Basic storage, §7 zone calls; workflows §3 Storage zone): an
 * area of one warehouse (receiving, storage, picking, shipping, …). Its zone number is unique
 * within the warehouse; the warehouse must belong to the zone's organisation (dependsOn). Its place on
 * the warehouse plan (zoneX, zoneY, zoneWidth, zoneDepth in metres, zoneRotation in degrees) is set
 * by dragging it on manageWarehouse (src/shared/layout.ts); empty until first placed.
 */
import { defineEntity } from '../entity.ts';

export const ZONE_TYPES = ['1', '2', '3', '4', '5', '6'] as const;

export const zoneEntity = defineEntity({
  name: 'zone',
  table: 'bm_zone',
  menuNo: '100103',
  route: 'storage',
  calls: {
    service: 'IBmZoneService',
    list: 'getbmzonelistbyparams',
    get: 'getbmzonebyid',
    add: 'addbmzone',
    update: 'updatebmzonebyid',
    remove: 'deletebmzonebyids',
  },
  keyField: 'zoneNo',
  titleField: 'zoneName',
  uniqueWith: ['warehouseNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    zoneNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    zoneName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    zoneType: { kind: 'enum', options: ZONE_TYPES, enumMid: 'ZONE_TYPE', default: '2', list: true, search: 'exact', section: 'basic' },
    zoneManager: { kind: 'text', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    zoneX: { kind: 'decimal', scale: 3, section: 'position' },
    zoneY: { kind: 'decimal', scale: 3, section: 'position' },
    zoneWidth: { kind: 'decimal', scale: 3, section: 'position' },
    zoneDepth: { kind: 'decimal', scale: 3, section: 'position' },
    zoneRotation: { kind: 'decimal', scale: 3, section: 'position' },
    remark: { kind: 'text', section: 'other' },
  },
});
