/**
 * Count plan header (SM.Inventory plan; spec console §3 stock-check document checkNo, orgNo,
 * status; workflows §3 stocktaking plan checkNo, checkScopeNo, checkModeNo, checkPatternNo, isPlan,
 * planType, billDate, statusCode, changeDays; workflows §4 write-back flag). Scope lines, status
 * rules and actions: src/shared/documents/stock-check.ts; codes: check-codes.ts.
 */
import { CHECK_MODES, CHECK_PATTERNS, CHECK_PLAN_TYPES, CHECK_SCOPES, CHECK_STATUS_CODES } from '../documents/check-codes.ts';
import { defineEntity } from '../entity.ts';
import { documentHeadFields, REMARK_FIELD } from './document-fields.ts';

const head = documentHeadFields('checkNo');

export const chkCheckStockEntity = defineEntity({
  name: 'chkCheckStock',
  table: 'chk_check_stock_head',
  menuNo: '130201',
  route: 'plan',
  calls: {
    service: 'IChkCheckStockHeadService',
    list: 'getchkcheckstockheadlistbyparams',
    get: 'getchkcheckstockheadbyid',
    getByKey: 'getchkcheckstockheadbycheckno',
    add: 'addchkcheckstock',
    update: 'updatechkcheckstock',
    remove: 'delete',
  },
  keyField: 'checkNo',
  titleField: 'checkNo',
  scope: 'org',
  // The count task notices page (130202) lists the plans to create their tasks.
  listedBy: ['130202'],
  physicalDelete: false,
  writes: 'document',
  listTabs: 'statusCode',
  modifyByKey: true,
  ports: { import: false },
  fields: {
    ...head,
    statusCode: { ...head.statusCode, options: CHECK_STATUS_CODES, enumMid: 'CHECK_STATUS_CODE' },
    checkScopeNo: { kind: 'enum', options: CHECK_SCOPES, enumMid: 'CHECK_SCOPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    checkModeNo: { kind: 'enum', options: CHECK_MODES, enumMid: 'CHECK_MODE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    checkPatternNo: { kind: 'enum', options: CHECK_PATTERNS, enumMid: 'CHECK_PATTERN', required: true, default: '1', list: true, section: 'basic' },
    changeDays: { kind: 'int', list: true, section: 'basic' },
    planType: { kind: 'enum', options: CHECK_PLAN_TYPES, enumMid: 'CHECK_PLAN_TYPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    isPlan: { kind: 'bool', default: true, list: true, section: 'basic' },
    isWriteBack: { kind: 'bool', default: true, list: true, section: 'basic' },
    round: { kind: 'int', readOnly: true, list: true, section: 'basic' },
    ...REMARK_FIELD,
  },
});
