/**
 * The organizational list end to end (spec console §2): add an organization, find it by fuzzy
 * orgName search, modify it, delete it with the confirmation.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, confirmOk, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console } from './browser.ts';

const LIST = '/base/basic/organizational';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, LIST);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const rows = () => list().locator('.ant-table-tbody tr.ant-table-row');

async function search(orgName: string) {
  await list().locator('#search_orgName').fill(orgName);
  await list().getByRole('button', { name: 'Query' }).click();
}

describe('organizational list', () => {
  it('should add an organization from the add page and return to the list', async () => {
    await list().getByTestId('toolbar-add').click();
    await page.waitForURL((url) => url.pathname === '/base/basic/add-organizational');
    const form = activePage(page).getByTestId('entity-form');
    await form.locator('#orgNo').fill('E2E-ORG');
    await form.locator('#orgName').fill('E2E Test Org');
    await form.locator('#orgShortName').fill('E2E');
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await messageShown(page, 'Saved successfully');
    await expect.poll(() => page.locator('.wms-tabs .ant-tabs-tab').allTextContents(), POLL).toEqual(['Dashboard', 'Organizations']);
  });

  it('should find the new organization by a fuzzy orgName search', async () => {
    await search('test or');
    await expect.poll(() => rows().count(), POLL).toBe(1);
    await expect.poll(() => rows().first().innerText(), POLL).toContain('E2E-ORG');
    await expect.poll(() => list().locator('.ant-pagination-total-text').innerText(), POLL).toBe('Total 1');
  });

  it('should modify the organization and show the change in the list', async () => {
    await rows().first().locator('.ant-checkbox-input').check();
    await list().getByTestId('toolbar-modify').click();
    await page.waitForURL((url) => /^\/base\/basic\/modify-organizational\/\d+$/.test(url.pathname));
    const form = activePage(page).getByTestId('entity-form');
    await expect.poll(() => form.locator('#orgName').inputValue(), POLL).toBe('E2E Test Org');
    expect(await form.locator('#orgNo').isDisabled()).toBe(true);
    await form.locator('#orgName').fill('E2E Test Org Renamed');
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await expect.poll(() => rows().first().innerText(), POLL).toContain('E2E Test Org Renamed');
  });

  it('should delete the organization after confirming and no longer list it', async () => {
    await rows().first().locator('.ant-checkbox-input').check();
    await list().getByTestId('toolbar-delete').click();
    const dialog = page.locator('.ant-modal-confirm');
    // The confirmation names what it deletes: the organization's number and name.
    await dialog.getByText(/^Delete \S+ - E2E Test Org Renamed\? This cannot be undone\.$/).waitFor();
    await confirmOk(page);
    await list().locator('.ant-empty').waitFor();
    expect(await rows().count()).toBe(0);
    const token = await storedToken(page);
    const answer = await c.t.call('IBmOrgService/getFullAuthorityOrgListByParams', { condition: { orgNo: 'E2E-ORG' } }, { token: token ?? '' });
    expect(answer.data.total).toBe(0);
  });
});
