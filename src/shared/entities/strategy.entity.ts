/**
 * The five strategy lists of Base.Strategy (spec console §2): listing (putaway), allocation,
 * picking, wave-template and turnover. Each row is a numbered strategy with ordered rule lines
 * (`ruleLines`, JSON text checked against the kind's vocabulary in src/shared/strategies.ts and
 * edited with the rule-line editor) and, for wave templates, the wave size limits. Strategies are
 * shared by every organisation; strategy-application binds them to a scope.
 */
import type { FieldIssue } from '../errors.ts';
import { defineEntity, type EntityDef, type EntityName, type FieldDef } from '../entity.ts';
import { callNames } from './call-names.ts';
import { RULE_LINES_TEXT_MAX, ruleLinesCheck, type StrategyKind } from '../strategies.ts';

type StrategySpec = {
  name: EntityName;
  kind: StrategyKind;
  table: string;
  menuNo: string;
  route: string;
  /** Lower-case noun of the wire names: getbm{noun}listbyparams, addbm{noun}, … */
  noun: string;
  service: string;
  /** Key and title fields; strategyNo and strategyName unless named otherwise (wave templates). */
  keyField?: string;
  titleField?: string;
  extra?: Record<string, FieldDef>;
  /** Checks of the extra fields, after the rule lines'. */
  check?: (values: Record<string, unknown>) => FieldIssue[];
};

function strategyEntity(spec: StrategySpec): EntityDef {
  const { keyField = 'strategyNo', titleField = 'strategyName' } = spec;
  return defineEntity({
    name: spec.name,
    table: spec.table,
    menuNo: spec.menuNo,
    route: spec.route,
    calls: callNames('bm', spec.noun, spec.service),
    keyField,
    titleField,
    scope: 'none',
    physicalDelete: false,
    fields: {
      [keyField]: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
      [titleField]: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
      ...spec.extra,
      ruleLines: { kind: 'text', required: true, max: RULE_LINES_TEXT_MAX, widget: { name: 'ruleLines', param: spec.kind }, section: 'strategyRules' },
      statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
      remark: { kind: 'text', section: 'other' },
    },
    check: (values) => [...ruleLinesCheck(spec.kind)(values), ...(spec.check?.(values) ?? [])],
  });
}

export const putawayStrategyEntity = strategyEntity({
  name: 'putawayStrategy', kind: 'putaway', table: 'bm_putaway_strategy', menuNo: '100701', route: 'listing',
  noun: 'putawaystrategy', service: 'IBmPutawayStrategyService',
});

export const allocationStrategyEntity = strategyEntity({
  name: 'allocationStrategy', kind: 'allocation', table: 'bm_allocation_strategy', menuNo: '100702', route: 'allocation',
  noun: 'allocationstrategy', service: 'IBmAllocationStrategyService',
  extra: { allowPartial: { kind: 'bool', default: true, list: true, section: 'basic' } },
});

export const pickingStrategyEntity = strategyEntity({
  name: 'pickingStrategy', kind: 'picking', table: 'bm_picking_strategy', menuNo: '100703', route: 'picking',
  noun: 'pickingstrategy', service: 'IBmPickingStrategyService',
});

export const waveTemplateEntity = strategyEntity({
  name: 'waveTemplate', kind: 'wave', table: 'bm_wave_template', menuNo: '100704', route: 'wave-template',
  noun: 'wavetemplate', service: 'IBmWaveTemplateService', keyField: 'waveTemplateNo', titleField: 'waveTemplateName',
  extra: {
    maxOrders: { kind: 'int', list: true, section: 'basic' },
    maxLines: { kind: 'int', list: true, section: 'basic' },
  },
  // Empty means no limit; a limit is at least 1.
  check: (values) => (['maxOrders', 'maxLines'] as const).filter((f) => typeof values[f] === 'number' && (values[f] as number) < 1).map((field) => ({ field, message: 'validation.positive' })),
});

export const turnoverStrategyEntity = strategyEntity({
  name: 'turnoverStrategy', kind: 'turnover', table: 'bm_turnover_strategy', menuNo: '100705', route: 'turnover',
  noun: 'turnoverstrategy', service: 'IBmTurnoverStrategyService',
});
