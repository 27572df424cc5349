/**
 * The purchaser's side of walk 9 defect 5 (issue 23, record 0872), signed in at /login with the
 * seeded purchaser role and reaching each page by All functions: a supplier's proposed arrival date
 * is taken from the purchase order list (Take proposal, confirmed first): the line reads Accepted
 * with the proposed date; another proposal is declined and reads Pending acceptance again. ASN
 * approval narrows its list to Pending approval, where the approved ASN no longer shows. The
 * supplier's Delivery creation, opened from its menu before the proposal is taken, lists the taken
 * line without a reload (order.answer reaches the supplier, record 0967), and so does its Order
 * answer, open on another screen: the taken line reads Accepted, and a receipt of the approved ASN
 * shows in the line's Received column without a reload (record 1020).
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../src/server/db/schema.ts';
import { DICTIONARIES } from '../../src/shared/i18n/index.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, messageShown, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { createSupplierUser, openStaffPage, openSupplierPage, watchedPage } from './portal-pages.ts';

let c: Console;
let page: Page;
let errors: string[];
const asns: Record<'pending' | 'approved', string> = { pending: '', approved: '' };
/** A proposed arrival date 25 days ahead of the run (a date before today is refused). */
const PROPOSED_DATE = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);

const order = (purchaseNo: string) => ({ purchaseNo, purchaseSeq: 1, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', itemNo: 'P004', batchPurQty: '70', expectArrivalDate: '2026-12-01' });
const lineOf = async (purchaseNo: string) => (await c.t.database.db.execute(sql`select id, version from srm_purchase_line where purchase_no = ${purchaseNo}`)).rows[0];

beforeAll(async () => {
  c = await startConsole();
  const admin = await c.t.login();
  expect((await c.t.call('ISrmPurchaseService/syncpurchaseorders', { orders: ['PO-W23-TAKE', 'PO-W23-DECL', 'PO-W23-ASN'].map(order) }, { token: admin })).code).toBe(0);
  await createSupplierUser(c, 'w23-sup', 'S001');
  const supplier = await c.t.login('w23-sup', USER_PASSWORD);
  for (const purchaseNo of ['PO-W23-TAKE', 'PO-W23-DECL']) {
    const line = await lineOf(purchaseNo);
    const proposed = await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'propose', answerDate: PROPOSED_DATE, list: [{ id: Number(line.id), version: Number(line.version) }] }, { token: supplier });
    expect(proposed.code).toBe(0);
  }
  const asnLine = await lineOf('PO-W23-ASN');
  expect((await c.t.call('ISrmPurchaseService/answerpurchase', { action: 'accept', list: [{ id: Number(asnLine.id), version: Number(asnLine.version) }] }, { token: supplier })).code).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  for (const key of ['pending', 'approved'] as const) {
    asns[key] = (await c.t.call('ISrmAsnService/addasn', { head: { deliveryDate: today, expectedArrivalDate: today }, lines: [{ purchaseId: Number(asnLine.id), deliveryQty: '1' }] }, { token: supplier })).data.asnNo;
  }
  const [approved] = (await c.t.database.db.execute(sql`select id, version from srm_asn_head where asn_no = ${asns.approved}`)).rows;
  expect((await c.t.call('ISrmAsnService/approveasn', { list: [{ id: Number(approved.id), version: Number(approved.version) }] }, { token: admin })).code).toBe(0);
  const userId = await createUser(c.t.database.db, { userNo: 'w23-buyer', orgs: ['NWT'] });
  await c.t.database.db.insert(sysUserRole).values({ userId, roleNo: 'purchaser' });
  ({ page, errors } = await watchedPage(c, 'ISrmPurchaseService/confirmpurchaseanswer'));
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const rowOf = (text: string) => activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text });
/** The Received column's title, as the console's dictionary gives it. */
const RECEIVED = (DICTIONARIES['en-US'].field as Record<string, string>).receiveQty;
/** The text of the cell under column `header` of the row containing `text` on the page in front. */
async function cellOf(on: Page, text: string, header: string): Promise<string> {
  const headers = await activePage(on).locator('.ant-table-thead th').allInnerTexts();
  expect(headers).toContain(header);
  return activePage(on).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text }).locator('td').nth(headers.indexOf(header)).innerText();
}
async function selectOnly(purchaseNo: string): Promise<void> {
  for (const box of await activePage(page).locator('.ant-table-tbody .ant-checkbox-input:checked').all()) await box.uncheck();
  await rowOf(purchaseNo).locator('.ant-checkbox-input').check();
}

describe("purchaser's answers", () => {
  it("should take one supplier's proposal and decline another from the purchase order list", async () => {
    const supplier = await newPage(c, 'en-US');
    await supplier.goto(`${c.baseUrl}/login`);
    await signIn(supplier, 'w23-sup', USER_PASSWORD);
    await supplier.waitForURL((url) => url.pathname !== '/login');
    await openSupplierPage(supplier, 'en-US', 'deliveryCreate');
    const openLines = () => activePage(supplier).getByTestId('delivery-open-lines').innerText();
    await expect.poll(openLines, POLL).toContain('PO-W23-ASN');
    expect(await openLines()).not.toContain('PO-W23-TAKE');
    const answers = await newPage(c, 'en-US');
    await answers.goto(`${c.baseUrl}/login`);
    await signIn(answers, 'w23-sup', USER_PASSWORD);
    await answers.waitForURL((url) => url.pathname !== '/login');
    await openSupplierPage(answers, 'en-US', 'orderAnswer');
    await expect.poll(() => cellOf(answers, 'PO-W23-TAKE', 'Answer'), POLL).toBe('Proposed change');
    await expect.poll(() => cellOf(answers, 'PO-W23-ASN', RECEIVED), POLL).toBe('0');

    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'w23-buyer', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openStaffPage(page, 'en-US', '/offsite/purchase/purchaseOrder');
    await expect.poll(() => rowOf('PO-W23-TAKE').innerText(), POLL).toContain('Proposed change');
    await selectOnly('PO-W23-TAKE');
    await activePage(page).getByTestId('proposal-confirm').click();
    await expect.poll(() => page.locator('.ant-modal-confirm').innerText(), POLL).toContain('Take proposal on 1 order line?');
    await confirmOk(page);
    await messageShown(page, 'Take proposal: 1 done');
    await expect.poll(() => rowOf('PO-W23-TAKE').innerText(), POLL).toContain('Accepted');
    const [taken] = (await c.t.database.db.execute(sql`select to_char(expect_arrival_date, 'YYYY-MM-DD') as day from srm_purchase_line where purchase_no = 'PO-W23-TAKE'`)).rows;
    expect(taken.day).toBe(PROPOSED_DATE);
    await expect.poll(openLines, POLL).toContain('PO-W23-TAKE');
    await supplier.close();
    await expect.poll(() => cellOf(answers, 'PO-W23-TAKE', 'Answer'), POLL).toBe('Accepted');
    const [shipped] = (await c.t.database.db.execute(sql`select id, version from srm_asn_head where asn_no = ${asns.approved}`)).rows;
    expect((await c.t.call('ISrmAsnService/receiveasn', { id: Number(shipped.id), version: Number(shipped.version) }, { token: await c.t.login() })).code).toBe(0);
    await expect.poll(() => cellOf(answers, 'PO-W23-ASN', RECEIVED), POLL).toBe('1');
    await answers.close();

    await selectOnly('PO-W23-DECL');
    await activePage(page).getByTestId('proposal-decline').click();
    await confirmOk(page);
    await messageShown(page, 'Decline proposal: 1 done');
    await expect.poll(() => rowOf('PO-W23-DECL').innerText(), POLL).toContain('Pending acceptance');
    expect(await rowOf('PO-W23-DECL').innerText()).not.toContain(PROPOSED_DATE);
    await selectOnly('PO-W23-ASN');
    expect(await activePage(page).getByTestId('proposal-confirm').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('should narrow ASN approval to the ASNs pending approval', async () => {
    await openStaffPage(page, 'en-US', '/offsite/purchase/asn');
    await expect.poll(() => rowOf(asns.approved).count(), POLL).toBe(1);
    await activePage(page).getByTestId('asn-status-filter').getByText('Pending approval', { exact: true }).click();
    await expect.poll(() => rowOf(asns.approved).count(), POLL).toBe(0);
    await expect.poll(() => rowOf(asns.pending).count(), POLL).toBe(1);
    for (const row of await activePage(page).locator('.ant-table-tbody tr.ant-table-row').all()) expect(await row.innerText()).toContain('Pending approval');
  });
});
