/**
 * The user's own settings end to end (spec console §2 /setting, §6, §7 updatepwd): the avatar menu
 * offers user information only to a user with an employeeId and the password change to everyone;
 * the password form checks the rules, shows the server's field refusal, and the new password signs
 * in after signing out.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sysEmployee, sysUser } from '../../src/server/db/schema.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, messageShown, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

const NEW_PASSWORD = 'Changed-98765';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  await createUser(c.t.database.db, { userNo: 'setter' });
  page = await signedInPage(c, '/dashboard', 'setter', USER_PASSWORD);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const userMenu = () => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');

/** Opens the avatar menu afresh and answers the names of its items. */
async function userMenuItems(): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.getByTestId('user-menu').hover();
  await userMenu().getByRole('menuitem', { name: 'Sign out' }).waitFor();
  return userMenu().getByRole('menuitem').allInnerTexts();
}

async function chooseUserMenu(name: string) {
  await userMenuItems();
  // The popup may still be settling into place: a dispatched click does not depend on its position.
  await userMenu().getByRole('menuitem', { name }).dispatchEvent('click');
}

const form = () => activePage(page).getByTestId('password-form');
const fieldError = (id: string) => form().locator('.ant-form-item').filter({ has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error');

describe('user settings', () => {
  it('should offer the password change but not the user information to a user without an employeeId', async () => {
    expect(await userMenuItems()).toEqual(['Change password', 'Sign out']);
  });

  it('should show the user information of a user with an employeeId, also at /setting', async () => {
    const [employee] = await c.t.database.db.insert(sysEmployee).values({ employeeNo: 'E-SETTER', employeeName: 'Setter' }).returning({ id: sysEmployee.id });
    await c.t.database.db.update(sysUser).set({ employeeId: Number(employee.id) }).where(eq(sysUser.userNo, 'setter'));
    await page.reload();
    expect(await userMenuItems()).toEqual(['User information', 'Change password', 'Sign out']);
    await chooseUserMenu('User information');
    await page.waitForURL((url) => url.pathname === '/setting/user-info');
    const info = activePage(page).getByTestId('user-info');
    await info.getByText(String(employee.id), { exact: true }).waitFor();
    await info.getByText('setter', { exact: true }).first().waitFor();
    await page.goto(`${c.baseUrl}/setting`);
    await page.waitForURL((url) => url.pathname === '/setting/user-info');
    await activePage(page).getByTestId('user-info').getByText(String(employee.id), { exact: true }).waitFor();
  });

  it('should check the password rules before calling', async () => {
    await chooseUserMenu('Change password');
    await page.waitForURL((url) => url.pathname === '/setting/password');
    await form().locator('#newPwd').fill('short');
    await form().locator('#confirmPwd').fill('different');
    await activePage(page).getByTestId('password-submit').click();
    await fieldError('oldPwd').getByText('Please enter Current password').waitFor();
    await fieldError('newPwd').getByText('Must be 8 to 64 characters').waitFor();
    await fieldError('confirmPwd').getByText('The two passwords are not the same').waitFor();
  });

  it('should show the server refusal of a wrong old password on its field', async () => {
    await form().locator('#oldPwd').fill('Wrong-password-1');
    await form().locator('#newPwd').fill(NEW_PASSWORD);
    await form().locator('#confirmPwd').fill(NEW_PASSWORD);
    await activePage(page).getByTestId('password-submit').click();
    await fieldError('oldPwd').getByText('The old password is wrong').waitFor();
  });

  it('should change the password, sign out and sign in with the new one', async () => {
    await form().locator('#oldPwd').fill(USER_PASSWORD);
    await activePage(page).getByTestId('password-submit').click();
    await messageShown(page, 'Password changed');
    await chooseUserMenu('Sign out');
    await confirmOk(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'setter', USER_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Wrong user number or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(page, 'setter', NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
  });
});
