/**
 * Scheduled jobs and the dispatch journal (src/shared/jobs.ts; spec workflows §3, §4, §9). A job
 * row is claimed by one instance at a time (scheduler.ts): claimed_by and claimed_at are set while
 * it runs (state 2). Every run leaves one sys_job_log row (the dispatch journal), never changed.
 * sys_fault_log is the abnormal journal of server faults.
 */
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';

export const sysJob = pgTable('sys_job', {
  ...auditColumns(),
  jobNo: text('job_no').notNull().unique(),
  jobName: text('job_name').notNull(),
  jobGroup: text('job_group').notNull().default('DEFAULT'),
  jobClass: text('job_class').notNull(),
  taskType: text('task_type', { enum: ['1', '2', '3', '4', '5'] }).notNull(),
  intervalMinutes: integer('interval_minutes'),
  runTime: text('run_time'),
  cron: text('cron'),
  state: smallint('state').notNull().default(0),
  /** Seeded with the product: it can be paused and rescheduled, not deleted. */
  builtIn: boolean('built_in').notNull().default(false),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  claimedBy: text('claimed_by'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  remark: text('remark'),
}, (t) => [index('sys_job_due').on(t.nextRunAt)]);

export const sysJobLog = pgTable('sys_job_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jobId: bigint('job_id', { mode: 'number' }),
  jobNo: text('job_no').notNull(),
  jobName: text('job_name').notNull(),
  jobClass: text('job_class').notNull(),
  /** How the run started: 'schedule' or 'manual' (run now), with the user. */
  trigger: text('trigger').notNull(),
  instance: text('instance').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  success: boolean('success').notNull(),
  /** What the run answered (rows pruned, deltas folded), or null on failure. */
  result: integer('result'),
  message: text('message'),
}, (t) => [index('sys_job_log_started').on(t.startedAt), index('sys_job_log_job').on(t.jobNo, t.startedAt)]);

/** The abnormal journal (fault-log.ts): one row per server fault, insert only. */
export const sysFaultLog = pgTable('sys_fault_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  faultId: text('fault_id').notNull(),
  requestId: text('request_id').notNull(),
  instance: text('instance').notNull(),
  url: text('url').notNull(),
  errorName: text('error_name').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('sys_fault_log_created').on(t.createdAt)]);
