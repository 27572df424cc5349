/**
 * Calls of System.Dispatch scheduled (menu 160601) and Journal dispatch (menu 160503); the spec
 * names no service, so these follow the pattern of the others (docs/decisions/ "System
 * administration" Scheduled jobs):
 *
 * - ISysJobService/getsysjoblist { current, size, condition: { keyword, state, jobGroup } } -> page (isSearch).
 * - getsysjobbyid { id } -> job (isSearch). Rows carry isStart (0 when paused).
 * - addsysjob (isAdd) / updatesysjobbyid (isModify, version checked) with src/shared/jobs.ts
 *   jobInputSchema; a cron expression croner refuses is a field issue (validation.cron). The next run
 *   is computed from now; a paused job stays paused.
 * - deletesysjobbyids { delList } (isDelete): built-in jobs are refused (JOB_BUILT_IN), all or nothing.
 * - pausesysjob / startsysjob { ids } (isModify) -> count: pause sets state 1 (a running job finishes
 *   and stays paused); start sets state 0 and the next run from now (not for state 5).
 * - runsysjobnow { id } (isModify) -> the run's { jobNo, success, result, message }; JOB_RUNNING when
 *   it runs already.
 * - ISysJobLogService/getsysjobloglist { condition: { jobNo, keyword, success } } -> page of the
 *   dispatch journal, latest first (isSearch on 160503).
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FieldIssue } from '../../shared/errors.ts';
import { JOB_STATES, jobInputSchema, type JobInput } from '../../shared/jobs.ts';
import { byIdSchema, deleteRequestSchema, pageRequestSchema, type PageRequest } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import type { Db } from '../db/client.ts';
import { sysJob, sysJobLog } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { cronIssue, nextRunAfter } from './schedule.ts';
import { runJobNow } from './scheduler.ts';

const SERVICE = 'ISysJobService';
const MENU = '160601';
const JOURNAL_MENU = '160503';
const idsSchema = z.object({ ids: z.array(idSchema).min(1).max(200) });

const jobColumns = {
  id: sysJob.id, version: sysJob.version, jobNo: sysJob.jobNo, jobName: sysJob.jobName, jobGroup: sysJob.jobGroup, jobClass: sysJob.jobClass,
  taskType: sysJob.taskType, intervalMinutes: sysJob.intervalMinutes, runTime: sysJob.runTime, cron: sysJob.cron, state: sysJob.state,
  isStart: sql<number>`case when ${sysJob.state} = ${JOB_STATES.pause} then 0 else 1 end`, builtIn: sysJob.builtIn,
  nextRunAt: sysJob.nextRunAt, lastRunAt: sysJob.lastRunAt, remark: sysJob.remark, updateName: sysJob.updateName, updateDate: sysJob.updateDate,
};

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

async function page<T>(rows: Promise<T[]>, total: Promise<{ total: number }[]>, { current, size }: PageRequest) {
  const [records, [{ total: count }]] = await Promise.all([rows, total]);
  return { records, total: count, pages: Math.ceil(count / size), current, size };
}

function listJobs(db: Db, input: PageRequest) {
  const keyword = text(input.condition.keyword);
  const group = text(input.condition.jobGroup);
  const state = input.condition.state;
  const where = and(
    keyword ? or(ilike(sysJob.jobNo, escapeLike(keyword)), ilike(sysJob.jobName, escapeLike(keyword))) : undefined,
    group ? eq(sysJob.jobGroup, group) : undefined,
    typeof state === 'number' && Number.isInteger(state) ? eq(sysJob.state, state) : undefined,
  );
  const offset = (input.current - 1) * input.size;
  return page(db.select(jobColumns).from(sysJob).where(where).orderBy(sysJob.jobGroup, sysJob.jobNo).limit(input.size).offset(offset),
    db.select({ total: count() }).from(sysJob).where(where), input);
}

async function jobById(db: Db, id: number) {
  const [job] = await db.select(jobColumns).from(sysJob).where(eq(sysJob.id, id));
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

/** The stored timing fields of a job input (only those its task type uses) and its next run from now. */
function timingOf(input: JobInput) {
  const timing = {
    taskType: input.taskType,
    intervalMinutes: input.taskType === '1' ? input.intervalMinutes ?? null : null,
    runTime: ['2', '3', '4'].includes(input.taskType) ? input.runTime ?? null : null,
    cron: input.taskType === '5' ? input.cron ?? null : null,
  };
  return { ...timing, nextRunAt: nextRunAfter(timing, new Date(), null) };
}

function inputIssues(input: JobInput): FieldIssue[] {
  const issue = input.taskType === '5' && input.cron ? cronIssue(input.cron) : undefined;
  return issue ? [{ field: 'cron', message: issue }] : [];
}

const fieldsOf = (input: JobInput) => ({ jobName: input.jobName, jobGroup: input.jobGroup, jobClass: input.jobClass, remark: input.remark ?? null, ...timingOf(input) });

export const jobCalls: CallDef[] = [
  defineCall({
    service: SERVICE, method: 'getsysjoblist', summary: 'Scheduled jobs (paged; keyword, state, jobGroup)',
    permission: { menuNo: MENU, flag: 'isSearch' }, input: pageRequestSchema,
    handle: (input, ctx) => listJobs(ctx.database.db, input),
  }),
  defineCall({
    service: SERVICE, method: 'getsysjobbyid', summary: 'One scheduled job', permission: { menuNo: MENU, flag: 'isSearch' }, input: byIdSchema,
    handle: ({ id }, ctx) => jobById(ctx.database.db, id),
  }),
  defineCall({
    service: SERVICE, method: 'addsysjob', summary: 'Add a scheduled job (jobName, jobGroup, jobClass, taskType with interval, run time or cron)',
    permission: { menuNo: MENU, flag: 'isAdd' }, input: jobInputSchema,
    handle: async (input, ctx) => {
      const issues = inputIssues(input);
      if (issues.length) throw fieldError(issues);
      const id = await ctx.database.db.transaction(async (tx) => {
        const [added] = await tx.insert(sysJob)
          .values({ ...fieldsOf(input), jobNo: sql`'JOB-' || gen_random_uuid()`, createName: ctx.user.userNo, updateName: ctx.user.userNo })
          .returning({ id: sysJob.id });
        await tx.update(sysJob).set({ jobNo: sql`'JOB-' || lpad(${added.id}::text, 4, '0')` }).where(eq(sysJob.id, added.id));
        return added.id;
      });
      return jobById(ctx.database.db, id);
    },
  }),
  defineCall({
    service: SERVICE, method: 'updatesysjobbyid', summary: 'Modify a scheduled job (id, version); its next run is computed anew',
    permission: { menuNo: MENU, flag: 'isModify' }, input: jobInputSchema,
    handle: async (input, ctx) => {
      if (input.id === undefined) throw fieldError([{ field: 'id', message: 'validation.required' }]);
      const issues = inputIssues(input);
      if (issues.length) throw fieldError(issues);
      await jobById(ctx.database.db, input.id);
      const [saved] = await ctx.database.db.update(sysJob)
        .set({ ...fieldsOf(input), version: sql`${sysJob.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
        .where(and(eq(sysJob.id, input.id), eq(sysJob.version, input.version ?? -1)))
        .returning({ id: sysJob.id });
      if (!saved) throw new AppError('STALE_VERSION');
      return jobById(ctx.database.db, saved.id);
    },
  }),
  defineCall({
    service: SERVICE, method: 'deletesysjobbyids', summary: 'Delete scheduled jobs by id and version, all or nothing; built-in jobs are refused',
    permission: { menuNo: MENU, flag: 'isDelete' }, input: deleteRequestSchema,
    handle: ({ delList }, ctx) => ctx.database.db.transaction(async (tx) => {
      const ids = delList.map((row) => row.id);
      const rows = await tx.select({ id: sysJob.id, version: sysJob.version, jobName: sysJob.jobName, builtIn: sysJob.builtIn }).from(sysJob).where(inArray(sysJob.id, ids)).for('update');
      for (const { id, version } of delList) {
        const row = rows.find((one) => one.id === id);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.version !== version) throw new AppError('STALE_VERSION');
        if (row.builtIn) throw new AppError('JOB_BUILT_IN', { name: row.jobName });
      }
      await tx.delete(sysJob).where(inArray(sysJob.id, ids));
      return ids.length;
    }),
  }),
  defineCall({
    service: SERVICE, method: 'pausesysjob', summary: 'Pause scheduled jobs (state 1)', permission: { menuNo: MENU, flag: 'isModify' }, input: idsSchema,
    handle: async ({ ids }, ctx) => {
      const paused = await ctx.database.db.update(sysJob).set({ state: JOB_STATES.pause, version: sql`${sysJob.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
        .where(and(inArray(sysJob.id, ids), ne(sysJob.state, JOB_STATES.missing))).returning({ id: sysJob.id });
      return paused.length;
    },
  }),
  defineCall({
    service: SERVICE, method: 'startsysjob', summary: 'Start paused, done or failed jobs (state 0, next run from now)', permission: { menuNo: MENU, flag: 'isModify' }, input: idsSchema,
    handle: async ({ ids }, ctx) => {
      const { db } = ctx.database;
      const rows = await db.select().from(sysJob).where(and(inArray(sysJob.id, ids), inArray(sysJob.state, [JOB_STATES.pause, JOB_STATES.done, JOB_STATES.error])));
      for (const row of rows) {
        await db.update(sysJob)
          .set({ state: JOB_STATES.normal, nextRunAt: nextRunAfter(row, new Date(), row.lastRunAt), version: sql`${sysJob.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
          .where(and(eq(sysJob.id, row.id), eq(sysJob.state, row.state)));
      }
      return rows.length;
    },
  }),
  defineCall({
    service: SERVICE, method: 'runsysjobnow', summary: 'Run one job now; answers the run as the dispatch journal records it', permission: { menuNo: MENU, flag: 'isModify' }, input: byIdSchema,
    handle: async ({ id }, ctx) => {
      const job = await jobById(ctx.database.db, id);
      const run = await runJobNow(ctx.database.pool, id, ctx.user.userNo);
      if (!run) throw new AppError('JOB_RUNNING', { name: job.jobName });
      return run;
    },
  }),
  defineCall({
    service: 'ISysJobLogService', method: 'getsysjobloglist', summary: 'The dispatch journal: one row per job run, latest first (jobNo, keyword, success)',
    permission: { menuNo: JOURNAL_MENU, flag: 'isSearch' }, input: pageRequestSchema,
    handle: (input, ctx) => {
      const jobNo = text(input.condition.jobNo);
      const keyword = text(input.condition.keyword);
      const success = input.condition.success;
      const where: SQL | undefined = and(
        jobNo ? eq(sysJobLog.jobNo, jobNo) : undefined,
        keyword ? or(ilike(sysJobLog.jobNo, escapeLike(keyword)), ilike(sysJobLog.jobName, escapeLike(keyword))) : undefined,
        typeof success === 'boolean' ? eq(sysJobLog.success, success) : undefined,
      );
      const { db } = ctx.database;
      return page(db.select().from(sysJobLog).where(where).orderBy(desc(sysJobLog.startedAt), desc(sysJobLog.id)).limit(input.size).offset((input.current - 1) * input.size),
        db.select({ total: count() }).from(sysJobLog).where(where), input);
    },
  }),
];
