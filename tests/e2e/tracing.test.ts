/**
 * Work orders and forward tracing in the console (issue 18 part 2): a production user (the work
 * order list with its complete flag and the forward tracing menu) completes a released order in
 * its dialog by choosing the finished goods' cell, the material's item and the cell and lot holding
 * it; then is refused a tracing search without order and barcode before anything is asked, traces
 * the finished barcode of that order and sees the tree.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cellsOf, key, receive } from '../integration/inventory/inventory-support.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let cell: string;

beforeAll(async () => {
  c = await startConsole();
  [cell] = await cellsOf(c.t, 'WH-SEA', 1);
  await receive(c.t, key({ cellNo: cell, itemNo: 'P001', lotNo: 'A' }), '5');
  const token = await c.t.login();
  const as = async (path: string, body: unknown) => {
    const answer = await c.t.call(path, body, { token });
    if (answer.code !== 0) throw new Error(answer.errorMessage);
    return answer.data;
  };
  const added = await as('IPdWorkOrderService/addpdworkorder', { orderNo: 'WO-E2E', orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'P003', lotNo: 'S1', planQty: '2' });
  await as('IPdWorkOrderService/release', { id: added.id, version: added.version });
  await createUser(c.t.database.db, { userNo: 'producer', orgs: ['NWT'], grants: { '140101': ['isSearch', 'isEnd'], '140301': ['isSearch'] } });
  page = await signedInPage(c, '/production/production-information/work-order', 'producer', USER_PASSWORD);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);

describe('work order', () => {
  it('should complete a released order with the cell, item and lot chosen in the dialog', async () => {
    const row = front().locator('tr.ant-table-row', { hasText: 'WO-E2E' });
    await row.locator('.ant-checkbox-input').check();
    await front().getByTestId('work-order-complete').click();
    const dialog = page.locator('.ant-modal', { hasText: 'Complete work order WO-E2E' });
    await pickOption(page, dialog, 'wo-cell', cell, cell);
    await pickOption(page, dialog, 'wo-materials-itemNo-0', 'P001', 'P001 - ');
    await pickOption(page, dialog, 'wo-materials-cellNo-0', '', `${cell} - 1 item(s)`);
    await pickOption(page, dialog, 'wo-materials-lotNo-0', '', 'A - available');
    await dialog.getByTestId('wo-materials-qty-0').fill('2');
    await dialog.getByTestId('wo-finished-barcode-0').fill('SB-E2E');
    await dialog.getByTestId('wo-finished-qty-0').fill('2');
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await messageShown(page, 'Complete: work order WO-E2E');
    await expect.poll(() => row.innerText(), POLL).toContain('Completed');
  });
});

describe('forward tracing', () => {
  it('should ask for order and barcode, then draw the tree of a finished barcode', async () => {
    await page.goto(`${c.baseUrl}/production/review/forward`);
    await front().getByTestId('trace-query').click();
    await expect.poll(() => front().getByText('Forward tracing needs both the production order and the finished barcode').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => front().getByTestId('trace-tree').count(), POLL).toBe(0);
    await front().getByTestId('trace-orderNo').fill('WO-E2E');
    await front().getByTestId('trace-barcode').fill('SB-E2E');
    await front().getByTestId('trace-query').click();
    await expect.poll(() => front().getByTestId('trace-tree').locator('canvas').count(), POLL).toBeGreaterThan(0);
  });
});
