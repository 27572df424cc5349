import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertedQuantity, roundQuantity, ROUNDING_TYPES } from './quantity-rounding.ts';

// A reference with far more significant digits than the operands can need.
const Wide = Decimal.clone({ precision: 200 });
const unit = (roundingType: string, dicimalDigit: number) => ({ roundingType, dicimalDigit });

// Decimal strings with up to 19 integer digits and 8 decimals, signed.
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 19n - 1n }), fc.integer({ min: 0, max: 8 }), fc.bigInt({ min: 0n, max: 10n ** 8n - 1n }))
  .map(([negative, whole, places, fraction]) => `${negative ? '-' : ''}${whole}${places ? `.${String(fraction).padStart(8, '0').slice(0, places)}` : ''}`);
const digits = fc.integer({ min: 0, max: 6 });

describe('roundQuantity', () => {
  it('should round ties by each of the five modes', () => {
    const cases: [string, string[]][] = [
      ['2.5', ['3', '2', '2', '3', '2.5']],
      ['3.5', ['4', '4', '3', '4', '3.5']],
      ['-2.5', ['-3', '-2', '-2', '-2', '-2.5']],
      ['2.4', ['2', '2', '2', '3', '2.4']],
    ];
    for (const [value, expected] of cases) {
      expect(ROUNDING_TYPES.map((type) => roundQuantity(value, unit(type, 0))), value).toEqual(expected);
    }
  });

  it('should keep exactly the unit digits, without binary float errors', () => {
    expect(roundQuantity('0.1', unit('1', 3))).toBe('0.100');
    expect(roundQuantity('1.005', unit('1', 2))).toBe('1.01');
    expect(roundQuantity('1.0049999', unit('1', 2))).toBe('1.00');
    expect(roundQuantity('123456789012345678.1234565', unit('2', 6))).toBe('123456789012345678.123456');
    expect(roundQuantity('-0.4', unit('1', 0))).toBe('0');
  });

  it('should refuse a value that is not a decimal, an unknown mode or digits outside 0 to 6', () => {
    expect(() => roundQuantity('1e3', unit('1', 0))).toThrow(RangeError);
    expect(() => roundQuantity('12', unit('6', 0))).toThrow(RangeError);
    expect(() => roundQuantity('12', unit('1', 7))).toThrow(RangeError);
  });

  it('should stay within one unit of the last digit and keep the mode direction', () => {
    fc.assert(
      fc.property(decimalText, digits, fc.constantFrom('1', '2', '3', '4'), (value, places, type) => {
        const rounded = new Decimal(roundQuantity(value, unit(type, places)));
        const exact = new Decimal(value);
        const step = new Decimal(10).pow(-places);
        expect(rounded.minus(exact).abs().lte(step)).toBe(true);
        expect(rounded.decimalPlaces()).toBeLessThanOrEqual(places);
        if (type === '4') expect(rounded.gte(exact)).toBe(true);
        if (type === '3') expect(rounded.abs().lte(exact.abs())).toBe(true);
        if (type === '1' || type === '2') expect(rounded.minus(exact).abs().lte(step.div(2))).toBe(true);
      }),
    );
  });

  it('should be idempotent and leave values that already fit unchanged', () => {
    fc.assert(
      fc.property(decimalText, digits, fc.constantFrom(...ROUNDING_TYPES), (value, places, type) => {
        const once = roundQuantity(value, unit(type, places));
        expect(roundQuantity(once, unit(type, places))).toBe(once);
        if (type === '5') expect(new Decimal(once).eq(value)).toBe(true);
      }),
    );
  });
});

describe('convertedQuantity', () => {
  it('should divide the first quantity by the conversion value to 2 decimals', () => {
    expect(convertedQuantity('24', '12')).toBe('2.00');
    expect(convertedQuantity('1000', '2.20462')).toBe('453.59');
    expect(convertedQuantity('1', '3')).toBe('0.33');
    expect(convertedQuantity('2', '3')).toBe('0.67');
    expect(() => convertedQuantity('1', '0')).toThrow(RangeError);
  });

  it('should match exact division rounded half up for any operands', () => {
    fc.assert(
      fc.property(decimalText, decimalText.filter((v) => !new Decimal(v).isZero()), (first, value) => {
        const expected = new Wide(first).div(new Wide(value)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
        expect(convertedQuantity(first, value)).toBe(expected);
      }),
    );
  });
});
