import { describe, expect, it } from 'vitest';
import { splitByLines } from './build-waves.ts';

const orders = (...counts: number[]) => counts.map((lineCount, i) => ({ orderNo: `N${i + 1}`, lineCount }));
const names = (runs: { orderNo: string }[][]) => runs.map((run) => run.map((o) => o.orderNo));

describe('splitByLines (wave template maxLines)', () => {
  it('should keep one wave without a limit and none without notices', () => {
    expect(names(splitByLines(orders(3, 4, 5), null))).toEqual([['N1', 'N2', 'N3']]);
    expect(splitByLines([], 5)).toEqual([]);
  });

  it('should start a new wave when the next notice would pass the limit, in order', () => {
    expect(names(splitByLines(orders(2, 2, 1, 3, 2), 5))).toEqual([['N1', 'N2', 'N3'], ['N4', 'N5']]);
  });

  it('should put a notice with more lines than the limit into a wave of its own', () => {
    expect(names(splitByLines(orders(1, 7, 1), 5))).toEqual([['N1'], ['N2'], ['N3']]);
  });
});
