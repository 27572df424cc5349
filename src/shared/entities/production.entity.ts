/**
 * Production basic data (spec console §2 Production.BasicData: shift, equipment, mould, line-type,
 * technology, product-process; the spec shows no fields, so they are defined in
 * docs/decisions/ "Production"). All are organisation master data: a key unique within the
 * organisation, a name, the status (enabled/disabled) and a remark.
 *
 * - shift: a working shift, shiftStart and shiftEnd as HH:mm (a shift may end after midnight);
 * - lineType: a kind of production line (assembly, moulding…);
 * - productionLine: one production line of a line type in a warehouse, the spec's "lines" lookup (console §7
 *   Lookups; page Production > BasicData production-line, menu 140207, docs/decisions/0443);
 * - technology: a production technique a process step applies (injection, welding…);
 * - equipment: a machine of a line type, with its model;
 * - mould: a mould that forms an item, with its cavities per shot and life in shots;
 * - productProcess: one step of an item's routing: sequence, technology, line type, standard
 *   minutes per unit; pages product-process/add and product-process/modify/{id}.
 */
import { defineEntity, type EntityDef, type FieldDef } from '../entity.ts';
import { positiveCheck } from './quantity-checks.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const orgNo: FieldDef = { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' };
const statusCode: FieldDef = { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' };
const remark: FieldDef = { kind: 'text', list: true, section: 'other' };

/** The calls of a production entity named `name` (IPd{Name}Service, getpd{name}listbyparams…). */
function calls(name: string) {
  const lower = name.toLowerCase();
  return { service: `IPd${name}Service`, list: `getpd${lower}listbyparams`, get: `getpd${lower}byid`, add: `addpd${lower}`, update: `updatepd${lower}byid`, remove: `deletepd${lower}byids` };
}

/** A code-and-name production entity of menu `menuNo` with extra fields between the name and the status. */
function masterData(name: EntityDef['name'], table: string, menuNo: string, route: string, callName: string, key: string, title: string, extra: Record<string, FieldDef>): EntityDef {
  return defineEntity({
    name, table, menuNo, route, calls: calls(callName), keyField: key, titleField: title, uniqueWith: ['orgNo'], scope: 'org', physicalDelete: false,
    fields: {
      [key]: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
      [title]: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
      orgNo,
      ...extra,
      statusCode,
      remark,
    },
  });
}

const shift = masterData('shift', 'pd_shift', '140201', 'shift', 'Shift', 'shiftNo', 'shiftName', {
  shiftStart: { kind: 'text', required: true, max: 5, list: true, section: 'basic' },
  shiftEnd: { kind: 'text', required: true, max: 5, list: true, section: 'basic' },
});
export const shiftEntity: EntityDef = {
  ...shift,
  check: (values) => ['shiftStart', 'shiftEnd'].filter((field) => typeof values[field] === 'string' && !TIME.test(values[field] as string)).map((field) => ({ field, message: 'validation.time' })),
};

export const lineTypeEntity = masterData('lineType', 'pd_line_type', '140204', 'line-type', 'LineType', 'lineTypeNo', 'lineTypeName', {});

export const productionLineEntity = masterData('productionLine', 'pd_production_line', '140207', 'production-line', 'ProductionLine', 'productionLineNo', 'productionLineName', {
  lineTypeNo: { kind: 'text', required: true, ref: 'lineType', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
  warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
});

export const technologyEntity = masterData('technology', 'pd_technology', '140205', 'technology', 'Technology', 'technologyNo', 'technologyName', {});

export const equipmentEntity = masterData('equipment', 'pd_equipment', '140202', 'equipment', 'Equipment', 'equipmentNo', 'equipmentName', {
  lineTypeNo: { kind: 'text', ref: 'lineType', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
  model: { kind: 'text', max: 60, list: true, section: 'basic' },
});

const mould = masterData('mould', 'pd_mould', '140203', 'mould', 'Mould', 'mouldNo', 'mouldName', {
  itemNo: { kind: 'text', ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
  cavities: { kind: 'int', required: true, default: 1, list: true, section: 'basic' },
  lifeShots: { kind: 'int', list: true, section: 'basic' },
});
export const mouldEntity: EntityDef = { ...mould, check: (values) => positiveCheck(values, ['cavities', 'lifeShots']) };

const productProcess = masterData('productProcess', 'pd_product_process', '140206', 'product-process', 'ProductProcess', 'processNo', 'processName', {
  itemNo: { kind: 'text', required: true, ref: 'item', dependsOn: 'orgNo', list: true, search: 'fuzzy', section: 'basic' },
  processSeq: { kind: 'int', required: true, list: true, section: 'basic' },
  technologyNo: { kind: 'text', required: true, ref: 'technology', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
  lineTypeNo: { kind: 'text', ref: 'lineType', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
  standardMinutes: { kind: 'decimal', scale: 2, list: true, section: 'basic' },
});
export const productProcessEntity: EntityDef = { ...productProcess, formPaths: 'slash', check: (values) => positiveCheck(values, ['processSeq', 'standardMinutes']) };
