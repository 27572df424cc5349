/**
 * Container labels of a stock-take through the console (spec console §5 stock-check form): on
 * the count plan list "Print container labels" opens the form prefilled with the selected plan;
 * the plan picker depends on the organisation; the required fields say which is missing; a PDF
 * print makes the containers and opens boxBarcodeNum x numberCopies labels, the result text
 * arrives over the websocket; a ZPL print downloads the Zebra file.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, chooseOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const PLAN_PAGE = '/sm/inventory/plan';
let c: Console;
let page: Page;
let checkNo: string;

beforeAll(async () => {
  c = await startConsole();
  const token = await c.t.login();
  const plan = await c.t.call('IChkCheckStockHeadService/addchkcheckstock', { orgNo: 'NWT', warehouseNo: 'WH-SEA', checkScopeNo: '1', checkModeNo: '1', checkPatternNo: '1', planType: '1', lines: [] }, { token });
  expect(plan.code).toBe(0);
  checkNo = plan.data.checkNo;
  page = await signedInPage(c, PLAN_PAGE);
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const dialog = () => page.getByTestId('box-label-dialog');
const item = (id: string) => dialog().locator('.ant-form-item').filter({ has: page.locator(`#${id}`) });
const printButton = () => dialog().getByRole('button', { name: 'Print' });

const choose = (id: string, option: string) => chooseOption(page, item(id), option);

describe('container labels of a stock-take', () => {
  it('should open the form prefilled with the selected plan and name each missing field', async () => {
    const row = activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: checkNo });
    await row.locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('check-box-labels').click();
    await expect.poll(() => item('checkNo').innerText(), POLL).toContain(checkNo);
    expect(await dialog().getByTestId('box-label-count').inputValue()).toBe('1');
    await printButton().click();
    await dialog().getByText('Please select the container rule').waitFor();
    await dialog().getByText('Please select the label template').waitFor();

    await item('orgNo').locator('.ant-select-clear').click();
    await dialog().getByText('Please select the organization').waitFor();
    await expect.poll(() => item('checkNo').locator('.ant-select-disabled').count(), POLL).toBe(1);
    expect(await item('checkNo').innerText()).not.toContain(checkNo);
    await choose('orgNo', 'NWT');
    await expect.poll(() => item('checkNo').locator('.ant-select-disabled').count(), POLL).toBe(0);
    await choose('checkNo', checkNo);
  });

  it('should make the containers and open their labels as a PDF, each printed numberCopies times', async () => {
    await choose('boxRuleNo', 'BOX-MONTHLY');
    await choose('templateCode', 'LBL-BOX-DM');
    await dialog().getByTestId('box-label-count').fill('2');
    await dialog().getByTestId('box-label-copies').fill('3');
    await dialog().getByText('6 labels').waitFor();
    const [answer, popup] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/IChkCheckStockHeadService/printCheckBoxLabels')),
      page.context().waitForEvent('page'),
      printButton().click(),
    ]);
    const body = await answer.json();
    expect(body.data).toMatchObject({ printer: 'PDF', count: 6 });
    expect(Buffer.from(body.data.content, 'base64').toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(6);
    expect(popup.url()).toMatch(/^blob:/);
    await popup.close();
    const token = await c.t.login();
    const boxes = await c.t.call('IBmContainerService/getbmcontainerlistbyparams', { current: 1, size: 10, condition: { boxName: checkNo }, sorter: { field: 'boxNo', order: 'ascend' } }, { token });
    const numbers = boxes.data.records.map((box: { boxNo: string }) => box.boxNo);
    expect(numbers).toHaveLength(2);
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toBe(`Printed: ${numbers.join(', ')}`);
  });

  it('should download a ZPL file for a Zebra printer', async () => {
    await dialog().getByTestId('box-label-count').fill('1');
    await dialog().getByTestId('box-label-copies').fill('2');
    await choose('printer', 'Zebra printer (ZPL file)');
    const [download] = await Promise.all([page.waitForEvent('download'), printButton().click()]);
    expect(download.suggestedFilename()).toMatch(/\.zpl$/);
    expect(readFileSync(await download.path(), 'utf8').match(/\^XA/g)).toHaveLength(2);
    await expect.poll(() => dialog().getByTestId('print-result').innerText(), POLL).toMatch(/^Printed: BOX\d{10}$/);
  });
});
