/**
 * The supplier portal's menu opens its pages (issue 23): a supplier user with every SUP page signs
 * in at /login and reaches each page by clicking its group and then its entry in the sidebar,
 * never by typing a URL; each click opens the page (its address, its breadcrumb, its content),
 * and All functions lists the pages straight under their group and opens one.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUP_MENU_TREE } from '../../src/shared/app-menus.ts';
import type { PermissionFlag } from '../../src/shared/permissions.ts';
import { createUser } from '../support/users.ts';
import { activePage, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const grants: Record<string, PermissionFlag[]> = Object.fromEntries(SUP_MENU_TREE.flatMap((group) => group.children.map((entry) => [entry.menuNo, ['isSearch']])));
  await createUser(c.t.database.db, { userNo: 'exotic', userType: 'supplier', belongSupplier: 'S001', grants });
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const sider = () => page.locator('.ant-layout-sider');
const path = () => new URL(page.url()).pathname;

describe('supplier portal menu', () => {
  it('should open every supplier portal page from the sidebar', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'exotic', 'User-12345');
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const group of SUP_MENU_TREE) {
      const title = sider().locator('.ant-menu-submenu-title').filter({ hasText: group.name.en });
      for (const entry of group.children) {
        const item = sider().locator('.ant-menu-item').filter({ hasText: entry.name.en });
        if (!(await item.isVisible())) await title.click();
        await item.click();
        await expect.poll(path, POLL).toBe(entry.path);
        await expect.poll(() => page.locator('.wms-header .ant-breadcrumb').innerText(), POLL).toContain(entry.name.en);
        // The page shows its own content, not a fold of the menu or a not-found page.
        await expect.poll(async () => (await activePage(page).innerText()).trim().length > 0, POLL).toBe(true);
        expect(await activePage(page).innerText()).not.toMatch(/not found|404/i);
      }
    }
  });

  it('should open a supplier portal page from All functions', async () => {
    await page.getByTestId('all-menu-button').click();
    const drawer = page.locator('.wms-all-menu');
    await drawer.locator('a', { hasText: 'Order tracing' }).click();
    await expect.poll(path, POLL).toBe('/order/orderTracing');
    await expect.poll(() => page.locator('.wms-header .ant-breadcrumb').innerText(), POLL).toContain('Order tracing');
  });
});
