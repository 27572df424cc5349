/**
 * Badge + PIN sign-in on the handheld /pda at 360x640 (issue 28 "Sign-in", record 0840): a picker
 * taps Badge, scans their badge with a keyboard-wedge scanner (the user number, then Enter, which
 * moves to the PIN), a wrong PIN is refused with the server's message in the handheld's language
 * and signs no one in, the right PIN opens their PDA menu and stays signed in across a reload.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/system/password.ts';
import { POLL, startConsole, WAIT_MS, type Console } from './browser.ts';
import { floorUser, HANDHELD, tap, wedgeScan } from './pda-support.ts';

const PIN = '2468';
let c: Console;

beforeAll(async () => {
  c = await startConsole();
  await floorUser(c.t, 'PDA-BADGE', 'picker');
  await c.t.database.db.update(sysUser).set({ pinHash: await hashPassword(PIN) }).where(eq(sysUser.userNo, 'PDA-BADGE'));
});
afterAll(() => c.close());

/** A fresh 360x640 handheld in `locale` at /pda, on the Badge tab of the sign-in. */
async function badgeTab(browser: Browser, locale: string, tab: RegExp): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: HANDHELD, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${c.baseUrl}/pda`);
  await tap(page.getByRole('tab', { name: tab }));
  await page.getByTestId('staff-user').waitFor();
  return page;
}

describe('handheld badge + PIN sign-in', () => {
  it('should refuse a wrong PIN, then sign the scanned badge in with the right one and keep it across a reload', async () => {
    const page = await badgeTab(c.browser, 'en-US', /Badge/);
    await wedgeScan(page, 'PDA-BADGE');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), POLL).toBe('staff-pin');
    await page.keyboard.type('1357');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('staff-sign-in-error').innerText(), POLL).toBe('Wrong user number or PIN');
    expect(await page.getByTestId('staff-pin').inputValue()).toBe('');
    expect(await page.getByTestId('pda-menu').count()).toBe(0);

    await page.getByTestId('staff-pin').fill(PIN);
    await tap(page.getByTestId('staff-sign-in').getByRole('button', { name: 'Sign in' }));
    await expect.poll(() => page.getByTestId('pda-menu').locator('nav button').allInnerTexts(), POLL).toEqual(['Pick', 'Load and ship', 'Stock query']);
    await page.reload();
    await expect.poll(() => page.getByTestId('pda-menu').locator('nav button').allInnerTexts(), POLL).toEqual(['Pick', 'Load and ship', 'Stock query']);
    await page.context().close();
  });

  it('should show the badge form and its refusal in zh-TW', async () => {
    const page = await badgeTab(c.browser, 'zh-TW', /識別證/);
    expect(await page.getByTestId('staff-sign-in').locator('h1').innerText()).toBe('識別證加PIN');
    await page.getByTestId('staff-user').fill('PDA-BADGE');
    await page.getByTestId('staff-pin').fill('0000');
    await tap(page.getByTestId('staff-sign-in').getByRole('button', { name: '登入' }));
    await expect.poll(() => page.getByTestId('staff-sign-in-error').innerText(), POLL).toBe('使用者編號或PIN碼錯誤');
    expect(await page.getByTestId('pda-menu').count()).toBe(0);
    await page.context().close();
  });
});
