/**
 * Forward tracing in the console (issue 18 part 2): a production user (the forward tracing menu
 * only) is refused a search without order and barcode before anything is asked, then traces the
 * barcode of a completed work order and sees the tree.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cellsOf, key, receive } from '../integration/inventory/inventory-support.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const [cell] = await cellsOf(c.t, 'WH-SEA', 1);
  await receive(c.t, key({ cellNo: cell, itemNo: 'P001', lotNo: 'A' }), '5');
  const token = await c.t.login();
  const as = async (path: string, body: unknown) => {
    const answer = await c.t.call(path, body, { token });
    if (answer.code !== 0) throw new Error(answer.errorMessage);
    return answer.data;
  };
  const added = await as('IPdWorkOrderService/addpdworkorder', { orderNo: 'WO-E2E', orgNo: 'NWT', warehouseNo: 'WH-SEA', itemNo: 'P003', lotNo: 'S1', planQty: '2' });
  const released = await as('IPdWorkOrderService/release', { id: added.id, version: added.version });
  await as('IPdWorkOrderService/complete', { id: released.id, version: released.version, cellNo: cell, materials: [{ cellNo: cell, itemNo: 'P001', lotNo: 'A', qty: '2' }], finished: [{ barcode: 'SB-E2E', qty: '2' }] });
  await createUser(c.t.database.db, { userNo: 'tracer', orgs: ['NWT'], grants: { '140301': ['isSearch'] } });
  page = await signedInPage(c, '/production/review/forward', 'tracer', USER_PASSWORD);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const front = () => activePage(page);

describe('forward tracing', () => {
  it('should ask for order and barcode, then draw the tree of a finished barcode', async () => {
    await front().getByTestId('trace-query').click();
    await expect.poll(() => front().getByText('Forward tracing needs both the production order and the finished barcode').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => front().getByTestId('trace-tree').count(), POLL).toBe(0);
    await front().getByTestId('trace-orderNo').fill('WO-E2E');
    await front().getByTestId('trace-barcode').fill('SB-E2E');
    await front().getByTestId('trace-query').click();
    await expect.poll(() => front().getByTestId('trace-tree').locator('canvas').count(), POLL).toBeGreaterThan(0);
  });
});
