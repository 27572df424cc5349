/**
 * Every menu page opens without a silent failure (issue 25): signed in once at /login as admin,
 * the test opens each page of the PC menu tree by clicking it in the all-functions menu (alt+C, the
 * tree the side menu shows), waits until the page has made its calls, and asserts that no call
 * failed (HTTP >= 400, or an envelope code other than 0) and no page error was thrown; then it
 * closes the page's tab. One browser, one sign-in, one test per menu sub-group. On the same
 * browser, a report search missing a required field names it (message and the field marked)
 * without asking the server.
 */
import type { Page, Request, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../src/shared/menus.ts';
import { activePage, messageShown, openFromMenu, newPage, pickOption, POLL, screenshotOnFailure, signIn, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
/** Requests of the page still waiting for their answer (websockets are not requests). */
const pending = new Set<Request>();
/** What went wrong, with the page in front when it happened. */
let failures: { path: string; what: string }[] = [];

const path = () => new URL(page.url()).pathname;

async function recordFailedCall(response: Response): Promise<void> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/wms-restful/')) return;
  const call = url.pathname.slice('/wms-restful/'.length);
  if (response.status() >= 400) {
    failures.push({ path: path(), what: `${call}: HTTP ${response.status()}` });
    return;
  }
  if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
  const answer = await response.json().catch(() => undefined) as { code?: number; errorMessage?: string } | undefined;
  if (answer && answer.code !== 0) failures.push({ path: path(), what: `${call}: ${answer.code} ${answer.errorMessage ?? ''}` });
}

beforeAll(async () => {
  c = await startConsole();
  page = await newPage(c, 'en-US');
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => void recordFailedCall(response));
  page.on('pageerror', (error) => failures.push({ path: path(), what: `page error: ${error.message}` }));
  await page.goto(`${c.baseUrl}/login`);
  await signIn(page);
  await page.locator('.wms-sider').getByText('Basic data', { exact: true }).waitFor();
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

/** True once the page in front shows no loading spinner and no request of the page is open. */
async function settled(): Promise<boolean> {
  if (pending.size > 0) return false;
  const front = activePage(page);
  return (await front.count()) === 1 && (await front.locator('.wms-page-loading, .ant-spin-spinning').count()) === 0 && pending.size === 0;
}

/** Opens the page `name` of sub-group `sub` of group `group` from the all-functions menu and waits until it settled. */
async function openPage(group: string, sub: string, name: string, to: string): Promise<void> {
  await openFromMenu(page, group, sub, name, to);
  // Twice in a row: a page's first answers often start its next calls.
  await expect.poll(async () => (await settled()) && (await settled()), POLL).toBe(true);
}

/** Closes the tab of the page in front. */
async function closePage(): Promise<void> {
  const from = path();
  await page.locator('.wms-tabs .ant-tabs-tab-active .ant-tabs-tab-remove').click();
  await page.waitForURL((url) => url.pathname !== from);
}

/** Opens a page (as openPage), then closes its tab. */
async function visit(group: string, sub: string, name: string, to: string): Promise<void> {
  await openPage(group, sub, name, to);
  await closePage();
}

for (const group of MENU_TREE) {
  describe(`every page of ${group.name.en}`, () => {
    for (const sub of group.children) {
      it(`should open every page of ${sub.name.en} without a failed call or a page error`, async () => {
        failures = [];
        for (const menu of sub.children) await visit(group.name.en, sub.name.en, menu.name.en, `/${group.url}/${sub.url}/${menu.url}`);
        expect(failures).toEqual([]);
      });
    }
  });
}

describe('a report search missing a required field', () => {
  it('should name the missing narrowing field, then the missing period of inventory ABC, and ask the server nothing', async () => {
    const [group, sub, abc] = MENU_TREE.flatMap((g) => g.children.flatMap((s) => s.children.map((p) => [g, s, p] as const))).find(([, , p]) => p.path === '/report/report/inventory-abc')!;
    const asked: string[] = [];
    const onRequest = (request: Request) => request.url().includes('getinventoryabcreport') && asked.push(request.url());
    page.on('request', onRequest);
    failures = [];
    await openPage(group.name.en, sub.name.en, abc.name.en, abc.path);
    const front = activePage(page);
    const fieldError = (id: string) => front.locator('.ant-form-item').filter({ has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error');

    await front.getByTestId('query-submit').click();
    await messageShown(page, 'Please give at least one narrowing field');
    await expect.poll(() => fieldError('orgNo').innerText(), POLL).toContain('Please give at least one narrowing field');

    await pickOption(page, front, 'orgNo', 'NWT', 'NWT - ');
    await front.getByTestId('query-submit').click();
    await messageShown(page, 'Please choose a date range');
    await expect.poll(() => fieldError('period').innerText(), POLL).toContain('Please choose a date range');
    page.off('request', onRequest);
    expect(asked).toEqual([]);
    expect(failures).toEqual([]);
    await closePage();
  });
});
