import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { balanceRefusal, type Quantities } from './balance-rules.ts';
import type { StockKey } from './move-lines.ts';

const key: StockKey = { orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: 'A-01', itemNo: 'P001', lotNo: '', containerNo: '', stockStatus: 'OK' };
const q = (onHand: string, allocated = '0', frozen = '0'): Quantities => ({ onHand: new Decimal(onHand), allocated: new Decimal(allocated), frozen: new Decimal(frozen) });
const refusal = (before: Quantities, delta: Quantities, allowNegative = false) => {
  const error = balanceRefusal(key, before, delta, allowNegative);
  return error && [error.errorName, error.params];
};

describe('balanceRefusal', () => {
  it('should accept results that keep 0 <= allocated + frozen <= on-hand', () => {
    expect(refusal(q('10', '3', '2'), q('-5'))).toBeUndefined();
    expect(refusal(q('10'), q('0', '6', '4'))).toBeUndefined();
    expect(refusal(q('0.3'), q('-0.1'))).toBeUndefined();
  });

  it('should refuse taking more than is available, with the numbers of the message', () => {
    expect(refusal(q('10', '3', '2'), q('-6'))).toEqual(['INSUFFICIENT_STOCK', { itemNo: 'P001', cellNo: 'A-01', available: '5', requested: '6' }]);
    expect(refusal(q('10', '3', '2'), q('0', '5.5'))).toEqual(['INSUFFICIENT_STOCK', { itemNo: 'P001', cellNo: 'A-01', available: '5', requested: '5.5' }]);
    expect(refusal(q('1'), q('0', '0', '2'))).toEqual(['INSUFFICIENT_STOCK', { itemNo: 'P001', cellNo: 'A-01', available: '1', requested: '2' }]);
  });

  it('should refuse releasing more than is allocated or frozen', () => {
    expect(refusal(q('10', '3'), q('0', '-4'))).toEqual(['INSUFFICIENT_ALLOCATED', { itemNo: 'P001', cellNo: 'A-01', allocated: '3', requested: '4' }]);
    expect(refusal(q('10', '0', '1'), q('0', '0', '-1.5'))).toEqual(['INSUFFICIENT_FROZEN', { itemNo: 'P001', cellNo: 'A-01', frozen: '1', requested: '1.5' }]);
  });

  it('should let on-hand go negative only where allowed and only with nothing allocated or frozen', () => {
    expect(refusal(q('1'), q('-3'), true)).toBeUndefined();
    expect(refusal(q('-2'), q('0', '1'), true)?.[0]).toBe('INSUFFICIENT_STOCK');
    expect(refusal(q('5', '1'), q('-5'), true)?.[0]).toBe('INSUFFICIENT_STOCK');
    expect(refusal(q('1'), q('-3'), false)?.[0]).toBe('INSUFFICIENT_STOCK');
  });
});
