import { describe, expect, it } from 'vitest';
import { problemField, REPORTS, reportConditionProblem } from './reports.ts';

const abc = REPORTS.inventoryAbc;
const range = (periodFrom: string, periodTo: string) => reportConditionProblem(abc, { orgNo: 'NWT', periodFrom, periodTo });

describe('reportConditionProblem (workflows §5)', () => {
  it('should accept a range of up to a year that crosses the year into an earlier month', () => {
    expect(range('2025-03-01', '2026-02-28')).toBeUndefined();
    expect(range('2025-01-01', '2025-12-31')).toBeUndefined();
    expect(range('2026-05-01', '2026-05-01')).toBeUndefined();
  });

  it('should refuse a range crossing the year into the same month, and one over a year', () => {
    expect(range('2025-03-01', '2026-03-01')).toBe('RANGE_TOO_LARGE');
    expect(range('2025-03-31', '2026-03-01')).toBe('RANGE_TOO_LARGE');
    expect(range('2024-01-01', '2026-01-01')).toBe('RANGE_TOO_LARGE');
  });

  it('should refuse a start after the end and an unreadable date', () => {
    expect(range('2026-05-02', '2026-05-01')).toBe('REPORT_START_AFTER_END');
    expect(range('2026-02-30', '2026-05-01')).toBe('VALIDATION_FAILED');
  });

  it('should require a narrowing field, and a range unless an item or lot identifies the search', () => {
    expect(reportConditionProblem(REPORTS.stockAge, { itemNo: ' ' })).toBe('REPORT_NARROWING_REQUIRED');
    expect(reportConditionProblem(REPORTS.stockAge, { groupNo: 'C001' })).toBeUndefined();
    expect(reportConditionProblem(abc, { warehouseNo: 'WH-SEA' })).toBe('REPORT_RANGE_REQUIRED');
    expect(reportConditionProblem(abc, { warehouseNo: 'WH-SEA', periodTo: '2026-05-01' })).toBe('REPORT_RANGE_REQUIRED');
    expect(reportConditionProblem(abc, { lotNo: 'L1' })).toBeUndefined();
    expect(reportConditionProblem(REPORTS.barcodeResume, { orgNo: 'NWT' })).toBe('REPORT_BARCODE_REQUIRED');
  });
});

describe('problemField', () => {
  it('should name the field a refused search lacks: the barcode, the first narrowing field, the period', () => {
    expect(problemField(REPORTS.barcodeResume, 'REPORT_BARCODE_REQUIRED')).toBe('barcode');
    expect(problemField(REPORTS.inventoryAbc, 'REPORT_NARROWING_REQUIRED')).toBe('orgNo');
    expect(problemField(REPORTS.inventoryAbc, 'REPORT_RANGE_REQUIRED')).toBe('period');
    expect(problemField(REPORTS.stockAge, 'REPORT_RANGE_REQUIRED')).toBeUndefined();
  });
});
