/**
 * The job runner (DESIGN.md "Scale-out": exactly one runner per firing across instances). Every
 * WMS_JOB_TICK_MS (default 1 s) each instance claims at most one due job with one UPDATE over
 * `FOR UPDATE SKIP LOCKED` (state 0 or 4 and next_run_at reached, or a claim older than
 * STALE_CLAIM_MINUTES left by an instance that died): the row turns state 2 (blocking) with the
 * instance's id, so no other instance can take it until the run is over. The run's work
 * (job-classes.ts) answers a count; then the row gets its next run and state 0 (4 after a failure;
 * 3 when a cron fires no more; a job paused meanwhile stays paused) and the dispatch journal one
 * row, in one transaction. A scheduled run that succeeded with nothing to do (result 0) is not
 * journaled: the stock summary fold alone would add 17,280 idle rows a day. runJobNow runs one job
 * at once for an administrator the same way, always journaled.
 */
import type pg from 'pg';
import { JOB_STATES, type TaskType } from '../../shared/jobs.ts';
import { isJobClass, JOB_WORK } from './job-classes.ts';
import { INSTANCE } from './instance.ts';
import { nextRunAfter } from './schedule.ts';

/** The tick (ms), read when a scheduler starts: at least 100 ms. */
const tickMs = () => Math.max(100, Number(process.env.WMS_JOB_TICK_MS ?? 1000));
const STALE_CLAIM_MINUTES = 30;
const MESSAGE_MAX = 500;

type JobRow = {
  id: number; job_no: string; job_name: string; job_class: string; task_type: TaskType; interval_minutes: number | null;
  run_time: string | null; cron: string | null; last_run_at: Date | null;
};

/** One dispatch journal row as the calls answer it. */
export type RunLog = { jobNo: string; success: boolean; result: number | null; message: string | null };

const CLAIM = `
  update sys_job set state = ${JOB_STATES.blocking}, claimed_by = $1, claimed_at = now()
  where id = (select id from sys_job
    where (state in (${JOB_STATES.normal}, ${JOB_STATES.error}) and next_run_at <= now())
       or (state = ${JOB_STATES.blocking} and claimed_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES}))
    order by next_run_at limit 1 for update skip locked)
  returning *`;

/** Runs a claimed job's work and records the outcome on the row and in the journal. */
async function runClaimed(pool: pg.Pool, job: JobRow, trigger: string, staysPaused = false): Promise<RunLog> {
  const startedAt = new Date();
  let result: number | null = null;
  let message: string | null = null;
  let success = false;
  if (!isJobClass(job.job_class)) message = `unknown jobClass ${job.job_class}`;
  else {
    try {
      result = await JOB_WORK[job.job_class](pool);
      success = true;
    } catch (error) {
      message = (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX);
    }
  }
  const finishedAt = new Date();
  const known = isJobClass(job.job_class);
  const next = known ? nextRunAfter({ taskType: job.task_type, intervalMinutes: job.interval_minutes, runTime: job.run_time, cron: job.cron }, finishedAt, startedAt) : null;
  const state = !known ? JOB_STATES.missing : staysPaused ? JOB_STATES.pause : !success ? JOB_STATES.error : next ? JOB_STATES.normal : JOB_STATES.done;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `update sys_job set state = case when state = ${JOB_STATES.blocking} then $2 else state end, next_run_at = $3, last_run_at = $4,
         claimed_by = null, claimed_at = null where id = $1`,
      [job.id, state, next, startedAt],
    );
    if (trigger !== 'schedule' || !success || result !== 0) await client.query(
      `insert into sys_job_log (job_id, job_no, job_name, job_class, trigger, instance, started_at, finished_at, success, result, message)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [job.id, job.job_no, job.job_name, job.job_class, trigger, INSTANCE, startedAt, finishedAt, success, result, message],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { jobNo: job.job_no, success, result, message };
}

/** Claims and runs at most one due job; answers whether one ran. */
export async function runDueJob(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<JobRow>(CLAIM, [INSTANCE]);
  if (!rows[0]) return false;
  await runClaimed(pool, rows[0], 'schedule');
  return true;
}

/**
 * Runs job `id` now unless it is running (answers null then), as `userNo`; its schedule goes on
 * from this run, and a paused job stays paused.
 */
export async function runJobNow(pool: pg.Pool, id: number, userNo: string): Promise<RunLog | null> {
  const { rows } = await pool.query<JobRow & { previous: number }>(
    `with old as (select id, state from sys_job where id = $1 and state <> ${JOB_STATES.blocking} for update)
     update sys_job j set state = ${JOB_STATES.blocking}, claimed_by = $2, claimed_at = now() from old where j.id = old.id
     returning j.*, old.state as previous`,
    [id, INSTANCE],
  );
  return rows[0] ? runClaimed(pool, rows[0], `manual:${userNo}`, rows[0].previous === JOB_STATES.pause) : null;
}

/** Ticks runDueJob every WMS_JOB_TICK_MS (one run at a time in this instance); a failed tick waits for the next. */
export function startScheduler(pool: pg.Pool): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runDueJob(pool).catch(() => undefined).finally(() => { running = false; });
  }, tickMs());
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
