/**
 * The handheld /pda at 360x640 (issue 28): a picker signs in by taps, chooses nothing (one
 * warehouse in scope), sees their PDA menu tree from the server (Outbound: Pick, Load and ship, and
 * Returns, a page an administrator added), a menu page without a flow (Returns) shows the "coming"
 * state; every target is at least 48 px; the
 * language switches in one tap.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL, startConsole, type Console } from './browser.ts';
import { sysRoleMenu } from '../../src/server/db/schema.ts';
import { floorUser, handheld, lastFeedback, tap, wedgeScan } from './pda-support.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await floorUser(c.t, 'PDA-PICKER', 'picker');
  await c.t.database.db.execute(sql`insert into sys_menu (menu_no, menu_name, menu_name_map, menu_owner, menu_level, url, path, sort, app_no, create_name)
    select '6299', 'Returns', (select jsonb_object_agg(k, 'Returns') from jsonb_object_keys(menu_name_map) k), menu_owner, menu_level, 'returns', '/pdaOutbound/returns', sort + 1, app_no, 'test'
    from sys_menu where menu_no = '6202'`);
  await c.t.database.db.insert(sysRoleMenu).values({ roleNo: 'picker', menuNo: '6299', flags: ['isSearch'] });
  page = await handheld(c.browser, c.baseUrl, 'PDA-PICKER');
});
afterAll(() => c.close());

describe('handheld shell', () => {
  it('should show the picker their PDA menu with targets of at least 48 px, and "coming" for a flow not built', async () => {
    const menu = page.getByTestId('pda-menu');
    await expect.poll(() => menu.locator('nav h2').allInnerTexts(), POLL).toEqual(['Outbound', 'Stock']);
    expect(await menu.locator('nav button').allInnerTexts()).toEqual(['Pick', 'Load and ship', 'Returns', 'Stock query']);
    const sizes = await page.locator('button').evaluateAll((buttons) => buttons.map((b) => Math.min(b.getBoundingClientRect().height, b.getBoundingClientRect().width)));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(48);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await tap(page.getByTestId('menu-returns'));
    await expect.poll(() => page.getByTestId('flow-coming').innerText(), POLL).toContain('"Returns" is not on the handheld yet');
    await tap(page.getByTestId('header-menu'));
    await page.getByTestId('pda-menu').waitFor();
  });

  it('should answer a scan on the menu with the bad-scan signal and say to open a task first (walk 15-28)', async () => {
    await wedgeScan(page, 'NOSUCH-123');
    await expect.poll(() => page.getByTestId('pda-menu').getByRole('alert').innerText(), POLL).toBe('Scanned NOSUCH-123: open a task first, then scan');
    expect(await lastFeedback(page)).toBe('bad');
  });

  it('should switch to zh-CN in one tap, menu names included', async () => {
    await tap(page.getByRole('button', { name: '简' }));
    await expect.poll(() => page.getByTestId('pda-menu').locator('nav button').allInnerTexts(), POLL).toEqual(['拣货', '装车发运', 'Returns', '库存查询']);
    await tap(page.getByRole('button', { name: 'EN' }));
    await expect.poll(() => page.getByTestId('pda-menu').locator('nav button').allInnerTexts(), POLL).toEqual(['Pick', 'Load and ship', 'Returns', 'Stock query']);
  });
});
