/** Strategies in force (strategy/effective.ts; workflows §4 "not effective"). */
import { describe, expect, it } from 'vitest';
import { assertStrategiesEffective, inForce } from './effective.ts';

describe('strategies in force', () => {
  it('should refuse the first disabled strategy named and pass strategies not named', () => {
    expect(() => assertStrategiesEffective([{ strategyNo: 'A', statusCode: 1 }, { strategyNo: '', statusCode: null }])).not.toThrow();
    expect(() => assertStrategiesEffective([{ strategyNo: 'A', statusCode: 1 }, { strategyNo: 'B', statusCode: 0 }])).toThrow(expect.objectContaining({ errorName: 'RULE_NOT_EFFECTIVE', params: { ruleNo: 'B' } }));
  });

  it('should keep only the applications whose named strategies are all in force', () => {
    const app = (no: string, statusCode: number | null) => ({ no, strategies: [{ strategyNo: 'S', statusCode: 1 }, { strategyNo: statusCode === null ? '' : 'T', statusCode }] });
    expect(inForce([app('a', 1), app('b', 0), app('c', null)]).map((a) => a.no)).toEqual(['a', 'c']);
  });
});
