/**
 * Reports in the console (issue 18): a manager (report menus only) opens stock age and inventory
 * ABC on the demo data with a generated year of stock history, is refused a search without a
 * narrowing field, sees the chart and the totals row, drills from a figure into the ledger rows
 * of an item, and exports the xlsx, whose totals row (read with exceljs) matches the page's.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateReportHistory } from '../support/report-history.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { cellsOf } from '../integration/inventory/inventory-support.ts';
import { activePage, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const cells = { 'WH-SEA': await cellsOf(c.t, 'WH-SEA', 3), 'WH-LDN': await cellsOf(c.t, 'WH-LDN', 2) };
  await generateReportHistory(c.t.database, { seed: 7, documents: 160, days: 300, items: ['P001', 'P002', 'P003', 'P004', 'P005', 'P006', 'P007', 'P008'], cells, lots: [''] });
  await createUser(c.t.database.db, { userNo: 'manager', orgs: ['NWT'], grants: { '150102': ['isSearch', 'isExport'], '150110': ['isSearch', 'isExport'] } });
  page = await signedInPage(c, '/report/report/stock-age', 'manager', USER_PASSWORD);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);

/** Opens a console path, signing in again as the manager if the reload lands on the login page. */
async function open(path: string): Promise<void> {
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/login');
  if (new URL(page.url()).pathname === '/login') {
    await signIn(page, 'manager', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname === path);
  }
}

/** The totals row's cells as text. */
async function totalsRow(): Promise<string[]> {
  return front().getByTestId('report-totals').locator('td').allInnerTexts();
}

/** Exports the report and answers the last row of the downloaded sheet with its headers. */
async function exportedTotals(): Promise<Record<string, string>> {
  const [download] = await Promise.all([page.waitForEvent('download'), front().getByTestId('toolbar-export').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
  return Object.fromEntries(headers.map((header, i) => [header, last[i] === undefined || last[i] === null ? '' : String(last[i])]));
}

describe('reports', () => {
  it('should refuse a stock age search without a narrowing field and query nothing', async () => {
    await front().getByTestId('query-submit').click();
    await messageShown(page, 'Please give at least one narrowing field');
    await expect.poll(() => front().locator('.ant-empty-description').innerText(), POLL).toContain('Choose the search conditions');
  });

  it('should show the stock age chart and totals, drill into an item and export the same totals', async () => {
    await pickOption(page, front(), 'orgNo', 'NWT', 'NWT - ');
    await front().getByTestId('query-submit').click();
    await front().locator('[data-testid="report-chart"][data-chart="ageBars"] canvas').waitFor();
    const totals = await totalsRow();
    expect(totals[0]).toBe('Total');
    const header = await front().locator('.ant-table-thead th').allInnerTexts();
    const onHand = totals[header.indexOf('On hand')];
    expect(Number(onHand)).toBeGreaterThan(0);

    const firstRow = front().locator('.ant-table-tbody tr.ant-table-row').first();
    const itemNo = await firstRow.locator('td').nth(header.indexOf('Material no.')).innerText();
    await firstRow.getByTestId('drill-onHand').click();
    const drawer = page.locator('.wms-report-ledger');
    await expect.poll(() => drawer.locator('.ant-drawer-title').innerText(), POLL).toContain(itemNo);
    await expect.poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBeGreaterThan(0);
    const drillItems = await drawer.locator('.ant-table-tbody tr.ant-table-row td:nth-child(8)').allInnerTexts();
    expect(new Set(drillItems)).toEqual(new Set([itemNo]));
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => drawer.isVisible(), POLL).toBe(false);

    const exported = await exportedTotals();
    expect(exported['On hand']).toBe(onHand);
    expect(exported['Over 150 days']).toBe(totals[header.indexOf('Over 150 days')]);
  });

  it('should show the ABC Pareto chart with classes, drill into the top item and export the same totals', async () => {
    await open('/report/report/inventory-abc');
    await pickOption(page, front(), 'orgNo', 'NWT', 'NWT - ');
    await front().getByTestId('query-submit').click();
    await messageShown(page, 'Please choose a date range');
    await front().locator('#period').click();
    const today = new Date();
    const from = new Date(today.getTime() - 200 * 86_400_000).toISOString().slice(0, 10);
    await front().locator('#period').fill(from);
    await front().locator('#period').press('Enter');
    await front().locator('.ant-picker-input').nth(1).locator('input').fill(today.toISOString().slice(0, 10));
    await front().locator('.ant-picker-input').nth(1).locator('input').press('Enter');
    await front().getByTestId('query-submit').click();
    await front().locator('[data-testid="report-chart"][data-chart="pareto"] canvas').waitFor();
    const header = await front().locator('.ant-table-thead th').allInnerTexts();
    const firstRow = front().locator('.ant-table-tbody tr.ant-table-row').first();
    expect(await firstRow.locator('td').nth(header.indexOf('ABC class')).innerText()).toBe('A');
    const itemNo = await firstRow.locator('td').nth(header.indexOf('Material no.')).innerText();
    await firstRow.getByTestId('drill-issuedQty').click();
    const drawer = page.locator('.wms-report-ledger');
    await expect.poll(() => drawer.locator('.ant-drawer-title').innerText(), POLL).toContain(itemNo);
    await expect.poll(() => drawer.locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBeGreaterThan(0);
    expect(new Set(await drawer.locator('.ant-table-tbody tr.ant-table-row td:nth-child(8)').allInnerTexts())).toEqual(new Set([itemNo]));
    expect((await drawer.locator('.ant-table-tbody tr.ant-table-row td:nth-child(11)').allInnerTexts()).filter((delta) => Number(delta) === 0)).toEqual([]);
    await drawer.locator('.ant-drawer-close').click();

    const totals = await totalsRow();
    const exported = await exportedTotals();
    expect(exported['Issued value']).toBe(totals[header.indexOf('Issued value')]);
    expect(exported['Issued']).toBe(totals[header.indexOf('Issued')]);
  });
});
