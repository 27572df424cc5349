import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planAllocation, rankStock, type StockCandidate } from './rank-stock.ts';

const row = (key: string, over: Partial<StockCandidate> = {}): StockCandidate => ({
  key, cellNo: `C-${key}`, zoneNo: 'STO', lotNo: `L-${key}`, available: '10', receivedAt: '2026-01-01', ...over,
});
const keys = (rows: StockCandidate[]) => rows.map((r) => r.key);

describe('rankStock', () => {
  const stock = [
    row('a', { receivedAt: '2026-03-01', expiryDate: '2026-12-01' }),
    row('b', { receivedAt: '2026-01-01', expiryDate: '2027-06-01' }),
    row('c', { receivedAt: '2026-02-01', expiryDate: null }),
  ];

  it('should take the oldest receipt first with FIFO and the newest with LIFO', () => {
    expect(keys(rankStock(stock, [{ rule: 'fifo' }], { qty: '5' }))).toEqual(['b', 'c', 'a']);
    expect(keys(rankStock(stock, [{ rule: 'lifo' }], { qty: '5' }))).toEqual(['a', 'c', 'b']);
  });

  it('should take the earliest expiry first with FEFO and stock without expiry last', () => {
    expect(keys(rankStock(stock, [{ rule: 'fefo' }], { qty: '5' }))).toEqual(['a', 'b', 'c']);
  });

  it('should break an equal expiry by receipt, then cell, then lot', () => {
    const tied = [
      row('late', { expiryDate: '2026-06-30', receivedAt: '2026-02-01', cellNo: 'A' }),
      row('z-cell', { expiryDate: '2026-06-30', receivedAt: '2026-01-01', cellNo: 'Z' }),
      row('a-cell', { expiryDate: '2026-06-30', receivedAt: '2026-01-01', cellNo: 'B', lotNo: 'L2' }),
      row('a-cell-lot1', { expiryDate: '2026-06-30', receivedAt: '2026-01-01', cellNo: 'B', lotNo: 'L1' }),
    ];
    expect(keys(rankStock(tied, [{ rule: 'fefo' }], { qty: '1' }))).toEqual(['a-cell-lot1', 'a-cell', 'z-cell', 'late']);
  });

  it('should let a later line decide what an earlier one leaves tied (FEFO, then clear small first)', () => {
    const tied = [row('big', { expiryDate: '2026-06-30', available: '50' }), row('small', { expiryDate: '2026-06-30', available: '2' })];
    expect(keys(rankStock(tied, [{ rule: 'fefo' }, { rule: 'clearSmallFirst' }], { qty: '1' }))).toEqual(['small', 'big']);
  });

  it('should prefer one row that covers the quantity alone with fewest cells, the smallest of them', () => {
    const rows = [row('s', { available: '3' }), row('m', { available: '8' }), row('l', { available: '40' }), row('x', { available: '5' })];
    expect(keys(rankStock(rows, [{ rule: 'fewestCells' }], { qty: '7' }))).toEqual(['m', 'l', 'x', 's']);
  });

  it('should keep only the requested lot with byLot, else order lots', () => {
    expect(keys(rankStock(stock, [{ rule: 'byLot' }], { qty: '1', lotNo: 'L-c' }))).toEqual(['c']);
    expect(keys(rankStock([row('2', { lotNo: 'B' }), row('1', { lotNo: 'A' })], [{ rule: 'byLot' }], { qty: '1' }))).toEqual(['1', '2']);
  });

  it('should prefer the zones of byZone lines in their order', () => {
    const rows = [row('sto', { zoneNo: 'STO' }), row('pck', { zoneNo: 'PCK' }), row('rcv', { zoneNo: 'RCV' })];
    expect(keys(rankStock(rows, [{ rule: 'byZone', param: 'PCK' }, { rule: 'byZone', param: 'RCV' }], { qty: '1' }))).toEqual(['pck', 'rcv', 'sto']);
  });

  it('should apply turnover lines to what allocation leaves tied', () => {
    const rows = [row('old', { productionDate: '2025-01-01' }), row('new', { productionDate: '2026-01-01' })];
    expect(keys(rankStock(rows, [{ rule: 'fifo' }], { qty: '1' }, [{ rule: 'productionDate', order: 'desc' }]))).toEqual(['new', 'old']);
  });

  it('should never offer a row with nothing available', () => {
    expect(keys(rankStock([row('zero', { available: '0' }), row('one', { available: '0.5' })], [{ rule: 'fifo' }], { qty: '1' }))).toEqual(['one']);
  });

  it('should give the same order whatever order the candidates come in', () => {
    const gen = fc.array(
      fc.record({ receivedAt: fc.constantFrom('2026-01-01', '2026-01-02'), expiryDate: fc.constantFrom(null, '2026-05-01', '2026-06-01'), available: fc.constantFrom('1', '5', '9') }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(fc.property(gen, fc.constantFrom('fifo', 'fefo', 'lifo', 'fewestCells', 'clearSmallFirst'), (specs, rule) => {
      const rows = specs.map((spec, i) => row(String(i), spec));
      const lines = [{ rule: rule as 'fifo' }];
      expect(keys(rankStock([...rows].reverse(), lines, { qty: '6' }))).toEqual(keys(rankStock(rows, lines, { qty: '6' })));
    }));
  });
});

describe('planAllocation', () => {
  it('should take rows in rank order up to the quantity and report the shortfall', () => {
    const rows = [row('a', { available: '4', receivedAt: '2026-01-02' }), row('b', { available: '2.5', receivedAt: '2026-01-01' })];
    const plan = planAllocation(rows, [{ rule: 'fifo' }], { qty: '5' });
    expect(plan.picks.map((p) => [p.row.key, p.qty])).toEqual([['b', '2.5'], ['a', '2.5']]);
    expect(plan.shortfall).toBe('0');
    expect(planAllocation(rows, [{ rule: 'fifo' }], { qty: '10' }).shortfall).toBe('3.5');
  });

  it('should never take more than is available nor more than asked, exactly in decimals', () => {
    const gen = fc.array(fc.integer({ min: 0, max: 1000 }).map((n) => (n / 100).toFixed(2)), { maxLength: 10 });
    fc.assert(fc.property(gen, fc.integer({ min: 1, max: 5000 }), (amounts, asked) => {
      const requested = (asked / 100).toFixed(2);
      const plan = planAllocation(amounts.map((available, i) => row(String(i), { available })), [{ rule: 'fewestCells' }], { qty: requested });
      const taken = plan.picks.reduce((sum, p) => sum + Math.round(Number(p.qty) * 100), 0);
      const total = amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
      expect(taken).toBe(Math.min(asked, total));
      expect(Math.round(Number(plan.shortfall) * 100)).toBe(asked - Math.min(asked, total));
      for (const pick of plan.picks) expect(Number(pick.qty)).toBeLessThanOrEqual(Number(pick.row.available));
    }));
  });
});
