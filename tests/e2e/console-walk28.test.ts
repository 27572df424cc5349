/**
 * The console findings of walk 14-28 (item 13), from /login by clicks:
 * - the arrival note's and the outbound notice's Classify type lists offer only the categories of
 *   their direction, and both forms start with today's bill date (records 1055, 1057);
 * - "Create count tasks" on the count plan list confirms what it does (freezes the counted cells,
 *   tasks go to the counters), not that it books a stock change (record 1057);
 * - on the outbound notice list the selection stays the rows checked when the list reloads with
 *   rows changed or gone elsewhere (an id no longer listed is dropped), and a disabled button says
 *   why (record 1056).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, type Session } from '../integration/inventory/inventory-support.ts';
import { addPlan, planAction } from '../integration/stockcheck/check-support.ts';
import { noticeBody } from '../integration/outbound/outbound-support.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let s: Session;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  s = { ...c.t, token, as: (path, body) => c.t.call(path, body, { token }) };
  page = await signedInPage(c, '/inbound/arrival/arrival-note');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);
const rows = () => front().locator('.ant-table-tbody tr.ant-table-row');
const rowOf = (text: string) => rows().filter({ hasText: text });
const localDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** The visible options of the classify type select of the open form, once its lookup has answered. */
async function classifyOptions(): Promise<string> {
  await front().locator('.ant-select').filter({ has: page.locator('#classifyType') }).click();
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect.poll(() => list.locator('.ant-select-item-option').count(), POLL).toBeGreaterThan(0);
  const text = await list.innerText();
  await page.keyboard.press('Escape');
  return text;
}

/** Hovers `testId` (the span around a disabled button) and waits for its tooltip to read `text`. */
async function tooltipShows(testId: string, text: string): Promise<void> {
  await front().getByTestId(testId).hover();
  await page.locator('.ant-tooltip').filter({ hasText: text }).first().waitFor();
  await page.mouse.move(0, 0);
}

describe('console findings of walk 14-28', () => {
  it('should offer only inbound categories on an arrival note and only outbound ones on a notice, each dated today', async () => {
    const before = localDay();
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-arrival-note'));
    const inbound = await classifyOptions();
    expect(inbound).toContain('PUR-IN');
    expect(inbound).toContain('RET-IN');
    for (const other of ['CNT', 'SAL-OUT', 'ADJ']) expect(inbound).not.toContain(other);
    expect([before, localDay()]).toContain(await front().locator('#billDate').inputValue());

    await page.goto(`${c.baseUrl}/outbound/outbound/notice`);
    await page.waitForURL((url) => url.pathname === '/outbound/outbound/notice');
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-notice'));
    const outbound = await classifyOptions();
    expect(outbound).toContain('SAL-OUT');
    for (const other of ['CNT', 'PUR-IN', 'ADJ']) expect(outbound).not.toContain(other);
    expect([before, localDay()]).toContain(await front().locator('#billDate').inputValue());
  });

  it('should confirm Create count tasks in its own words', async () => {
    const plan = await addPlan(s, [], { checkScopeNo: '1' });
    expect((await planAction(s, 'submit', plan)).code).toBe(0);
    await page.goto(`${c.baseUrl}/sm/inventory/plan`);
    await page.waitForURL((url) => url.pathname === '/sm/inventory/plan');
    await expect.poll(() => rowOf(plan.checkNo).count(), POLL).toBe(1);
    await rowOf(plan.checkNo).locator('.ant-checkbox-input').check();
    await front().getByTestId('doc-createCheckTask').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    const question = await confirm.innerText();
    expect(question).toContain('freezes the stock of the counted cells');
    expect(question).toContain('goes to the counters');
    expect(question).not.toContain('Completing books');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible(), POLL).toBe(false);
  });

  it('should keep the selection to the checked rows after a reload and say why Submit is disabled', async () => {
    const [first, second] = [await addDoc(s, 'IOutNoticeService', 'outnotice', noticeBody([{ itemNo: 'P030', qty: '1' }])), await addDoc(s, 'IOutNoticeService', 'outnotice', noticeBody([{ itemNo: 'P031', qty: '1' }]))];
    await page.goto(`${c.baseUrl}/outbound/outbound/notice`);
    await page.waitForURL((url) => url.pathname === '/outbound/outbound/notice');
    const checked = () => front().locator('.ant-table-tbody tr.ant-table-row-selected').count();
    const counted = () => front().locator('.wms-toolbar').first().innerText();
    // The toolbar's icon buttons are named by their text alone ("Modify", not "edit Modify").
    await expect.poll(() => front().getByTestId('toolbar').getByRole('button', { name: 'Modify', exact: true }).count(), POLL).toBe(1);
    await tooltipShows('toolbar-modify-why', 'Select one row first');
    for (const doc of [first, second]) {
      await expect.poll(() => rowOf(doc.outNoticeNo).count(), POLL).toBe(1);
      await rowOf(doc.outNoticeNo).locator('.ant-checkbox-input').check();
    }
    await expect.poll(counted, POLL).toContain('2 selected');

    // Another user submits the second notice: the reloaded list shows it Initial, still checked.
    expect((await act(s, 'IOutNoticeService', 'submitoutnotice', [second])).code).toBe(0);
    await front().getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => rowOf(second.outNoticeNo).innerText(), POLL).toContain('Initial');
    expect([await checked(), await counted()]).toEqual([2, expect.stringContaining('2 selected')]);
    expect(await front().getByTestId('doc-submit').isDisabled()).toBe(true);
    await tooltipShows('doc-submit-why', `Not possible for ${second.outNoticeNo} in status Initial`);

    // The first is deleted elsewhere: after a refresh it is gone from the list and from the selection.
    const stored = (await s.as('IOutNoticeService/getoutnoticebyid', { id: first.id })).data;
    expect((await s.as('IOutNoticeService/deleteoutnoticebyids', { delList: [{ id: first.id, version: stored.version }] })).code).toBe(0);
    await front().getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => rowOf(first.outNoticeNo).count(), POLL).toBe(0);
    await expect.poll(counted, POLL).toContain('1 selected');
    expect(await checked()).toBe(1);
  });
});
