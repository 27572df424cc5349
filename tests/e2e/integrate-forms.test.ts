/**
 * The add and modify/{id} forms of System > Integration's source integration, item synchronisation
 * and open account (spec console §2; issue 26; docs/decisions/0771), each reached from the menu as
 * an administrator does: a source added on source integration, an item configuration of it added,
 * modified and run (refused: the source does not answer) on item synchronisation, the run's source
 * opened from the sync log and renamed, and an account opened and then disabled on open account.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, frontPageOfUrl, messageShown, openFromMenu, pickOption, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

const INTEGRATE = '/system/integrate';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/dashboard');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const open = (name: string, url: string) => openFromMenu(page, 'System', 'Integration', name, `${INTEGRATE}/${url}`);
const form = () => activePage(page).getByTestId('entity-form');

/** Saves the generic form in front and waits to be back on `listPath`. */
async function saveForm(listPath: string) {
  await form().getByTestId('form-save').click();
  await page.waitForURL((url) => url.pathname === listPath);
  await frontPageOfUrl(page);
}

describe('System > Integration forms', () => {
  it('should add a source from source integration', async () => {
    await open('Source integration', 'source-integration');
    await activePage(page).getByTestId('sync-log-add-source').click();
    await page.waitForURL((url) => url.pathname === `${INTEGRATE}/source-integration/add`);
    await form().locator('#integrationNo').fill('ERP1');
    await form().locator('#integrationName').fill('Main ERP');
    await form().locator('#url').fill('http://127.0.0.1:9/items');
    await saveForm(`${INTEGRATE}/source-integration`);
    const sources = await c.t.database.pool.query("select integration_name from sys_integration_source where integration_no = 'ERP1'");
    expect(sources.rows).toEqual([{ integration_name: 'Main ERP' }]);
  });

  it('should add, modify and run an item configuration from item synchronisation', async () => {
    await open('Item synchronisation', 'item-synchronization');
    await activePage(page).getByTestId('sync-add-config').click();
    await page.waitForURL((url) => url.pathname === `${INTEGRATE}/item-synchronization/add`);
    await form().locator('#configNo').fill('ERP1-ITEMS');
    await form().locator('#configName').fill('Items of the ERP');
    await pickOption(page, form(), 'integrationNo', 'ERP1', 'ERP1');
    await form().locator('#fieldMap').fill('code=itemNo\nname=itemName');
    await saveForm(`${INTEGRATE}/item-synchronization`);
    const configs = activePage(page).getByTestId('sync-configs');
    await configs.getByText('Items of the ERP').waitFor();

    await configs.getByTestId('sync-modify-ERP1-ITEMS').click();
    await page.waitForURL((url) => /\/item-synchronization\/modify\/\d+$/.test(url.pathname));
    await expect.poll(() => form().locator('#configName').inputValue(), POLL).toBe('Items of the ERP');
    await form().locator('#configName').fill('ERP items');
    await saveForm(`${INTEGRATE}/item-synchronization`);
    await configs.getByText('ERP items').waitFor();

    await configs.getByTestId('sync-run-ERP1-ITEMS').click();
    await messageShown(page, 'ERP1-ITEMS was refused');
  });

  it("should open a run's source from the sync log of source integration and rename it", async () => {
    await open('Source integration', 'source-integration');
    const log = activePage(page).getByTestId('sync-log-table');
    await page.reload();
    await frontPageOfUrl(page);
    await log.getByRole('button', { name: 'ERP1' }).first().click();
    await page.waitForURL((url) => /\/source-integration\/modify\/\d+$/.test(url.pathname));
    await expect.poll(() => form().locator('#integrationName').inputValue(), POLL).toBe('Main ERP');
    await form().locator('#integrationName').fill('ERP (production)');
    await saveForm(`${INTEGRATE}/source-integration`);
    const sources = await c.t.database.pool.query("select integration_name from sys_integration_source where integration_no = 'ERP1'");
    expect(sources.rows).toEqual([{ integration_name: 'ERP (production)' }]);
  });

  it('should open an account on its add form and disable it on its modify form', async () => {
    await open('Open account', 'account');
    const accounts = activePage(page).getByTestId('open-accounts');
    await accounts.getByTestId('open-account-add').click();
    await page.waitForURL((url) => url.pathname === `${INTEGRATE}/account/add`);
    const accountForm = activePage(page).getByTestId('open-account-form');
    await accountForm.getByLabel('Account name').fill('Warehouse ERP');
    await accountForm.getByTestId('open-account-save').click();
    await page.getByTestId('open-account-secret').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await accounts.getByTestId('open-account-table').getByText('Warehouse ERP').waitFor();

    await accounts.getByTestId('open-account-modify-Warehouse ERP').click();
    await page.waitForURL((url) => /\/account\/modify\/\d+$/.test(url.pathname));
    const modifyForm = activePage(page).getByTestId('open-account-form');
    await expect.poll(() => modifyForm.getByLabel('Account name').inputValue(), POLL).toBe('Warehouse ERP');
    await modifyForm.getByLabel('Account name').fill('Warehouse ERP (old)');
    await modifyForm.getByText('Disabled').click();
    await modifyForm.getByTestId('open-account-save').click();
    await page.waitForURL((url) => url.pathname === `${INTEGRATE}/account`);
    const row = accounts.getByTestId('open-account-table').locator('tr').filter({ hasText: 'Warehouse ERP (old)' });
    await expect.poll(() => row.innerText(), POLL).toContain('Disabled');
  });
});
