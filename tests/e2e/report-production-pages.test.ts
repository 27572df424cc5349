/**
 * Every Report, Production and Reconciliation page of the menu tree (issue 18: spec console §2
 * /report, Production, Reconciliation.Invoicing.Rule) opened in the browser as admin on the demo
 * data in each of the three languages: the page is built (its search bar, table or tracing search
 * shows, not the "not available yet" page), with no error message and no untranslated dictionary
 * key.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleEnUS } from '../../src/console/i18n/en-US.ts';
import { consoleZhCN } from '../../src/console/i18n/zh-CN.ts';
import { consoleZhTW } from '../../src/console/i18n/zh-TW.ts';
import { LANGUAGES } from '../../src/shared/i18n/index.ts';
import { MENU_TREE, type MenuSeed } from '../../src/shared/menus.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console, UNTRANSLATED_KEY } from './browser.ts';

const pagesOf = (menus: MenuSeed[]): MenuSeed[] => menus.flatMap((menu) => (menu.level === 4 ? [menu] : pagesOf(menu.children)));
const PAGES = pagesOf(MENU_TREE.filter((group) => ['report', 'production', 'reconciliation'].includes(group.url))).map((menu) => ({ path: menu.path }));
// What a built page shows first: a report's or tracing's search button, or a list's table.
const UNAVAILABLE = { 'en-US': consoleEnUS.page.unavailable, 'zh-CN': consoleZhCN.page.unavailable, 'zh-TW': consoleZhTW.page.unavailable };
const BUILT = '[data-testid="query-submit"], [data-testid="trace-query"], .ant-table';

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

describe.each(LANGUAGES)('Report, Production and Reconciliation pages in %s', (language) => {
  beforeAll(async () => {
    page = await signedInPage(c, PAGES[0].path, undefined, undefined, language);
  });
  afterAll(() => page.close());

  it.each(PAGES)('should build $path without an error', async ({ path }) => {
    await page.goto(`${c.baseUrl}${path}`);
    const view = activePage(page);
    await expect.poll(() => view.locator(BUILT).count(), POLL).toBeGreaterThan(0);
    const text = await view.innerText();
    expect(text).not.toContain(UNAVAILABLE[language]);
    expect(text).not.toMatch(UNTRANSLATED_KEY);
    expect(await page.locator('.ant-message-notice-error').count()).toBe(0);
  }, 120_000);
});
