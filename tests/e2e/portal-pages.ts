/** Reaching supplier portal and purchaser pages as a person does: the SUP sidebar, the console's All functions (browser tests of issue 23). */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sysRole, sysUserRole } from '../../src/server/db/schema.ts';
import { SUPPLIER_ROLE } from '../../src/shared/access.ts';
import { SUP_MENU_TREE } from '../../src/shared/app-menus.ts';
import { MENU_TREE } from '../../src/shared/menus.ts';
import { createUser } from '../support/users.ts';
import { newPage, POLL, type Console } from './browser.ts';

export type Locale = 'en-US' | 'zh-CN';

export const menuName = (name: { en: string; zhCN: string }, locale: Locale) => (locale === 'en-US' ? name.en : name.zhCN);

/** Waits until the page opened by a click is the tab in front (its address changes first). */
export async function inFront(page: Page, name: string): Promise<void> {
  await expect.poll(() => page.locator('.wms-tabs .ant-tabs-tab-active').innerText(), POLL).toBe(name);
}

/** Opens a supplier portal page by its group and entry in the sidebar. */
export async function openSupplierPage(page: Page, locale: Locale, url: string): Promise<void> {
  const group = SUP_MENU_TREE.find((g) => g.children.some((entry) => entry.url === url))!;
  const entry = group.children.find((e) => e.url === url)!;
  const sider = page.locator('.ant-layout-sider');
  const item = sider.locator('.ant-menu-item').filter({ hasText: menuName(entry.name, locale) });
  if (!(await item.isVisible())) await sider.locator('.ant-menu-submenu-title').filter({ hasText: menuName(group.name, locale) }).click();
  await item.click();
  await page.waitForURL((u) => u.pathname === entry.path);
  await inFront(page, menuName(entry.name, locale));
}

/** A supplier user of `supplierNo` (password USER_PASSWORD) with the seeded supplier role instead of the helper's own role: what an administrator gives a supplier user. */
export async function createSupplierUser(c: Console, userNo: string, supplierNo: string): Promise<void> {
  const db = c.t.database.db;
  const userId = await createUser(db, { userNo, userType: 'supplier', belongSupplier: supplierNo });
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  await db.delete(sysRole).where(eq(sysRole.roleNo, `${userNo}-role`));
  await db.insert(sysUserRole).values({ userId, roleNo: SUPPLIER_ROLE });
}

/** Opens a console page by its name in All functions (the PC tree is three levels deep). */
export async function openStaffPage(page: Page, locale: Locale, path: string): Promise<void> {
  const find = (nodes: typeof MENU_TREE): (typeof MENU_TREE)[number] | undefined =>
    nodes.map((node) => (node.path === path ? node : find(node.children))).find(Boolean);
  const name = menuName(find(MENU_TREE)!.name, locale);
  await page.getByTestId('all-menu-button').click();
  await page.locator('.wms-all-menu').locator('a', { hasText: name }).click();
  await page.waitForURL((u) => u.pathname === path);
  await inFront(page, name);
}

/** An en-US page that collects its uncaught page errors and the bodies it posts to `call` ('IService/method'). */
export async function watchedPage(c: Console, call: string): Promise<{ page: Page; errors: string[]; bodies: string[] }> {
  const page = await newPage(c, 'en-US');
  const errors: string[] = [];
  const bodies: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().endsWith(`/${call}`)) bodies.push(request.postData() ?? '');
  });
  return { page, errors, bodies };
}
