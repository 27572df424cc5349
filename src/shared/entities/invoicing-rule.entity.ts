/**
 * Invoicing rule (spec console §2 Reconciliation.Invoicing.Rule: rule, rule/add, rule/copy,
 * rule/modify/{id}; fields defined in docs/decisions/ "Production"): how the quantities received
 * from a supplier (every supplier of the organisation when none is given) are grouped into
 * invoiceable statements: the statement cycle (INVOICE_CYCLE: 1 monthly, 2 half-monthly, 3 weekly)
 * closing on cutoffDay (1-31: the day of the month; a month without that day closes on its last
 * day; a weekly cycle closes on weekday cutoffDay mod 7, 0 Sunday), the grouping (INVOICE_GROUP: 1 per supplier, 2 per supplier and
 * item, 3 per receipt document), whether returns are netted, and the tax and currency of the
 * statements. A supplier user sees only its own supplier's rules. Copy opens the add form
 * prefilled from a rule (rule/copy/{id}).
 */
import { defineEntity } from '../entity.ts';

export const INVOICE_CYCLES = ['1', '2', '3'] as const;
export const INVOICE_GROUPS = ['1', '2', '3'] as const;

export const invoicingRuleEntity = defineEntity({
  name: 'invoicingRule',
  table: 'rc_invoicing_rule',
  menuNo: '180101',
  route: 'rule',
  calls: {
    service: 'IRcInvoicingRuleService',
    list: 'getrcinvoicingrulelistbyparams',
    get: 'getrcinvoicingrulebyid',
    add: 'addrcinvoicingrule',
    update: 'updatercinvoicingrulebyid',
    remove: 'deletercinvoicingrulebyids',
  },
  keyField: 'ruleNo',
  titleField: 'ruleName',
  uniqueWith: ['orgNo'],
  scope: 'org',
  physicalDelete: false,
  copyable: true,
  formPaths: 'slash',
  fields: {
    ruleNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    ruleName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    statementCycle: { kind: 'enum', required: true, options: INVOICE_CYCLES, enumMid: 'INVOICE_CYCLE', default: '1', list: true, search: 'exact', section: 'basic' },
    cutoffDay: { kind: 'int', required: true, default: 31, list: true, section: 'basic' },
    groupMode: { kind: 'enum', required: true, options: INVOICE_GROUPS, enumMid: 'INVOICE_GROUP', default: '1', list: true, search: 'exact', section: 'basic' },
    isNetReturns: { kind: 'bool', default: true, list: true, section: 'basic' },
    taxNo: { kind: 'text', ref: 'tax', list: true, section: 'basic' },
    currencyNo: { kind: 'text', ref: 'currency', list: true, section: 'basic' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', list: true, section: 'other' },
  },
  check: (values) => {
    const day = values.cutoffDay;
    if (day === undefined || day === null || day === '') return [];
    return Number(day) >= 1 && Number(day) <= 31 ? [] : [{ field: 'cutoffDay', message: 'validation.cutoffDay' }];
  },
});
