/**
 * Shell behaviour end to end (spec console §1, §2 Shell behaviour, §6): the version announcement,
 * the side menu lock and collapse remembered per user (a collapsed group's icon named in its pop-up), external-link and custom menu entries opened
 * in a new tab, the permission-driven toolbar, and one tab for a page however quickly it is opened.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../src/server/db/schema.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, WAIT_MS, type Console } from './browser.ts';

const SUPPLIERS = '/base/basic/supplier';
const CUSTOMERS = '/base/basic/customer';
let c: Console;
let page: Page;
let current: Page | undefined;

function menuRow(menuNo: string, url: string, en: string) {
  return { menuNo, menuName: en, menuNameMap: { 'en-US': en, 'zh-CN': en, 'zh-TW': en }, menuOwner: '1001', menuLevel: 4, url, path: `/base/basic/${menuNo}`, sort: 900, appNo: 'PC' as const };
}

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
  await db.insert(sysMenu).values([
    menuRow('100198', `${c.baseUrl}/docs?org={orgNo}&wh={warehouseNo}`, 'Stock report (BI)'),
    menuRow('100199', 'custom:apiDocs', 'API documents'),
  ]);
  await createUser(db, { userNo: 'looker', grants: { '100104': ['isSearch'] } });
  await createUser(db, { userNo: 'adder', grants: { '100104': ['isSearch', 'isAdd'] } });
  page = await openAs('admin');
});

afterEach((context) => screenshotOnFailure(current, context));
afterAll(() => c?.close());

const sider = () => page.locator('.wms-sider');

describe('top bar', () => {
  it('should open the version announcement with the product version and its notes', async () => {
    await page.getByTestId('version-button').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Version announcement' });
    await dialog.getByText('Version 2.2.1').waitFor();
    expect(await dialog.innerText()).toContain('What is new');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('side menu', () => {
  it('should remember the collapse choice after a reload, and name a hovered group icon', async () => {
    await page.getByTestId('sider-collapse').click();
    await expect.poll(() => sider().getAttribute('class'), POLL).toContain('ant-layout-sider-collapsed');
    await page.reload();
    await activePage(page).locator('.ant-table-row').first().waitFor();
    expect(await sider().getAttribute('class')).toContain('ant-layout-sider-collapsed');
    await sider().locator('.ant-menu-submenu-title').first().hover();
    await page.locator('.ant-menu-submenu-popup:visible .ant-menu-item-group-title').filter({ hasText: 'Favourites' }).waitFor();
    await page.getByTestId('sider-collapse').click();
    await expect.poll(() => sider().getAttribute('class'), POLL).not.toContain('ant-layout-sider-collapsed');
  });

  it('should keep a locked menu open, with the collapse toggle off, also after a reload', async () => {
    await page.getByTestId('sider-lock').click();
    await expect.poll(() => page.getByTestId('sider-collapse').isDisabled(), POLL).toBe(true);
    await page.reload();
    await activePage(page).locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('sider-collapse').isDisabled()).toBe(true);
    expect(await page.getByTestId('sider-lock').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('sider-lock').click();
    await expect.poll(() => page.getByTestId('sider-collapse').isEnabled(), POLL).toBe(true);
  });

  it('should open an external link in a new tab with the user organisation and warehouse filled in', async () => {
    const [popup] = await Promise.all([page.context().waitForEvent('page'), sider().getByText('Stock report (BI)').click()]);
    await popup.waitForURL((url) => url.pathname === '/docs', { timeout: WAIT_MS });
    const url = new URL(popup.url());
    expect([url.searchParams.get('org'), url.searchParams.get('wh')]).toEqual(['NWT', 'WH-SEA']);
    expect(new URL(page.url()).pathname).toBe(SUPPLIERS);
    await popup.close();
  });

  it('should open a custom entry at the address the server resolves', async () => {
    const [popup] = await Promise.all([page.context().waitForEvent('page'), sider().getByText('API documents').click()]);
    await popup.waitForURL((url) => url.pathname.startsWith('/docs'), { timeout: WAIT_MS });
    await popup.close();
  });
});

describe('tabs', () => {
  it('should open one tab for a page opened twice in quick succession under two spellings', async () => {
    await page.evaluate((paths) => {
      for (const path of paths) {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }
    }, [CUSTOMERS, `${CUSTOMERS}/`, '/base//basic/customer']);
    await activePage(page).locator('.ant-pagination-total-text', { hasText: 'Total 91' }).waitFor();
    const names = await page.locator('.wms-tabs .ant-tabs-tab').allInnerTexts();
    expect(names.filter((name) => name === 'Customers')).toHaveLength(1);
  });
});

describe('permission-driven toolbar', () => {
  const buttons = (p: Page) => activePage(p).getByTestId('toolbar').locator('button');

  it('should show no buttons to a user who may only search', async () => {
    const looker = await openAs('looker', USER_PASSWORD);
    await activePage(looker).locator('.ant-table-row').first().waitFor();
    expect(await buttons(looker).count()).toBe(0);
    await looker.close();
  });

  it('should show only Add to a user who may search and add', async () => {
    const adder = await openAs('adder', USER_PASSWORD);
    await activePage(adder).locator('.ant-table-row').first().waitFor();
    expect(await buttons(adder).allInnerTexts()).toEqual(['Add']);
    await adder.close();
    current = page;
  });
});
