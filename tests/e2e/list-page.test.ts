/**
 * The generic list page end to end (spec console §2 Generic list page, §6, §9): the toolbar by
 * permission flags and selection, the operation column of each row (view, modify, delete), and
 * the cut at the user's limitCount with the "load all" icon.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../src/server/db/schema.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

const SUPPLIERS = '/base/basic/supplier';
const SUPPLIERS_NO = '100104';
let c: Console;
let page: Page;
let current: Page | undefined;

/** A new browser context signed in as `userNo` on the supplier list. */
async function openAs(userNo: string, pwd?: string): Promise<Page> {
  const next = await newPage(c, 'en-US');
  current = next;
  await next.goto(`${c.baseUrl}${SUPPLIERS}`);
  await next.waitForURL((url) => url.pathname === '/login');
  await signIn(next, userNo, pwd);
  await next.waitForURL((url) => url.pathname === SUPPLIERS);
  return next;
}

beforeAll(async () => {
  c = await startConsole();
  const { db } = c.t.database;
  await createUser(db, { userNo: 'viewer', grants: { [SUPPLIERS_NO]: ['isSearch', 'isExport'] } });
  await createUser(db, { userNo: 'capped', grants: { [SUPPLIERS_NO]: ['isSearch', 'isModify', 'isDelete'] } });
  await db.update(sysUser).set({ limitCount: 25 }).where(eq(sysUser.userNo, 'capped'));
  const added = await c.t.call('IBmSupplierService/addbmsupplier', { supplierNo: 'E2E-DEL', supplierName: 'E2E row actions' }, { token: await c.t.login() });
  expect(added.code).toBe(0);
  page = await openAs('admin');
});

afterEach((context) => screenshotOnFailure(current, context));
afterAll(() => c?.close());

const list = (p: Page) => activePage(p);
const toolbar = (p: Page) => list(p).getByTestId('toolbar').locator('button');
const rows = (p: Page) => list(p).locator('.ant-table-tbody tr.ant-table-row');
const total = (p: Page) => list(p).locator('.ant-pagination-total-text').innerText();

describe('list toolbar', () => {
  it('should show admin Add, Modify, Delete, Import and Export, enabled by the selection', async () => {
    await expect.poll(() => rows(page).count(), POLL).toBe(20);
    expect(await toolbar(page).allInnerTexts()).toEqual(['Add', 'Modify', 'Delete', 'Import', 'Export']);
    const modify = list(page).getByTestId('toolbar-modify');
    const remove = list(page).getByTestId('toolbar-delete');
    expect([await modify.isDisabled(), await remove.isDisabled()]).toEqual([true, true]);
    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await expect.poll(() => modify.isEnabled(), POLL).toBe(true);
    expect(await remove.isEnabled()).toBe(true);
    // Modify and (logical) delete need exactly one row.
    await rows(page).nth(1).locator('.ant-checkbox-input').check();
    await expect.poll(() => modify.isDisabled(), POLL).toBe(true);
    expect(await remove.isDisabled()).toBe(true);
    await rows(page).nth(0).locator('.ant-checkbox-input').uncheck();
    await rows(page).nth(1).locator('.ant-checkbox-input').uncheck();
  });

  it('should show only Export to a user with search and export on the menu', async () => {
    const viewer = await openAs('viewer', USER_PASSWORD);
    await expect.poll(() => rows(viewer).count(), POLL).toBe(20);
    expect(await toolbar(viewer).allInnerTexts()).toEqual(['Export']);
    await viewer.close();
    current = page;
  });
});

describe('operation column', () => {
  it('should open the detail drawer of a row with View', async () => {
    await list(page).locator('#search_supplierNo').fill('E2E-DEL');
    await list(page).getByRole('button', { name: 'Query' }).click();
    await expect.poll(() => rows(page).count(), POLL).toBe(1);
    expect(await list(page).locator('.ant-table-thead th', { hasText: 'Operation' }).count()).toBe(1);
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('E2E row actions').waitFor();
    await page.locator('.ant-drawer .ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('should open the modify page of a row with Modify', async () => {
    await rows(page).first().getByRole('button', { name: 'Modify' }).click();
    await page.waitForURL((url) => /^\/base\/basic\/modify-supplier\/\d+$/.test(url.pathname));
    await expect.poll(() => activePage(page).locator('#supplierName').inputValue(), POLL).toBe('E2E row actions');
    await page.locator('.wms-tabs .ant-tabs-tab', { hasText: 'Suppliers' }).click();
    await page.waitForURL((url) => url.pathname === SUPPLIERS);
  });

  it('should delete a row with Delete after the confirmation', async () => {
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByText(/^Delete \S+ - E2E row actions\? This cannot be undone\.$/).waitFor();
    await confirmOk(page);
    await list(page).locator('.ant-empty').waitFor();
    expect(await rows(page).count()).toBe(0);
  });
});

describe('list limit', () => {
  it('should cut the list at the user limitCount and load all after the warning', async () => {
    const capped = await openAs('capped', USER_PASSWORD);
    await expect.poll(() => total(capped), POLL).toBe('Showing the first 25 of 29 records');
    await list(capped).locator('.ant-pagination-item-2').click();
    await expect.poll(() => rows(capped).count(), POLL).toBe(5);
    expect(await list(capped).locator('.ant-pagination-item-3').count()).toBe(0);
    await list(capped).getByTestId('list-load-all').click();
    const dialog = capped.locator('.ant-modal-confirm');
    await dialog.getByText('There are 29 records, more than your limit of 25.', { exact: false }).waitFor();
    await confirmOk(capped);
    await expect.poll(() => total(capped), POLL).toBe('Total 29');
    await expect.poll(() => rows(capped).count(), POLL).toBe(9);
  });
});
