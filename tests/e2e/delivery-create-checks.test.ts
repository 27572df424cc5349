/**
 * Delivery creation's refusals before anything is sent (issue 23, walk 9 defects 7 and 13), from
 * /login by the supplier's sidebar: Create ASN on an empty form shows the field messages and no page
 * error; a ship quantity over the line's open quantity is kept as typed (not clamped to it) and
 * Create ASN says which line and its open quantity, sending no addasn; the field itself explains
 * it as typed (walk 11 item 4). Only lines with an open quantity are offered, with the Open column.
 * A created ASN is shown: the supplier lands on the ASN list at it, selected (walk 11 item 9).
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USER_PASSWORD } from '../support/users.ts';
import { activePage, messageShown, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { createSupplierUser, openSupplierPage, watchedPage } from './portal-pages.ts';

let c: Console;
let page: Page;
let errors: string[];
let sent: string[];

beforeAll(async () => {
  c = await startConsole();
  const admin = await c.t.login();
  const order = { purchaseNo: 'PO-W23-SHIP', purchaseSeq: 1, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', itemNo: 'P004', batchPurQty: '70', expectArrivalDate: '2026-12-01' };
  // A second line all on the way already: nothing open, not offered.
  const shipped = { ...order, purchaseNo: 'PO-W23-FULL' };
  expect((await c.t.call('ISrmPurchaseService/syncpurchaseorders', { orders: [order, shipped] }, { token: admin })).code).toBe(0);
  await createSupplierUser(c, 'w23-ship', 'S001');
  const lines = (await c.t.database.db.execute(sql`select id, version from srm_purchase_line where purchase_no in ('PO-W23-SHIP', 'PO-W23-FULL')`)).rows;
  const accepted = await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: lines.map((l) => ({ id: Number(l.id), version: Number(l.version) })) }, { token: await c.t.login('w23-ship', USER_PASSWORD) });
  expect(accepted.code).toBe(0);
  await c.t.database.db.execute(sql`update srm_purchase_line set on_way_qty = batch_pur_qty where purchase_no = 'PO-W23-FULL'`);
  ({ page, errors, bodies: sent } = await watchedPage(c, 'ISrmAsnService/addasn'));
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('delivery creation checks', () => {
  it('should refuse an empty Create ASN on its fields with no page error', async () => {
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'w23-ship', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openSupplierPage(page, 'en-US', 'deliveryCreate');
    await activePage(page).getByTestId('delivery-create').click();
    await expect.poll(() => activePage(page).getByTestId('delivery-head').locator('.ant-form-item-explain-error').count(), POLL).toBe(2);
    expect([sent, errors]).toEqual([[], []]);
  });

  it('should keep a ship quantity over the open one as typed and refuse it on Create ASN', async () => {
    const form = activePage(page);
    const offered = form.getByTestId('delivery-open-lines');
    await expect.poll(() => offered.locator('tr.ant-table-row').filter({ hasText: 'PO-W23-SHIP' }).count(), POLL).toBe(1);
    expect(await offered.locator('thead').innerText()).toContain('Open');
    expect(await offered.locator('tr.ant-table-row').filter({ hasText: 'PO-W23-FULL' }).count()).toBe(0);
    await form.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'PO-W23-SHIP' }).locator('.ant-checkbox-input').check();
    await form.getByTestId('delivery-add-lines').click();
    const qty = form.getByTestId('delivery-qty-1').locator('input');
    await qty.fill('150');
    await qty.press('Tab');
    expect(await qty.inputValue()).toBe('150');
    expect(await form.getByTestId('delivery-qty-over-1').innerText()).toBe('More than the open 70: ship at most 70, or ask the buyer for more');
    const today = new Date().toISOString().slice(0, 10);
    for (const field of ['deliveryDate', 'expectedArrivalDate']) {
      await form.locator(`#${field}`).fill(today);
      await form.locator(`#${field}`).press('Enter');
    }
    await form.getByTestId('delivery-create').click();
    await messageShown(page, 'Line 1: ship more than 0 and at most the open 70');
    expect([sent, errors]).toEqual([[], []]);
  });

  it('should land on the created ASN in the ASN list, selected', async () => {
    const form = activePage(page);
    const qty = form.getByTestId('delivery-qty-1').locator('input');
    await qty.fill('20');
    await qty.press('Tab');
    expect(await form.getByTestId('delivery-qty-over-1').count()).toBe(0);
    await form.getByTestId('delivery-create').click();
    await page.waitForURL((url) => url.searchParams.has('focus'));
    const [asn] = (await c.t.database.db.execute(sql`select h.id, h.asn_no from srm_asn_head h join srm_asn_line l on l.head_id = h.id join srm_purchase_line p on p.id = l.purchase_id where p.purchase_no = 'PO-W23-SHIP'`)).rows;
    expect(new URL(page.url()).searchParams.get('focus')).toBe(String(asn.id));
    const row = activePage(page).getByTestId('asn-table').locator(`tr[data-row-key="${String(asn.id)}"]`);
    await expect.poll(() => row.locator('input:checked').count(), POLL).toBe(1);
    expect(await row.innerText()).toContain(String(asn.asn_no));
    expect(errors).toEqual([]);
  });
});
