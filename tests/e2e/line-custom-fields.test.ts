/**
 * Custom fields of document lines in the console (spec console §3 Custom field definition,
 * displayPage 5 child table): an adjustment is added with a text and a dropdown custom value on
 * its line, completed, and its detail drawer (opened from the stock transactions) shows both in
 * the line table.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invChangeEntity } from '../../src/shared/entities/inv-change.entity.ts';
import { cellsOf } from '../integration/inventory/inventory-support.ts';
import { activePage, confirmOk, pickOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const LIST = '/sm/stock/adjustment';
let c: Console;
let page: Page;
let cell: string;

beforeAll(async () => {
  c = await startConsole();
  [cell] = await cellsOf(c.t, 'WH-SEA', 1);
  const token = await c.t.login();
  const grades = JSON.stringify([{ code: 'A', name: 'Grade A' }, { code: 'B', name: 'Grade B' }]);
  for (const body of [
    { fieldNo: 'ext_reason', fieldNoName: 'Reason', fieldType: '1', displayPage: '5', displayOrder: 2 },
    { fieldNo: 'ext_grade', fieldNoName: 'Grade', fieldType: '4', displayPage: '5', displayOrder: 1, dropDownDataSource: grades },
    { fieldNo: 'ext_hidden', fieldNoName: 'Hidden note', fieldType: '1', displayPage: '5', isDisplay: false },
  ]) expect((await c.t.call('ISysCustomFieldService/addsyscustomfield', { module: invChangeEntity.menuNo, ...body }, { token })).code).toBe(0);
  page = await signedInPage(c, LIST);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);
const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const newest = () => front().locator('.ant-table-tbody tr.ant-table-row').first();

const pick = (scope: Locator, id: string, search: string, option: string) => pickOption(page, scope, id, search, option);

/** Selects the newest adjustment of the list and runs `action` on it after confirming. */
async function runOnNewest(action: string, status: string): Promise<void> {
  await newest().locator('.ant-checkbox-input').check();
  await front().getByTestId(`doc-${action}`).click();
  await confirmOk(page);
  await expect.poll(() => newest().innerText(), POLL).toContain(status);
}

describe('custom fields of document lines', () => {
  it('should add an adjustment with line custom values and show them in the line table of its detail', async () => {
    await front().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname.includes('/add-'));
    const form = front();
    const head = () => form.getByTestId('document-lines').locator('.ant-table-thead').innerText();
    // The module's custom fields arrive after the form: wait for their columns.
    await expect.poll(head, POLL).toMatch(/Grade[\s\S]*Reason/);
    expect(await head()).not.toContain('Hidden note');
    await pick(form, 'orgNo', 'NWT', 'NWT - ');
    await pick(form, 'warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await pick(form, 'line-0-itemNo', 'P003', 'P003 - ');
    await form.locator('#line-0-cellNo').fill(cell);
    await form.locator('#line-0-qty').fill('4');
    await form.locator('#line-0-custom-ext_reason').fill('Found on the shelf');
    await form.locator('.ant-select').filter({ has: page.locator('#line-0-custom-ext_grade') }).click();
    await dropdown().getByText('Grade B', { exact: true }).click();
    await form.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === LIST);

    await expect.poll(() => newest().innerText(), POLL).toContain('Initial');
    const docNo = (await newest().innerText()).match(/ADJ\d{12}/)?.[0] ?? '';
    expect(docNo).not.toBe('');
    await runOnNewest('submit', 'In progress');
    await runOnNewest('complete', 'Completed');

    await page.goto(`${c.baseUrl}/sm/stock/affair`);
    await page.waitForURL((url) => url.pathname === '/sm/stock/affair');
    await front().locator('#docNo').fill(docNo);
    await front().getByTestId('query-submit').click();
    await front().locator('.ant-table-tbody').getByText(docNo).first().click();
    const lines = page.locator('.ant-drawer').getByTestId('document-lines');
    await expect.poll(() => lines.locator('.ant-table-tbody').innerText(), POLL).toMatch(/Grade B[\s\S]*Found on the shelf/);
    expect(await lines.locator('.ant-table-thead').innerText()).toMatch(/Grade[\s\S]*Reason/);
  });
});
