/**
 * Browser test support: the app of tests/support/test-app.ts listening on a free port and serving
 * the built console (dist/ at the repo root, so run `vite build` first; or WMS_E2E_DIST), driven by Debian's
 * chromium through playwright-core (one chromium per test worker, shared by its files in turn).
 */
import type { KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { consoleEnUS } from '../../src/console/i18n/en-US.ts';
import { INIT_CONFIG } from '../../src/shared/entities/sys-param.entity.ts';
import { DICTIONARIES } from '../../src/shared/i18n/index.ts';
import { sysParam } from '../../src/server/db/schema.ts';
import { ADMIN_PASSWORD } from '../support/constants.ts';
import { testApp, type TestApp } from '../support/test-app.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// WMS_E2E_DIST points at another build (e.g. `vite build --outDir /tmp/x`), so a rebuild of dist/ by someone else does not pull the files away mid-run.
const DIST = process.env.WMS_E2E_DIST ?? path.join(ROOT, 'dist');
const OUTPUT = path.join(ROOT, '.test-output');
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export type Console = { t: TestApp; baseUrl: string; browser: Browser; close: () => Promise<void> };

const NAMESPACES = [...new Set([...Object.keys(DICTIONARIES['en-US']), ...Object.keys(consoleEnUS)])];
/** A missing translation as a page shows it: its key, e.g. "field.templateCode" (any dictionary namespace). */
export const UNTRANSLATED_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z_]\\w*`);

/**
 * How long a browser test waits for a state before it fails, in ms: long enough for a page on a
 * 2-core CI machine running three test files and their browsers at once (a 15 s wait failed there
 * now and then), short enough that a broken screen fails well inside the 120 s test timeout.
 */
export const WAIT_MS = 30_000;

/** expect.poll options: as patient as the page's own waits (vitest's default is 1 s). */
export const POLL = { timeout: WAIT_MS };

/**
 * A desktop-sized page in a language; its waits give up after WAIT_MS. It asks for reduced motion,
 * as a user's operating system can: the console then draws no antd animations and the big screen
 * its still view, so a check never races a transition.
 */
export async function newPage(c: Console, locale: 'en-US' | 'zh-CN' | 'zh-TW'): Promise<Page> {
  const page = await c.browser.newPage({ locale, viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  page.setDefaultTimeout(WAIT_MS);
  await page.addInitScript(recordMessages);
  return page;
}

type MessageLog = { texts: string[]; next: number };

/**
 * Runs in the page before its scripts: keeps the text of every antd message (toast) shown, so a test
 * sees a toast even when a loaded machine let its 3 s on screen pass between two of its checks.
 */
function recordMessages(): void {
  const log: MessageLog = { texts: [], next: 0 };
  Object.assign(window, { __wmsMessages: log });
  const seen = new WeakSet<Element>();
  const record = () => {
    for (const notice of document.querySelectorAll('.ant-message-notice')) {
      if (seen.has(notice) || !notice.textContent) continue;
      seen.add(notice);
      log.texts.push(notice.textContent);
    }
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until a message (toast) containing `text` has been shown since the last one this function
 * found on the page, and consumes it: two equal toasts in a row need two calls.
 */
export async function messageShown(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.evaluate((wanted) => {
    const log = (window as unknown as { __wmsMessages: MessageLog }).__wmsMessages;
    const index = log.texts.findIndex((shown, i) => i >= log.next && shown.includes(wanted));
    if (index < 0) return log.texts.slice(log.next);
    log.next = index + 1;
    return true;
  }, text), POLL).toBe(true);
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * Closes every page context of the browser. A context whose tab crashed (headless Chromium's print
 * preview has done so) may never answer its close: after WAIT_MS the whole browser is closed instead,
 * and the next sharedBrowser() launches a new one.
 */
async function closeContexts(browser: Browser): Promise<void> {
  let watchdog: NodeJS.Timeout | undefined;
  const stuck = new Promise<false>((resolve) => { watchdog = setTimeout(() => resolve(false), WAIT_MS); });
  const closed = await Promise.race([Promise.all(browser.contexts().map((context) => context.close())).then(() => true as const), stuck]);
  clearTimeout(watchdog);
  if (!closed) {
    process.stderr.write('browser test support: a page context did not close; closing the worker\'s Chromium\n');
    await browser.close();
  }
}

/**
 * The headless chromium of this test worker, launched by the first browser test file it runs and
 * kept for the next ones (vitest runs files with `isolate: false`, so this module outlives a file):
 * a launch and its close cost about 1.5 s of a core each time. Files stay apart as their pages do:
 * every page is a browser context of its own (no cookies, storage or cache shared), and a file's
 * Console closes every context at its end. Playwright ends the browser when the worker exits.
 * A browser that crashed or was closed is launched again.
 */
function sharedBrowser(): Promise<Browser> {
  const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  workerBrowser = (workerBrowser ?? launch()).then((browser) => (browser.isConnected() ? browser : launch()), launch);
  return workerBrowser;
}

/**
 * Starts the demo app on a free port and gives it the worker's headless chromium (sharedBrowser).
 * The first-run guide (INIT_CONFIG 'Y' in the seed) would cover admin's pages 2 s after load, so it
 * is off unless asked for. `licencePublicKey`: verify licences with the test key
 * (tests/support/licences.ts). `close()` closes every page the file opened and the app.
 */
export async function startConsole(options: { firstRunGuide?: boolean; licencePublicKey?: KeyObject } = {}): Promise<Console> {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run `npx vite build` first');
  const t = await testApp({ demo: true, staticDir: DIST, licencePublicKey: options.licencePublicKey });
  if (!options.firstRunGuide) await t.database.db.update(sysParam).set({ paramValue: 'N' }).where(eq(sysParam.paramNo, INIT_CONFIG));
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // Pages an earlier file left open (its afterAll failed) are closed; a browser that would not close them is replaced.
  await closeContexts(await sharedBrowser());
  const browser = await sharedBrowser();
  return {
    t,
    baseUrl: address,
    browser,
    close: async () => {
      await closeContexts(browser);
      await t.close();
    },
  };
}

/** Fills the login form (already shown) as admin and submits it. */
export async function signIn(page: Page, userNo = 'admin', pwd = ADMIN_PASSWORD): Promise<void> {
  await page.locator('#userNo').fill(userNo);
  await page.locator('#pwd').fill(pwd);
  await page.locator('button[type=submit]').click();
}

/** A new page (en-US unless `locale`) that opened `path`, was sent to the login page, signed in (as admin by default) and came back to `path`. */
export async function signedInPage(c: Console, path: string, userNo = 'admin', pwd = ADMIN_PASSWORD, locale: Parameters<typeof newPage>[1] = 'en-US'): Promise<Page> {
  const page = await newPage(c, locale);
  await page.goto(`${c.baseUrl}${path}`);
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, userNo, pwd);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/**
 * Chooses `option` in the select of form item `item`, again while the item does not show it:
 * options often arrive by a lookup, and a click on an option being re-rendered is lost.
 */
export async function chooseOption(page: Page, item: Locator, option: string): Promise<void> {
  // This select's own dropdown (its listbox is `${input id}_list`): another select's dropdown may still be leaving.
  const inputId = await item.locator('.ant-select input').first().getAttribute('id');
  const dropdown = page.locator('.ant-select-dropdown:visible').filter({ has: page.locator(`[id="${inputId}_list"]`) });
  await expect.poll(async () => {
    if ((await dropdown.count()) === 0) await item.locator('.ant-select').click();
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 }).catch(() => undefined);
    return item.innerText();
  }, POLL).toContain(option);
}

/**
 * Presses OK (`name`: its label in another language, e.g. /^确\s?定$/) on the open confirmation
 * dialog until it closes: a click during the dialog's opening animation can be lost. A click while
 * OK is loading (its action running) does nothing.
 */
export async function confirmOk(page: Page, name: string | RegExp = 'OK'): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.waitFor();
  await expect.poll(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name }).click({ timeout: 2_000 }).catch(() => undefined);
    return confirm.isVisible();
  }, POLL).toBe(false);
}

/**
 * Chooses in the search-select of field `id` inside `scope`: opens it, types `search` (if any) and
 * clicks the first option containing `option`.
 */
export async function pickOption(page: Page, scope: Locator, id: string, search: string, option: string): Promise<void> {
  await scope.locator('.ant-select').filter({ has: page.locator(`#${id}`) }).click();
  if (search) await page.locator(`#${id}`).pressSequentially(search);
  // The visible options only: antd's hidden accessibility list repeats each option's value, which is its whole label for a row without a title.
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** A pattern matching exactly `text`. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Opens the page `name` of sub-group `sub` of group `group` by clicking it in the all-functions
 * menu (alt+C), as a person does, until the address is `to`.
 */
export async function openFromMenu(page: Page, group: string, sub: string, name: string, to: string): Promise<void> {
  const panel = page.locator('.wms-all-menu .ant-drawer-body');
  const section = panel.locator('.wms-all-menu-group').filter({ has: page.locator('h3', { hasText: exactly(group) }) });
  const subGroup = section.locator('.wms-all-menu-sub').filter({ has: page.locator('h4', { hasText: exactly(sub) }) });
  const link = subGroup.locator('.wms-all-menu-block a').filter({ hasText: exactly(name) });
  const at = () => new URL(page.url()).pathname === to;
  // alt+C opens the menu; a press while it is still closing after the last page is lost.
  await expect.poll(async () => {
    if (at()) return true;
    if (!(await panel.isVisible())) await page.keyboard.press('Alt+KeyC');
    await link.click({ timeout: 2_000 }).catch(() => undefined);
    return at();
  }, POLL).toBe(true);
}

/** The kept-alive page in front (other open tabs stay mounted but hidden). */
export function activePage(page: Page): Locator {
  return page.locator('.wms-page[data-active="true"]');
}

/**
 * Waits until the page in front is the tab of the address bar's path: a client-side navigation
 * changes the URL at once, the kept-alive page in front only once React has rendered the new tab.
 */
export async function frontPageOfUrl(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const front = document.querySelector('.wms-page[data-active="true"]')?.getAttribute('data-path');
    const path = window.location.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
    return front === path || front === decodeURI(path);
  });
}

/** Opens `path` inside the console as a menu click does (history push, no reload), once its page is in front. */
export async function openInConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await frontPageOfUrl(page);
}

/**
 * Queries the list in front by one search field (`#field`) and answers its rows as text once the
 * answer shows: every row contains `value`. The unfiltered first page, shown before, may contain it too.
 */
export async function queryRows(page: Page, field: string, value: string): Promise<string[]> {
  const front = activePage(page);
  await front.locator(`#${field}`).fill(value);
  await front.getByTestId('query-submit').click();
  const rows = front.locator('.ant-table-tbody tr.ant-table-row');
  await expect.poll(async () => {
    const texts = await rows.allInnerTexts();
    return texts.length > 0 && texts.every((text) => text.includes(value));
  }, POLL).toBe(true);
  return rows.allInnerTexts();
}

/** Saves a screenshot of a failed test in .test-output/ to see what the browser showed. */
export async function screenshotOnFailure(page: Page | undefined, context: { task: { name: string; result?: { state?: string } } }): Promise<void> {
  if (!page || context.task.result?.state !== 'fail') return;
  const name = context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  await page.screenshot({ path: path.join(OUTPUT, `e2e-${name}.png`) }).catch(() => undefined);
}

/** The token the console keeps in localStorage. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('wms_token'));
}
