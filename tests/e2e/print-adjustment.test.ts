/**
 * Printing a stock adjustment from its list (walk 14-26 #1, #7): the dialog's title counts the
 * selected rows in the singular for one, the template the default bill template uses
 * (BILL-ADJUSTMENT -> RPT-ADJUSTMENT) is preselected, and the printed PDF read back by OCR
 * carries the line's item number and quantity.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfOcrText } from '../support/pdf-ocr.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const LIST = '/sm/stock/adjustment';
let c: Console;
let page: Page;
let docNo: string;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  const cells = await c.t.call('IBmCellService/getbmcelllistbyparams', { current: 1, size: 1, condition: { warehouseNo: 'WH-SEA' } }, { token });
  const added = await c.t.call('IInvChangeService/addinvchange', { orgNo: 'NWT', warehouseNo: 'WH-SEA', changeType: '1', lines: [{ cellNo: cells.data.records[0].cellNo, itemNo: 'P042', stockStatus: '10', qty: '37' }] }, { token });
  expect(added.code).toBe(0);
  docNo = added.data.invChangeNo;
  page = await signedInPage(c, LIST);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const dialog = () => page.locator('.ant-modal').filter({ hasText: 'Document template' });

describe('print an adjustment', () => {
  it('should preselect the default template, title one row in the singular and print the lines', async () => {
    const row = list().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: docNo });
    await row.locator('.ant-checkbox-input').check();
    await list().getByTestId('toolbar-print').click();
    await expect.poll(() => page.locator('.ant-modal-title').filter({ hasText: /^Print 1 row$/ }).count(), POLL).toBe(1);
    await expect.poll(() => dialog().getByTestId('print-template').innerText(), POLL).toContain('RPT-ADJUSTMENT');
    const [answer, popup] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/IReportPrintService/print')),
      page.context().waitForEvent('page'),
      dialog().getByRole('button', { name: 'Print' }).click(),
    ]);
    const body = await answer.json();
    expect(body.data).toMatchObject({ printer: 'PDF', count: 1 });
    const text = (await pdfOcrText(Buffer.from(body.data.content, 'base64'), 'eng')).replace(/PO(?=\d)/g, 'P0');
    for (const printed of [docNo, 'P042', '37']) expect(text).toContain(printed);
    await popup.close();
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toBe(`Printed: ${docNo}`);
  });
});
