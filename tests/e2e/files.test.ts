/**
 * Spreadsheets end to end on the supplier list (spec console §4 import dialog, §2 export-template
 * picker, §5, §7 Import/export): a failing and a passing import of real xlsx files, the export
 * picker (choice required, templates with the default preselected), the downloaded file's stamped
 * name and rows, and message.noExport on a page without an export port.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const SUPPLIERS = '/base/basic/supplier';
let c: Console;
let page: Page;
const folder = mkdtempSync(path.join(tmpdir(), 'wms-e2e-files-'));

/** Writes an xlsx with the given header row and rows; answers its path. */
async function workbook(name: string, headers: string[], rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Suppliers');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  const file = path.join(folder, name);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, SUPPLIERS);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const total = () => list().locator('.ant-pagination-total-text').innerText();
const importDialog = () => page.locator('.ant-modal').filter({ hasText: 'Import Supplier' });

async function chooseFile(file: string) {
  await importDialog().locator('input[type=file]').setInputFiles(file);
}

describe('import', () => {
  it('should refuse a file with a bad row, list the row errors and import nothing', async () => {
    await expect.poll(total, POLL).toBe('Total 29');
    await list().getByTestId('toolbar-import').click();
    expect(await importDialog().getByTestId('import-submit').isDisabled()).toBe(true);
    await chooseFile(await workbook('bad.xlsx', ['Supplier no.', 'Supplier name', 'Status'], [['IMP-1', 'Imported one', 1], ['IMP-2', '', 1]]));
    await importDialog().getByTestId('import-submit').click();
    await importDialog().getByText('Verification failed').waitFor();
    expect(await importDialog().locator('.ant-table-tbody').innerText()).toContain('Supplier name');
    const answer = await c.t.call('IBmSupplierService/getbmsupplierlistbyparams', { condition: { keyword: 'IMP-' } }, { token: await c.t.login() });
    expect(answer.data.total).toBe(0);
  });

  it('should import a good file, show the counts and list the new rows', async () => {
    await chooseFile(await workbook('good.xlsx', ['Supplier no.', 'Supplier name'], [['IMP-1', 'Imported one'], ['IMP-2', 'Imported two']]));
    await importDialog().getByTestId('import-submit').click();
    await importDialog().getByText('Imported: 2 added, 0 updated').waitFor();
    await importDialog().locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(total, POLL).toBe('Total 31');
  });
});

describe('export', () => {
  const exportDialog = () => page.locator('.ant-modal').filter({ hasText: 'All fields' });

  it('should ask for an export template, then download the chosen rows under a stamped name', async () => {
    await list().locator('#search_keyword').fill('IMP-');
    await list().getByRole('button', { name: 'Query' }).click();
    await expect.poll(total, POLL).toBe('Total 2');
    await list().getByTestId('toolbar-export').click();
    await exportDialog().getByText('No export templates yet').waitFor();
    await exportDialog().locator('.ant-modal-footer').getByRole('button', { name: 'Export' }).click();
    await messageShown(page, 'Please choose an export template');
    await exportDialog().getByText('All fields').click();
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog().locator('.ant-modal-footer').getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Supplier_\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    const values = [2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1, 3));
    expect(values).toEqual(expect.arrayContaining([['IMP-1', 'Imported one'], ['IMP-2', 'Imported two']]));
  });

  it('should save a default template, preselect it next time and export its columns in order', async () => {
    await list().getByTestId('toolbar-export').click();
    await exportDialog().getByText('New export template').click();
    await exportDialog().getByLabel('Template name').fill('Names first');
    const columns = exportDialog().getByLabel('Columns (in export order)');
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    // Typed, so the option is in the dropdown's short virtual list whatever the column count.
    for (const column of ['Supplier name', 'Supplier no.']) {
      await columns.fill(column);
      await options.getByText(column, { exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await exportDialog().getByText('Use as the default').click();
    await exportDialog().getByRole('button', { name: 'Save template' }).click();
    await messageShown(page, 'Export template saved');
    await page.keyboard.press('Escape');
    await exportDialog().waitFor({ state: 'hidden' });
    await list().getByTestId('toolbar-export').click();
    await expect.poll(() => exportDialog().locator('.ant-radio-wrapper-checked').innerText(), POLL).toBe('Names first');
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog().locator('.ant-modal-footer').getByRole('button', { name: 'Export' }).click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['Supplier name *', 'Supplier no. *']);
  });

  it('should say the page has no export where there is no export port', async () => {
    await page.goto(`${c.baseUrl}/system/application/parameter`);
    await list().getByTestId('toolbar-export').click();
    await messageShown(page, 'This page has no export');
    expect(await list().getByTestId('toolbar-import').count()).toBe(0);
  });
});
