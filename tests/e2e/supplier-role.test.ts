/**
 * Creating a supplier user in one step (issue 23): an administrator signs in, adds a supplier user
 * with its number, name, password and supplier, and saves: the form has chosen the seeded supplier
 * role already, so no menu box is ticked. The new user signs in at /login and lands on its to-do list.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, newPage, pickOption, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe('supplier role template', () => {
  it('should let an administrator create a supplier user with the supplier role by default, who lands on its to-do list', async () => {
    page = await signedInPage(c, '/system/jurisdiction/supplierUser');
    const front = () => activePage(page);
    await front().getByTestId('access-add').click();
    await page.waitForURL((url) => url.pathname === '/system/jurisdiction/add-supplierUser');
    await expect.poll(() => front().getByTestId('role-select').innerText(), POLL).toContain('Supplier');
    await front().locator('#userNo').fill('exotic-ann');
    await front().locator('#userName').fill('Ann of Exotic Liquids');
    await front().locator('#pwd').fill('Supplier-2026!');
    await pickOption(page, front(), 'belongSupplier', 'S001', 'Exotic Liquids');
    await front().getByTestId('access-save').click();
    await page.waitForURL((url) => url.pathname === '/system/jurisdiction/supplierUser');

    page = await newPage(c, 'en-US');
    await page.goto(`${c.baseUrl}/login`);
    await signIn(page, 'exotic-ann', 'Supplier-2026!');
    await expect.poll(() => page.getByTestId('todo-orderLines').innerText(), POLL).toContain('Order lines to answer (2)');
    expect(await page.locator('.ant-layout-sider').first().innerText()).toContain('Orders');
  });
});
