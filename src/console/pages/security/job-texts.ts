/** A scheduled job as the Dispatch pages show it, and its schedule in words (src/shared/jobs.ts task types). */
import type { TFunction } from 'i18next';
import type { TaskType } from '../../../shared/jobs.ts';

export type JobRow = {
  id: number; version: number; jobNo: string; jobName: string; jobGroup: string; jobClass: string; taskType: TaskType;
  intervalMinutes: number | null; runTime: string | null; cron: string | null; state: number; isStart: number; builtIn: boolean;
  nextRunAt: string | null; lastRunAt: string | null; remark: string | null;
};

/** "every 15 min", "daily at 02:30", "every 3 days at 02:30" or the cron expression. */
export function scheduleText(t: TFunction, job: Pick<JobRow, 'taskType' | 'intervalMinutes' | 'runTime' | 'cron'>): string {
  if (job.taskType === '1') return t('security.everyMinutes', { count: job.intervalMinutes ?? 0 });
  if (job.taskType === '2') return t('security.dailyAt', { time: job.runTime });
  if (job.taskType === '3' || job.taskType === '4') return t('security.everyDaysAt', { days: job.taskType === '3' ? 3 : 7, time: job.runTime });
  return job.cron ?? '';
}
