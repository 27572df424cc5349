/**
 * Inbound through the console (issue 12 part 4): an arrival note is added on its add page,
 * submitted and received (the stock shows in the receiving cell as "to put away"); an inbound
 * notice is added and submitted, its putaway task created on task-notice, and on shelf-task the
 * user accepts the proposed cells: the allowance shows the stock qualified in a storage cell and
 * the listing-list what went where.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, queryRows, confirmOk, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/inbound/arrival/arrival-note');
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

/** Adds an inbound document of Northwind's Seattle warehouse from supplier S001 with one line. */
async function addInbound(list: string, itemNo: string, qty: string): Promise<void> {
  await open(list);
  await front().getByTestId('toolbar-add').click();
  await page.waitForURL((url) => url.pathname.includes('/add-'));
  const form = front();
  await pick(form, 'orgNo', 'NWT', 'NWT - ');
  await pick(form, 'warehouseNo', 'WH-SEA', 'WH-SEA - ');
  await pick(form, 'classifyType', 'PUR', 'PUR-IN - ');
  await pick(form, 'supplierNo', 'S001', 'S001 - ');
  await pick(form, 'line-0-itemNo', itemNo, `${itemNo} - `);
  await form.locator('#line-0-qty').fill(qty);
  await form.getByTestId('form-save').click();
  await page.waitForURL((url) => url.pathname === list);
  await expect.poll(() => firstRow().innerText(), POLL).toContain('Draft');
}

/** Selects the first row, clicks `button`, confirms and waits for the success message containing `done`. */
async function runOnFirst(button: string, done: string): Promise<void> {
  await firstRow().locator('.ant-checkbox-input').check();
  await front().getByTestId(button).click();
  await confirmOk(page);
  await messageShown(page, done);
}

/** The allowance rows of an item as text. */
async function allowance(itemNo: string): Promise<string[]> {
  await open('/sm/stock/allowance');
  return queryRows(page, 'itemNo', itemNo);
}

describe('inbound in the console', () => {
  it('should receive an arrival note into the receiving cell', async () => {
    await addInbound('/inbound/arrival/arrival-note', 'P023', '12');
    await runOnFirst('doc-submit', 'Submit: 1 document');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Initial');
    await runOnFirst('doc-receive', 'Receive: 1 document');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('In progress');
    const [row] = await allowance('P023');
    expect(row).toContain('SEA-RCV');
    expect(row).toContain('To put away');
  });

  it('should put a notice away by accepting the proposed cells and show the stock where it went', async () => {
    await addInbound('/inbound/inbound/notice', 'P026', '7');
    await runOnFirst('doc-submit', 'Submit: 1 document');
    const noticeNo = (await firstRow().innerText()).match(/INN\d{12}/)![0];

    await open('/inbound/inbound/task-notice');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    await runOnFirst('action-page-run', 'Create putaway tasks: 1 document');

    await open('/inbound/inbound/shelf-task');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    await firstRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('shelf-task-put').click();
    const lines = page.getByTestId('putaway-lines');
    await expect.poll(() => lines.innerText(), POLL).toContain('SEA-STO');
    const proposed = (await lines.innerText()).match(/SEA-STO[-\w]*/)![0];
    await page.getByTestId('putaway-accept-all').click();
    await messageShown(page, '1 line(s) put away');
    await page.locator('.ant-drawer-close').click();
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Completed');

    const rows = await allowance('P026');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(proposed);
    expect(rows[0]).toContain('Qualified');

    await open('/inbound/inbound/listing-list');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(noticeNo);
    expect(await firstRow().innerText()).toContain(proposed);
  });
});
