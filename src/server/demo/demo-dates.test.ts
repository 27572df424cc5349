import { describe, expect, it } from 'vitest';
import { northwindNotices, shiftDate } from './outbound-demo.ts';
import { purchaseDemoRows } from './purchase-demo.ts';

const TODAY = new Date('2026-11-27T15:00:00Z');
const DAY = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('demo dates relative to today (npm start)', () => {
  it('should date the newest Northwind order today, the open orders within the last four weeks and the history over the months before', () => {
    const notices = northwindNotices(TODAY);
    const billDates = notices.map((n) => String(n.notice.head.billDate));
    expect(billDates.reduce((a, b) => (a > b ? a : b))).toBe('2026-11-27');
    const open = notices.filter((n) => n.isOpen).map((n) => day(String(n.notice.head.billDate)));
    expect(Math.min(...open)).toBeGreaterThanOrEqual(day('2026-11-27') - 28 * DAY);
    expect(billDates.reduce((a, b) => (a < b ? a : b))).toBe(shiftDate('1996-07-04', (day('2026-11-27') - day('1998-05-06')) / DAY));
    const first = notices[0].notice.head;
    expect((day(String(first.requestedDate)) - day(String(first.billDate))) / DAY).toBe(28);
  });

  it("should keep Northwind's own dates without today (the test databases)", () => {
    expect(northwindNotices()[0].notice.head).toMatchObject({ billDate: '1996-07-04', requestedDate: '1996-08-01' });
  });

  it('should expect the demo purchase orders on each of the next seven days', () => {
    const [[, rows]] = purchaseDemoRows(TODAY, true);
    const days = new Set(rows.map((r) => (day(String(r.expectArrivalDate)) - day('2026-11-27')) / DAY));
    expect([...days].every((d) => d >= 0 && d < 7)).toBe(true);
    expect(days.size).toBeGreaterThan(3);
  });
});
