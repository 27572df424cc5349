/**
 * Strategy application (spec console §2 Base.Strategy strategy-application): binds strategies of
 * each kind to a scope, an organisation and optionally a warehouse, customer and item group, with
 * a priority (1 to 99, 1 first). The workflows pick the most specific valid row matching a document line,
 * then the lowest priority number (applicableApplications in src/shared/strategies.ts).
 */
import type { FieldIssue } from '../errors.ts';
import { defineEntity } from '../entity.ts';

export const STRATEGY_REFS = ['putawayStrategyNo', 'allocationStrategyNo', 'pickingStrategyNo', 'waveTemplateNo', 'turnoverStrategyNo'] as const;
export const PRIORITY_MAX = 99;

function checkApplication(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const priority = values.priority;
  if (typeof priority === 'number' && (priority < 1 || priority > PRIORITY_MAX)) {
    issues.push({ field: 'priority', message: 'validation.priority', params: { max: PRIORITY_MAX } });
  }
  // Only when every strategy field was sent (add, the form's modify): a row must bind at least one.
  if (STRATEGY_REFS.every((f) => f in values) && STRATEGY_REFS.every((f) => values[f] === null)) {
    issues.push({ field: 'putawayStrategyNo', message: 'validation.strategyRequired' });
  }
  return issues;
}

export const strategyApplicationEntity = defineEntity({
  name: 'strategyApplication',
  table: 'bm_strategy_application',
  menuNo: '100706',
  route: 'strategy-application',
  calls: {
    service: 'IBmStrategyApplicationService',
    list: 'getbmstrategyapplicationlistbyparams',
    get: 'getbmstrategyapplicationbyid',
    add: 'addbmstrategyapplication',
    update: 'updatebmstrategyapplicationbyid',
    remove: 'deletebmstrategyapplicationbyids',
  },
  keyField: 'applicationNo',
  titleField: 'applicationName',
  scope: 'org',
  physicalDelete: false,
  fields: {
    applicationNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    applicationName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    priority: { kind: 'int', required: true, default: 100, list: true, section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'scope' },
    warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'scope' },
    customerNo: { kind: 'text', ref: 'customer', list: true, search: 'exact', section: 'scope' },
    groupNo: { kind: 'text', ref: 'itemGroup', list: true, search: 'exact', section: 'scope' },
    putawayStrategyNo: { kind: 'text', ref: 'putawayStrategy', list: true, section: 'strategies' },
    allocationStrategyNo: { kind: 'text', ref: 'allocationStrategy', list: true, section: 'strategies' },
    pickingStrategyNo: { kind: 'text', ref: 'pickingStrategy', list: true, section: 'strategies' },
    waveTemplateNo: { kind: 'text', ref: 'waveTemplate', list: true, section: 'strategies' },
    turnoverStrategyNo: { kind: 'text', ref: 'turnoverStrategy', list: true, section: 'strategies' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: checkApplication,
});
