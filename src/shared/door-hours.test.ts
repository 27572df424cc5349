/** Door working hours per weekday in the warehouse's time zone (decision 0812). */
import { describe, expect, it } from 'vitest';
import { isTimeZone, openingHours, parseHours, slotClosed, zonedDateTime, zonedHourMinute } from './door-hours.ts';

const WEEKDAY = { hoursMon: '06:00-22:00', hoursTue: '06:00-22:00', hoursWed: '06:00-22:00', hoursThu: '06:00-22:00', hoursFri: '06:00-22:00', hoursSat: '08:00-12:00', hoursSun: 'closed' };

describe('door hours', () => {
  it('should read empty as open all day, closed, and HH:mm-HH:mm, and refuse anything else', () => {
    expect([parseHours(''), parseHours(null), parseHours('closed'), parseHours('Closed')]).toEqual([null, null, 'closed', 'closed']);
    expect(parseHours('06:00-22:30')).toEqual({ open: 360, close: 1350 });
    expect(parseHours('00:00-24:00')).toEqual({ open: 0, close: 1440 });
    expect(['22:00-06:00', '6:00-22:00', '24:00-24:00', '06:60-07:00', '06:00-24:01', 'mornings'].map(parseHours)).toEqual(Array(6).fill(undefined));
  });

  it('should close a slot outside its weekday hours in the warehouse time zone, not in UTC', () => {
    // Monday 2026-11-30 05:00 in Shanghai is Sunday 21:00 UTC.
    expect(slotClosed(WEEKDAY, Date.parse('2026-11-29T21:00:00Z'), 'Asia/Shanghai')).toBe(true);
    expect(slotClosed(WEEKDAY, Date.parse('2026-11-29T22:00:00Z'), 'Asia/Shanghai')).toBe(false);
    expect(slotClosed(WEEKDAY, Date.parse('2026-11-30T13:00:00Z'), 'Asia/Shanghai')).toBe(false);
    expect(slotClosed(WEEKDAY, Date.parse('2026-11-30T14:00:00Z'), 'Asia/Shanghai')).toBe(true);
    // Saturday 2026-12-05 11:00-12:00 open, 12:00 closed; Sunday closed all day.
    expect(slotClosed(WEEKDAY, Date.parse('2026-12-05T03:00:00Z'), 'Asia/Shanghai')).toBe(false);
    expect(slotClosed(WEEKDAY, Date.parse('2026-12-05T04:00:00Z'), 'Asia/Shanghai')).toBe(true);
    expect(slotClosed(WEEKDAY, Date.parse('2026-12-06T03:00:00Z'), 'Asia/Shanghai')).toBe(true);
    expect(slotClosed({}, Date.parse('2026-12-06T03:00:00Z'), 'Asia/Shanghai')).toBe(false);
  });

  it('should validate IANA zone names and show a slot time in the zone', () => {
    expect([isTimeZone('Asia/Shanghai'), isTimeZone('America/Los_Angeles'), isTimeZone('UTC'), isTimeZone('Mars/Olympus')]).toEqual([true, true, true, false]);
    expect(zonedHourMinute('2026-11-30T01:00:00Z', 'Asia/Shanghai')).toBe('09:00');
    expect(zonedHourMinute('2026-11-30T01:00:00Z', 'America/Los_Angeles')).toBe('17:00');
    expect(zonedDateTime('2026-11-30T01:00:00Z', 'America/Los_Angeles')).toBe('2026-11-29 17:00 America/Los_Angeles');
  });
});

describe('the hours a slot grid shows', () => {
  const slot = (hour: number, ...closed: boolean[]) => ({ hour, doors: closed.map((c) => ({ closed: c })) });

  it('should show from the first hour a door opens to the last, keeping a closed hour in between', () => {
    const day = [slot(0, true, true), slot(7, true, true), slot(8, false, true), slot(12, true, true), slot(13, true, false), slot(17, true, true), slot(23, true, true)];
    expect(openingHours(day).map((s) => s.hour)).toEqual([8, 12, 13]);
  });

  it('should show nothing on a day every door is closed', () => {
    expect(openingHours([slot(8, true), slot(9, true)])).toEqual([]);
  });
});

