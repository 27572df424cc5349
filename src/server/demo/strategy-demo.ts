/**
 * The default strategy set of the demo (Base.Strategy): nearest-empty putaway that respects the
 * mixing rules and capacities, FIFO allocation (FEFO for dairy products), picking by pick sequence,
 * a wave template by customer with a 14:00 cut-off, rotation by receipt time, and the strategy
 * applications binding them to Northwind (dairy, item group C004, has its own allocation).
 * Rows go through the import path like the rest of the demo.
 */
import type { EntityName } from '../../shared/entity.ts';
import type { RuleLine } from '../../shared/strategies.ts';

type Rows = Record<string, unknown>[];

const lines = (...rules: RuleLine[]) => JSON.stringify(rules);

export function strategyDemoRows(orgNo: string): [EntityName, Rows][] {
  return [
    ['putawayStrategy', [
      { strategyNo: 'PUT-NEAREST', strategyName: 'Nearest empty cell', ruleLines: lines({ rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }) },
      { strategyNo: 'PUT-STORAGE', strategyName: 'Storage zones, fixed cell first', ruleLines: lines({ rule: 'zone', param: 'SEA-STO' }, { rule: 'zone', param: 'LDN-STO' }, { rule: 'fixedCell' }, { rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }) },
    ]],
    ['allocationStrategy', [
      { strategyNo: 'ALLOC-FIFO', strategyName: 'First in, first out', ruleLines: lines({ rule: 'fifo' }) },
      { strategyNo: 'ALLOC-FEFO', strategyName: 'First expired first, clear small quantities', ruleLines: lines({ rule: 'fefo' }, { rule: 'clearSmallFirst' }) },
      { strategyNo: 'ALLOC-PICKZONE', strategyName: 'Picking zone first, fewest cells', ruleLines: lines({ rule: 'byZone', param: 'SEA-PCK' }, { rule: 'byZone', param: 'LDN-PCK' }, { rule: 'fewestCells' }) },
    ]],
    ['pickingStrategy', [
      { strategyNo: 'PICK-SEQ', strategyName: 'By pick sequence', ruleLines: lines({ rule: 'outSequence' }) },
      { strategyNo: 'PICK-SERPENTINE', strategyName: 'Full containers, then serpentine path', ruleLines: lines({ rule: 'fullContainerFirst' }, { rule: 'serpentine' }) },
    ]],
    ['waveTemplate', [
      { waveTemplateNo: 'WAVE-CUST', waveTemplateName: 'By customer, 14:00 cut-off', maxOrders: 20, maxLines: 200, ruleLines: lines({ rule: 'customer' }, { rule: 'cutOffTime', param: '14:00' }) },
      { waveTemplateNo: 'WAVE-CARRIER', waveTemplateName: 'By carrier and route', maxOrders: 50, ruleLines: lines({ rule: 'carrier' }, { rule: 'route' }) },
    ]],
    ['turnoverStrategy', [
      { strategyNo: 'TURN-RECEIPT', strategyName: 'Oldest receipt first', ruleLines: lines({ rule: 'receivedAt', order: 'asc' }) },
      { strategyNo: 'TURN-EXPIRY', strategyName: 'Earliest expiry, then lot', ruleLines: lines({ rule: 'expiryDate', order: 'asc' }, { rule: 'lotNo', order: 'asc' }) },
    ]],
    ['strategyApplication', [
      {
        applicationNo: 'APP-NWT', applicationName: 'Northwind default', orgNo, priority: 50, putawayStrategyNo: 'PUT-NEAREST',
        allocationStrategyNo: 'ALLOC-FIFO', pickingStrategyNo: 'PICK-SEQ', waveTemplateNo: 'WAVE-CUST', turnoverStrategyNo: 'TURN-RECEIPT',
      },
      { applicationNo: 'APP-NWT-DAIRY', applicationName: 'Dairy products: FEFO', orgNo, groupNo: 'C004', priority: 10, allocationStrategyNo: 'ALLOC-FEFO', turnoverStrategyNo: 'TURN-EXPIRY' },
      { applicationNo: 'APP-SEA-STORAGE', applicationName: 'Seattle: storage zone putaway', orgNo, warehouseNo: 'WH-SEA', priority: 20, putawayStrategyNo: 'PUT-STORAGE' },
    ]],
  ];
}
