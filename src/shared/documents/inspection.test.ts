import { describe, expect, it } from 'vitest';
import { canRecord, checkResult, sampleSize, statusAfterRecord } from './inspection.ts';

describe('inspection rules', () => {
  it('should take results only while initial or in progress, and complete once no line is open', () => {
    expect(['0', '10', '15', '30', '90'].map(canRecord)).toEqual([false, true, true, false, false]);
    expect([statusAfterRecord(2), statusAfterRecord(0)]).toEqual(['15', '30']);
  });

  it('should accept pass, fail and concession adding up to the quantity and refuse anything else', () => {
    expect(checkResult({ passQty: '7', failQty: '2.5', concessionQty: '0.5' }, '10')).toEqual([]);
    expect(checkResult({ passQty: '7', failQty: '2', concessionQty: '0' }, '10.000000')).toEqual([
      { field: 'passQty', message: 'quality.sumMismatch', params: { qty: '10', total: '9' } },
    ]);
    expect(checkResult({ passQty: '-1', failQty: 'x', concessionQty: '11' }, '10').map((i) => i.field)).toEqual(['passQty', 'failQty']);
  });

  it('should sample the rate of the quantity rounded up to whole units, the whole quantity without a rate', () => {
    expect([sampleSize('10', '10'), sampleSize('25', '10'), sampleSize('3', '100'), sampleSize('3', '250'), sampleSize('7.5', null)]).toEqual(['1', '3', '3', '3', '7.5']);
  });
});
