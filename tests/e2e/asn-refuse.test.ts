/**
 * The purchaser's Refuse of issue 23 (r23a), from /login by All functions: Refuse asks for
 * confirmation with a required reason, sends nothing without one, and once refused the ASN reads
 * "Refused" and its quantity is open on the order line again, with no uncaught page error; the
 * supplier, signed in from /login and on its ASN list by All functions, reads it as "Refused" with
 * the purchaser's reason (record 0800).
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../support/constants.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, messageShown, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { openStaffPage, watchedPage } from './portal-pages.ts';

let c: Console;
let page: Page;
let asnNo: string;
let lineId: number;
let errors: string[];
let refusals: string[];

beforeAll(async () => {
  c = await startConsole();
  const db = c.t.database.db;
  await createUser(db, { userNo: 'refusesup', userType: 'supplier', belongSupplier: 'S001', grants: { '5301': ['isSearch', 'isModify'], '5103': ['isSearch', 'isAdd'], '5101': ['isSearch'] } });
  const token = await c.t.login('refusesup', USER_PASSWORD);
  const [line] = (await db.execute(sql`select id, version from srm_purchase_line where supplier_no = 'S001' order by purchase_seq limit 1`)).rows;
  lineId = Number(line.id);
  expect((await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: [{ id: lineId, version: Number(line.version) }] }, { token })).code).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  asnNo = (await c.t.call('ISrmAsnService/addasn', { head: { deliveryDate: today, expectedArrivalDate: today }, lines: [{ purchaseId: lineId, deliveryQty: '1' }] }, { token })).data.asnNo;
  ({ page, errors, bodies: refusals } = await watchedPage(c, 'ISrmAsnService/refuseasn'));
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const onWay = async () => (await c.t.database.db.execute(sql`select on_way_qty from srm_purchase_line where id = ${lineId}`)).rows[0].on_way_qty;

describe("purchaser's ASN refusal", () => {
  it('should refuse an ASN only with a reason and give its quantity back to the order line', async () => {
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openStaffPage(page, 'en-US', '/offsite/purchase/asn');
    const row = activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo });
    await row.locator('.ant-checkbox-input').check();
    expect(await onWay()).toBe('1');
    await activePage(page).getByTestId('asn-refuse').click();
    const dialog = page.getByTestId('refuse-dialog');
    await expect.poll(() => dialog.innerText(), POLL).toContain('Refuse 1 ASN?');
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await expect.poll(() => dialog.innerText(), POLL).toContain('Please enter Reason');
    expect(refusals).toEqual([]);
    await page.getByTestId('refuse-dialog-reason').fill('Wrong pallets');
    await page.keyboard.press('Enter');
    await messageShown(page, 'Refuse: 1 done');
    await expect.poll(() => row.innerText(), POLL).toContain('Refused');
    expect([refusals.length, JSON.parse(refusals[0]).remark, await onWay(), errors]).toEqual([1, 'Wrong pallets', '0', []]);
  });

  it('should show the supplier its refused ASN as Refused with the reason, not pending approval', async () => {
    const supplier = await newPage(c, 'en-US');
    await supplier.goto(`${c.baseUrl}/login`);
    await signIn(supplier, 'refusesup', USER_PASSWORD);
    await supplier.waitForURL((url) => url.pathname !== '/login');
    await supplier.getByTestId('all-menu-button').click();
    await supplier.locator('.wms-all-menu a', { hasText: 'ASN list' }).click();
    const row = activePage(supplier).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: asnNo });
    await expect.poll(() => row.innerText(), POLL).toContain('Refused');
    expect(await row.innerText()).toContain('Wrong pallets');
    expect(await row.innerText()).not.toContain('Pending approval');
  });
});
