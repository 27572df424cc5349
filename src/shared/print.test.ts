import { describe, expect, it } from 'vitest';
import { cellEntity } from './entities/cell.entity.ts';
import { containerEntity } from './entities/container.entity.ts';
import { canPrintTogether, isPrintSuccessText, labelPrintCallOf, PRINT_PAGE_SOURCES, printResultText } from './print.ts';

describe('print dialog rules (spec console §5)', () => {
  it('should refuse no rows, and rows of different organisation and customer combinations', () => {
    expect(canPrintTogether([])).toBe(false);
    expect(canPrintTogether([{ orgNo: 'A', customerNo: 'C1' }, { orgNo: 'A', customerNo: 'C2' }])).toBe(false);
    expect(canPrintTogether([{ orgNo: 'A' }, { orgNo: 'B' }])).toBe(false);
  });

  it('should allow rows of one combination, a missing customer counting as one value', () => {
    expect(canPrintTogether([{ orgNo: 'A', customerNo: null }, { orgNo: 'A' }])).toBe(true);
    expect(canPrintTogether([{ orgNo: 'A', customerNo: 'C1' }, { orgNo: 'A', customerNo: 'C1' }])).toBe(true);
  });
});

describe('print result texts (spec console §7 real time)', () => {
  it("should mark each printed key with '√' on its own line, and nothing printed as checkFailed", () => {
    expect(printResultText(['L1', 'L2'])).toBe('√L1\n√L2');
    expect(printResultText([])).toBe('checkFailed');
  });

  it("should read checkSuccess and lines starting with '$' or '√' as success", () => {
    expect(isPrintSuccessText('checkSuccess')).toBe(true);
    expect(isPrintSuccessText('$L1\n√L2')).toBe(true);
    expect(isPrintSuccessText('checkFailed')).toBe(false);
    expect(isPrintSuccessText('√L1\nerror')).toBe(false);
  });
});

describe('named label prints (spec console §7 boxprint, printbmcell)', () => {
  it("should send the container and cell pages' prints to boxprint and printbmcell, every other page to IReportPrintService/print", () => {
    const pages = (entity: string) => Object.entries(PRINT_PAGE_SOURCES).filter(([, source]) => source === entity).map(([menuNo]) => menuNo);
    for (const menuNo of [containerEntity.menuNo, ...pages('container')]) expect(labelPrintCallOf(menuNo)).toMatchObject({ service: 'IBmContainerService', method: 'boxprint' });
    for (const menuNo of [cellEntity.menuNo, ...pages('cell')]) expect(labelPrintCallOf(menuNo)).toMatchObject({ service: 'IBmCellService', method: 'printbmcell' });
    expect(labelPrintCallOf('100401')).toBeUndefined();
  });
});
