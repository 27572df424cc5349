import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Quantities } from './balance-rules.ts';
import type { StockKey } from './move-lines.ts';
import { summaryDeltas } from './stock-summary.ts';

const key = (cellNo: string, itemNo = 'P001'): StockKey => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo, itemNo, lotNo: '', containerNo: '', stockStatus: '10' });
const q = (onHand: number, allocated = 0, frozen = 0): Quantities => ({ onHand: new Decimal(onHand), allocated: new Decimal(allocated), frozen: new Decimal(frozen) });
const text = (deltas: ReturnType<typeof summaryDeltas>) => deltas.map((d) => `${d.itemNo} ${d.balances} ${d.onHand.toFixed()} ${d.allocated.toFixed()} ${d.frozen.toFixed()}`);

describe('summaryDeltas', () => {
  it('should count a balance that leaves zero and uncount one that returns to it', () => {
    expect(text(summaryDeltas([{ key: key('A'), before: q(0), after: q(5) }]))).toEqual(['P001 1 5 0 0']);
    expect(text(summaryDeltas([{ key: key('A'), before: q(5, 2), after: q(0) }]))).toEqual(['P001 -1 -5 -2 0']);
  });

  it('should add the balances of one item up and leave out groups that do not change', () => {
    const transfer = summaryDeltas([
      { key: key('A'), before: q(5), after: q(2) },
      { key: key('B'), before: q(0), after: q(3) },
      { key: key('C', 'P002'), before: q(4, 0, 1), after: q(4, 1, 0) },
    ]);
    expect(text(transfer)).toEqual(['P001 1 0 0 0', 'P002 0 0 1 -1']);
    expect(summaryDeltas([{ key: key('A'), before: q(5), after: q(2) }, { key: key('B'), before: q(1), after: q(4) }])).toEqual([]);
  });
});
