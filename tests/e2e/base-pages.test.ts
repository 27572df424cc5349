/**
 * Every Base.* page of the menu tree (spec console §2 route groups Base.*) opened in the browser
 * as admin in each of the three languages: a page declared on the list engine shows its table
 * header with its first column in that language and at least one demo row; no page shows an error
 * message or an untranslated dictionary key. Also the copy-configure/{id} form and the self-check
 * buttons of systemTest.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { printPageEntity } from '../../src/console/pages/print/print-pages.ts';
import { entityByRoute } from '../../src/shared/entities/index.ts';
import { DICTIONARIES, LANGUAGES, type Language } from '../../src/shared/i18n/index.ts';
import { MENU_TREE, type MenuSeed } from '../../src/shared/menus.ts';
import { activePage, frontPageOfUrl, openInConsole, newPage, POLL, screenshotOnFailure, signIn, startConsole, type Console, UNTRANSLATED_KEY } from './browser.ts';

const pagesOf = (menus: MenuSeed[]): MenuSeed[] => menus.flatMap((menu) => (menu.level === 4 ? [menu] : pagesOf(menu.children)));
const BASE_PAGES = pagesOf(MENU_TREE.filter((group) => group.url === 'base')).map((menu) => ({ path: menu.path, url: menu.url, menuNo: menu.menuNo }));

let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

// Open tabs stay mounted: a full load every few pages keeps the kept-alive pages few.
const PAGES_PER_LOAD = 8;
let opened = 0;

async function signedIn(language: Language): Promise<Page> {
  const next = await newPage(c, language);
  await next.goto(`${c.baseUrl}/dashboard`);
  await next.waitForURL((url) => url.pathname === '/login');
  await signIn(next);
  await next.waitForURL((url) => url.pathname === '/dashboard');
  return next;
}

/** Client-side navigation (as a menu click does), with a full load every PAGES_PER_LOAD pages. */
async function open(path: string): Promise<void> {
  opened += 1;
  if (opened % PAGES_PER_LOAD === 0) {
    await page.goto(`${c.baseUrl}${path}`);
    await frontPageOfUrl(page);
    return;
  }
  await openInConsole(page, path);
}

const errors = () => page.locator('.ant-message-notice-error').count();

describe.each(LANGUAGES)('Base pages in %s', (language) => {
  const fields = DICTIONARIES[language].field as Record<string, string>;

  beforeAll(async () => {
    page = await signedIn(language);
  });
  afterAll(() => page.close());

  it.each(BASE_PAGES)('should render $path without an error', async ({ path, url, menuNo }) => {
    await open(path);
    const view = activePage(page);
    await expect.poll(() => view.isVisible(), POLL).toBe(true);
    const entity = entityByRoute(url, menuNo) ?? printPageEntity(menuNo);
    if (entity) {
      const first = Object.entries(entity.fields).find(([, def]) => def.list)![0];
      await expect.poll(() => view.locator('.ant-table-thead th').filter({ hasText: fields[first] }).count(), POLL).toBeGreaterThan(0);
      await expect.poll(() => view.locator('.ant-table-tbody tr.ant-table-row').count(), POLL).toBeGreaterThan(0);
    }
    expect(await view.innerText()).not.toMatch(UNTRANSLATED_KEY);
    expect(await errors()).toBe(0);
  }, 120_000);
});

describe('Base.Basic extras', () => {
  beforeAll(async () => {
    page = await signedIn('en-US');
  });

  it('should open copy-configure with the fields of the copied configuration and an empty document type', async () => {
    const token = await page.evaluate(() => localStorage.getItem('wms_token'));
    const [source] = (await c.t.call('IBmDocConfigService/getbmdocconfiglistbyparams', { condition: { docType: 'SAL-OUT' } }, { token: token ?? '' })).data.records;
    await open(`/base/basic/copy-configure/${source.id}`);
    const form = activePage(page).getByTestId('entity-form');
    await expect.poll(() => form.locator('#docTypeName').inputValue(), POLL).toBe('Sales shipment');
    expect(await form.locator('#docType').inputValue()).toBe('');
  });

  it('should run the self-check from the systemTest toolbar and show the results in the list', async () => {
    await open('/base/basic/systemTest');
    const view = activePage(page);
    await view.getByTestId('self-check-detect').click();
    await expect.poll(() => view.locator('.ant-table-tbody tr').filter({ hasText: 'Passed' }).count(), POLL).toBe(8);
  });
});
