/** When a job runs next for each task type (spec workflows §9), and which cron expressions are refused. */
import { describe, expect, it } from 'vitest';
import { cronIssue, nextRunAfter } from './schedule.ts';

const at = (text: string) => new Date(text);
const none = { intervalMinutes: null, runTime: null, cron: null };

describe('the next run of a job', () => {
  it('should come the interval after the last run for an interval job', () => {
    expect(nextRunAfter({ ...none, taskType: '1', intervalMinutes: 90 }, at('2026-03-01T10:00:00'), null)).toEqual(at('2026-03-01T11:30:00'));
  });

  it('should come at the run time today when it is still ahead, else tomorrow, for a daily job', () => {
    const daily = { ...none, taskType: '2' as const, runTime: '02:30' };
    expect(nextRunAfter(daily, at('2026-03-01T01:00:00'), null)).toEqual(at('2026-03-01T02:30:00'));
    expect(nextRunAfter(daily, at('2026-03-01T02:30:00'), null)).toEqual(at('2026-03-02T02:30:00'));
  });

  it('should come 3 or 7 days after the day of the last run for the every-3-days and every-7-days jobs', () => {
    const lastRun = at('2026-03-01T02:30:00');
    expect(nextRunAfter({ ...none, taskType: '3', runTime: '02:30' }, at('2026-03-01T02:31:00'), lastRun)).toEqual(at('2026-03-04T02:30:00'));
    expect(nextRunAfter({ ...none, taskType: '4', runTime: '02:30' }, at('2026-03-01T02:31:00'), lastRun)).toEqual(at('2026-03-08T02:30:00'));
  });

  it('should follow the cron expression, with seconds when it has six fields', () => {
    expect(nextRunAfter({ ...none, taskType: '5', cron: '0 3 * * 1' }, at('2026-03-01T12:00:00'), null)).toEqual(at('2026-03-02T03:00:00'));
    expect(nextRunAfter({ ...none, taskType: '5', cron: '*/5 * * * * *' }, at('2026-03-01T12:00:01'), null)).toEqual(at('2026-03-01T12:00:05'));
  });

  it('should refuse what croner cannot read', () => {
    expect(cronIssue('every day')).toBe('validation.cron');
    expect(cronIssue('61 * * * *')).toBe('validation.cron');
    expect(cronIssue('0 2 * * *')).toBeUndefined();
  });
});
