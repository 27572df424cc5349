/**
 * The seeded purchaser and supplier roles on their pages (issue 23, walk 9 defects 4 and 6, records
 * 0870 and 0871). A user given only the role
 * `purchaser` and the demo organisation signs in at /login; its dashboard names its default
 * warehouse ("WH-SEA - Seattle Distribution Center") and makes no call it is refused (the master-data
 * counts it may not list are not asked for), and its all-functions menu opens ASN tracking, News and
 * the release schedule. A supplier user with the seeded supplier role opens Pending schedule from its
 * sidebar: it offers Reply, and none of the buyer's Add, Delete, Import, Publish or Cancel publish.
 * In zh-CN the administrator's home breadcrumb reads 首页 once (defect 14) and the Roles list names
 * its user count column (no raw key field.userCount).
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysUser, sysUserRole } from '../../src/server/db/schema.ts';
import { SUPPLIER_ROLE } from '../../src/shared/access.ts';
import { ERROR_CODES } from '../../src/shared/errors.ts';
import { LANGUAGE_NAMES } from '../../src/shared/i18n/languages.ts';
import { ADMIN_PASSWORD } from '../support/constants.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, openFromMenu, POLL, screenshotOnFailure, signIn, startConsole, UNTRANSLATED_KEY, type Console } from './browser.ts';
import { openStaffPage } from './portal-pages.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const userId = await createUser(c.t.database.db, { userNo: 'buyer-ann', orgs: ['NWT'] });
  await c.t.database.db.update(sysUser).set({ warehouseNo: 'WH-SEA' }).where(eq(sysUser.id, userId));
  await c.t.database.db.insert(sysUserRole).values({ userId, roleNo: 'purchaser' });
  const supplierId = await createUser(c.t.database.db, { userNo: 'exotic-sam', userType: 'supplier', belongSupplier: 'S001' });
  await c.t.database.db.insert(sysUserRole).values({ userId: supplierId, roleNo: SUPPLIER_ROLE });
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('portal roles', () => {
  it('should show the purchaser its warehouse by name, refuse it no dashboard call, and open its ASN tracking, news and schedule', async () => {
    page = await newPage(c, 'en-US');
    const refused: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/wms-restful/')) return;
      const body = await response.json().catch(() => undefined) as { code?: number } | undefined;
      if (body?.code === ERROR_CODES.FORBIDDEN) refused.push(response.url());
    });
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'buyer-ann', USER_PASSWORD);
    await expect.poll(() => page.locator('.wms-dashboard').innerText(), POLL).toContain('WH-SEA - Seattle Distribution Center');
    await openFromMenu(page, 'Supplier collaboration', 'Delivery', 'ASN tracking', '/offsite/delivery/asnTracking');
    await openFromMenu(page, 'Supplier collaboration', 'Announcements', 'News', '/offsite/announcement/news');
    await openFromMenu(page, 'Supplier collaboration', 'Delivery schedule', 'Release schedule', '/offsite/deliverySchedule/releaseSchedule');
    await openFromMenu(page, 'Supplier collaboration', 'Purchasing', 'Purchase orders', '/offsite/purchase/purchaseOrder');
    expect(refused).toEqual([]);
  });

  it("should show a supplier the reply on Pending schedule and none of the buyer's buttons", async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'exotic-sam', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    const sider = page.locator('.ant-layout-sider');
    const item = sider.locator('.ant-menu-item').filter({ hasText: 'Pending schedule' });
    if (!(await item.isVisible())) await sider.locator('.ant-menu-submenu-title').filter({ hasText: /^Schedule$/ }).click();
    await item.click();
    await expect.poll(() => activePage(page).getByTestId('schedule-reply').isVisible(), POLL).toBe(true);
    for (const testId of ['toolbar-add', 'toolbar-delete', 'toolbar-import', 'toolbar-more', 'schedule-publish', 'schedule-cancel-publish']) {
      expect(await activePage(page).getByTestId(testId).count(), testId).toBe(0);
    }
  });

  it('should say the zh-CN home once in the breadcrumb and name the Roles user count column', async () => {
    page = await newPage(c, 'zh-CN');
    await page.goto(`${c.baseUrl}/login`);
    await page.locator('.wms-login-language').selectOption({ label: LANGUAGE_NAMES['zh-CN'] });
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await expect.poll(() => page.locator('.wms-header .ant-breadcrumb').innerText(), POLL).toBe('首页');
    await openStaffPage(page, 'zh-CN', '/system/jurisdiction/role');
    const header = activePage(page).locator('.ant-table-thead');
    await expect.poll(() => header.innerText(), POLL).toContain('用户数');
    expect(await header.innerText()).not.toMatch(UNTRANSLATED_KEY);
  });
});
