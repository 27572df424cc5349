/**
 * Stock documents through the console (issue 5): an adjustment, a transfer and a freeze are added
 * on their add pages, submitted and completed from their lists, and the allowance page shows the
 * resulting balances with its totals row.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withRetry } from '../../src/server/db/retry.ts';
import { postMoves } from '../../src/server/ledger/post-moves.ts';
import { cellsOf, key } from '../integration/inventory/inventory-support.ts';
import { activePage, queryRows, confirmOk, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let cells: string[];

beforeAll(async () => {
  c = await startConsole();
  cells = await cellsOf(c.t, 'WH-SEA', 4);
  await withRetry(c.t.database.db, (tx) =>
    postMoves(tx, { docType: 'RCV', docNo: 'RCV-E2E', operator: 'tester', lines: [{ lineNo: 1, action: 'receive', to: key({ cellNo: cells[0], itemNo: 'P004' }), quantity: '20' }, { lineNo: 2, action: 'receive', to: key({ cellNo: cells[2], itemNo: 'P002' }), quantity: '5' }] }));
  page = await signedInPage(c, '/sm/stock/adjustment');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);

/** Opens a console path, signing in again if the reload lands on the login page. */
async function open(path: string): Promise<void> {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') {
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path);
  }
}
const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

const pick = (scope: Locator, id: string, search: string, option: string) => pickOption(page, scope, id, search, option);

/** Adds a document on the list's add page: header pickers organisation and warehouse, then `fill`. */
async function addDocument(list: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await open(list);
  await front().getByTestId('toolbar-add').click();
  await page.waitForURL((url) => url.pathname.includes('/add-'));
  const form = front();
  await pick(form, 'orgNo', 'NWT', 'NWT - ');
  await pick(form, 'warehouseNo', 'WH-SEA', 'WH-SEA - ');
  await fill(form);
  await form.getByTestId('form-save').click();
  await page.waitForURL((url) => url.pathname === list);
}

/** Selects the newest document of the list and runs `action` on it after confirming. */
async function runOnNewest(action: string): Promise<void> {
  const row = front().locator('.ant-table-tbody tr.ant-table-row').first();
  await row.locator('.ant-checkbox-input').check();
  const button = front().getByTestId(`doc-${action}`);
  const label = await button.innerText();
  await button.click();
  await confirmOk(page);
  // This action's own message: the previous action's may still be showing.
  await messageShown(page, `${label}: 1 document`);
}

/** The allowance rows of a search as text, and the totals row. */
async function allowance(field: string, value: string): Promise<{ rows: string[]; totals: string }> {
  await open('/sm/stock/allowance');
  const rows = await queryRows(page, field, value);
  return { rows, totals: await front().getByTestId('query-totals').innerText() };
}

describe('stock documents in the console', () => {
  it('should add, submit and complete an adjustment, and show the gain in the allowance', async () => {
    await addDocument('/sm/stock/adjustment', async (form) => {
      await pick(form, 'line-0-itemNo', 'P003', 'P003 - ');
      await form.locator('#line-0-cellNo').fill(cells[1]);
      await form.locator('#line-0-qty').fill('6');
    });
    await expect.poll(() => front().locator('.ant-table-tbody tr.ant-table-row').first().innerText(), POLL).toContain('Initial');
    expect(await front().getByTestId('doc-complete').isDisabled()).toBe(true);
    await runOnNewest('submit');
    await expect.poll(() => front().locator('.ant-table-tbody tr.ant-table-row').first().innerText(), POLL).toContain('In progress');
    await runOnNewest('complete');
    await expect.poll(() => front().locator('.ant-table-tbody tr.ant-table-row').first().innerText(), POLL).toContain('Completed');
    const { rows, totals } = await allowance('itemNo', 'P003');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(cells[1]);
    expect(totals.replace(/\s+/g, ' ')).toContain('Total');
    expect(totals).toContain('6');
  });

  it('should transfer stock from cell to cell with the system transfer types disabled', async () => {
    await addDocument('/sm/stock/transfer', async (form) => {
      await form.locator('.ant-select').filter({ has: page.locator('#transferType') }).click();
      await expect.poll(() => dropdown().locator('.ant-select-item-option-disabled').allInnerTexts(), POLL).toEqual(['Putaway move', 'Picking move']);
      await dropdown().getByText('Cell to cell', { exact: true }).click();
      await pick(form, 'toWarehouseNo', 'WH-SEA', 'WH-SEA - ');
      await pick(form, 'line-0-itemNo', 'P004', 'P004 - ');
      await form.locator('#line-0-cellNo').fill(cells[0]);
      await form.locator('#line-0-toCellNo').fill(cells[3]);
      await form.locator('#line-0-qty').fill('5');
    });
    await runOnNewest('submit');
    await runOnNewest('complete');
    await expect.poll(() => front().locator('.ant-table-tbody tr.ant-table-row').first().innerText(), POLL).toContain('Completed');
    const { rows, totals } = await allowance('itemNo', 'P004');
    const onHand = (cell: string) => rows.find((r) => r.includes(cell));
    expect(onHand(cells[0])).toMatch(/\b15\b/);
    expect(onHand(cells[3])).toMatch(/\b5\b/);
    expect(totals).toMatch(/\b20\b/);
  });

  it('should freeze a cell so its stock is no longer available', async () => {
    await addDocument('/sm/stock/frozen', async (form) => {
      await form.locator('#freezeReason').fill('Leaking roof');
      await form.locator('#line-0-cellNo').fill(cells[2]);
    });
    await runOnNewest('submit');
    await runOnNewest('complete');
    await expect.poll(() => front().locator('.ant-table-tbody tr.ant-table-row').first().innerText(), POLL).toContain('Completed');
    const { rows } = await allowance('cellNo', cells[2]);
    expect(rows).toHaveLength(1);
    // On hand 5, allocated 0, frozen 5, available 0.
    expect(rows[0].split(/\s+/).slice(-6, -2)).toEqual(['5', '0', '5', '0']);
  });
});
