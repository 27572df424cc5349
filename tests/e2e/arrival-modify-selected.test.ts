/**
 * Walk 13-24 #1 ("Modify opens a different arrival note than the one selected" while the live demo
 * adds notes): from /login and the all-functions menu, Inbound > Arrival > Arrival notes, the
 * administrator ticks an older note; two notes are added through the call while the list is open
 * and the list is reloaded (Refresh), so the new notes take the top rows; the ticked note stays
 * ticked by its id, and the toolbar's Modify opens that note (its address and its line), not the
 * top row's. (The walk's script clicked the first button named exactly "Modify": the toolbar's is
 * named "edit Modify" by its icon, so that was the top row's own Modify in the operation column.)
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';
import { openStaffPage } from './portal-pages.ts';

const LIST = '/inbound/arrival/arrival-note';
let c: Console;
let page: Page;
let admin: string;

beforeAll(async () => {
  c = await startConsole();
  admin = await c.t.login();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

/** Adds an arrival note of WH-SEA (S001, one line of P004) through the call; answers its number. */
async function addNote(qty: string): Promise<string> {
  const added = await c.t.call('IInArriveService/addinarrive', {
    orgNo: 'NWT', warehouseNo: 'WH-SEA', supplierNo: 'S001', classifyType: 'PUR-IN', lines: [{ itemNo: 'P004', qty }],
  }, { token: admin });
  expect(added.errorMessage ?? '').toBe('');
  return String(added.data.inArriveNo);
}

describe('arrival notes: the ticked note is the one modified', () => {
  it('should open the ticked note on Modify after new notes came in at the top of the list', async () => {
    const ticked = await addNote('3');
    const newest = await addNote('4');
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    await openStaffPage(page, 'en-US', LIST);
    const rows = activePage(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.first().innerText(), POLL).toContain(newest);
    const row = rows.filter({ hasText: ticked });
    await row.locator('.ant-checkbox-input').check();

    // Notes arrive while the list is open (the live demo adds them); the list is reloaded and they take the top rows.
    const later = [await addNote('5'), await addNote('6')];
    await activePage(page).getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => rows.first().innerText(), POLL).toContain(later[1]);
    expect(await row.locator('.ant-checkbox-input').isChecked()).toBe(true);
    expect(await rows.locator('.ant-checkbox-input:checked').count()).toBe(1);

    await activePage(page).getByTestId('toolbar').getByRole('button', { name: /Modify/ }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname).endsWith(`/${ticked}`));
    // The form holds the ticked note's line (its quantity 3; the newer notes hold 4, 5 and 6).
    await expect.poll(() => activePage(page).locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), POLL).toContain('3');
    expect(await activePage(page).locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).not.toContain('6');
  });
});
