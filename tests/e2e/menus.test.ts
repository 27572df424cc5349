/**
 * The shell menus end to end (spec console §2 Shell behaviour, §6). Favourites: the defaults on top
 * of the side menu, pinning the page in front with its title star (kept after a reload), reordering
 * with the up button and unpinning with the star of the favourite entry; with none left, the group
 * says how to add one (record 1024). All-functions menu: alt+C,
 * Escape and Delete, blocks of 5, a highlighted search, opening a page from it.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console } from './browser.ts';

const SUPPLIERS = '/base/basic/supplier';
const SUPPLIERS_NO = '100104';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, SUPPLIERS);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const entries = () => page.locator('.wms-sider [data-testid^="favourite-"]');
const entryNos = async () => (await entries().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))).map((id) => id?.slice('favourite-'.length));
const titleStar = () => page.getByTestId('page-favourite').getByRole('button');

describe('favourites', () => {
  it('should list the default favourites on top of the side menu', async () => {
    await expect.poll(entryNos, POLL).toEqual(['100101', '100102', '100301', '100302']);
    await page.getByTestId('favourite-100101').getByText('Organizations').waitFor();
  });

  it('should pin the page in front with its title star and keep it after a reload', async () => {
    expect(await titleStar().getAttribute('aria-pressed')).toBe('false');
    await titleStar().click();
    await expect.poll(entryNos, POLL).toEqual(['100101', '100102', '100301', '100302', SUPPLIERS_NO]);
    await page.reload();
    await page.getByTestId(`favourite-${SUPPLIERS_NO}`).getByText('Suppliers').waitFor();
    await expect.poll(() => titleStar().getAttribute('aria-pressed'), POLL).toBe('true');
  });

  it('should move a favourite up', async () => {
    // The reorder buttons show while the pointer is over the entry.
    await page.getByTestId(`favourite-${SUPPLIERS_NO}`).hover();
    await page.getByTestId(`favourite-${SUPPLIERS_NO}`).getByRole('button', { name: 'Move up' }).click();
    await expect.poll(entryNos, POLL).toEqual(['100101', '100102', '100301', SUPPLIERS_NO, '100302']);
    const saved = await c.t.call<{ menuNo: string }[]>('ISysMenuService/getBusinessCommonMenu', {}, { token: (await storedToken(page)) ?? '' });
    expect(saved.data!.map((menu) => menu.menuNo)).toEqual(['100101', '100102', '100301', SUPPLIERS_NO, '100302']);
  });

  it('should unpin a page with the star of its favourite entry', async () => {
    await page.getByTestId(`favourite-${SUPPLIERS_NO}`).getByRole('button', { name: 'Remove from favourites' }).click();
    await expect.poll(entryNos, POLL).toEqual(['100101', '100102', '100301', '100302']);
    await expect.poll(() => titleStar().getAttribute('aria-pressed'), POLL).toBe('false');
  });

  it('should say how to add a favourite once none is left, instead of an empty group', async () => {
    for (const menuNo of await entryNos()) {
      await page.getByTestId(`favourite-${menuNo}`).getByRole('button', { name: 'Remove from favourites' }).click();
      await expect.poll(entryNos, POLL).not.toContain(menuNo);
    }
    await expect.poll(() => page.locator('.wms-sider').getByTestId('favourites-hint').innerText(), POLL).toBe("No favourites yet: click the ☆ beside a page's name to keep it here");
  });
});

const panel = () => page.locator('.wms-all-menu .ant-drawer-body');
const search = () => panel().getByTestId('all-menu-search').locator('input');
const pageLink = (name: string) => panel().locator('.wms-all-menu-block a').filter({ hasText: new RegExp(`^${name}$`) });

describe('all-functions menu', () => {
  beforeAll(async () => {
    await page.goto(`${c.baseUrl}/dashboard`);
    await page.locator('.wms-sider').getByText('Basic data', { exact: true }).waitFor();
  });

  it('should toggle with alt+C and list long sub-groups in blocks of 5', async () => {
    await page.keyboard.press('Alt+KeyC');
    const basic = panel().locator('.wms-all-menu-sub').filter({ has: page.locator('h4', { hasText: /^Basic$/ }) });
    await basic.waitFor();
    const sizes = await basic.locator('.wms-all-menu-block').evaluateAll((blocks) => blocks.map((block) => block.children.length));
    expect(sizes).toEqual([5, 5, 5, 3]);
    await page.keyboard.press('Alt+KeyC');
    await panel().waitFor({ state: 'hidden' });
  });

  it('should highlight the matches of a case-insensitive search, clear it with Delete and close with Escape', async () => {
    await page.keyboard.press('Alt+KeyC');
    await search().fill('SUPPL');
    await pageLink('Suppliers').locator('mark.wms-hit', { hasText: /^Suppl$/ }).waitFor();
    await pageLink('Organizations').waitFor({ state: 'detached' });
    await search().press('Delete');
    expect(await search().inputValue()).toBe('');
    await pageLink('Organizations').waitFor();
    expect(await panel().locator('mark.wms-hit').count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel().waitFor({ state: 'hidden' });
  });

  it('should open a found page as a tab', async () => {
    await page.getByTestId('all-menu-button').click();
    await search().fill('suppliers');
    await pageLink('Suppliers').locator('mark.wms-hit').waitFor();
    await pageLink('Suppliers').click();
    await page.waitForURL((url) => url.pathname === SUPPLIERS);
    await panel().waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.wms-tabs .ant-tabs-tab').allTextContents(), POLL).toContain('Suppliers');
  });
});
