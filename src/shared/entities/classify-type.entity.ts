/**
 * Classify type (spec console §3 Classify type, §2 Base.Basic classiflycode, §5 document nature):
 * the business classification of documents; bigModule is its nature (1 inbound, 2 outbound,
 * 3 other) and decides which document pickers offer it.
 */
import { defineEntity } from '../entity.ts';

export const BIG_MODULES = ['1', '2', '3'] as const;

/** The classify type field of an inbound document (arrival note, inbound notice, customer return): inbound categories only. */
export const INBOUND_CATEGORY = { field: 'bigModule', value: '1', refusal: 'validation.notInboundCategory' };

/** The classify type field of an outbound document (outbound notice): outbound categories only. */
export const OUTBOUND_CATEGORY = { field: 'bigModule', value: '2', refusal: 'validation.notOutboundCategory' };

export const classifyTypeEntity = defineEntity({
  name: 'classifyType',
  table: 'bm_classify_type',
  menuNo: '100108',
  route: 'classiflycode',
  calls: {
    service: 'IBmClassifyTypeService',
    list: 'getbmclassifytypelistbyparams',
    listAliases: ['getFullAuthorityClassifyTypeListByParams'],
    get: 'getbmclassifytypebyid',
    add: 'addbmclassifytype',
    update: 'updatebmclassifytypebyid',
    remove: 'deletebmclassifytypebyids',
  },
  keyField: 'classifyType',
  titleField: 'classifyTypeName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    classifyType: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    classifyTypeName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    bigModule: { kind: 'enum', required: true, options: BIG_MODULES, enumMid: 'BIG_MODULE', list: true, search: 'exact', section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
});
