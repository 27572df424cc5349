/**
 * A shift manager's outbound day through the console (issue 25): signed in at /login, allocating a
 * notice that is short shows the short line with its reason at once; shipping it is refused with
 * what is short (no page error); a notice picked by scanning cell then item into one field confirms
 * itself; cancelling an allocation after a partial pick leaves a put-back task on the picking page,
 * confirmed by scanning the cell and item; the picked notice ships.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, key, receive, type Session } from '../integration/inventory/inventory-support.ts';
import { NOTICE, noticeBody, zoneCells } from '../integration/outbound/outbound-support.ts';
import { activePage, confirmOk, messageShown, POLL, screenshotOnFailure, signedInPage, type Console, startConsole } from './browser.ts';

let c: Console;
let page: Page;
let cells: string[];
const errors: string[] = [];
const notices: Record<string, string> = {};

beforeAll(async () => {
  c = await startConsole();
  cells = await zoneCells(c.t, 'SEA-STO', 2);
  await receive(c.t, key({ cellNo: cells[0], itemNo: 'P002' }), '6');
  await receive(c.t, key({ cellNo: cells[0], itemNo: 'P033' }), '5');
  await receive(c.t, key({ cellNo: cells[1], itemNo: 'P034' }), '5');
  const token = await c.t.login();
  const s = { ...c.t, token, as: (path: string, body?: unknown) => c.t.call(path, body, { token }) } as Session;
  for (const [name, lines] of [['short', [{ itemNo: 'P002', qty: '30' }]], ['picked', [{ itemNo: 'P033', qty: '2' }, { itemNo: 'P034', qty: '2' }]]] as const) {
    const doc = await addDoc(s, NOTICE, 'outnotice', noticeBody([...lines]));
    await act(s, NOTICE, 'submitoutnotice', [doc]);
    notices[name] = doc.outNoticeNo;
  }
  page = await signedInPage(c, '/outbound/outbound/task-notice');
  page.on('pageerror', (error) => errors.push(error.message));
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);
const rows = () => front().getByTestId('action-page-table').locator('.ant-table-tbody tr.ant-table-row');
const open = async (path: string) => {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path);
};
async function runOn(noticeNo: string, done: string): Promise<void> {
  await expect.poll(() => rows().filter({ hasText: noticeNo }).count(), POLL).toBe(1);
  await rows().filter({ hasText: noticeNo }).locator('.ant-checkbox-input').check();
  await front().getByTestId('action-page-run').click();
  await confirmOk(page);
  if (done) await messageShown(page, done);
}
async function openPicks(noticeNo: string): Promise<void> {
  await open('/outbound/outbound/picking');
  await front().getByTestId('picking-search').locator('input').fill(noticeNo);
  await front().getByTestId('picking-search').locator('input').press('Enter');
}
async function scan(testId: string, value: string): Promise<void> {
  await front().getByTestId(testId).fill(value);
  await front().getByTestId(testId).press('Enter');
}

describe('outbound day with a shortage, a cancel after picking and a put-back', () => {
  it('should show the shortage at once, refuse shipping it with what is short, put back what a cancel left and ship the rest', async () => {
    await runOn(notices.short, 'Allocate: 1 document');
    const result = front().getByTestId(`allocation-${notices.short}`);
    await expect.poll(() => result.innerText(), POLL).toContain('No stock');
    expect(await result.innerText()).toContain('Short: cannot ship until allocated in full');
    expect((await result.locator('tr.ant-table-row').innerText()).split(/\s+/)).toEqual(['P002', '30', '6', '0', '0', '0', '24', 'No', 'stock']);
    await runOn(notices.picked, 'Allocate: 1 document');

    await open('/outbound/outbound/outbound-order');
    await runOn(notices.short, '');
    await messageShown(page, `${notices.short} is short: P002 has 6 of 30`);

    // Picking by scans: the first pick in walking order shows; cell, then item confirms it.
    await openPicks(notices.picked);
    await expect.poll(() => front().getByTestId('picking-current').innerText(), POLL).toContain(`P033 at ${cells[0]}`);
    await scan('picking-scan', cells[1]);
    await messageShown(page, `Wrong cell: ${cells[1]} scanned, pick from ${cells[0]}`);
    await scan('picking-scan', cells[0]);
    await scan('picking-scan', 'P033');
    await messageShown(page, 'P033 picked');
    await expect.poll(() => front().getByTestId('picking-current').innerText(), POLL).toContain(`P034 at ${cells[1]}`);

    await open('/outbound/outbound/cancel-task-notice');
    await runOn(notices.picked, 'Cancel allocation: 1 document');

    await open('/outbound/outbound/picking');
    const putBacks = front().getByTestId('put-back-table').locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => putBacks.filter({ hasText: notices.picked }).count(), POLL).toBe(1);
    await putBacks.filter({ hasText: notices.picked }).locator('.ant-checkbox-input').check();
    await expect.poll(() => front().getByTestId('put-back-cell').inputValue(), POLL).toBe(cells[0]);
    await scan('put-back-item', 'P033');
    await messageShown(page, `P033 put back into ${cells[0]}`);
    await expect.poll(() => putBacks.count(), POLL).toBe(0);

    // Allocated again, picked by scans and shipped.
    await open('/outbound/outbound/task-notice');
    await runOn(notices.picked, 'Allocate: 1 document');
    await openPicks(notices.picked);
    for (const [cellNo, itemNo] of [[cells[0], 'P033'], [cells[1], 'P034']]) {
      await expect.poll(() => front().getByTestId('picking-current').innerText(), POLL).toContain(`${itemNo} at ${cellNo}`);
      await scan('picking-scan', cellNo);
      await scan('picking-scan', itemNo);
      await messageShown(page, `${itemNo} picked`);
    }
    await open('/outbound/outbound/outbound-order');
    await runOn(notices.picked, 'Ship: 1 document');
    expect(errors).toEqual([]);
  });
});
