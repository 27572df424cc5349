/** The counted receipt's input refuses an impossible expiry date as a field issue of that line (walk 14-28 #4). */
import { describe, expect, it } from 'vitest';
import { countedReceiptInput } from './counted-receipt.ts';

const input = (expiryDate: string) => ({ docNo: 'ARV1', version: 1, lines: [{ lineNo: 1, qty: '10', expiryDate }] });

describe('countedReceiptInput', () => {
  it('should refuse 2027-13-40 and 2027-02-30 naming lines.0.expiryDate, and take 2027-06-30', () => {
    for (const bad of ['2027-13-40', '2027-02-30', '30.06.2027']) {
      const result = countedReceiptInput.safeParse(input(bad));
      expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['lines.0.expiryDate', 'validation.date']]);
    }
    expect(countedReceiptInput.safeParse(input('2027-06-30')).success).toBe(true);
  });
});
