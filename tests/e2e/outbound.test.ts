/**
 * Outbound through the console (issue 13): with stock in a Seattle storage cell, a user adds an
 * outbound notice for a customer and its address, submits and allocates it, picks it on the
 * picking page by scanning the cell and the item, ships it on outbound-order, and sees the stock
 * drop in the allowance and the big screen's open picking tasks follow.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { key, receive } from '../integration/inventory/inventory-support.ts';
import { zoneCells } from '../integration/outbound/outbound-support.ts';
import { activePage, confirmOk, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let cellNo: string;

beforeAll(async () => {
  c = await startConsole();
  [cellNo] = await zoneCells(c.t, 'SEA-STO', 1);
  await receive(c.t, key({ cellNo, itemNo: 'P030' }), '10');
  page = await signedInPage(c, '/outbound/outbound/notice');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);
const firstRow = () => front().locator('.ant-table-tbody tr.ant-table-row').first();
const pick = (scope: Locator, id: string, search: string, option: string) => pickOption(page, scope, id, search, option);

async function open(path: string): Promise<void> {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path);
  }
}

/** Selects the first row, clicks `button`, confirms and waits for the success message containing `done`. */
async function runOnFirst(button: string, done: string): Promise<void> {
  await firstRow().locator('.ant-checkbox-input').check();
  await front().getByTestId(button).click();
  await confirmOk(page);
  await messageShown(page, done);
}

async function onHand(itemNo: string): Promise<string[]> {
  await open('/sm/stock/allowance');
  await front().locator('#itemNo').fill(itemNo);
  await front().getByTestId('query-submit').click();
  const rows = front().locator('.ant-table-tbody tr.ant-table-row');
  await expect.poll(async () => (await rows.allInnerTexts()).join('|'), POLL).toContain(itemNo);
  return rows.allInnerTexts();
}

const openPicking = async () =>
  (await c.t.call('IReportService/getOpenTasks', { warehouseNo: 'WH-SEA' }, { token: await c.t.login() })).data.byType.find((t: { taskType: string }) => t.taskType === 'picking').open;

describe('outbound in the console', () => {
  it('should allocate a notice, pick it by scanned cell and item, ship it and see the stock drop', async () => {
    await open('/outbound/outbound/notice');
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-notice'));
    const form = front();
    await pick(form, 'orgNo', 'NWT', 'NWT - ');
    await pick(form, 'warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await pick(form, 'classifyType', 'SAL', 'SAL-OUT - ');
    await pick(form, 'customerNo', 'ALFKI', 'ALFKI - ');
    await pick(form, 'addressNo', 'A01', 'A01 - ');
    await pick(form, 'line-0-itemNo', 'P030', 'P030 - ');
    await form.locator('#line-0-qty').fill('4');
    await form.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/outbound/outbound/notice');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Draft');
    const noticeNo = (await firstRow().innerText()).match(/OUT\d{12}/)![0];
    await runOnFirst('doc-submit', 'Submit: 1 document(s)');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Initial');
    const before = await openPicking();
    await runOnFirst('doc-allocate', 'Allocate: 1 document(s)');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('In progress');
    expect(await openPicking()).toBe(before + 1);

    await open('/outbound/outbound/picking');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    expect(await firstRow().innerText()).toContain(cellNo);
    await firstRow().locator('.ant-checkbox-input, .ant-radio-input').first().check();
    await front().getByTestId('picking-cell').fill(cellNo);
    await front().getByTestId('picking-item').fill('P030');
    await front().getByTestId('picking-confirm').click();
    await messageShown(page, 'P030 picked');
    expect(await openPicking()).toBe(before);

    await open('/outbound/outbound/outbound-order');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    await runOnFirst('action-page-run', 'Ship: 1 document(s)');

    const rows = await onHand('P030');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(cellNo);
    expect(rows[0]).toContain('6');
  });
});
