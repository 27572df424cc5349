/**
 * Container rule (spec console §2 Base.Rule container-rule, modify page by boxRuleNo; §3 Box
 * rule): how container (box, pallet) numbers are made; gs1Mode 2 gives SSCC-18 numbers
 * (src/shared/number-rule.ts).
 */
import { defineEntity } from '../entity.ts';
import { RULE_FIELDS, ruleIssues } from './rule-fields.ts';

export const boxRuleEntity = defineEntity({
  name: 'boxRule',
  table: 'bm_box_rule',
  menuNo: '100604',
  route: 'container-rule',
  calls: {
    service: 'IBmBoxRuleService',
    list: 'getbmboxrulelistbyparams',
    get: 'getbmboxrulebyid',
    getByKey: 'getbmboxrulebyboxruleno',
    add: 'addbmboxrule',
    update: 'updatebmboxrulebyid',
    remove: 'deletebmboxrulebyids',
  },
  keyField: 'boxRuleNo',
  titleField: 'boxRuleName',
  modifyByKey: true,
  scope: 'none',
  physicalDelete: false,
  fields: {
    boxRuleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    boxRuleName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    ...RULE_FIELDS,
  },
  check: ruleIssues,
});
