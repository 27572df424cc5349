/**
 * Tab views and shell feedback end to end (spec console §2 "Tabs", routes, §8): a kept-alive list
 * keeps what the user typed while a noCache view (the stock balances) comes back fresh, the tab's
 * Refresh reloads a page in place, /redirect/{path} re-enters a path with its query, the window
 * is titled after the page and an add page keeps its list selected in the menu, the language
 * switch confirms with a success toast, a revoked session met while loading a page leads to
 * the login page without the session-expired dialog, the next user who signs in gets their own
 * menus and tabs, and an unlicensed user (isLicense 0) is sent
 * to the licence screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, messageShown, newPage, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, storedToken, type Console } from './browser.ts';

const SUPPLIERS = '/base/basic/supplier';
const BALANCES = '/sm/stock/allowance';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, SUPPLIERS);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const keyword = () => activePage(page).getByPlaceholder('Search by number or name');
const itemFilter = () => activePage(page).locator('#itemNo');
const tab = (name: string) => page.locator('.wms-tabs .ant-tabs-tab', { hasText: name });

async function show(name: string, path: string) {
  await tab(name).click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('.wms-tabs .ant-tabs-tab-active', { hasText: name }).waitFor();
}

async function tabAction(name: string) {
  // A fresh hover opens the menu again after the last action.
  await page.mouse.move(0, 0);
  await page.getByTestId('tab-actions').hover();
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });
  await item.waitFor();
  // The popup may still be settling into place: a dispatched click does not depend on its position.
  await item.dispatchEvent('click');
}

async function chooseLanguage(name: string) {
  await page.mouse.move(0, 0);
  await page.getByTestId('language-selector').hover();
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });
  await item.waitFor();
  await item.dispatchEvent('click');
  await expect.poll(() => page.getByTestId('language-selector').innerText(), POLL).toBe(name);
  await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count(), POLL).toBe(0);
}

describe('tab views', () => {
  it('should keep a list page as the user left it but show the stock balances afresh', async () => {
    await keyword().fill('Tokyo');
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, BALANCES);
    await page.waitForURL((url) => url.pathname === BALANCES);
    await itemFilter().fill('NW-001');
    await show('Suppliers', SUPPLIERS);
    expect(await keyword().inputValue()).toBe('Tokyo');
    await show('Stock balances', BALANCES);
    await expect.poll(() => itemFilter().inputValue(), POLL).toBe('');
  });

  it('should reload the page in front with the tab Refresh', async () => {
    await show('Suppliers', SUPPLIERS);
    expect(await keyword().inputValue()).toBe('Tokyo');
    await tabAction('Refresh');
    await expect.poll(() => keyword().inputValue(), POLL).toBe('');
    await expect.poll(() => activePage(page).locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBe(20);
  });

  it('should re-enter a path with its query through /redirect', async () => {
    await page.goto(`${c.baseUrl}/redirect/base/basic/customer?from=refresh`);
    await page.waitForURL((url) => url.pathname === '/base/basic/customer');
    expect(new URL(page.url()).search).toBe('?from=refresh');
    await page.locator('.wms-tabs .ant-tabs-tab-active', { hasText: 'Customers' }).waitFor();
  });

  it('should title the window after the page and keep the list selected in the menu on its add page', async () => {
    await expect.poll(() => page.title(), POLL).toBe('Customers - WMS');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/base/basic/add-customer');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.title(), POLL).toBe('Add Customer - WMS');
    await page.locator('.wms-tabs .ant-tabs-tab-active', { hasText: 'Add Customer' }).waitFor();
    expect(await page.locator('.wms-sider .ant-menu-item-selected').allInnerTexts()).toContain('Customers');
  });
});

describe('shell feedback', () => {
  it('should confirm a language switch with a success toast in the new language', async () => {
    await chooseLanguage('简体中文');
    await messageShown(page, '语言切换成功');
    await chooseLanguage('English');
    await messageShown(page, 'Language switched');
  });

  it('should lead a revoked session to the login page, saying why there, without the session-expired dialog', async () => {
    const token = await storedToken(page);
    expect((await c.t.call('IBmLoginService/logout', {}, { token: token ?? '' })).code).toBe(0);
    await page.goto(`${c.baseUrl}${SUPPLIERS}`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(SUPPLIERS);
    // The login page says why above its button (it has no toasts).
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).not.toBe('');
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
  });

  it('should build the menus and tabs of the next user who signs in', async () => {
    await createUser(c.t.database.db, { userNo: 'looker', grants: { '100104': ['isSearch'] } });
    await signIn(page, 'looker', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname === SUPPLIERS);
    await page.locator('.wms-sider').getByText('Suppliers', { exact: true }).first().waitFor();
    expect(await page.locator('.wms-sider').getByText('Customers', { exact: true }).count()).toBe(0);
    expect(await page.locator('.wms-tabs .ant-tabs-tab').allInnerTexts()).toEqual(['Dashboard', 'Suppliers']);
  });
});

describe('licence', () => {
  it('should send a user whose authority says isLicense 0 to the licence screen', async () => {
    const unlicensed = await newPage(c, 'en-US');
    await unlicensed.route('**/wms-restful/IBmLoginService/getUserInfo', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, isLicense: 0 } } });
    });
    await unlicensed.goto(`${c.baseUrl}${SUPPLIERS}`);
    await unlicensed.waitForURL((url) => url.pathname === '/login');
    await signIn(unlicensed);
    await unlicensed.waitForURL((url) => url.pathname === '/system/authority/license');
    await unlicensed.locator('.wms-tabs .ant-tabs-tab-active', { hasText: 'Licence' }).waitFor();
    await unlicensed.close();
  });
});
