/**
 * The tab strip and the sign-out shortcut end to end (spec console §2 Shell behaviour): moving
 * left and right, close current, close others and close all with the pinned dashboard kept, and
 * ctrl+shift+Q signing out.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console } from './browser.ts';

const ORGS = '/base/basic/organizational';
const SUPPLIERS = '/base/basic/supplier';
const CUSTOMERS = '/base/basic/customer';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, ORGS);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const tabNames = () => page.locator('.wms-tabs .ant-tabs-tab').allInnerTexts();
const tab = (name: string) => page.locator('.wms-tabs .ant-tabs-tab', { hasText: name });
const at = (path: string) => page.waitForURL((url) => url.pathname === path);
/** Waits until the page of `path` is in front and its tab active (the strip has re-rendered). */
async function inFront(path: string, name: string) {
  await at(path);
  await page.locator('.wms-tabs .ant-tabs-tab-active', { hasText: name }).waitFor();
}
const arrow = (name: 'Previous tab' | 'Next tab') => page.locator('.wms-tabs').getByRole('button', { name });

async function tabAction(name: string) {
  // A fresh hover opens the menu again after the last action.
  await page.mouse.move(0, 0);
  await page.getByTestId('tab-actions').hover();
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name });
  await item.waitFor();
  // The popup may still be settling into place: a dispatched click does not depend on its position.
  await item.dispatchEvent('click');
}

describe('tab strip', () => {
  it('should move to the tab on the left and on the right', async () => {
    await page.locator('.wms-sider').getByText('Suppliers', { exact: true }).click();
    await tab('Suppliers').waitFor();
    await page.locator('.wms-sider').getByText('Customers', { exact: true }).click();
    await at(CUSTOMERS);
    await expect.poll(tabNames, POLL).toEqual(['Dashboard', 'Organizations', 'Suppliers', 'Customers']);
    expect(await arrow('Next tab').isDisabled()).toBe(true);
    await arrow('Previous tab').click();
    await inFront(SUPPLIERS, 'Suppliers');
    await arrow('Previous tab').click();
    await inFront(ORGS, 'Organizations');
    await arrow('Next tab').click();
    await inFront(SUPPLIERS, 'Suppliers');
  });

  it('should close the current tab and show the last remaining one', async () => {
    await tabAction('Close current');
    await at(CUSTOMERS);
    await expect.poll(tabNames, POLL).toEqual(['Dashboard', 'Organizations', 'Customers']);
  });

  it('should close the other tabs but keep the pinned dashboard, which has no close button', async () => {
    await tabAction('Close others');
    await expect.poll(tabNames, POLL).toEqual(['Dashboard', 'Customers']);
    expect(page.url()).toContain(CUSTOMERS);
    expect(await tab('Dashboard').locator('.ant-tabs-tab-remove').count()).toBe(0);
  });

  it('should close all tabs but the dashboard and show it', async () => {
    await tabAction('Close all');
    await at('/dashboard');
    await expect.poll(tabNames, POLL).toEqual(['Dashboard']);
  });
});

describe('shortcuts', () => {
  it('should sign out with ctrl+shift+Q', async () => {
    await page.keyboard.press('Control+Shift+KeyQ');
    await at('/login');
    expect(await storedToken(page)).toBeNull();
  });
});
