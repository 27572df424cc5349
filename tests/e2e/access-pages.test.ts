/**
 * The other System jurisdiction pages end to end (spec console §2, §5, §6; workflows §6): menu
 * management adds a submenu under a level-1 PDA menu and refuses a route name with a dot or a slash, saying what a route name is; OK on an empty dialog raises no page error; a
 * supplier user is added with only the basic and menu tabs; an administrator signs that user out
 * everywhere from the Sessions dialog; resets a user's lost second factor after a confirmation naming
 * the user, finds it in the operation log, and deletes that user after a confirmation naming it;
 * the user form reads in zh-CN.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/errors.ts';
import { ADMIN_PASSWORD } from '../support/constants.ts';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, frontPageOfUrl, messageShown, pickOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let chinese: Page | undefined;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/system/jurisdiction/menu');
});

afterEach(async (context) => {
  await screenshotOnFailure(page, context);
  await screenshotOnFailure(chinese, context);
});
afterAll(() => c?.close());

const front = () => activePage(page);
const dialog = () => page.locator('.ant-modal:visible');

describe('menu management', () => {
  it('should add a submenu under a level-1 PDA menu, refusing a route name with a dot first', async () => {
    // A click while the page still settles can be lost: click the tab until it is the selected one.
    const pdaTab = front().getByRole('tab', { name: 'PDA' });
    await expect.poll(async () => {
      if ((await pdaTab.getAttribute('aria-selected')) !== 'true') await pdaTab.click();
      return pdaTab.getAttribute('aria-selected');
    }, POLL).toBe('true');
    const tree = front().getByTestId('menu-tree');
    await tree.getByText('Inbound (pdaInbound)').click();
    // OK on an empty dialog shows the field errors and nothing else: no uncaught page error.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await front().getByTestId('menu-add-peer').click();
    await dialog().getByRole('button', { name: 'OK' }).click();
    await dialog().locator('.ant-form-item-explain-error').first().waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'hidden' });
    expect(pageErrors).toEqual([]);
    await front().getByTestId('menu-add-child').click();
    await dialog().locator('input').nth(0).fill('退货');
    await dialog().locator('input').nth(1).fill('退貨');
    await dialog().locator('input').nth(2).fill('Returns');
    await dialog().locator('#url').fill('return.scan');
    await dialog().getByRole('button', { name: 'OK' }).click();
    await dialog().getByText('A route name is one word of letters, digits, - and _ (no / and no dot), e.g. stockage; or an http(s):// link, or custom:name').waitFor();
    await dialog().locator('#url').fill('/report/report/stockage');
    await dialog().getByText('A route name is one word of letters, digits, - and _ (no / and no dot), e.g. stockage; or an http(s):// link, or custom:name').waitFor();
    await dialog().locator('#url').fill('returnScan');
    await dialog().getByRole('button', { name: 'OK' }).click();
    await tree.getByText('Returns (returnScan)').waitFor();
    const { rows } = await c.t.database.pool.query(`select menu_no, menu_level from sys_menu where url = 'returnScan'`);
    expect(rows).toEqual([{ menu_no: '6103', menu_level: 2 }]);
  });

  it('should not offer a submenu under a PDA page', async () => {
    await front().getByTestId('menu-tree').getByText('Returns (returnScan)').click();
    await expect.poll(() => front().getByTestId('menu-add-child').isDisabled(), POLL).toBe(true);
    expect(await front().getByTestId('menu-add-peer').isDisabled()).toBe(false);
  });
});

describe('supplier users', () => {
  it('should add a supplier user bound to one supplier with only the basic and menu tabs', async () => {
    await page.goto(`${c.baseUrl}/system/jurisdiction/supplierUser`);
    await front().getByTestId('access-add').click();
    await page.waitForURL((url) => url.pathname === '/system/jurisdiction/add-supplierUser');
    await expect.poll(() => front().getByRole('tab').allInnerTexts(), POLL).toEqual(['Basic information', 'Menu permissions']);
    await front().locator('#userNo').fill('exotic1');
    await front().locator('#userName').fill('Exotic Liquids');
    await front().locator('#pwd').fill('Supplier-2026!');
    await pickOption(page, front(), 'belongSupplier', 'S001', 'Exotic Liquids');
    await front().getByRole('tab', { name: 'Menu permissions' }).click();
    const table = front().getByTestId('grant-table-SUP');
    await table.locator('tr', { hasText: 'Delivery' }).getByRole('button', { name: /expand row/i }).click();
    await front().getByTestId('grant-5101').getByLabel('View').check();
    await front().getByTestId('access-save').click();
    await page.waitForURL((url) => url.pathname === '/system/jurisdiction/supplierUser');
    await front().getByRole('cell', { name: 'exotic1' }).waitFor();
    const { rows } = await c.t.database.pool.query(`select u.user_type, u.belong_supplier, m.menu_no, m.flags from sys_user u join sys_user_menu m on m.user_id = u.id where u.user_no = 'exotic1'`);
    expect(rows).toEqual([{ user_type: 'supplier', belong_supplier: 'S001', menu_no: '5101', flags: ['isSearch'] }]);
  });
});

describe('user sessions', () => {
  it('should list a supplier user live session and sign it out everywhere after a confirmation', async () => {
    const token = await c.t.login('exotic1', 'Supplier-2026!');
    await page.goto(`${c.baseUrl}/system/jurisdiction/supplierUser`);
    await front().locator('tr', { hasText: 'exotic1' }).locator('.ant-checkbox-input').check();
    await front().getByTestId('access-sessions').click();
    const sessions = dialog().getByTestId('sessions-table');
    await expect.poll(() => sessions.locator('tbody tr.ant-table-row').count(), POLL).toBe(1);
    await dialog().getByTestId('session-revoke-all').click();
    await confirmOk(page);
    await messageShown(page, '1 session(s) signed out');
    await sessions.getByText('No live session').waitFor();
    expect((await c.t.call('IBmLoginService/getUserInfo', {}, { token })).code).toBe(ERROR_CODES.SESSION_EXPIRED);
  });
});

describe("a user's lost second factor", () => {
  it('should reset it after a confirmation naming the user, log it, and name the user when deleting', async () => {
    await createUser(c.t.database.db, { userNo: 'e2e-lost' });
    await c.t.database.pool.query("update sys_user set user_name = 'Lost Phone' where user_no = 'e2e-lost'");
    const token = await c.t.login('e2e-lost', USER_PASSWORD);
    const started = await c.t.call('ISysTotpService/starttotpenrolment', {}, { token });
    expect((await c.t.call('ISysTotpService/confirmtotpenrolment', { code: await generate({ secret: started.data.secret }) }, { token })).code).toBe(0);
    await page.goto(`${c.baseUrl}/system/jurisdiction/user`);
    await front().getByTestId('access-search').locator('input').fill('e2e-lost');
    await front().getByTestId('access-search').locator('input').press('Enter');
    // The 2FA column shows the user's confirmed second factor (walk 14-26 leftover).
    await front().locator('tr', { hasText: 'e2e-lost' }).getByTestId('user-2fa').waitFor();
    expect(await front().locator('thead').innerText()).toContain('2FA');
    await front().locator('tr', { hasText: 'e2e-lost' }).locator('.ant-checkbox-input').check();
    await front().getByTestId('access-reset-totp').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('Remove the second factor of e2e-lost - Lost Phone?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await messageShown(page, 'Second factor of e2e-lost - Lost Phone removed');
    await expect.poll(() => front().locator('tr', { hasText: 'e2e-lost' }).getByTestId('user-2fa').count(), POLL).toBe(0);
    expect((await c.t.call('IBmLoginService/login', { userNo: 'e2e-lost', pwd: USER_PASSWORD })).code).toBe(0);

    await page.goto(`${c.baseUrl}/system/journal/operation`);
    await front().getByTestId('operation-table').locator('tr', { hasText: 'e2e-lost' }).getByText('Users · Reset second factor').waitFor();

    await page.goto(`${c.baseUrl}/system/jurisdiction/user`);
    await front().locator('tr', { hasText: 'e2e-lost' }).locator('.ant-checkbox-input').check();
    await front().getByTestId('access-delete').click();
    await page.locator('.ant-modal-confirm').getByText('Delete e2e-lost - Lost Phone? This cannot be undone.').waitFor();
    await confirmOk(page);
    await messageShown(page, 'Deleted 1 record(s)');
  });
});

describe('three languages', () => {
  it('should show the user form tabs and fields in zh-CN', async () => {
    chinese = await signedInPage(c, '/system/jurisdiction/user', 'admin', ADMIN_PASSWORD, 'zh-CN');
    await activePage(chinese).getByTestId('access-add').click();
    await chinese.waitForURL((url) => url.pathname === '/system/jurisdiction/add-user');
    await frontPageOfUrl(chinese);
    const form = activePage(chinese);
    await expect.poll(() => form.getByRole('tab').allInnerTexts(), POLL).toEqual(['基本信息', '数据权限', '角色权限', '菜单权限']);
    await form.getByText('外部用户编号').waitFor();
  });
});
