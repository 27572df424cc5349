/**
 * System.Integrate entities (spec console §2; src/shared/integration.ts): sources (160401, route
 * source), source configurations (160405, route source-configuration) and callbacks (160402, route
 * back), each with the pages {route}/add and {route}/modify/{id}. Calls of the services
 * IIntegrationSourceService, ISourceConfigService and ICallbackService, named like the others.
 *
 * A source needs a http(s) url when its type is 'http' and a Base.File fileNo when 'file'. A configuration's field map must
 * name importable fields of its target (parseFieldMap). A callback posts our events of `eventType`
 * to its url. Secrets are write-only (src/server/integrate/secret-schema.ts): a source's
 * Authorization header value and a callback's signing secret are set by their own calls, and the
 * rows only say whether one is set (authSet, secretSet).
 */
import { defineEntity, type EntityDef } from '../entity.ts';
import type { FieldIssue } from '../errors.ts';
import { SOURCE_TYPES, SYNC_TARGETS, parseFieldMap, type SyncTarget } from '../integration.ts';
import { writableFields } from '../validation.ts';
import { customerEntity } from './customer.entity.ts';
import { itemEntity } from './item.entity.ts';
import { supplierEntity } from './supplier.entity.ts';

/** The entity a synchronisation target writes through its import. */
export const SYNC_TARGET_ENTITIES: Record<SyncTarget, EntityDef> = { item: itemEntity, supplier: supplierEntity, customer: customerEntity };

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

function urlIssues(field: string, value: unknown): FieldIssue[] {
  return typeof value === 'string' && value !== '' && !HTTP_URL.test(value) ? [{ field, message: 'validation.httpUrl' }] : [];
}

function sourceRowIssues(row: Record<string, unknown>): FieldIssue[] {
  if (row.sourceType === 'http' && !row.url) return [{ field: 'url', message: 'validation.required' }];
  if (row.sourceType === 'file' && !row.fileNo) return [{ field: 'fileNo', message: 'validation.required' }];
  return [];
}

export const integrationSourceEntity = defineEntity({
  name: 'integrationSource',
  table: 'sys_integration_source',
  menuNo: '160401',
  route: 'source',
  formPaths: 'slash',
  calls: {
    service: 'IIntegrationSourceService',
    list: 'getsourcelistbyparams',
    get: 'getsourcebyid',
    add: 'addsource',
    update: 'updatesourcebyid',
    remove: 'deletesourcebyids',
  },
  keyField: 'integrationNo',
  titleField: 'integrationName',
  scope: 'none',
  physicalDelete: true,
  ports: { import: false, export: false },
  fields: {
    integrationNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    integrationName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    sourceType: { kind: 'enum', options: SOURCE_TYPES, enumMid: 'SOURCE_TYPE', default: 'http', required: true, list: true, search: 'exact', section: 'basic' },
    url: { kind: 'text', max: 500, list: true, section: 'basic' },
    authSet: { kind: 'bool', readOnly: true, default: false, list: true, section: 'basic' },
    recordsPath: { kind: 'text', max: 100, section: 'basic' },
    fileNo: { kind: 'text', ref: 'file', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [...urlIssues('url', values.url), ...('sourceType' in values ? sourceRowIssues(values) : [])],
  checkRow: sourceRowIssues,
});

function mapIssues(row: Record<string, unknown>): FieldIssue[] {
  const entity = SYNC_TARGET_ENTITIES[row.target as SyncTarget];
  if (!entity || typeof row.fieldMap !== 'string') return [];
  return parseFieldMap(row.fieldMap, writableFields(entity, 'add')).issues;
}

export const sourceConfigEntity = defineEntity({
  name: 'sourceConfig',
  table: 'sys_source_config',
  menuNo: '160405',
  route: 'source-configuration',
  formPaths: 'slash',
  calls: {
    service: 'ISourceConfigService',
    list: 'getsourceconfiglistbyparams',
    get: 'getsourceconfigbyid',
    add: 'addsourceconfig',
    update: 'updatesourceconfigbyid',
    remove: 'deletesourceconfigbyids',
  },
  keyField: 'configNo',
  titleField: 'configName',
  scope: 'none',
  physicalDelete: true,
  ports: { import: false, export: false },
  fields: {
    configNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    configName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    integrationNo: { kind: 'text', required: true, ref: 'integrationSource', list: true, search: 'exact', section: 'basic' },
    target: { kind: 'enum', options: SYNC_TARGETS, enumMid: 'SYNC_TARGET', default: 'item', required: true, list: true, search: 'exact', section: 'basic' },
    fieldMap: { kind: 'text', required: true, max: 8000, widget: { name: 'longText' }, section: 'basic' },
    autoSync: { kind: 'bool', default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => ('target' in values && 'fieldMap' in values ? mapIssues(values) : []),
  checkRow: mapIssues,
});

export const callbackEntity = defineEntity({
  name: 'callback',
  table: 'sys_callback',
  menuNo: '160402',
  route: 'back',
  formPaths: 'slash',
  calls: {
    service: 'ICallbackService',
    list: 'getcallbacklistbyparams',
    get: 'getcallbackbyid',
    add: 'addcallback',
    update: 'updatecallbackbyid',
    remove: 'deletecallbackbyids',
  },
  keyField: 'callbackNo',
  titleField: 'callbackName',
  scope: 'none',
  physicalDelete: true,
  ports: { import: false, export: false },
  fields: {
    callbackNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    callbackName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    eventType: { kind: 'text', required: true, max: 64, list: true, search: 'exact', section: 'basic' },
    url: { kind: 'text', required: true, max: 500, list: true, section: 'basic' },
    secretSet: { kind: 'bool', readOnly: true, default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => urlIssues('url', values.url),
});
