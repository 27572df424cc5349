/**
 * Base.Task (spec console §2, §5; workflows §3 document category and flow): document-categories
 * (document types with big module, nature and controls), document-process (a flow with its flow
 * pattern), interface-list (interfaces by incoming tag), process-config (which flow a warehouse
 * runs for a document type) and process-list (the steps of a flow). Vocabulary:
 * src/shared/flow-patterns.ts.
 */
import { BIG_MODULES } from './classify-type.entity.ts';
import { defineEntity } from '../entity.ts';
import { callNames } from './call-names.ts';
import {
  checkDocNature, checkFlowPattern, DOC_NATURES, FLOW_PATTERNS, INCOMING_TAGS, INTERFACE_DIRECTIONS, PLATFORMS, TRANSACTION_TYPES,
} from '../flow-patterns.ts';

export const documentCategoryEntity = defineEntity({
  name: 'documentCategory',
  table: 'bm_doc_type',
  menuNo: '100901',
  route: 'document-categories',
  calls: callNames('bm', 'doctype', 'IBmDocTypeService'),
  keyField: 'docType',
  titleField: 'docTypeName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    docType: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    docTypeName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    bigModule: { kind: 'enum', required: true, options: BIG_MODULES, enumMid: 'BIG_MODULE', list: true, search: 'exact', section: 'basic' },
    docNature: { kind: 'enum', required: true, options: DOC_NATURES, enumMid: 'DOC_NATURE', dependsOn: 'bigModule', widget: { name: 'docNature' }, list: true, search: 'exact', section: 'basic' },
    classifyType: { kind: 'text', ref: 'classifyType', dependsOn: 'bigModule', list: true, search: 'exact', section: 'basic' },
    isQtyControl: { kind: 'bool', default: true, list: true, section: 'control' },
    isShortControl: { kind: 'bool', default: false, list: true, section: 'control' },
    isBackorder: { kind: 'bool', default: false, list: true, section: 'control' },
    isPackControl: { kind: 'bool', default: false, list: true, section: 'control' },
    isCrossDock: { kind: 'bool', default: false, list: true, section: 'control' },
    isAutoClose: { kind: 'bool', default: false, list: true, section: 'control' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: checkDocNature,
});

export const documentProcessEntity = defineEntity({
  name: 'documentProcess',
  table: 'bm_doc_flow',
  menuNo: '100902',
  route: 'document-process',
  calls: callNames('bm', 'docflow', 'IBmDocFlowService'),
  keyField: 'flowNo',
  titleField: 'flowName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    flowNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    flowName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    module: { kind: 'enum', required: true, options: BIG_MODULES, enumMid: 'BIG_MODULE', list: true, search: 'exact', section: 'basic' },
    flowPattern: { kind: 'enum', required: true, options: FLOW_PATTERNS, enumMid: 'FLOW_PATTERN', default: '2', list: true, search: 'exact', section: 'basic' },
    docType: { kind: 'text', ref: 'documentCategory', list: true, search: 'exact', section: 'basic' },
    isAuto: { kind: 'bool', default: false, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: checkFlowPattern,
});

export const interfaceEntity = defineEntity({
  name: 'interfaceDef',
  table: 'bm_interface',
  menuNo: '100903',
  route: 'interface-list',
  calls: callNames('bm', 'interface', 'IBmInterfaceService'),
  keyField: 'interfaceNo',
  titleField: 'interfaceName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    interfaceNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    interfaceName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    incomingTag: { kind: 'enum', required: true, options: INCOMING_TAGS, enumMid: 'INCOMING_TAG', list: true, search: 'exact', section: 'basic' },
    direction: { kind: 'enum', required: true, options: INTERFACE_DIRECTIONS, enumMid: 'INTERFACE_DIRECTION', default: '1', list: true, search: 'exact', section: 'basic' },
    docType: { kind: 'text', ref: 'documentCategory', list: true, search: 'exact', section: 'basic' },
    url: { kind: 'text', max: 500, list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});

export const processConfigEntity = defineEntity({
  name: 'processConfig',
  table: 'bm_process_config',
  menuNo: '100904',
  route: 'process-config',
  formPaths: 'suffix',
  calls: callNames('bm', 'processconfig', 'IBmProcessConfigService'),
  keyField: 'processConfigNo',
  titleField: 'processConfigName',
  scope: 'org',
  physicalDelete: false,
  fields: {
    processConfigNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    processConfigName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    docType: { kind: 'text', required: true, ref: 'documentCategory', list: true, search: 'exact', section: 'basic' },
    flowNo: { kind: 'text', required: true, ref: 'documentProcess', list: true, search: 'exact', section: 'basic' },
    isAutoTask: { kind: 'bool', default: true, list: true, section: 'control' },
    isAutoPost: { kind: 'bool', default: false, list: true, section: 'control' },
    isPrintLabel: { kind: 'bool', default: false, list: true, section: 'control' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});

export const processStepEntity = defineEntity({
  name: 'processStep',
  table: 'bm_process_step',
  menuNo: '100905',
  route: 'process-list',
  formPaths: 'suffix',
  calls: callNames('bm', 'process', 'IBmProcessService'),
  keyField: 'processNo',
  titleField: 'processName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    processNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    processName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    flowNo: { kind: 'text', required: true, ref: 'documentProcess', list: true, search: 'exact', section: 'basic' },
    seq: { kind: 'int', required: true, default: 10, list: true, section: 'basic' },
    transactionType: { kind: 'enum', required: true, options: TRANSACTION_TYPES, enumMid: 'TRANSACTION_TYPE', list: true, search: 'exact', section: 'basic' },
    platform: { kind: 'enum', required: true, options: PLATFORMS, enumMid: 'PLATFORM', default: 'PC', list: true, search: 'exact', section: 'basic' },
    isScan: { kind: 'bool', default: false, list: true, section: 'control' },
    isRequired: { kind: 'bool', default: true, list: true, section: 'control' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
