/**
 * The add- and modify- pages of every Base.* list declared on the list engine (spec console §2
 * route groups Base.*: "most have add-X and modify-X/{id}"), opened in the browser as admin: the
 * add page shows the entity form with its first required field and the modify page of the first
 * demo row loads that row (its key filled in) and saves it unchanged, without an error message or
 * an untranslated key.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addPath, modifyPath, modifyRef } from '../../src/console/routes.ts';
import type { MenuNode } from '../../src/client/session-store.ts';
import { entityByRoute } from '../../src/shared/entities/index.ts';
import type { EntityDef } from '../../src/shared/entity.ts';
import { DICTIONARIES } from '../../src/shared/i18n/index.ts';
import { MENU_TREE, type MenuSeed } from '../../src/shared/menus.ts';
import { activePage, frontPageOfUrl, openInConsole, POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console, UNTRANSLATED_KEY } from './browser.ts';

const FIELDS = DICTIONARIES['en-US'].field as Record<string, string>;
const pagesOf = (menus: MenuSeed[]): MenuSeed[] => menus.flatMap((menu) => (menu.level === 4 ? [menu] : pagesOf(menu.children)));
const FORMS = pagesOf(MENU_TREE.filter((group) => group.url === 'base')).flatMap((seed) => {
  const entity = entityByRoute(seed.url, seed.menuNo);
  const menu = { path: seed.path, url: seed.url } as MenuNode;
  return entity ? [{ name: entity.name, entity, menu }] : [];
});

let c: Console;
let page: Page;
let token: string;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, '/dashboard');
  token = (await storedToken(page)) ?? '';
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

// Open tabs stay mounted: a full load every few pages keeps the kept-alive pages few.
const PAGES_PER_LOAD = 8;
let opened = 0;

async function open(path: string): Promise<void> {
  opened += 1;
  if (opened % PAGES_PER_LOAD === 0) {
    await page.goto(`${c.baseUrl}${path}`);
    await frontPageOfUrl(page);
    return;
  }
  await openInConsole(page, path);
}

async function expectCleanForm(entity: EntityDef) {
  const form = activePage(page).getByTestId('entity-form');
  await form.waitFor();
  const first = Object.entries(entity.fields).find(([, def]) => def.required && !def.readOnly && !def.computed)?.[0];
  if (first) await expect.poll(() => form.locator('label').filter({ hasText: FIELDS[first] }).count(), POLL).toBeGreaterThan(0);
  expect(await activePage(page).innerText()).not.toMatch(UNTRANSLATED_KEY);
  expect(await page.locator('.ant-message-notice-error').count()).toBe(0);
}

describe('Base forms', () => {
  it.each(FORMS)('should open the add page of $name', async ({ entity, menu }) => {
    await open(addPath(menu, entity));
    await expectCleanForm(entity);
  }, 60_000);

  it.each(FORMS)('should open and save the modify page of the first $name row', async ({ entity, menu }) => {
    const list = await c.t.call(`${entity.calls.service}/${entity.calls.list}`, { size: 1 }, { token });
    const [row] = list.data.records;
    await open(modifyPath(menu, modifyRef(entity, row), entity));
    await expectCleanForm(entity);
    const key = entity.fields[entity.keyField];
    if (key?.kind === 'text' && !key.ref && !key.widget) {
      await expect.poll(() => activePage(page).getByTestId('entity-form').locator(`#${entity.keyField}`).inputValue(), POLL).toBe(String(row[entity.keyField]));
    }
    // Saved unchanged, the row is accepted as the form shows it.
    await activePage(page).getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === menu.path);
    await frontPageOfUrl(page);
    expect(await page.locator('.ant-message-notice-error').count()).toBe(0);
    const saved = await c.t.call(`${entity.calls.service}/${entity.calls.get}`, { id: row.id }, { token });
    expect(saved.data.version).toBe(row.version + 1);
  }, 60_000);
});
