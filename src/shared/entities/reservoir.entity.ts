/**
 * Reservoir, a cell group (spec console §2 Base.Basic reservoir): named group of cells inside one
 * zone that strategies address together (a picking face, a replenishment source, a staging lane).
 * reservoirNo is unique within its warehouse; warehouse and zone are parent-dependent pickers
 * (spec console §5). pickSeq orders the groups of a picking walk (lower first).
 */
import { defineEntity } from '../entity.ts';

/** RESERVOIR_TYPE: 1 storage, 2 picking, 3 replenishment, 4 staging. */
export const RESERVOIR_TYPES = ['1', '2', '3', '4'] as const;

export const reservoirEntity = defineEntity({
  name: 'reservoir',
  table: 'bm_reservoir',
  menuNo: '100107',
  route: 'reservoir',
  calls: {
    service: 'IBmReservoirService',
    list: 'getbmreservoirlistbyparams',
    get: 'getbmreservoirbyid',
    add: 'addbmreservoir',
    update: 'updatebmreservoirbyid',
    remove: 'deletebmreservoirbyids',
  },
  keyField: 'reservoirNo',
  titleField: 'reservoirName',
  uniqueWith: ['warehouseNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    reservoirNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    reservoirName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    zoneNo: { kind: 'text', required: true, ref: 'zone', dependsOn: 'warehouseNo', list: true, search: 'exact', section: 'basic' },
    reservoirType: { kind: 'enum', options: RESERVOIR_TYPES, enumMid: 'RESERVOIR_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    pickSeq: { kind: 'int', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
