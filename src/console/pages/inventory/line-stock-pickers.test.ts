import { describe, expect, it } from 'vitest';
import { STOCK_CHECK } from '../../../shared/documents/stock-check.ts';
import { ADJUSTMENT } from '../../../shared/documents/adjustment.ts';
import { clearStockPicks, stockOption, stockPickerOf } from './line-stock-pickers.ts';

const t = (key: string, params?: Record<string, unknown>) => `${key}:${params?.count}`;

describe('line stock pickers', () => {
  it('should pick the cell of a cell scope and the item of an item scope from stock', () => {
    const { cellNo, itemNo, zoneNo } = STOCK_CHECK.lineFields;
    expect([1, 2, 3, 4].map((scope) => stockPickerOf(cellNo, { checkScopeNo: String(scope) }))).toEqual([undefined, undefined, 'cell', undefined]);
    expect([1, 2, 3, 4].map((scope) => stockPickerOf(itemNo, { checkScopeNo: String(scope) }))).toEqual([undefined, undefined, undefined, 'item']);
    expect(stockPickerOf(zoneNo, { checkScopeNo: '2' })).toBeUndefined();
    expect(Object.values(ADJUSTMENT.lineFields).map((def) => stockPickerOf(def, { checkScopeNo: '3' }))).toEqual(Object.values(ADJUSTMENT.lineFields).map(() => undefined));
  });

  it('should clear the stock-picked values when the warehouse or organisation changes', () => {
    const lines = [{ cellNo: 'A-01', itemNo: 'P001', remark: 'x' }, { cellNo: 'A-02' }];
    const header = { orgNo: 'NWT', warehouseNo: 'WH-LON', checkScopeNo: '3' };
    expect(clearStockPicks(STOCK_CHECK, lines, { warehouseNo: 'WH-LON' }, header)).toEqual([{ cellNo: null, itemNo: 'P001', remark: 'x' }, { cellNo: null }]);
    expect(clearStockPicks(STOCK_CHECK, lines, { orgNo: 'NWT' }, { ...header, checkScopeNo: '4' })).toEqual([{ cellNo: 'A-01', itemNo: null, remark: 'x' }, { cellNo: 'A-02', itemNo: null }]);
    expect(clearStockPicks(STOCK_CHECK, lines, { remark: 'y' }, header)).toBe(lines);
    expect(clearStockPicks(STOCK_CHECK, lines, { warehouseNo: 'WH-LON' }, { ...header, checkScopeNo: '2' })).toBe(lines);
    expect(clearStockPicks(ADJUSTMENT, lines, { warehouseNo: 'WH-LON' }, header)).toBe(lines);
  });

  it('should label a cell with its item count and an item with its name and cell count', () => {
    expect(stockOption('cell', { cellNo: 'A-01', itemCount: 2 }, t)).toEqual({ value: 'A-01', label: 'A-01 - stock.stockPicker.itemCount:2' });
    expect(stockOption('item', { itemNo: 'P005', itemName: 'Chai', cellCount: 3 }, t)).toEqual({ value: 'P005', label: 'P005 - Chai - stock.stockPicker.cellCount:3' });
  });
});
