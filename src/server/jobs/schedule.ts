/**
 * When a job runs next (src/shared/jobs.ts task types), in the server's time zone: '1' interval
 * minutes after `after`; '2' the next runTime after `after`; '3' and '4' runTime 3 or 7 days after
 * the day of the last run (the next runTime when it never ran); '5' the cron expression's next
 * firing after `after` (croner), or null when it fires no more. cronIssue answers the
 * `validation.cron` issue of an expression croner refuses.
 */
import { Cron } from 'croner';
import type { TaskType } from '../../shared/jobs.ts';

export type Timing = { taskType: TaskType; intervalMinutes: number | null; runTime: string | null; cron: string | null };

const DAY_MS = 86_400_000;
const EVERY_DAYS: Partial<Record<TaskType, number>> = { '3': 3, '4': 7 };

/** The first `runTime` (HH:mm) strictly after `after`. */
function nextDaily(runTime: string, after: Date): Date {
  const [hours, minutes] = runTime.split(':').map(Number);
  const next = new Date(after);
  next.setHours(hours, minutes, 0, 0);
  if (next <= after) next.setDate(next.getDate() + 1);
  return next;
}

export function nextRunAfter(timing: Timing, after: Date, lastRunAt: Date | null): Date | null {
  switch (timing.taskType) {
    case '1':
      return new Date(after.getTime() + (timing.intervalMinutes ?? 1) * 60_000);
    case '2':
      return nextDaily(timing.runTime ?? '00:00', after);
    case '3':
    case '4': {
      const days = EVERY_DAYS[timing.taskType] ?? 1;
      if (!lastRunAt) return nextDaily(timing.runTime ?? '00:00', after);
      const due = nextDaily(timing.runTime ?? '00:00', new Date(lastRunAt.getTime() + (days - 1) * DAY_MS));
      return due > after ? due : nextDaily(timing.runTime ?? '00:00', after);
    }
    case '5':
      return new Cron(timing.cron ?? '', { paused: true }).nextRun(after);
  }
}

/** 'validation.cron' when croner refuses the expression, else undefined. */
export function cronIssue(cron: string): string | undefined {
  try {
    new Cron(cron, { paused: true }).stop();
    return undefined;
  } catch {
    return 'validation.cron';
  }
}
