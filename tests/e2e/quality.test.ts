/**
 * Inbound quality through the console (issue 12, part 2): a user receives an arrival note of two
 * meat items (their item group requires inspection), prints their GS1-128 labels as ZPL, inspects it on the quality document page
 * (the first line passes, the second fails into quarantine) and puts the passed stock away by
 * accepting the proposal: the allowance shows it qualified in storage and the failed stock
 * unqualified.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, queryRows, chooseOption, confirmOk, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

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

async function open(path: string): Promise<void> {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path);
  }
}

async function runOnFirst(button: string, done: string): Promise<void> {
  await firstRow().locator('.ant-checkbox-input').check();
  await front().getByTestId(button).click();
  await confirmOk(page);
  await messageShown(page, done);
}

async function allowance(itemNo: string): Promise<string[]> {
  await open('/sm/stock/allowance');
  return queryRows(page, 'itemNo', itemNo);
}

describe('quality inspection in the console', () => {
  it('should receive an arrival, inspect it with one line failed to quarantine and put the rest away', async () => {
    const list = '/inbound/arrival/arrival-note';
    await open(list);
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-'));
    const form = front();
    await pickOption(page, form, 'orgNo', 'NWT', 'NWT - ');
    await pickOption(page, form, 'warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await pickOption(page, form, 'classifyType', 'PUR', 'PUR-IN - ');
    await pickOption(page, form, 'supplierNo', 'S001', 'S001 - ');
    await pickOption(page, form, 'line-0-itemNo', 'P054', 'P054 - ');
    await form.locator('#line-0-qty').fill('6');
    await form.getByTestId('add-line').click();
    await pickOption(page, form, 'line-1-itemNo', 'P055', 'P055 - ');
    await form.locator('#line-1-qty').fill('4');
    await form.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === list);
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Draft');
    const arrivalNo = (await firstRow().innerText()).match(/ARV\d{12}/)![0];
    await runOnFirst('doc-submit', 'Submit: 1 document');
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Initial');
    await runOnFirst('doc-receive', 'Receive: 1 document');

    // GS1-128 item labels of the received note, as ZPL for the Zebra printer; the result comes over the websocket.
    await expect.poll(() => firstRow().innerText(), POLL).toContain('In progress');
    await firstRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('arrival-labels').click();
    const dialog = page.getByTestId('receipt-label-dialog');
    await chooseOption(page, dialog.locator('.ant-form-item').filter({ has: page.getByTestId('receipt-label-template') }), 'LBL-ITEM-GS1');
    await chooseOption(page, dialog.locator('.ant-form-item').filter({ has: page.getByTestId('receipt-label-printer') }), 'ZPL');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/IInArriveService/printReceiptLabels')),
      page.waitForEvent('download'),
      dialog.locator('.ant-btn-primary').click(),
    ]);
    expect((await answer.json()).data).toMatchObject({ printer: 'ZPL', count: 2 });
    await expect.poll(() => dialog.getByTestId('print-result').innerText(), POLL).toMatch(/^Printed: \(01\)\d{14}/);
    await dialog.locator('.ant-modal-close').click();

    await open('/inbound/quality/document');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(arrivalNo);
    await firstRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('quality-inspect').click();
    const lines = page.getByTestId('qc-lines');
    await expect.poll(() => lines.innerText(), POLL).toContain('P055');
    await page.getByTestId('qc-record-1').click();
    await messageShown(page, 'Line 1 recorded');
    await page.getByTestId('qc-passQty-2').fill('0');
    await page.getByTestId('qc-failQty-2').fill('4');
    await page.getByTestId('qc-remark-2').fill('thawed');
    await page.getByTestId('qc-record-2').click();
    await messageShown(page, 'Line 2 recorded');
    await page.locator('.ant-drawer-close').click();
    await expect.poll(() => firstRow().innerText(), POLL).toContain('Completed');

    await open('/inbound/inbound/shelf-task');
    await expect.poll(() => firstRow().innerText(), POLL).toContain(arrivalNo);
    await firstRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('shelf-task-put').click();
    await expect.poll(() => page.getByTestId('putaway-lines').innerText(), POLL).toContain('SEA-STO');
    await page.getByTestId('putaway-accept-all').click();
    await messageShown(page, '1 line(s) put away');
    await page.locator('.ant-drawer-close').click();

    const passed = await allowance('P054');
    expect(passed).toHaveLength(1);
    expect(passed[0]).toContain('SEA-STO');
    expect(passed[0]).toContain('Qualified');
    const failed = (await allowance('P055')).filter((row) => row.includes('Unqualified'));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('SEA-RCV');
  });
});
