/**
 * The list table end to end (spec console §2 Generic list page, §9): newest first by default,
 * a click on a column header sorts by it (ascending, then descending), the page sizes 20/30/50/100,
 * and in the column-setting popover a column dragged onto another takes its place and a frozen
 * column is fixed on the left, both kept across a reload.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const CUSTOMERS = '/base/basic/customer';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, CUSTOMERS);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const rows = () => list().locator('.ant-table-tbody tr.ant-table-row');
const firstCustomerNo = () => rows().first().locator('td').nth(1).innerText();
const headers = async () => (await list().locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
const panel = () => page.getByTestId('column-settings-panel');

describe('sorting and paging', () => {
  it('should sort by a column header ascending, then descending', async () => {
    await expect.poll(() => rows().count(), POLL).toBe(20);
    const header = list().locator('.ant-table-thead th', { hasText: 'Customer no.' });
    await header.click();
    await expect.poll(firstCustomerNo, POLL).toBe('ALFKI');
    await header.click();
    await expect.poll(firstCustomerNo, POLL).toBe('WOLZA');
  });

  it('should offer 20, 30, 50 and 100 rows a page and show the chosen size', async () => {
    await list().locator('.ant-pagination-options .ant-select').click();
    const sizes = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect.poll(() => sizes.allInnerTexts(), POLL).toEqual(['20 / page', '30 / page', '50 / page', '100 / page']);
    await sizes.filter({ hasText: '50 / page' }).click();
    await expect.poll(() => rows().count(), POLL).toBe(50);
  });
});

describe('column settings', () => {
  it('should move a column dragged onto another and freeze a column on the left, also after a reload', async () => {
    await list().getByTestId('column-settings').click();
    await panel().waitFor();
    // The popover zooms in: drag only once it stands still, or the pointer hits another row
    // (an animation cancelled meanwhile rejects `finished`: it no longer moves anything either).
    await page.locator('.ant-popover').filter({ has: panel() }).evaluate((popover) => Promise.all(popover.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
    await panel().getByTestId('column-city').dragTo(panel().getByTestId('column-customerNo'));
    await expect.poll(async () => (await headers())[0], POLL).toBe('City');
    await panel().getByTestId('column-customerName').getByRole('switch', { name: 'Freeze' }).click();
    const frozen = list().locator('.ant-table-thead th[class*="ant-table-cell-fix"]', { hasText: 'Customer name' });
    await expect.poll(() => frozen.count(), POLL).toBe(1);

    await page.reload();
    await list().locator('.ant-table-thead th', { hasText: 'Customer name' }).waitFor();
    await expect.poll(async () => (await headers()).slice(0, 2), POLL).toEqual(['Customer name', 'City']);
    await expect.poll(() => frozen.count(), POLL).toBe(1);
  });
});
