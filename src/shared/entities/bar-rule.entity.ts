/**
 * Barcode rule (spec console §2 Base.Rule barcode-rule, modify page by barRuleNo; §3 Barcode
 * rule; §7 bar rule heads by barType): how item, container, cell, serial and pallet labels are
 * numbered. gs1Mode 1 makes GS1-128 element strings, 2 SSCC-18 (src/shared/number-rule.ts).
 */
import { defineEntity } from '../entity.ts';
import { RULE_FIELDS, ruleIssues } from './rule-fields.ts';

export const BAR_TYPES = ['1', '2', '3', '4', '5'] as const;

export const barRuleEntity = defineEntity({
  name: 'barRule',
  table: 'bm_bar_rule',
  menuNo: '100602',
  route: 'barcode-rule',
  calls: {
    service: 'IBmBarRuleService',
    list: 'getbmbarrulelistbyparams',
    get: 'getbmbarrulebyid',
    getByKey: 'getbmbarrulebybarruleno',
    add: 'addbmbarrule',
    update: 'updatebmbarrulebyid',
    remove: 'deletebmbarrulebyids',
  },
  keyField: 'barRuleNo',
  titleField: 'barRuleName',
  modifyByKey: true,
  scope: 'none',
  physicalDelete: false,
  fields: {
    barRuleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    barRuleName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    barType: { kind: 'enum', options: BAR_TYPES, enumMid: 'BAR_TYPE', required: true, default: '1', list: true, search: 'exact', section: 'basic' },
    ...RULE_FIELDS,
  },
  check: ruleIssues,
});
