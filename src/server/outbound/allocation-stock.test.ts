import { describe, expect, it } from 'vitest';
import { planAllocation, type StockCandidate } from '../strategy/rank-stock.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import { allocationRules, expiryOf, sellable, type ShelfLife } from './allocation-stock.ts';

const DAIRY: ShelfLife = { manages: true, shelflife: 30, unit: 'D', outShelflife: 10 };
const row = (key: string, receivedAt: string, over: Partial<StockCandidate> = {}): StockCandidate => ({
  key, cellNo: `C-${key}`, zoneNo: 'SEA-STO', lotNo: '', available: '5', receivedAt, expiryDate: expiryOf(receivedAt, DAIRY), ...over,
});

describe('shelf life at shipment', () => {
  it('should date expiry from the receipt day by the item shelf life in its unit, none for items without', () => {
    expect(expiryOf('2026-01-31T17:00:00.000Z', DAIRY)).toBe('2026-03-02');
    expect(expiryOf('2026-01-31T17:00:00.000Z', { ...DAIRY, shelflife: 1, unit: 'M' })).toBe('2026-03-03');
    expect(expiryOf('2026-01-31T17:00:00.000Z', { ...DAIRY, shelflife: 2, unit: 'Y' })).toBe('2028-01-31');
    expect(expiryOf('2026-01-31', { ...DAIRY, manages: false })).toBeNull();
  });

  it('should never ship expired stock nor stock with less than the minimum remaining shelf life', () => {
    const stock = [
      row('expired', '2026-10-01'), // expires 2026-10-31
      row('today', '2026-10-26'), // expires 2026-11-25: not sellable on its expiry day
      row('short', '2026-11-01'), // expires 2026-12-01: 6 days left < 10
      row('edge', '2026-11-05'), // expires 2026-12-05: exactly 10 days left
      row('fresh', '2026-11-20'),
      row('undated', '2026-01-01', { expiryDate: null }),
    ];
    expect(sellable(stock, DAIRY, '2026-11-25').map((r) => r.key)).toEqual(['edge', 'fresh', 'undated']);
  });

  it('should take the earliest sellable expiry first with FEFO, skipping what is too short-lived', () => {
    const stock = sellable([row('short', '2026-11-01'), row('late', '2026-11-20'), row('soon', '2026-11-10')], DAIRY, '2026-11-25');
    const { picks, shortfall } = planAllocation(stock, [{ rule: 'fefo' }], { qty: '7' });
    expect(picks.map((p) => [p.row.key, p.qty])).toEqual([['soon', '5'], ['late', '2']]);
    expect(shortfall).toBe('0');
  });
});

describe('the allocation strategy of a notice line', () => {
  const head = { id: 1, version: 0, orgNo: 'NWT', warehouseNo: 'WH-SEA', statusCode: '10', customerNo: 'ALFKI' } as DocHead;
  const app = (over: Record<string, unknown>, ruleLines: string) => ({
    orgNo: 'NWT', warehouseNo: null, customerNo: null, groupNo: null, priority: 50, statusCode: 1, ruleLines, turnoverLines: '', strategies: [], ...over,
  });
  const apps = [
    app({}, '[{"rule":"fifo"}]'),
    app({ groupNo: 'C004', priority: 10 }, '[{"rule":"fefo"}]'),
    app({ customerNo: 'ALFKI', warehouseNo: 'WH-SEA' }, '[{"rule":"byZone","param":"SEA-PCK"},{"rule":"lifo"}]'),
  ];

  it('should take the most specific application for warehouse, customer and item group', () => {
    expect(allocationRules(apps, head, 'C004').allocation).toEqual([{ rule: 'byZone', param: 'SEA-PCK' }, { rule: 'lifo' }]);
    expect(allocationRules(apps, { ...head, customerNo: 'BONAP' }, 'C004').allocation).toEqual([{ rule: 'fefo' }]);
    expect(allocationRules(apps, { ...head, customerNo: 'BONAP' }, 'C001').allocation).toEqual([{ rule: 'fifo' }]);
  });

  it('should allocate first in, first out when no application names an allocation strategy', () => {
    expect(allocationRules([], head, null)).toEqual({ allocation: [{ rule: 'fifo' }], turnover: [] });
  });
});
