/**
 * The operation log as the administrator reads it (walk 14-26 #2): a paused scheduled job reads
 * "Scheduled jobs · Pause", a rule added reads by its number and name.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  const job = await c.t.call('ISysJobService/addsysjob', { jobName: 'Journal walk', jobClass: 'cycleCount', taskType: '5', cron: '0 6 * * *' }, { token });
  expect((await c.t.call('ISysJobService/pausesysjob', { ids: [job.data.id] }, { token })).code).toBe(0);
  expect((await c.t.call('IBmLotRuleService/addbmlotrule', { lotRuleNo: 'J-LOT', lotRuleName: 'Journal lot', ruleExpression: 'J-{yyyyMMdd}-{###}', resetPeriod: '1' }, { token })).code).toBe(0);
  page = await signedInPage(c, '/system/journal/operation');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('operation log', () => {
  it('should name a job pause by its verb and a rule by its number and name', async () => {
    const rows = activePage(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.filter({ hasText: 'Scheduled jobs · Pause' }).count(), POLL).toBe(1);
    expect(await rows.filter({ hasText: 'Lot rules · Add' }).innerText()).toContain('J-LOT Journal lot');
  });
});
