/**
 * Scheduled jobs (spec workflows §3 Scheduled job: jobName, jobGroup, cron, jobClass, state,
 * isStart; §4 job states; §9 task types), shared by the server and the Dispatch pages.
 *
 * Task types: '1' every intervalMinutes minutes (1..10080), '2' daily at runTime (HH:mm, the
 * server's time zone), '3' every 3 days at runTime, '4' every 7 days at runTime, '5' a cron
 * expression (5 or 6 fields, croner; seconds first when 6). States (§4): 0 normal, 1 pause,
 * 2 blocking (running now), 3 done (a cron with no later firing), 4 error (the last run failed; it
 * runs again at its next time), 5 does not exist (its jobClass is not one of this server's).
 */
import { z } from 'zod';
import { integerSchema, versionSchema } from './validation.ts';

export const TASK_TYPES = ['1', '2', '3', '4', '5'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const JOB_STATES = { normal: 0, pause: 1, blocking: 2, done: 3, error: 4, missing: 5 } as const;

/** The work a job runs: the server's periodic work, by name. */
export const JOB_CLASSES = ['eventsPrune', 'requestsPrune', 'signInThrottlePrune', 'stockSummaryFold', 'orderAutoAccept', 'messageDelivery', 'sourceSync', 'cycleCount'] as const;
export type JobClass = (typeof JOB_CLASSES)[number];

const RUN_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A job's add (no id) or modify (id and version) body; the fields its task type needs are required. */
export const jobInputSchema = z
  .object({
    id: integerSchema(1, Number.MAX_SAFE_INTEGER).optional(),
    version: versionSchema.optional(),
    jobName: z.string().trim().min(1, 'validation.required').max(64),
    jobGroup: z.string().trim().max(32).default('DEFAULT'),
    jobClass: z.enum(JOB_CLASSES, { error: 'validation.option' }),
    taskType: z.enum(TASK_TYPES, { error: 'validation.option' }),
    intervalMinutes: integerSchema(1, 10080).optional(),
    runTime: z.string().regex(RUN_TIME, 'validation.runTime').optional(),
    cron: z.string().trim().max(100).optional(),
    remark: z.string().max(200).optional(),
  })
  .superRefine((job, ctx) => {
    if (job.id !== undefined && job.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.required' });
    if (job.taskType === '1' && job.intervalMinutes === undefined) ctx.addIssue({ code: 'custom', path: ['intervalMinutes'], message: 'validation.required' });
    if (['2', '3', '4'].includes(job.taskType) && !job.runTime) ctx.addIssue({ code: 'custom', path: ['runTime'], message: 'validation.required' });
    if (job.taskType === '5' && !job.cron) ctx.addIssue({ code: 'custom', path: ['cron'], message: 'validation.required' });
  });
export type JobInput = z.output<typeof jobInputSchema>;
