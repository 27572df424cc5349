/**
 * The first-run guide end to end (spec console §2, §6): with INIT_CONFIG 'Y' as seeded, the guide
 * shows to admin after load and leads to the integration account page, where admin opens an ERP
 * account and sees its secret once. "Later" puts it away for that user: it does not come back on the
 * next load (record 0830).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole({ firstRunGuide: true });
  page = await signedInPage(c, '/dashboard');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const guide = () => page.locator('.wms-first-run-guide .ant-modal');

describe('first-run guide', () => {
  it('should show admin the guide after load and lead to the integration account page', async () => {
    await guide().getByText('Start by opening the integration account', { exact: false }).waitFor();
    await guide().getByRole('button', { name: 'Open integration accounts' }).click();
    await page.waitForURL((url) => url.pathname === '/system/integrate/account');
    await guide().waitFor({ state: 'hidden' });
  });

  it('should open an ERP account there and show its secret once', async () => {
    const accounts = page.getByTestId('open-accounts');
    await accounts.getByRole('button', { name: 'Open an account' }).click();
    await page.waitForURL((url) => url.pathname === '/system/integrate/account/add');
    const form = page.getByTestId('open-account-form');
    await form.getByLabel('Account name').fill('ERP production');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('open-account-secret').waitFor();
    await page.getByText('it is shown only this once', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await accounts.getByTestId('open-account-table').getByText('ERP production').waitFor();
  });

  it('should not come back after Later, on the next load', async () => {
    await page.goto(`${c.baseUrl}/dashboard`);
    await guide().getByRole('button', { name: 'Later' }).click();
    await guide().waitFor({ state: 'hidden' });
    const asked = page.waitForResponse((r) => r.url().includes('getValueByParamNo'));
    await page.reload();
    await asked;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await guide().count()).toBe(0);
  });
});
