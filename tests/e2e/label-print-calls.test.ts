/**
 * Cell and container labels from the console (spec console §7 boxprint, printbmcell): on
 * storage-print the print dialog asks for copies instead of print time and summary, prints the
 * selected cell's location labels through printbmcell as a PDF and shows the result text.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, chooseOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/base/print/storage-print');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const rows = () => activePage(page).locator('.ant-table-tbody tr.ant-table-row');
const dialog = () => page.locator('.ant-modal').filter({ hasText: 'Document template' });

describe('cell label print', () => {
  it('should print two copies of the selected cell label through printbmcell and show the result', async () => {
    await expect.poll(() => rows().count(), POLL).toBeGreaterThan(0);
    await rows().first().locator('.ant-checkbox-input').check();
    const cellNo = await rows().first().locator('td').nth(1).innerText();
    await activePage(page).getByTestId('toolbar-print').click();
    await dialog().getByTestId('print-copies').waitFor();
    expect(await dialog().getByTestId('print-time').count()).toBe(0);
    expect(await dialog().getByTestId('print-summary').count()).toBe(0);
    await chooseOption(page, dialog().locator('.ant-form-item').filter({ has: page.locator('#reportKey') }), 'LBL-CELL-128');
    await dialog().getByTestId('print-copies').fill('2');
    const [answer, popup] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/IBmCellService/printbmcell')),
      page.context().waitForEvent('page'),
      dialog().getByRole('button', { name: 'Print' }).click(),
    ]);
    expect((await answer.json()).data).toMatchObject({ printer: 'PDF', count: 2 });
    await popup.close();
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toBe(`Printed: ${cellNo}`);
  });
});
