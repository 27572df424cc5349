/**
 * Lot number rule (spec console §2 Base.Rule batch-rule, modify page by lotRuleNo; §3 Lot rule):
 * how lot numbers are made on receipt or production, e.g. `LOT-{yyyyMMdd}-{#####}` reset daily
 * (src/shared/number-rule.ts).
 */
import { defineEntity } from '../entity.ts';
import { RULE_FIELDS, ruleIssues } from './rule-fields.ts';

export const lotRuleEntity = defineEntity({
  name: 'lotRule',
  table: 'bm_lot_rule',
  menuNo: '100603',
  route: 'batch-rule',
  calls: {
    service: 'IBmLotRuleService',
    list: 'getbmlotrulelistbyparams',
    get: 'getbmlotrulebyid',
    getByKey: 'getbmlotrulebylotruleno',
    add: 'addbmlotrule',
    update: 'updatebmlotrulebyid',
    remove: 'deletebmlotrulebyids',
  },
  keyField: 'lotRuleNo',
  titleField: 'lotRuleName',
  modifyByKey: true,
  scope: 'none',
  physicalDelete: false,
  fields: {
    lotRuleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    lotRuleName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    ...RULE_FIELDS,
  },
  check: ruleIssues,
});
