/**
 * Header fields every stock document shares (workflows §3 stock documents, §4 status codes): the
 * generated number (the key, read-only), organisation, warehouse (of that organisation), status
 * (read-only: only actions change it), bill date and remark. Lines are declared with the document
 * (src/shared/documents); the quantity line fields are shared here too. documentEntity builds a
 * document's header declaration from them.
 */
import { DOC_STATUS_CODES } from '../documents/document.ts';
import { STOCK_STATUSES } from '../documents/stock-codes.ts';
import { defineEntity, type EntityName, type FieldDef } from '../entity.ts';

/** The header fields of a document whose number is `docNoField`. */
export function documentHeadFields<const N extends string>(docNoField: N) {
  return {
    [docNoField]: { kind: 'text', key: true, readOnly: true, max: 40, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    statusCode: { kind: 'enum', options: DOC_STATUS_CODES, enumMid: 'DOC_STATUS', readOnly: true, list: true, search: 'exact', section: 'basic' },
    billDate: { kind: 'date', list: true, section: 'basic' },
  } as Record<N, FieldDef> & Record<'orgNo' | 'warehouseNo' | 'statusCode' | 'billDate', FieldDef>;
}

export const REMARK_FIELD = { remark: { kind: 'text', section: 'other' } } as const satisfies Record<string, FieldDef>;

/** A stock key of a line: cell, item, lot, container and stock status (lot and container optional). */
export const STOCK_KEY_LINE_FIELDS = {
  cellNo: { kind: 'text', required: true, format: 'code', max: 40 },
  itemNo: { kind: 'text', required: true, format: 'code', max: 40, ref: 'item', dependsOn: 'orgNo' },
  lotNo: { kind: 'text', max: 60 },
  containerNo: { kind: 'text', max: 60 },
  stockStatus: { kind: 'enum', options: STOCK_STATUSES, enumMid: 'STOCK_STATUS', default: '10', required: true },
} as const satisfies Record<string, FieldDef>;

/** A quantity in the item's unit, greater than 0 (workflows §5); the unit's decimals are checked by the server. */
export const QTY_FIELD = { qty: { kind: 'decimal', required: true, scale: 5 } } as const satisfies Record<string, FieldDef>;

type DocumentEntitySpec<N extends string> = {
  name: EntityName;
  table: string;
  menuNo: string;
  route: string;
  service: string;
  /** Lower-case document name in the method names: get<suffix>listbyparams, add<suffix>, … */
  suffix: string;
  docNoField: N;
  /** Header fields besides the shared ones (between them and the remark). */
  fields: Record<string, FieldDef>;
  /** The get-by-number method when the modify page is addressed by the number (modify-X/{docNo}). */
  getByKey?: string;
};

/**
 * The header entity of a stock document: the shared header fields, its own, the remark; scoped by
 * organisation and warehouse, a status tab strip, no import (lines come with the document).
 */
export function documentEntity<const N extends string>(spec: DocumentEntitySpec<N>) {
  const { suffix } = spec;
  return defineEntity({
    name: spec.name,
    table: spec.table,
    menuNo: spec.menuNo,
    route: spec.route,
    calls: {
      service: spec.service, list: `get${suffix}listbyparams`, get: `get${suffix}byid`, getByKey: spec.getByKey,
      add: `add${suffix}`, update: `update${suffix}byid`, remove: `delete${suffix}byids`,
    },
    modifyByKey: spec.getByKey !== undefined,
    keyField: spec.docNoField,
    titleField: spec.docNoField,
    scope: 'org',
    physicalDelete: false,
    writes: 'document',
    listTabs: 'statusCode',
    ports: { import: false },
    fields: { ...documentHeadFields(spec.docNoField), ...spec.fields, ...REMARK_FIELD },
  });
}
