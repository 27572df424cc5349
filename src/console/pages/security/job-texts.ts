/** A scheduled job as the Dispatch pages show it, and its schedule in words (src/shared/jobs.ts task types). */
import type { TFunction } from 'i18next';
import type { TaskType } from '../../../shared/jobs.ts';

export type JobRow = {
  id: number; version: number; jobNo: string; jobName: string; jobGroup: string; jobClass: string; taskType: TaskType;
  intervalMinutes: number | null; runTime: string | null; cron: string | null; state: number; isStart: number; builtIn: boolean;
  nextRunAt: string | null; lastRunAt: string | null; remark: string | null;
};

const STEP = /^\*\/([1-9]\d*)$/;
const NUMBER = /^\d{1,2}$/;

/**
 * A cron expression in the same words as the other schedules when it is one of the common shapes:
 * every N seconds (6 fields, `*\/N * * * * *`), every N minutes (`*\/N * * * *`), every N hours
 * (`M *\/N * * *`) or daily at HH:mm (`M H * * *`, either with a leading `0` seconds field);
 * else the expression itself.
 */
function cronText(t: TFunction, cron: string): string {
  const fields = cron.trim().split(/\s+/);
  const every = (field: string) => STEP.exec(field)?.[1];
  const rest = (from: number) => fields.slice(from).every((field) => field === '*');
  if (fields.length === 6 && every(fields[0]) && rest(1)) return t('security.everySeconds', { count: Number(every(fields[0])) });
  const minuteFields = fields.length === 6 && fields[0] === '0' ? fields.slice(1) : fields;
  if (minuteFields.length !== 5 || !rest(2)) return cron;
  const [minute, hour] = minuteFields;
  if (every(minute) && hour === '*') return t('security.everyMinutes', { count: Number(every(minute)) });
  if (NUMBER.test(minute) && every(hour)) return t('security.everyHours', { count: Number(every(hour)) });
  if (NUMBER.test(minute) && NUMBER.test(hour)) return t('security.dailyAt', { time: `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}` });
  return cron;
}

/** "every 15 min", "daily at 02:30", "every 3 days at 02:30", a common cron in those words ("every 5 s"), or the cron expression. */
export function scheduleText(t: TFunction, job: Pick<JobRow, 'taskType' | 'intervalMinutes' | 'runTime' | 'cron'>): string {
  if (job.taskType === '1') return t('security.everyMinutes', { count: job.intervalMinutes ?? 0 });
  if (job.taskType === '2') return t('security.dailyAt', { time: job.runTime });
  if (job.taskType === '3' || job.taskType === '4') return t('security.everyDaysAt', { days: job.taskType === '3' ? 3 : 7, time: job.runTime });
  return job.cron ? cronText(t, job.cron) : '';
}
