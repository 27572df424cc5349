/**
 * Helpers of the handheld's browser tests (issue 28): a floor user holding a seeded role template
 * (picker, receiver, counter: PC work pages + the PDA group) in organisation NWT and warehouse
 * WH-SEA, a 360x640 handheld page signed in at /pda by taps, and the keyboard wedge: a scan typed as
 * a hardware scanner types it (one fast burst, then its Enter or Tab suffix).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { sysUser, sysUserData, sysUserRole } from '../../src/server/db/schema.ts';
import { DATA_TYPES } from '../../src/server/rpc/session.ts';
import { hashPassword } from '../../src/server/system/password.ts';
import type { TestApp } from '../support/test-app.ts';
import { USER_PASSWORD } from '../support/users.ts';
import { WAIT_MS } from './browser.ts';

export const HANDHELD = { width: 360, height: 640 };

/** A staff user `userNo` with the role template `roleNo`, scoped to NWT / WH-SEA. */
export async function floorUser(t: TestApp, userNo: string, roleNo: 'picker' | 'receiver' | 'counter'): Promise<void> {
  const db = t.database.db;
  const [user] = await db.insert(sysUser).values({ userNo, userName: userNo, pwdHash: await hashPassword(USER_PASSWORD), createName: 'test' }).returning();
  await db.insert(sysUserRole).values({ userId: user.id, roleNo });
  await db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
}

/** A 360x640 handheld page (or `viewport`) in `locale`, opened at /pda and signed in as `userNo`; answers it on the menu. */
export async function handheld(browser: Browser, baseUrl: string, userNo: string, options: { locale?: string; viewport?: { width: number; height: number }; offline?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ locale: options.locale ?? 'en-US', viewport: options.viewport ?? HANDHELD, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  await page.goto(`${baseUrl}/pda`);
  await page.getByTestId('pda-user').fill(userNo);
  await page.getByTestId('pda-pwd').fill(USER_PASSWORD);
  await page.getByTestId('sign-in').getByRole('button', { name: /Sign in|登录|登入/ }).last().tap();
  await page.getByTestId('pda-menu').waitFor();
  return page;
}

/** Scans `code` as a keyboard-wedge scanner does: the characters in one burst (no delay), then the suffix. */
export async function wedgeScan(page: Page, code: string, suffix: 'Enter' | 'Tab' = 'Enter'): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press(suffix);
}

/** Taps a target as a finger does. */
export function tap(target: Locator): Promise<void> {
  return target.tap();
}

/** The feedback of the last scan ('good' or 'bad', feedback.ts). */
export function lastFeedback(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.body.dataset.scanFeedback);
}
