import { describe, expect, it } from 'vitest';
import { groupWave } from './group-wave.ts';
import type { PutawayRule, RuleLine } from '../../shared/strategies.ts';
import { bestCell, rankCells, type CellCandidate, type PutawayRequest } from './rank-cells.ts';

const cell = (cellNo: string, over: Partial<CellCandidate> = {}): CellCandidate => ({ cellNo, zoneNo: 'STO', cellType: '1', contents: [], ...over });
const names = (cells: CellCandidate[]) => cells.map((c) => c.cellNo);
const goods: PutawayRequest = { itemNo: 'P001', lotNo: 'L1', qty: '10' };

describe('rankCells', () => {
  it('should put goods in the nearest empty cell, by coordinates from the dock', () => {
    const cells = [
      cell('far', { cellX: 9, cellY: 9, cellZ: 0 }),
      cell('full', { cellX: 0, cellY: 1, cellZ: 0, contents: [{ itemNo: 'P002', lotNo: 'X', qty: '5' }], isMixSku: true }),
      cell('near', { cellX: 1, cellY: 1, cellZ: 0 }),
    ];
    expect(names(rankCells(cells, [{ rule: 'nearestEmpty' }], { ...goods, origin: { x: 0, y: 0, z: 0 } }))).toEqual(['near', 'far', 'full']);
  });

  it('should use the putaway sequence when cells have no coordinates', () => {
    expect(names(rankCells([cell('b', { cellInSeq: 2 }), cell('a', { cellInSeq: 1 })], [{ rule: 'nearestEmpty' }], goods))).toEqual(['a', 'b']);
  });

  it('should never propose a bad cell', () => {
    expect(names(rankCells([cell('bad', { isBadCell: true }), cell('ok')], [], goods))).toEqual(['ok']);
  });

  it('should keep only the listed zones, in line order', () => {
    const cells = [cell('s', { zoneNo: 'STO' }), cell('p', { zoneNo: 'PCK' }), cell('r', { zoneNo: 'RCV' })];
    expect(names(rankCells(cells, [{ rule: 'zone', param: 'PCK' }, { rule: 'zone', param: 'STO' }], goods))).toEqual(['p', 's']);
  });

  it('should keep only the listed cell types', () => {
    expect(names(rankCells([cell('store', { cellType: '1' }), cell('pick', { cellType: '2' })], [{ rule: 'cellType', param: '2' }], goods))).toEqual(['pick']);
  });

  it('should respect the mixing rules of a cell', () => {
    const other = { itemNo: 'P002', lotNo: 'X', qty: '1' };
    const sameOtherLot = { itemNo: 'P001', lotNo: 'L0', qty: '1' };
    const cells = [
      cell('no-mix', { contents: [other] }),
      cell('mix-sku', { contents: [other], isMixSku: true }),
      cell('lot-no-mix', { contents: [sameOtherLot] }),
      cell('lot-mix', { contents: [sameOtherLot], isMixLot: true }),
      cell('same', { contents: [{ itemNo: 'P001', lotNo: 'L1', qty: '3' }] }),
    ];
    expect(names(rankCells(cells, [{ rule: 'mixRules' }], goods)).sort()).toEqual(['lot-mix', 'mix-sku', 'same']);
  });

  it('should refuse cells whose quantity or weight limit the goods would pass', () => {
    const cells = [
      cell('qty-full', { maxQty: '12', contents: [{ itemNo: 'P001', lotNo: 'L1', qty: '3' }] }),
      cell('qty-ok', { maxQty: '13', contents: [{ itemNo: 'P001', lotNo: 'L1', qty: '3' }] }),
      cell('heavy', { maxWeight: '20', weight: '15' }),
      cell('light', { maxWeight: '20', weight: '14.5' }),
    ];
    expect(names(rankCells(cells, [{ rule: 'capacity' }], { ...goods, unitWeight: '0.55' }))).toEqual(['light', 'qty-ok']);
  });

  it('should put the fixed cell first: the line param, else the item inbound cell', () => {
    const cells = [cell('A', { cellInSeq: 1 }), cell('B', { cellInSeq: 2 }), cell('C', { cellInSeq: 3 })];
    expect(names(rankCells(cells, [{ rule: 'fixedCell', param: 'C' }], goods))[0]).toBe('C');
    expect(names(rankCells(cells, [{ rule: 'fixedCell' }], { ...goods, inCellNo: 'B' }))[0]).toBe('B');
  });
});

describe('groupWave', () => {
  const orders = [
    { orderNo: 'O1', customerNo: 'ALFKI', carrierNo: 'UPS', dueAt: '2026-11-22T09:00:00' },
    { orderNo: 'O2', customerNo: 'BONAP', carrierNo: 'UPS', dueAt: '2026-11-22T08:00:00' },
    { orderNo: 'O3', customerNo: 'ALFKI', carrierNo: 'DHL', dueAt: '2026-11-22T15:00:00' },
    { orderNo: 'O4', customerNo: 'ALFKI', carrierNo: 'UPS', dueAt: '2026-11-22T16:00:00' },
  ];

  it('should group orders by customer, earliest group first', () => {
    const waves = groupWave(orders, [{ rule: 'customer' }]);
    expect(waves.map((w) => [w.key.customerNo, w.orders.map((o) => o.orderNo)])).toEqual([['BONAP', ['O2']], ['ALFKI', ['O1', 'O3', 'O4']]]);
  });

  it('should split by carrier and cut-off time, and by the template maximum', () => {
    const waves = groupWave(orders, [{ rule: 'carrier' }, { rule: 'cutOffTime', param: '12:00' }], 1);
    expect(waves.map((w) => w.orders.map((o) => o.orderNo))).toEqual([['O2'], ['O1'], ['O3'], ['O4']]);
    expect(groupWave(orders, [{ rule: 'carrier' }, { rule: 'cutOffTime', param: '12:00' }]).map((w) => w.orders.length)).toEqual([2, 1, 1]);
  });
});

describe('bestCell', () => {
  it('should answer the first cell of rankCells, or none when no cell passes', () => {
    const cells: CellCandidate[] = Array.from({ length: 40 }, (_, i) => ({
      cellNo: `C${String(39 - i).padStart(2, '0')}`, zoneNo: i % 3 ? 'STO' : 'PCK', cellInSeq: i % 7 ? i : null, cellX: i % 5, cellY: i % 4,
      maxQty: i % 2 ? '10' : null, contents: i % 4 === 0 ? [{ itemNo: i % 8 ? 'A' : 'B', lotNo: '', qty: '6' }] : [],
    }));
    const rules: RuleLine<PutawayRule>[][] = [
      [{ rule: 'mixRules' }, { rule: 'capacity' }, { rule: 'nearestEmpty' }],
      [{ rule: 'zone', param: 'PCK' }, { rule: 'zone', param: 'STO' }, { rule: 'fixedCell', param: 'C07' }, { rule: 'mixRules' }],
      [{ rule: 'capacity' }],
    ];
    for (const lines of rules) {
      for (const request of [{ itemNo: 'A', lotNo: '', qty: '5', origin: { x: 2, y: 2, z: 1 } }, { itemNo: 'B', lotNo: 'L', qty: '11' }]) {
        expect(bestCell(cells, lines, request)?.cellNo).toBe(rankCells(cells, lines, request)[0]?.cellNo);
      }
    }
    expect(bestCell(cells, [{ rule: 'zone', param: 'NONE' }], { itemNo: 'A', lotNo: '', qty: '1' })).toBeUndefined();
  });
});
