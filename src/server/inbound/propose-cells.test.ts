import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PutawayRule, RuleLine } from '../../shared/strategies.ts';
import { bestCell, type CellCandidate } from '../strategy/rank-cells.ts';
import { proposeCells, type PutawayAsk } from './putaway-cells.ts';

/** The reference: each request's bestCell over all candidates, counting the earlier proposals. */
function sequential(candidates: CellCandidate[], requests: PutawayAsk[]): (string | null)[] {
  const cells = [...candidates];
  return requests.map((request) => {
    const best = bestCell(cells, request.rules, request);
    if (!best) return null;
    cells[cells.indexOf(best)] = { ...best, contents: [...best.contents, { itemNo: request.itemNo, lotNo: request.lotNo, qty: request.qty }] };
    return best.cellNo;
  });
}

const RULE_SETS: RuleLine<PutawayRule>[][] = [
  [{ rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }],
  [{ rule: 'zone', param: 'Z1' }, { rule: 'fixedCell' }, { rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }],
  [{ rule: 'zone', param: 'Z2' }, { rule: 'zone', param: 'Z1' }, { rule: 'capacity' }],
];

const cellArb = fc.record({
  zoneNo: fc.constantFrom('Z1', 'Z2', 'Z3'),
  isMixSku: fc.boolean(),
  isMixLot: fc.boolean(),
  cellInSeq: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  maxQty: fc.option(fc.constantFrom('5', '10', '20'), { nil: null }),
  contents: fc.array(fc.record({ itemNo: fc.constantFrom('A', 'B'), lotNo: fc.constantFrom('', 'L1'), qty: fc.constantFrom('1', '4') }), { maxLength: 2 }),
});
const requestArb = fc.record({
  itemNo: fc.constantFrom('A', 'B', 'C'),
  lotNo: fc.constantFrom('', 'L1', 'L2'),
  qty: fc.constantFrom('1', '3', '8'),
  inCellNo: fc.option(fc.constantFrom('C0', 'C3'), { nil: null }),
  rules: fc.constantFrom(...RULE_SETS),
});

describe('proposeCells', () => {
  it('should propose exactly what bestCell proposes line by line, for any cells and requests', () => {
    fc.assert(fc.property(fc.array(cellArb, { maxLength: 12 }), fc.array(requestArb, { maxLength: 15 }), (cells, requests) => {
      const candidates: CellCandidate[] = cells.map((cell, i) => ({ ...cell, cellNo: `C${i}` }));
      expect(proposeCells(candidates, requests)).toEqual(sequential(candidates, requests));
    }), { numRuns: 300 });
  });
});
