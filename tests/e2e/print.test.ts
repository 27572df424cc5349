/**
 * Label print end to end on Base.Print label-print (spec console §5 print dialog, §7 Printing and
 * real time; workflows §8): the print button follows the selection rules, the dialog requires the
 * document template, a PDF print opens the labels in a new window, a ZPL print downloads the
 * Zebra file, each result arrives over the websocket and shows in the dialog; split-label-print
 * replaces a label by printed pieces.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, chooseOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const LABEL_PRINT = '/base/print/label-print';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  // The newest label, listed first: another customer than the demo labels.
  expect((await c.t.call('IBmLabelService/addbmlabel', { barcode: 'MIX-0001', orgNo: 'NWT', itemNo: 'P001', qty: '1', customerNo: 'ALFKI' }, { token })).code).toBe(0);
  page = await signedInPage(c, LABEL_PRINT);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const rows = () => list().locator('.ant-table-tbody tr.ant-table-row');
const printButton = () => list().getByTestId('toolbar-print');
const dialog = () => page.locator('.ant-modal').filter({ hasText: 'Document template' });
const select = (row: number) => rows().nth(row).locator('.ant-checkbox-input');

async function choose(field: string, option: string) {
  await chooseOption(page, dialog().locator('.ant-form-item').filter({ has: page.locator(`#${field}`) }), option);
}

describe('label print', () => {
  it('should list the labels with only print tools, the print button disabled until rows of one combination are selected', async () => {
    await expect.poll(() => rows().count(), POLL).toBeGreaterThan(3);
    expect(await list().getByTestId('toolbar-add').count()).toBe(0);
    expect(await printButton().isDisabled()).toBe(true);
    await select(0).check();
    await select(1).check();
    await expect.poll(() => printButton().isDisabled(), POLL).toBe(true);
    await select(0).uncheck();
    await select(2).check();
    await expect.poll(() => printButton().isDisabled(), POLL).toBe(false);
  });

  it('should require the document template, then open the labels as a PDF and show the result from the websocket', async () => {
    await printButton().click();
    await dialog().getByRole('button', { name: 'Print' }).click();
    await dialog().getByText('Please select the document template').waitFor();
    await choose('reportKey', 'LBL-ITEM-128');
    const keys = await Promise.all([1, 2].map((row) => rows().nth(row).locator('td').nth(1).innerText()));
    const [answer, popup] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/IReportPrintService/print')),
      page.context().waitForEvent('page'),
      dialog().getByRole('button', { name: 'Print' }).click(),
    ]);
    const body = await answer.json();
    expect(body.data).toMatchObject({ printer: 'PDF', count: 2 });
    expect(Buffer.from(body.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(popup.url()).toMatch(/^blob:/);
    await popup.close();
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toBe(`Printed: ${keys.join(', ')}`);
  });

  it('should download the same labels as a ZPL file for a Zebra printer', async () => {
    await choose('printer', 'Zebra printer (ZPL file)');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Print' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.zpl$/);
    const zpl = readFileSync(await download.path(), 'utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl).toContain('^BCN,');
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toMatch(/^Printed: /);
  });

  it('should allow a summary print only for the print time "source document"', async () => {
    expect(await dialog().getByTestId('print-summary').isDisabled()).toBe(true);
    await choose('standardCol01', 'Source document');
    await expect.poll(() => dialog().getByTestId('print-summary').isDisabled(), POLL).toBe(false);
  });

  it('should split a label into pieces on split-label-print and list them', async () => {
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${c.baseUrl}/base/print/split-label-print`);
    await list().locator('#search_barcode').fill('NWT00000006');
    await list().getByRole('button', { name: 'Query' }).click();
    await expect.poll(() => rows().count(), POLL).toBe(1);
    await select(0).check();
    await printButton().click();
    await choose('reportKey', 'LBL-ITEM-128');
    await choose('printer', 'Zebra printer (ZPL file)');
    await dialog().getByTestId('print-split-qty').fill('50');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Print' }).click()]);
    expect(readFileSync(await download.path(), 'utf8').match(/\^XA/g)).toHaveLength(3);
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toBe('Printed: NWT00000006-01, NWT00000006-02, NWT00000006-03');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => rows().count(), POLL).toBe(4);
  });
});
