/**
 * An outbound day run by the seeded staff roles (issue 25 part 4), every page opened from the
 * all-functions menu after signing in at /login. The manager allocates three notices, one short
 * (the page shows the short line and why), and builds the waves; the picker picks the wave on wave
 * tasks by typing scans into the scan field as a wedge scanner does (a wrong cell is said and
 * recorded), collecting two picks and confirming them with "Confirm scanned"; the manager cancels
 * the allocation of the notice picked in part (its put-back task appears on the picking page, with
 * the wrong cell among the pick exceptions) and ships the picked one.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../src/server/db/schema.ts';
import { act, addDoc, key, receive, type Session } from '../integration/inventory/inventory-support.ts';
import { NOTICE, noticeBody, zoneCells } from '../integration/outbound/outbound-support.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, messageShown, newPage, openFromMenu, pickOption, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let manager: Page;
let picker: Page;
let cells: string[];
const errors: string[] = [];
const notices: Record<string, string> = {};

async function signedIn(userNo: string): Promise<Page> {
  const page = await newPage(c, 'en-US');
  page.on('pageerror', (error) => errors.push(`${userNo}: ${error.message}`));
  await page.goto(`${c.baseUrl}/login`);
  await signIn(page, userNo, USER_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');
  return page;
}

beforeAll(async () => {
  c = await startConsole();
  cells = await zoneCells(c.t, 'SEA-STO', 2);
  await receive(c.t, key({ cellNo: cells[0], itemNo: 'P040' }), '5');
  await receive(c.t, key({ cellNo: cells[1], itemNo: 'P041' }), '5');
  await receive(c.t, key({ cellNo: cells[1], itemNo: 'P042' }), '2');
  const token = await c.t.login();
  const s = { ...c.t, token, as: (path: string, body?: unknown) => c.t.call(path, body, { token }) } as Session;
  const orders = { a: [{ itemNo: 'P040', qty: '2' }, { itemNo: 'P041', qty: '2' }], b: [{ itemNo: 'P040', qty: '1' }], short: [{ itemNo: 'P042', qty: '10' }] };
  for (const [name, lines] of Object.entries(orders)) {
    const doc = await addDoc(s, NOTICE, 'outnotice', noticeBody(lines, { carrierNo: name === 'short' ? 'ROLES-SHORT' : 'ROLES-E2E' }));
    await act(s, NOTICE, 'submitoutnotice', [doc]);
    notices[name] = doc.outNoticeNo;
  }
  for (const roleNo of ['manager', 'picker']) {
    const userId = await createUser(c.t.database.db, { userNo: `${roleNo}-day`, orgs: ['NWT'] });
    await c.t.database.db.insert(sysUserRole).values({ userId, roleNo });
  }
  manager = await signedIn('manager-day');
  picker = await signedIn('picker-day');
});

afterEach(async (context) => {
  await screenshotOnFailure(manager, context);
  await screenshotOnFailure(picker, context);
});
afterAll(() => c?.close());

const open = (page: Page, name: string, url: string) => openFromMenu(page, 'Outbound', 'Outbound', name, `/outbound/outbound/${url}`);
const rowsOf = (page: Page, testId: string) => activePage(page).getByTestId(testId).locator('.ant-table-tbody tr.ant-table-row');
async function runOn(page: Page, noticeNos: string[], done: string): Promise<void> {
  const rows = rowsOf(page, 'action-page-table');
  for (const noticeNo of noticeNos) {
    await expect.poll(() => rows.filter({ hasText: noticeNo }).count(), POLL).toBe(1);
    await rows.filter({ hasText: noticeNo }).locator('.ant-checkbox-input').check();
  }
  await activePage(page).getByTestId('action-page-run').click();
  await confirmOk(page);
  await messageShown(page, done);
}
/** Types `value` into the picking page's scan field and presses Enter, as a wedge scanner does. */
async function scan(value: string): Promise<void> {
  const field = activePage(picker).getByTestId('picking-scan');
  await field.pressSequentially(value);
  await field.press('Enter');
}
const current = () => activePage(picker).getByTestId('picking-current').innerText();

describe('an outbound day by the manager and a picker', () => {
  it('should allocate with a shortage shown, wave, pick by scans, cancel after a partial pick with a put-back, and ship', async () => {
    await open(manager, 'Outbound tasks', 'task-notice');
    await runOn(manager, [notices.a, notices.b, notices.short], 'Allocate: 3 documents');
    const results = activePage(manager).getByTestId('allocation-results');
    await expect.poll(() => results.innerText(), POLL).toContain('1 of 3 notice(s) allocated short');
    const short = activePage(manager).getByTestId(`allocation-${notices.short}`);
    expect((await short.locator('tr.ant-table-row').innerText()).split(/\s+/)).toEqual(['P042', '10', '2', '0', '0', '0', '8', 'No', 'stock']);

    await open(manager, 'Waves', 'wave-number');
    await pickOption(manager, activePage(manager), 'wave-warehouse', 'WH-SEA', 'WH-SEA - ');
    await pickOption(manager, activePage(manager), 'wave-template', 'WAVE-CARRIER', 'WAVE-CARRIER - ');
    await activePage(manager).getByTestId('wave-build').click();
    await messageShown(manager, '2 wave(s) built');
    const wave = rowsOf(manager, 'wave-table').filter({ hasText: 'ROLES-E2E' });
    await expect.poll(() => wave.count(), POLL).toBe(1);
    const waveNo = (await wave.innerText()).match(/WAV\d+/)![0];

    // The picker: the wave's picks in walking order; a wrong cell is said; two picks collected and confirmed at once.
    await open(picker, 'Wave tasks', 'task-wave');
    await activePage(picker).getByTestId('picking-search').locator('input').fill(waveNo);
    await activePage(picker).getByTestId('picking-search').locator('input').press('Enter');
    await expect.poll(() => rowsOf(picker, 'picking-table').count(), POLL).toBe(3);
    await expect.poll(current, POLL).toContain(`P040 at ${cells[0]}`);
    await scan(cells[1]);
    await messageShown(picker, `Wrong cell: ${cells[1]} scanned, pick from ${cells[0]}`);
    await activePage(picker).getByTestId('picking-collect').click();
    for (let n = 0; n < 2; n++) {
      await expect.poll(current, POLL).toContain(`P040 at ${cells[0]}`);
      await scan(cells[0]);
      await expect.poll(() => activePage(picker).getByTestId('picking-scan').getAttribute('placeholder'), POLL).toBe('Scan the item');
      await scan('P040');
      await messageShown(picker, `P040 at ${cells[0]} added to the scanned picks`);
    }
    await expect.poll(current, POLL).toContain(`P041 at ${cells[1]}`);
    await activePage(picker).getByTestId('picking-confirm-scanned').click();
    await messageShown(picker, '2 scanned pick(s) confirmed');
    await expect.poll(() => rowsOf(picker, 'picking-table').count(), POLL).toBe(1);

    // The manager cancels the notice picked in part: its picked goods become a put-back task.
    await open(manager, 'Cancel notice tasks', 'cancel-task-notice');
    await runOn(manager, [notices.a], 'Cancel allocation: 1 document');
    await open(manager, 'Picking', 'picking');
    await expect.poll(() => rowsOf(manager, 'put-back-table').filter({ hasText: notices.a }).count(), POLL).toBe(1);
    expect(await rowsOf(manager, 'put-back-table').filter({ hasText: notices.a }).innerText()).toContain('P040');
    await expect.poll(() => rowsOf(manager, 'pick-exceptions-table').filter({ hasText: 'Wrong cell' }).innerText(), POLL).toContain(cells[1]);

    await open(manager, 'Outbound orders', 'outbound-order');
    await runOn(manager, [notices.b], 'Ship: 1 document');
    expect(errors).toEqual([]);
  }, 300_000);
});
