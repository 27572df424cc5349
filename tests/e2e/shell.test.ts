/**
 * The shell end to end (spec console §2, §8): the navigation guard and its redirect, the menu
 * language switch, and the session-expired dialog after the token is revoked.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, storedToken, type Console } from './browser.ts';

const SUPPLIERS = '/base/basic/supplier';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await newPage(c, 'zh-CN');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('console shell', () => {
  it('should send an unauthenticated visitor to login with the page as redirect, and back after sign-in', async () => {
    await page.goto(`${c.baseUrl}${SUPPLIERS}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(SUPPLIERS);
    await signIn(page, '  admin ');
    await page.waitForURL((url) => url.pathname === SUPPLIERS);
    await expect.poll(() => activePage(page).locator('.ant-pagination-total-text').innerText(), POLL).toBe('共 29 条');
    await expect.poll(() => activePage(page).locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBe(20);
  });

  it('should show the menu names in English after switching the language', async () => {
    const menu = page.locator('.wms-sider');
    await menu.getByText('基础数据').waitFor();
    await page.getByTestId('language-selector').click();
    const english = page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'English' });
    await english.waitFor();
    // The popup may still be settling into place: a dispatched click does not depend on its position.
    await english.dispatchEvent('click');
    await menu.getByText('Basic data', { exact: true }).waitFor();
    await menu.getByText('Suppliers', { exact: true }).waitFor();
    expect(await menu.getByText('基础数据').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('wms_language'))).toBe('en-US');
  });

  it('should offer to sign in again when the session was revoked, and go to login with the redirect', async () => {
    const token = await storedToken(page);
    expect((await c.t.call('IBmLoginService/logout', {}, { token: token ?? '' })).code).toBe(0);
    let refused = 0;
    page.on('response', (response) => {
      if (response.url().includes('getbmsupplierlistbyparams')) refused += 1;
    });
    // Query and Refresh at once (a double click on one button sends one call: the action lock).
    await activePage(page).evaluate((view) => {
      [...view.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Query')!.click();
      view.querySelector('.anticon-reload')!.closest('button')!.click();
    });
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.locator('.ant-modal-confirm-title').getByText('Session expired').waitFor();
    // Two refused calls, one dialog: it is shown once at a time.
    await expect.poll(() => refused, POLL).toBe(2);
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(SUPPLIERS);
    expect(await storedToken(page)).toBeNull();
  });
});
