import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../rpc/app-error.ts';
import { keyText, lineEntries, reversedEntries, type MoveLine, type StockKey } from './move-lines.ts';

const key = (overrides: Partial<StockKey> = {}): StockKey => ({ orgNo: 'NWT', warehouseNo: 'WH-SEA', cellNo: 'A-01', itemNo: 'P001', lotNo: '', containerNo: '', stockStatus: 'OK', ...overrides });
const sum = (values: string[]) => values.reduce((total, v) => total.add(v), new Decimal(0)).toFixed();

describe('lineEntries', () => {
  it('should book each action from one location to another', () => {
    const at = key();
    const to = key({ cellNo: 'B-02' });
    const summary = (line: MoveLine) => lineEntries(line).map((e) => [e.usage, e.key.cellNo, e.onHand, e.allocated, e.frozen]);
    expect(summary({ lineNo: 1, action: 'receive', to: at, quantity: '2.5' })).toEqual([['supplier', 'A-01', '-2.5', '0', '0'], ['internal', 'A-01', '2.5', '0', '0']]);
    expect(summary({ lineNo: 1, action: 'issue', from: at, quantity: '1' })).toEqual([['internal', 'A-01', '-1', '0', '0'], ['customer', 'A-01', '1', '0', '0']]);
    expect(summary({ lineNo: 1, action: 'transfer', from: at, to, quantity: '3' })).toEqual([['internal', 'A-01', '-3', '0', '0'], ['internal', 'B-02', '3', '0', '0']]);
    expect(summary({ lineNo: 1, action: 'adjust', at, quantity: '-4' })).toEqual([['inventory', 'A-01', '4', '0', '0'], ['internal', 'A-01', '-4', '0', '0']]);
    expect(summary({ lineNo: 1, action: 'allocate', at, quantity: '5' })).toEqual([['internal', 'A-01', '0', '5', '0']]);
    expect(summary({ lineNo: 1, action: 'unallocate', at, quantity: '5' })).toEqual([['internal', 'A-01', '0', '-5', '0']]);
    expect(summary({ lineNo: 1, action: 'freeze', at, quantity: '6' })).toEqual([['internal', 'A-01', '0', '0', '6']]);
    expect(summary({ lineNo: 1, action: 'unfreeze', at, quantity: '6' })).toEqual([['internal', 'A-01', '0', '0', '-6']]);
  });

  it('should balance every line to zero on-hand, exactly, for any decimal quantity', () => {
    const quantity = fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 14n - 1n }), fc.integer({ min: 0, max: 6 })).map(([n, scale]) => new Decimal(n.toString()).div(10 ** scale).toFixed());
    const action = fc.constantFrom('receive', 'issue', 'transfer', 'adjust', 'allocate', 'unallocate', 'freeze', 'unfreeze');
    fc.assert(fc.property(action, quantity, (a, q) => {
      const at = key();
      const line = (a === 'receive' ? { lineNo: 1, action: a, to: at, quantity: q }
        : a === 'issue' ? { lineNo: 1, action: a, from: at, quantity: q }
        : a === 'transfer' ? { lineNo: 1, action: a, from: at, to: key({ cellNo: 'B' }), quantity: q }
        : { lineNo: 1, action: a, at, quantity: q }) as MoveLine;
      const entries = lineEntries(line);
      expect(sum(entries.map((e) => e.onHand))).toBe('0');
      expect(entries.some((e) => [e.onHand, e.allocated, e.frozen].some((v) => new Decimal(v).eq(q) || new Decimal(v).eq(new Decimal(q).neg())))).toBe(true);
    }));
  });

  it('should refuse quantities that are not positive decimals with at most 6 places, and cross-item transfers', () => {
    for (const quantity of ['0', '-1', '0.0000001', '1e3', '', ' 1', '1,5', '123456789012345']) {
      expect(() => lineEntries({ lineNo: 3, action: 'issue', from: key(), quantity })).toThrow(AppError);
    }
    expect(() => lineEntries({ lineNo: 1, action: 'adjust', at: key(), quantity: '0' })).toThrow(AppError);
    expect(lineEntries({ lineNo: 1, action: 'adjust', at: key(), quantity: '-0.000001' })[1].onHand).toBe('-0.000001');
    expect(() => lineEntries({ lineNo: 1, action: 'transfer', from: key(), to: key({ itemNo: 'P002' }), quantity: '1' })).toThrow(AppError);
    expect(() => lineEntries({ lineNo: 1, action: 'transfer', from: key(), to: key({ orgNo: 'OTHER' }), quantity: '1' })).toThrow(AppError);
  });
});

describe('reversedEntries', () => {
  it('should negate every delta and name the row it reverses', () => {
    const entries = lineEntries({ lineNo: 1, action: 'transfer', from: key(), to: key({ cellNo: 'B' }), quantity: '1.25' }).map((e, i) => ({ ...e, id: 10 + i }));
    expect(reversedEntries(entries).map((e) => [e.key.cellNo, e.onHand, e.reversesId])).toEqual([['A-01', '1.25', 10], ['B', '-1.25', 11]]);
  });
});

describe('keyText', () => {
  it('should tell keys apart that differ in any part, even when joined parts would collide', () => {
    expect(keyText(key({ cellNo: 'A', itemNo: 'BC' }))).not.toBe(keyText(key({ cellNo: 'AB', itemNo: 'C' })));
    expect(keyText(key({ lotNo: 'L1' }))).not.toBe(keyText(key({ containerNo: 'L1' })));
    expect(keyText(key())).toBe(keyText(key()));
  });
});
