/**
 * A short cell first in the console's cycle count (issue 25, record 0820): a picker confirms less
 * than the cell held, the cycle count job fires, and the counter, signed in at /login, opens Count
 * tasks from the all-functions menu, counts the new task and sees the short cell as its first line.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../src/server/db/schema.ts';
import { act, type Session } from '../integration/inventory/inventory-support.ts';
import { NOTICE, stock, submitted, zoneCells } from '../integration/outbound/outbound-support.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, openFromMenu, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page | undefined;
let storage: string[];

beforeAll(async () => {
  c = await startConsole();
  storage = await zoneCells(c.t, 'SEA-STO', 2);
  await stock(c.t, storage[0], 'P068', '6', '2026-01-01');
  await stock(c.t, storage[1], 'P069', '5', '2026-01-01');
  const token = await c.t.login();
  const s = { ...c.t, token, as: (path: string, body?: unknown) => c.t.call(path, body, { token }) } as Session;
  for (const roleNo of ['picker', 'counter']) {
    const userId = await createUser(c.t.database.db, { userNo: `${roleNo}-cell`, orgs: ['NWT'] });
    await c.t.database.db.insert(sysUserRole).values({ userId, roleNo });
  }
  const notice = await submitted(s, [{ itemNo: 'P069', qty: '4' }]);
  await act(s, NOTICE, 'allocateoutnotice', [notice]);
  const pickerToken = await c.t.login('picker-cell', USER_PASSWORD);
  const [pick] = (await c.t.call('IOutPickService/list', { current: 1, size: 10, condition: { outNoticeNo: notice.outNoticeNo } }, { token: pickerToken })).data.records;
  const confirmed = await c.t.call('IOutPickService/confirm', { allocationId: pick.id, cellNo: storage[1], scan: 'P069', qty: '1' }, { token: pickerToken });
  expect(confirmed.data.shortPick.shortQty).toBe('3');
  const job = await s.as('ISysJobService/addsysjob', { jobName: 'Cycle counts', jobClass: 'cycleCount', taskType: '5', cron: '0 6 * * *' });
  expect((await s.as('ISysJobService/runsysjobnow', { id: job.data.id })).data.success).toBe(true);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('the short cell in the console cycle count', () => {
  it('should show the counter the short cell as the first line of the next count task', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'counter-cell', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openFromMenu(page, 'Inventory', 'Stock-taking', 'Count tasks', '/sm/inventory/task');
    const row = activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'SEA-STO' });
    await expect.poll(() => row.count(), POLL).toBe(1);
    await row.locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('task-count').click();
    const first = page.getByTestId('count-lines').locator('.ant-table-tbody tr.ant-table-row').first();
    await expect.poll(() => first.innerText(), POLL).toContain('P069');
    expect(await first.innerText()).toContain(storage[1]);
  });
});
