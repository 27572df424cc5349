/**
 * The supplier's order answer actions of issue 23 (r23a), from /login by the sidebar: a double click
 * on Accept sends one answer and shows one success message; Reject asks for confirmation with a
 * required reason, sent with the answer and listed to the purchaser; a greyed button says why in
 * its tooltip and Propose disables the quantity the order answer rule forbids changing (the demo's
 * ANS-48H; walk 11 item 8); an empty proposal, or one the rule changed meanwhile forbids, is refused
 * in the form, nothing sent; a proposed quantity of 0 stays 0 and is refused; an open Propose dialog checks the
 * rule in force when OK is pressed (walk 9 defect 9); the line the home's "Answer" opened is ticked
 * once, not again after the answer (defect 10); and no server refusal or form check is ever an
 * uncaught page error.
 */
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, type Console, messageShown, POLL, screenshotOnFailure, signIn, startConsole } from './browser.ts';
import { createSupplierUser, openSupplierPage, watchedPage } from './portal-pages.ts';

const SUPPLIER = 'nw-answer';
let c: Console;
let page: Page;
let errors: string[];
let answers: string[];

const order = (purchaseNo: string) => ({ purchaseNo, purchaseSeq: 1, orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', itemNo: 'P004', batchPurQty: '70', expectArrivalDate: '2026-12-01' });

beforeAll(async () => {
  c = await startConsole();
  await createSupplierUser(c, SUPPLIER, 'S001');
  const synced = await c.t.call('ISrmPurchaseService/syncpurchaseorders', { orders: ['PO-R23-ACC', 'PO-R23-REJ', 'PO-R23-PRO', 'PO-R23-FOC'].map(order) }, { token: await c.t.login() });
  expect(synced.code).toBe(0);
  ({ page, errors, bodies: answers } = await watchedPage(c, 'ISrmPurchaseService/answerpurchase'));
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const rowOf = (purchaseNo: string) => activePage(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: purchaseNo });
/** Ticks only the row of `purchaseNo`. */
async function selectOnly(purchaseNo: string): Promise<void> {
  for (const box of await activePage(page).locator('.ant-table-tbody .ant-checkbox-input:checked').all()) await box.uncheck();
  await rowOf(purchaseNo).locator('.ant-checkbox-input').check();
}
const successes = () => page.evaluate(() => (window as unknown as { __wmsMessages: { texts: string[] } }).__wmsMessages.texts.filter((text) => text.startsWith('Accept:')).length);

describe('order answer actions', () => {
  it('should send one answer and show one success message for a double click on Accept', async () => {
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, SUPPLIER, USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openSupplierPage(page, 'en-US', 'orderAnswer');
    await selectOnly('PO-R23-ACC');
    await activePage(page).getByTestId('answer-accept').dblclick();
    await expect.poll(() => page.locator('.ant-modal-confirm').innerText(), POLL).toContain('Accept PO-R23-ACC/1?');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(1);
    await confirmOk(page);
    await messageShown(page, 'Accept: 1 done');
    await expect.poll(() => rowOf('PO-R23-ACC').innerText(), POLL).toContain('Accepted');
    expect([answers.length, await successes(), errors]).toEqual([1, 1, []]);
  });

  it('should reject only after confirmation with a reason, kept with the answer', async () => {
    await selectOnly('PO-R23-REJ');
    await activePage(page).getByTestId('answer-reject').click();
    const dialog = page.getByTestId('reject-dialog');
    await expect.poll(() => dialog.innerText(), POLL).toContain('Reject 1 order line?');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog.innerText(), POLL).toContain('Please enter Reason');
    expect(answers.length).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), POLL).toBe(false);
    expect(await rowOf('PO-R23-REJ').innerText()).toContain('Pending acceptance');

    await activePage(page).getByTestId('answer-reject').click();
    await page.getByTestId('reject-dialog-reason').fill('Item discontinued');
    await page.keyboard.press('Enter');
    await messageShown(page, 'Reject: 1 done');
    await expect.poll(() => rowOf('PO-R23-REJ').innerText(), POLL).toContain('Item discontinued');
    expect(await rowOf('PO-R23-REJ').innerText()).toContain('Rejected');
    expect([answers.length, JSON.parse(answers[1]).answerRemark, errors]).toEqual([2, 'Item discontinued', []]);
  });

  it('should say why a greyed button is greyed, and disable in Propose the quantity the answer rule forbids changing', async () => {
    for (const box of await activePage(page).locator('.ant-table-tbody .ant-checkbox-input:checked').all()) await box.uncheck();
    await activePage(page).getByTestId('answer-accept').hover();
    await expect.poll(() => page.locator('.ant-tooltip:visible').innerText().catch(() => ''), POLL).toBe('Select one or more order lines pending an answer');
    await selectOnly('PO-R23-PRO');
    await activePage(page).getByTestId('answer-propose').click();
    const dialog = page.getByTestId('propose-dialog');
    // The demo's ANS-48H does not allow suppliers to propose another quantity.
    await expect.poll(() => dialog.locator('input').first().isDisabled(), POLL).toBe(true);
    expect(await dialog.innerText()).toContain('The order answer rule does not allow changing the quantity');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.innerText(), POLL).toContain('A proposal needs another quantity greater than 0 or another arrival date');
    expect([answers.length, errors]).toEqual([2, []]);
    expect(await rowOf('PO-R23-PRO').innerText()).toContain('Pending acceptance');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('should keep a proposed 0 as 0 and refuse it, and check an open proposal against the rule in force when OK is pressed', async () => {
    await c.t.database.db.execute(sql`update srm_answer_rule set can_change_qty = true where rule_no = 'ANS-48H'`);
    await page.reload();
    await expect.poll(() => rowOf('PO-R23-PRO').count(), POLL).toBe(1);
    await selectOnly('PO-R23-PRO');
    await activePage(page).getByTestId('answer-propose').click();
    const dialog = page.getByTestId('propose-dialog');
    const qty = dialog.locator('input').first();
    await expect.poll(() => qty.isEnabled(), POLL).toBe(true);
    await qty.fill('0');
    await qty.press('Tab');
    expect(await qty.inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.innerText(), POLL).toContain('A proposal needs another quantity greater than 0 or another arrival date');
    expect(answers.length).toBe(2);

    // The rule changes while the dialog is open: OK checks the rule in force, not the one loaded.
    await c.t.database.db.execute(sql`update srm_answer_rule set can_change_qty = false where rule_no = 'ANS-48H'`);
    await qty.fill('80');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.innerText(), POLL).toContain('the order answer rule ANS-48H does not allow suppliers to propose another quantity');
    expect(answers.length).toBe(2);

    await c.t.database.db.execute(sql`update srm_answer_rule set can_change_qty = true where rule_no = 'ANS-48H'`);
    await qty.fill('60');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await messageShown(page, 'Propose change: 1 done');
    await expect.poll(() => rowOf('PO-R23-PRO').innerText(), POLL).toContain('Proposed change');
    expect([answers.length, JSON.parse(answers[2]).answerQty, errors]).toEqual([3, '60', []]);
  });

  it('should tick the line opened from the home page once, not again after answering it', async () => {
    const [line] = (await c.t.database.db.execute(sql`select id from srm_purchase_line where purchase_no = 'PO-R23-FOC'`)).rows;
    await openSupplierPage(page, 'en-US', 'door');
    await activePage(page).getByTestId(`todo-answer-${String(line.id)}`).click();
    const ticked = () => activePage(page).locator('.ant-table-tbody .ant-checkbox-input:checked').count();
    await expect.poll(ticked, POLL).toBe(1);
    expect(await rowOf('PO-R23-FOC').locator('.ant-checkbox-input').isChecked()).toBe(true);
    await activePage(page).getByTestId('answer-accept').click();
    await confirmOk(page);
    await messageShown(page, 'Accept: 1 done');
    await expect.poll(() => rowOf('PO-R23-FOC').innerText(), POLL).toContain('Accepted');
    expect(await ticked()).toBe(0);
  });
});
