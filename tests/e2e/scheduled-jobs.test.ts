/**
 * Scheduled jobs end to end (issue 16; spec console §2 System.Dispatch, workflows §4 job states):
 * an administrator adds a daily job on add-scheduled, pauses and starts it from the list, runs it
 * now (the message says what the count counts) and finds the run in the dispatch journal and, in words, in the operation log; a six-field cron reads 'every 5 s'; a cron expression croner cannot read is refused on
 * its field.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, chooseOption, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let admin: Page;

beforeAll(async () => {
  c = await startConsole();
  admin = await signedInPage(c, '/system/dispatch/scheduled');
});
afterEach((context) => screenshotOnFailure(admin, context));
afterAll(() => c?.close());

const front = () => activePage(admin);
const formItem = (label: string) => front().locator('.ant-form-item').filter({ has: admin.locator('label', { hasText: label }) });
const jobRow = () => front().getByTestId('job-table').locator('tr', { hasText: 'Nightly sweep' });

describe('an administrator schedules, pauses and starts a job', () => {
  it('should list the built-in jobs', async () => {
    await front().getByTestId('job-table').getByText('STOCK_SUMMARY_FOLD').waitFor();
    // Its six-field cron reads in the same words as the other schedules.
    await front().getByTestId('job-table').locator('tr', { hasText: 'STOCK_SUMMARY_FOLD' }).getByText('every 5 s').waitFor();
  });

  it('should refuse a cron expression croner cannot read and add a daily job', async () => {
    await front().getByTestId('job-add').click();
    await admin.waitForURL((url) => url.pathname === '/system/dispatch/add-scheduled');
    await front().locator('#jobName').fill('Nightly sweep');
    await chooseOption(admin, formItem('Work'), 'Prune client request ids');
    await chooseOption(admin, formItem('Task type'), 'Cron');
    await front().locator('#cron').fill('every night');
    await front().getByTestId('job-save').click();
    await formItem('Cron expression').getByText('Not a cron expression').waitFor();
    await chooseOption(admin, formItem('Task type'), 'Daily');
    await front().locator('#runTime').fill('02:30');
    await front().getByTestId('job-save').click();
    await admin.waitForURL((url) => url.pathname === '/system/dispatch/scheduled');
    await jobRow().getByText('daily at 02:30').waitFor();
    await expect.poll(() => jobRow().getByTestId('job-state').innerText(), POLL).toBe('Normal');
  });

  it('should pause the job and start it again', async () => {
    await jobRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('job-pause').click();
    await messageShown(admin, '1 jobs paused');
    await expect.poll(() => jobRow().getByTestId('job-state').innerText(), POLL).toBe('Paused');
    // A paused job shows no next run time (walk 14-26 item 13).
    expect(await jobRow().innerText()).toContain('None while paused');
    await jobRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('job-start').click();
    await messageShown(admin, '1 jobs started');
    await expect.poll(() => jobRow().getByTestId('job-state').innerText(), POLL).toBe('Normal');
    expect(await jobRow().innerText()).not.toContain('None while paused');
  });

  it('should run the job now and show the run in the dispatch journal', async () => {
    await jobRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('job-runNow').click();
    await messageShown(admin, 'old request ids pruned');
    await admin.goto(`${c.baseUrl}/system/journal/dispatch`);
    const run = front().getByTestId('journal-table').locator('tr', { hasText: 'Nightly sweep' });
    await run.getByText('Succeeded').waitFor();
    await run.getByText('admin', { exact: true }).waitFor();
  });

  it('should show in the operation log which page did what to which job, in words', async () => {
    await admin.goto(`${c.baseUrl}/system/journal/operation`);
    // Two adds: the one refused for its cron, then the one saved.
    const added = front().getByTestId('operation-table').locator('tr', { hasText: 'Scheduled jobs · Add' }).first();
    await added.getByText('Nightly sweep').waitFor();
    await added.getByText('Scheduled jobs', { exact: true }).waitFor();
    await front().getByTestId('operation-table').locator('tr', { hasText: 'Scheduled jobs · Pause' }).first().waitFor();
    expect(await front().getByTestId('operation-table').innerText()).not.toContain('ISysJobService/');
  });
});
