/** The handheld's receiving counts refuse an impossible expiry date on the device (walk 14-28 #4). */
import { describe, expect, it } from 'vitest';
import { isDate, lotsFault } from './doc-counts.ts';

describe('doc-counts', () => {
  it('should take a calendar date and refuse 2027-13-40, 2027-02-30 and other shapes', () => {
    expect(['2027-06-30', '2028-02-29'].map(isDate)).toEqual([true, true]);
    expect(['2027-13-40', '2027-02-30', '2027-6-30', '30.06.2027', ''].map(isDate)).toEqual([false, false, false, false, false]);
  });

  it('should name an impossible expiry date as the lot fault before the count', () => {
    expect(lotsFault([{ qty: '10', lotNo: 'L1', expiryDate: '2027-13-40' }])).toBe('expiry');
    expect(lotsFault([{ qty: 'x', lotNo: 'L1', expiryDate: '' }])).toBe('bad');
    expect(lotsFault([{ qty: '10', lotNo: 'L1', expiryDate: '2027-06-30' }])).toBeNull();
  });
});
