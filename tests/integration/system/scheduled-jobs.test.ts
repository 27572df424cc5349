/**
 * Scheduled jobs and the dispatch journal (issue 16; spec workflows §3 Scheduled job, §4 job states,
 * §9 task types): the product's periodic work listed as built-in jobs, add and modify with their
 * refusals, pause and start, run now, exactly one run per firing whoever races for it, and each run
 * in the dispatch journal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJob } from '../../../src/server/jobs/scheduler.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { JOB_STATES } from '../../../src/shared/jobs.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

/** expect.poll as patient as the other tests' waits. */
const POLL = { timeout: 15_000 };
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const JOBS = 'ISysJobService';
const call = (method: string, body: unknown) => t.call(`${JOBS}/${method}`, body, { token: admin });
const jobs = async (keyword?: string) => (await call('getsysjoblist', { size: 100, condition: keyword ? { keyword } : {} })).data.records;
const journal = async (jobNo: string) => (await t.call('ISysJobLogService/getsysjobloglist', { condition: { jobNo } }, { token: admin })).data.records;
const fields = (answer: { details?: { fields?: { field: string }[] } }) => answer.details?.fields?.map((issue) => issue.field);

describe('the jobs of the product', () => {
  it('should list the existing periodic work as built-in jobs, started: normal, or blocking while a run holds them', async () => {
    const builtIn = (await jobs()).filter((job: { builtIn: boolean }) => job.builtIn);
    expect(builtIn.map((job: { jobNo: string }) => job.jobNo).sort()).toEqual(['EVENTS_PRUNE', 'MESSAGE_DELIVERY', 'ORDER_AUTO_ACCEPT', 'REQUESTS_PRUNE', 'SIGN_IN_THROTTLE_PRUNE', 'STOCK_SUMMARY_FOLD']);
    // The runner of this app may hold a job (state 2) at the moment of the list: MESSAGE_DELIVERY runs every minute.
    expect(builtIn.filter((job: { state: number; isStart: number }) => !([JOB_STATES.normal, JOB_STATES.blocking] as number[]).includes(job.state) || job.isStart !== 1)).toEqual([]);
  });

  it('should refuse to delete a built-in job', async () => {
    const [fold] = await jobs('STOCK_SUMMARY_FOLD');
    const refused = await call('deletesysjobbyids', { delList: [{ id: fold.id, version: fold.version }] });
    expect(refused.code).toBe(ERROR_CODES.JOB_BUILT_IN);
    expect(await jobs('STOCK_SUMMARY_FOLD')).toHaveLength(1);
  });
});

describe('adding and modifying a job', () => {
  it('should name the field a task type needs and refuse a cron expression croner cannot read, adding nothing', async () => {
    const before = (await jobs()).length;
    expect(fields(await call('addsysjob', { jobName: 'Nightly', jobClass: 'requestsPrune', taskType: '2' }))).toEqual(['runTime']);
    expect(fields(await call('addsysjob', { jobName: 'Odd', jobClass: 'requestsPrune', taskType: '5', cron: 'every night' }))).toEqual(['cron']);
    expect(fields(await call('addsysjob', { jobName: 'Unknown', jobClass: 'mineBitcoin', taskType: '1', intervalMinutes: 5 }))).toEqual(['jobClass']);
    expect((await jobs()).length).toBe(before);
  });

  it('should add a daily job due at its next run time and move it when modified', async () => {
    const added = await call('addsysjob', { jobName: 'Nightly prune', jobGroup: 'NIGHT', jobClass: 'requestsPrune', taskType: '2', runTime: '02:30' });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ jobNo: expect.stringMatching(/^JOB-\d{4}$/), state: 0, isStart: 1, builtIn: false });
    const next = new Date(added.data.nextRunAt);
    expect([next.getHours(), next.getMinutes()]).toEqual([2, 30]);
    const { id, version, jobName, jobGroup, jobClass } = added.data;
    const modified = await call('updatesysjobbyid', { id, version, jobName, jobGroup, jobClass, taskType: '1', intervalMinutes: 15 });
    expect(modified.code).toBe(0);
    expect(modified.data).toMatchObject({ taskType: '1', intervalMinutes: 15, runTime: null });
    expect((await call('updatesysjobbyid', { id, version, jobName: 'Stale', jobClass, taskType: '2', runTime: '03:00' })).code).toBe(ERROR_CODES.STALE_VERSION);
    expect((await call('deletesysjobbyids', { delList: [{ id, version: modified.data.version }] })).data).toBe(1);
  });
});

describe('running jobs', () => {
  it('should pause and start a job, run it now while paused, and keep it paused', async () => {
    const job = (await call('addsysjob', { jobName: 'Throttle sweep', jobClass: 'signInThrottlePrune', taskType: '1', intervalMinutes: 10080 })).data;
    expect((await call('pausesysjob', { ids: [job.id] })).data).toBe(1);
    expect((await call('getsysjobbyid', { id: job.id })).data).toMatchObject({ state: 1, isStart: 0 });
    const run = await call('runsysjobnow', { id: job.id });
    expect(run.data).toMatchObject({ jobNo: job.jobNo, success: true });
    expect((await call('getsysjobbyid', { id: job.id })).data).toMatchObject({ state: 1 });
    expect(await journal(job.jobNo)).toEqual([expect.objectContaining({ success: true, trigger: 'manual:admin', jobClass: 'signInThrottlePrune' })]);
    expect((await call('startsysjob', { ids: [job.id] })).data).toBe(1);
    expect((await call('getsysjobbyid', { id: job.id })).data).toMatchObject({ state: 0, isStart: 1 });
  });

  it('should not run a paused job when it falls due', async () => {
    const job = (await call('addsysjob', { jobName: 'Paused sweep', jobClass: 'requestsPrune', taskType: '1', intervalMinutes: 10080 })).data;
    await call('pausesysjob', { ids: [job.id] });
    await t.database.pool.query(`update sys_job set next_run_at = now() - interval '1 minute' where id = $1`, [job.id]);
    await Promise.all([runDueJob(t.database.pool), runDueJob(t.database.pool)]);
    expect(await journal(job.jobNo)).toEqual([]);
  });

  it('should run a due job exactly once however many runners race for it, and journal the run', async () => {
    const job = (await call('addsysjob', { jobName: 'Raced sweep', jobClass: 'requestsPrune', taskType: '1', intervalMinutes: 10080 })).data;
    // Something for the run to do: a run that finds nothing to do is not journaled.
    await t.database.pool.query(`insert into sys_request (user_no, request_id, call, create_date) values ('admin', 'old-request', 'X/y', now() - interval '2 days')`);
    await t.database.pool.query(`update sys_job set next_run_at = now() - interval '1 minute' where id = $1`, [job.id]);
    await Promise.all(Array.from({ length: 6 }, () => runDueJob(t.database.pool)));
    await expect.poll(async () => (await journal(job.jobNo)).length, POLL).toBe(1);
    const after = (await call('getsysjobbyid', { id: job.id })).data;
    // The next firing is a week away: no later tick can add a run.
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(after.state).toBe(0);
    expect((await journal(job.jobNo))[0]).toMatchObject({ success: true, trigger: 'schedule', result: 1 });
  });
});
