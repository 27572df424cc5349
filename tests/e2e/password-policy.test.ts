/**
 * The password policy end to end (issue 16; spec workflows §3, §5 Password): an administrator
 * allows three mistakes and sets a default password on the policy page; a user who types a wrong
 * password three times is locked out even with the right one, until the administrator unlocks them
 * on the exception keys page. A user created with the default password sees only the password
 * change, with its reason and the whole policy stated under the new password, until they change it.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, confirmOk, messageShown, newPage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const PASSWORD = 'Lantern-Quay-2026';
const DEFAULT_PASSWORD = 'Harbour-Light-2026';
let c: Console;
let admin: Page;
let user: Page | undefined;

beforeAll(async () => {
  c = await startConsole();
  admin = await signedInPage(c, '/system/application/password-policy');
  const token = await c.t.login();
  const added = await c.t.call('ISysUserService/saveorupdatesysuser', { userNo: 'clumsy', userName: 'Clumsy Clerk', pwd: PASSWORD }, { token });
  expect(added.code).toBe(0);
});

afterEach(async (context) => {
  await screenshotOnFailure(admin, context);
  await screenshotOnFailure(user, context);
});
afterAll(() => c?.close());

const front = () => activePage(admin);

/** Submits the login form of `page` and answers the sign-in's answer code. */
async function tryLogin(page: Page, userNo: string, pwd: string): Promise<number> {
  await page.locator('#userNo').fill(userNo);
  await page.locator('#pwd').fill(pwd);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/IBmLoginService/login')),
    page.locator('button[type=submit]').click(),
  ]);
  return ((await response.json()) as { code: number }).code;
}

describe('the minimum length (walk 12-26 defects 5 and 6)', () => {
  it('should refuse a minimum of 3 with the bounds, and have the user form\'s hint follow a saved minimum of 12', async () => {
    const minLength = front().getByTestId('policy-minLength');
    await expect.poll(() => minLength.inputValue(), POLL).toBe('8');
    await minLength.fill('3');
    await front().getByTestId('policy-save').click();
    await front().getByText('Please enter a whole number from 8 to 64').waitFor();
    expect(await minLength.inputValue()).toBe('3');
    await minLength.fill('12');
    await front().getByTestId('policy-save').click();
    await messageShown(admin, 'Password policy saved');
    await admin.goto(`${c.baseUrl}/system/jurisdiction/user`);
    await front().getByTestId('access-add').click();
    await admin.waitForURL((url) => url.pathname === '/system/jurisdiction/add-user');
    await expect.poll(() => front().getByTestId('password-hint').locator('li').first().innerText(), POLL).toBe('Must be 12 to 64 characters');
    await admin.goto(`${c.baseUrl}/system/application/password-policy`);
    await expect.poll(() => minLength.inputValue(), POLL).toBe('12');
    await minLength.fill('8');
    await front().getByTestId('policy-save').click();
    await messageShown(admin, 'Password policy saved');
  });
});

describe('locking after the allowed mistakes and unlocking', () => {
  it('should save three allowed mistakes and a default password on the policy page', async () => {
    const mistakes = front().getByTestId('policy-allowMistakeTimes');
    await expect.poll(() => mistakes.inputValue(), POLL).toBe('5');
    await mistakes.fill('3');
    await front().getByTestId('policy-defaultPwd').fill(DEFAULT_PASSWORD);
    await front().getByTestId('policy-save').click();
    await messageShown(admin, 'Password policy saved');
    await front().getByText('A default password is set').waitFor();
  });

  it('should lock the user after three wrong passwords, even for the right one', async () => {
    user = await newPage(c, 'en-US');
    await user.goto(`${c.baseUrl}/login`);
    for (let attempt = 1; attempt <= 3; attempt++) expect(await tryLogin(user, 'clumsy', 'not-my-password')).not.toBe(0);
    expect(await tryLogin(user, 'clumsy', PASSWORD)).not.toBe(0);
    expect(new URL(user.url()).pathname).toBe('/login');
  });

  it('should list the locked key and unlock the user on the exception keys page', async () => {
    await admin.goto(`${c.baseUrl}/system/application/exception`);
    await front().getByTestId('exception-locked-only').check();
    const row = front().getByTestId('exception-table').locator('tr', { hasText: 'clumsy' });
    await row.getByText('Locked', { exact: true }).first().waitFor();
    await front().getByTestId('unlock-clumsy').first().click();
    await confirmOk(admin);
    await messageShown(admin, 'keys deleted');
    await expect.poll(() => front().getByTestId('exception-table').locator('tr', { hasText: 'clumsy' }).count(), POLL).toBe(0);
  });

  it('should let the unlocked user sign in', async () => {
    expect(await tryLogin(user!, 'clumsy', PASSWORD)).toBe(0);
    await user!.waitForURL((url) => url.pathname !== '/login');
  });
});

describe('a user created with the default password', () => {
  it('should see only the password change until they change it', async () => {
    const token = await c.t.login();
    expect((await c.t.call('ISysUserService/saveorupdatesysuser', { userNo: 'newbie', userName: 'New Starter' }, { token })).code).toBe(0);
    const page = await newPage(c, 'en-US');
    user = page;
    await page.goto(`${c.baseUrl}/login`);
    expect(await tryLogin(page, 'newbie', DEFAULT_PASSWORD)).toBe(0);
    await page.waitForURL((url) => url.pathname === '/setting/password');
    await page.getByTestId('password-expired').waitFor();
    expect(await page.getByTestId('password-hint').locator('li').allInnerTexts()).toEqual([
      'Must be 8 to 64 characters',
      'Not one of the most common or breached passwords',
      'Not one character repeated or a run of consecutive characters (such as aaaaaaaa or 12345678)',
      'Not containing your user number or name',
    ]);
    await page.goto(`${c.baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/setting/password');
    await page.locator('#oldPwd').fill(DEFAULT_PASSWORD);
    await page.locator('#newPwd').fill('Copper-Meadow-31');
    await page.locator('#confirmPwd').fill('Copper-Meadow-31');
    await page.getByTestId('password-submit').click();
    await expect.poll(() => page.getByTestId('password-expired').count(), POLL).toBe(0);
    await page.goto(`${c.baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
