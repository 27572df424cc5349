/**
 * The rules of procurement execution on the enterprise side (workflows §2 shipping rule
 * configuration, order answer rules, procurement execution configuration, order delivery settings;
 * §5 delivery rule days and ASN advance days positive integers, valid-from not after valid-to; §9
 * ship methods, order nature; issue 14). Each row applies to an organisation and, when a supplier
 * (or item, or order nature) is named, only to it; the ASN, order-answer and schedule calls read them.
 */
import { defineEntity } from '../entity.ts';
import { dateOrderCheck } from './portal-checks.ts';
import { percentCheck, positiveCheck } from './quantity-checks.ts';

/** SHIP_METHOD (workflows §9): 1 express, 2 logistics, 3 self-shipped. */
export const SHIP_METHODS = ['1', '2', '3'] as const;
/** ORDER_NATURE (workflows §9 order nature / purchase orderType): 1 general, 2 outsourced, 3 VMI. */
export const ORDER_NATURES = ['1', '2', '3'] as const;

const scoped = {
  orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
  supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'basic' },
} as const;
const status = { statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' }, remark: { kind: 'text', section: 'other' } } as const;
const crud = (service: string, noun: string) => ({
  service,
  list: `get${noun}listbyparams`,
  get: `get${noun}byid`,
  add: `add${noun}`,
  update: `update${noun}byid`,
  remove: `delete${noun}byids`,
});

/** Shipping rule configuration: how a supplier ships (method, ASN announced how many days ahead, split deliveries). */
export const shippingRuleEntity = defineEntity({
  name: 'shippingRule',
  table: 'srm_ship_rule',
  menuNo: '170502',
  route: 'shippingRule',
  calls: crud('ISrmShipRuleService', 'srmshiprule'),
  keyField: 'ruleNo',
  titleField: 'ruleName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    ...scoped,
    ruleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    ruleName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    shipMethod: { kind: 'enum', required: true, options: SHIP_METHODS, enumMid: 'SHIP_METHOD', default: '2', list: true, search: 'exact', section: 'portalRules' },
    asnAdvanceDays: { kind: 'int', required: true, default: 1, list: true, section: 'portalRules' },
    maxAsnLines: { kind: 'int', list: true, section: 'portalRules' },
    isSplitAllowed: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    ...status,
  },
  check: (values) => positiveCheck(values, ['asnAdvanceDays', 'maxAsnLines']),
});

/** Order answer rules: the hours a supplier has to answer an order before it is accepted automatically, and what it may change. */
export const answerRuleEntity = defineEntity({
  name: 'answerRule',
  table: 'srm_answer_rule',
  menuNo: '170503',
  route: 'answerRule',
  calls: crud('ISrmAnswerRuleService', 'srmanswerrule'),
  keyField: 'ruleNo',
  titleField: 'ruleName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    ...scoped,
    ruleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    ruleName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orderType: { kind: 'enum', options: ORDER_NATURES, enumMid: 'ORDER_NATURE', list: true, search: 'exact', section: 'basic' },
    deadlineHours: { kind: 'int', required: true, default: 48, list: true, section: 'portalRules' },
    canReject: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    canChangeDate: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    canChangeQty: { kind: 'bool', default: false, list: true, section: 'portalRules' },
    ...status,
  },
  check: (values) => positiveCheck(values, ['deadlineHours']),
});

/** Procurement execution configuration: ASN approval by the purchaser, over-delivery tolerance, partial receipts, invoice lines. */
export const executionConfigEntity = defineEntity({
  name: 'executionConfig',
  table: 'srm_execute_config',
  menuNo: '170504',
  route: 'executionConfig',
  calls: crud('ISrmExecuteConfigService', 'srmexecuteconfig'),
  keyField: 'configNo',
  titleField: 'configName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  fields: {
    ...scoped,
    configNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    configName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    isAsnApproval: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    isOverDelivery: { kind: 'bool', default: false, list: true, section: 'portalRules' },
    overDeliveryRate: { kind: 'decimal', scale: 2, list: true, section: 'portalRules' },
    isPartialReceipt: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    isFrozenCheck: { kind: 'bool', default: true, list: true, section: 'portalRules' },
    ...status,
  },
  check: (values) => percentCheck(values, ['overDeliveryRate']),
});

/** Order delivery settings (list, add, copy, modify/:id): the delivery window rules of a supplier or item over a validity period. */
export const deliverySettingEntity = defineEntity({
  name: 'deliverySetting',
  table: 'srm_delivery_setting',
  menuNo: '170507',
  route: 'deliverySetting',
  calls: crud('ISrmDeliverySettingService', 'srmdeliverysetting'),
  keyField: 'settingNo',
  titleField: 'settingName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  copyable: true,
  fields: {
    ...scoped,
    settingNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    settingName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    itemNo: { kind: 'text', ref: 'item', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    allowAheadDays: { kind: 'int', required: true, default: 1, list: true, section: 'portalRules' },
    allowOverdueDays: { kind: 'int', required: true, default: 1, list: true, section: 'portalRules' },
    previewDays: { kind: 'int', required: true, default: 7, list: true, section: 'portalRules' },
    lockDays: { kind: 'int', required: true, default: 3, list: true, section: 'portalRules' },
    validFrom: { kind: 'date', required: true, list: true, section: 'portalRules' },
    validTo: { kind: 'date', required: true, list: true, section: 'portalRules' },
    ...status,
  },
  check: (values) => [...positiveCheck(values, ['allowAheadDays', 'allowOverdueDays', 'previewDays', 'lockDays']), ...dateOrderCheck(values, 'validFrom', 'validTo')],
  checkRow: (row) => dateOrderCheck(row, 'validFrom', 'validTo'),
});
