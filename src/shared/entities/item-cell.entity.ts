/**
 * Item cell, the material-cell binding (spec console §7 Material "item cells: list, add, get,
 * update, delete"; page Base > Material item-cell, menu 100309; docs/decisions/0440): a cell of a
 * warehouse assigned to one item of the organisation, e.g. its fixed picking face or its
 * preferred storage cells. The spec names the calls but not their wire names: they follow its
 * pattern under IBmItemCellService (getbmitemcelllistbyparams, getbmitemcellbyid, addbmitemcell,
 * updatebmitemcellbyid, deletebmitemcellbyids).
 *
 * One row per organisation, warehouse, item and cell. cellSeq orders an item's cells (1 first);
 * maxQty is the most of the item the cell should hold (item units, above 0 when set).
 */
import { defineEntity } from '../entity.ts';
import { callNames } from './call-names.ts';
import { positiveCheck } from './quantity-checks.ts';

export const itemCellEntity = defineEntity({
  name: 'itemCell',
  table: 'bm_item_cell',
  menuNo: '100309',
  route: 'item-cell',
  calls: callNames('bm', 'itemcell', 'IBmItemCellService'),
  keyField: 'cellNo',
  titleField: 'itemNo',
  uniqueWith: ['orgNo', 'warehouseNo', 'itemNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    cellNo: { kind: 'text', key: true, required: true, ref: 'cell', dependsOn: 'warehouseNo', list: true, search: 'exact', section: 'basic' },
    cellSeq: { kind: 'int', default: 1, list: true, section: 'basic' },
    maxQty: { kind: 'decimal', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: (values) => positiveCheck(values, ['cellSeq', 'maxQty']),
});
