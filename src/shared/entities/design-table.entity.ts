/**
 * Design table (spec console §3 Design table, §7 Module tables "system table"; route Base.Basic
 * table): a table of the product that custom fields, export and import configurations can be
 * attached to. designTable is the database table name; tableAttribute its TABLE_TYPE (1 header,
 * 2 line, 3 master data); module the menu number of the page that shows it.
 */
import { defineEntity } from '../entity.ts';

export const TABLE_TYPES = ['1', '2', '3'] as const;

export const designTableEntity = defineEntity({
  name: 'designTable',
  table: 'sys_design_table',
  menuNo: '100110',
  route: 'table',
  calls: {
    service: 'ISysTableService',
    list: 'getsystablelistbyparams',
    get: 'getsystablebyid',
    add: 'addsystable',
    update: 'updatesystablebyid',
    remove: 'deletesystablebyids',
    // Spec §7 Module tables "system module table": a design table with its module is the module's table.
    alias: { service: 'ISysModuleTableService', list: 'getsysmoduletablelistbyparams', get: 'getsysmoduletablebyid', add: 'addsysmoduletable', update: 'updatesysmoduletablebyid', remove: 'deletesysmoduletablebyids' },
  },
  keyField: 'designTable',
  titleField: 'designTableName',
  scope: 'none',
  physicalDelete: true,
  fields: {
    designTable: { kind: 'text', key: true, required: true, format: 'code', max: 63, list: true, search: 'fuzzy', section: 'basic' },
    designTableName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    tableAttribute: { kind: 'enum', required: true, options: TABLE_TYPES, enumMid: 'TABLE_TYPE', list: true, search: 'exact', section: 'basic' },
    module: { kind: 'text', max: 20, format: 'code', list: true, search: 'exact', section: 'basic' },
    isCustom: { kind: 'bool', default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
