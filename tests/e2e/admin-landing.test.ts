/**
 * Where an administrator's users land, and what the Licence page shows (walk 13-26, record 1023):
 * a user whose one role is the screen role signs in at /login and lands on the big screen, not the
 * console; the administrator opens System > Authority > Licence from All functions and reads "-"
 * for each field the community licence leaves blank.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysUserRole } from '../../src/server/db/schema.ts';
import { SCREEN_ROLE } from '../../src/shared/workbench.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, newPage, openFromMenu, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  const userId = await createUser(c.t.database.db, { userNo: 'wall-landing', orgs: ['NWT'], warehouses: ['WH-SEA'] });
  await c.t.database.db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  await c.t.database.db.insert(sysUserRole).values({ userId, roleNo: SCREEN_ROLE });
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe("an administrator's users", () => {
  it('should land a screen-role user signing in at /login on the big screen', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'wall-landing', USER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/warehouseScreen');
    // The big screen's own page (its warehouse chooser, gate or stage), no console shell.
    await expect.poll(() => page.locator('[data-testid^="screen-"]').count(), POLL).toBeGreaterThan(0);
    expect(await page.locator('.wms-sider').count()).toBe(0);
    await page.close();
  });

  it('should show "-" for the fields the community licence leaves blank', async () => {
    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await openFromMenu(page, 'System', 'Authority', 'Licence', '/system/authority/license');
    const details = activePage(page).locator('.ant-descriptions');
    await expect.poll(() => details.innerText(), POLL).toContain('Licensee');
    for (const label of ['Licensee', 'Licence no.', 'Days left', 'Activated']) {
      const cell = details.locator('th', { hasText: label }).first().locator('xpath=following-sibling::td[1]');
      expect([label, await cell.innerText()]).toEqual([label, '-']);
    }
  });
});
