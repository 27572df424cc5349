/**
 * Storage cell (spec console §2 Base.Material cell, add-cell; §3 Cell; §7 cell calls): one bin of a
 * zone. Its cell number is unique within the warehouse; organisation, warehouse and zone are
 * parent-dependent pickers (spec console §5). Grid coordinates: cellX is the shelf (row of the
 * zone), cellY the position along the shelf, cellZ the level (1 = floor); length, width and height
 * are metres, maxWeight kilograms, maxQty units of the stored item. cellInSeq / cellOutSeq order
 * put-away and picking walks. See docs/decisions/ "Warehouse layout". A picking cell may name the
 * item it is replenished with and its minimum and maximum level (replenishItemNo, replenishMin,
 * replenishMax, item units; docs/decisions/ "Outbound" replenishment; replenishLevelIssues).
 */
import Decimal from 'decimal.js';
import type { FieldIssue } from '../errors.ts';
import { defineEntity } from '../entity.ts';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The replenishment level rules of a cell row (add: the sent values; modify: the merged row): an
 * item needs a maximum (the minimum defaults to 0), levels need an item, the maximum is above 0, the
 * minimum not negative and not above the maximum.
 */
export function replenishLevelIssues(row: Record<string, unknown>): FieldIssue[] {
  const item = filled(row.replenishItemNo);
  const min = filled(row.replenishMin) ? new Decimal(String(row.replenishMin)) : undefined;
  const max = filled(row.replenishMax) ? new Decimal(String(row.replenishMax)) : undefined;
  if (item && !max) return [{ field: 'replenishMax', message: 'validation.required' }];
  if (!item && (min || max)) return [{ field: 'replenishItemNo', message: 'validation.required' }];
  if (min?.isNegative()) return [{ field: 'replenishMin', message: 'validation.replenishLevelNegative' }];
  if (max && !max.gt(0)) return [{ field: 'replenishMax', message: 'validation.replenishLevelNegative' }];
  if (min && max && min.gt(max)) return [{ field: 'replenishMin', message: 'validation.replenishMinOverMax' }];
  return [];
}

/** CELL_TYPE (spec console §7 Enum, §9): what a cell is used for. */
export const CELL_TYPES = ['1', '2', '3', '4', '5', '6'] as const;
/** SHELVES_TYPE: the kind of storage equipment a cell sits in. */
export const SHELVES_TYPES = ['1', '2', '3', '4', '5', '6'] as const;

export const cellEntity = defineEntity({
  name: 'cell',
  table: 'bm_cell',
  menuNo: '100302',
  route: 'cell',
  calls: {
    service: 'IBmCellService',
    list: 'getbmcelllistbyparams',
    get: 'getbmcellbyid',
    add: 'addbmcell',
    update: 'updatebmcellbyid',
    remove: 'deletebmcellbyids',
  },
  keyField: 'cellNo',
  titleField: 'cellName',
  uniqueWith: ['warehouseNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    cellNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    cellName: { kind: 'text', list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    zoneNo: { kind: 'text', required: true, ref: 'zone', dependsOn: 'warehouseNo', list: true, search: 'exact', section: 'basic' },
    cellType: { kind: 'enum', options: CELL_TYPES, enumMid: 'CELL_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    shelvesType: { kind: 'enum', options: SHELVES_TYPES, enumMid: 'SHELVES_TYPE', default: '3', list: true, search: 'exact', section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    isMixSku: { kind: 'bool', default: false, list: true, section: 'rules' },
    isMixLot: { kind: 'bool', default: false, list: true, section: 'rules' },
    isBadCell: { kind: 'bool', default: false, list: true, search: 'exact', section: 'rules' },
    cellInSeq: { kind: 'int', list: true, section: 'rules' },
    cellOutSeq: { kind: 'int', list: true, section: 'rules' },
    cellX: { kind: 'int', list: true, section: 'position' },
    cellY: { kind: 'int', list: true, section: 'position' },
    cellZ: { kind: 'int', list: true, section: 'position' },
    length: { kind: 'decimal', scale: 3, section: 'capacity' },
    width: { kind: 'decimal', scale: 3, section: 'capacity' },
    height: { kind: 'decimal', scale: 3, section: 'capacity' },
    maxWeight: { kind: 'decimal', scale: 3, list: true, section: 'capacity' },
    maxQty: { kind: 'decimal', list: true, section: 'capacity' },
    replenishItemNo: { kind: 'text', ref: 'item', dependsOn: 'orgNo', list: true, search: 'exact', section: 'capacity' },
    replenishMin: { kind: 'decimal', section: 'capacity' },
    replenishMax: { kind: 'decimal', section: 'capacity' },
    remark: { kind: 'text', section: 'other' },
  },
  check: replenishLevelIssues,
  checkRow: replenishLevelIssues,
});
