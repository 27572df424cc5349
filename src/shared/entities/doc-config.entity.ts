/**
 * Document configuration (spec console §2 Base.Basic configure with copy-configure/{id}, §3
 * Document type, §7 Doc config getConfigData, §9 flow patterns): one document type of an
 * organisation with its nature (bigModule), classify type (which must have the same nature, spec
 * console §5), flow pattern (1 minimalist, 2 ordinary, 3 complex, 4 merge receiving) and
 * automation switches. docType is unique within the organisation.
 */
import { defineEntity } from '../entity.ts';
import { BIG_MODULES } from './classify-type.entity.ts';

export const FLOW_PATTERNS = ['1', '2', '3', '4'] as const;

export const docConfigEntity = defineEntity({
  name: 'docConfig',
  table: 'bm_doc_config',
  menuNo: '100111',
  route: 'configure',
  calls: {
    service: 'IBmDocConfigService',
    list: 'getbmdocconfiglistbyparams',
    listAliases: ['getConfigData'],
    get: 'getbmdocconfigbyid',
    add: 'addbmdocconfig',
    update: 'updatebmdocconfigbyid',
    remove: 'deletebmdocconfigbyids',
  },
  keyField: 'docType',
  titleField: 'docTypeName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  copyable: true,
  fields: {
    docType: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    docTypeName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    bigModule: { kind: 'enum', required: true, options: BIG_MODULES, enumMid: 'BIG_MODULE', list: true, search: 'exact', section: 'basic' },
    classifyType: { kind: 'text', required: true, ref: 'classifyType', dependsOn: 'bigModule', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    flowPattern: { kind: 'enum', required: true, options: FLOW_PATTERNS, enumMid: 'FLOW_PATTERN', default: '2', list: true, search: 'exact', section: 'control' },
    isAutoAudit: { kind: 'bool', default: false, list: true, section: 'control' },
    isAutoAllocate: { kind: 'bool', default: false, section: 'control' },
    isPrintOnSave: { kind: 'bool', default: false, section: 'control' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
