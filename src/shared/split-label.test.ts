import { describe, expect, it } from 'vitest';
import { pieceBarcode, splitQuantities } from './split-label.ts';

describe('split label quantities', () => {
  it('should cut a quantity into pieces of the split quantity, the last holding the rest', () => {
    expect(splitQuantities('25', '10')).toEqual(['10', '10', '5']);
    expect(splitQuantities('30', '10')).toEqual(['10', '10', '10']);
    expect(splitQuantities('1.5', '0.4')).toEqual(['0.4', '0.4', '0.4', '0.3']);
  });

  it('should refuse a split quantity not between 0 and the quantity, and more than 99 pieces', () => {
    expect(splitQuantities('10', '10')).toBeUndefined();
    expect(splitQuantities('10', '0')).toBeUndefined();
    expect(splitQuantities('10', '-1')).toBeUndefined();
    expect(splitQuantities('10', 'x')).toBeUndefined();
    expect(splitQuantities('100', '1')).toBeUndefined();
    expect(splitQuantities('99', '1')).toHaveLength(99);
  });

  it('should number the pieces after the parent barcode', () => {
    expect(pieceBarcode('NWT00000001', 0)).toBe('NWT00000001-01');
    expect(pieceBarcode('NWT00000001', 11)).toBe('NWT00000001-12');
  });
});
