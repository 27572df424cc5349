/**
 * The supplier portal's news and policy pages in the browser (issue 14; workflows §4 announcement,
 * §5 "default policy cannot be deleted"): a purchaser publishes a draft news addressed to one
 * supplier, the supplier's user reads it on the supplier portal page and it turns read, and the
 * purchaser sees the read record; the default execution policy is refused deletion with the
 * spec's message. The supplier user reads on its own portal home (SUP menu 5404 of the supplier
 * shell).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, USER_PASSWORD } from '../support/users.ts';
import { activePage, confirmOk, messageShown, newPage, POLL, screenshotOnFailure, signedInPage, signIn, startConsole, type Console } from './browser.ts';

const NEWS = '/offsite/announcement/news';
const SUPPLIER_DOOR = '/portal/door';
const POLICIES = '/offsite/executionRules/executionPolicy';
let c: Console;
let page: Page;
let supplierPage: Page | undefined;
let supplierNo: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  c = await startConsole();
  const admin = await c.t.login();
  [{ supplierNo }] = (await c.t.call('IBmSupplierService/getbmsupplierlistbyparams', { size: 1, sorter: { field: 'supplierNo', order: 'ascend' } }, { token: admin })).data.records;
  await createUser(c.t.database.db, { userNo: 'sup-door', userType: 'supplier', belongSupplier: supplierNo, grants: { '5404': ['isSearch'] } });
  const added = await c.t.call('ISrmSysNewsService/addsrmsysnews', { newsNo: 'N-E2E', subject: 'Dock 3 closed on Friday', content: 'Deliver to dock 4 instead.', effectiveDate: today, audience: '2', supplierNos: supplierNo }, { token: admin });
  expect(added.code, added.errorMessage).toBe(0);
  const policy = await c.t.call('ISrmExecutePolicyService/addsrmexecutepolicy', { orgNo: 'NWT', executeNo: 'P-DEFAULT', executeName: 'Default policy', deliveryMode: '1', isDefault: true }, { token: admin });
  expect(policy.code, policy.errorMessage).toBe(0);
  page = await signedInPage(c, NEWS);
});

afterEach((context) => screenshotOnFailure(supplierPage && context.task.name.includes('supplier read') ? supplierPage : page, context));
afterAll(() => c?.close());

const front = () => activePage(page);
const newsRow = () => front().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'N-E2E' });

describe('news from the purchaser to a supplier', () => {
  it('should publish a draft from the news list', async () => {
    await expect.poll(() => newsRow().innerText(), POLL).toContain('Draft');
    await newsRow().locator('.ant-checkbox-input').check();
    expect(await front().getByTestId('news-cancelSysNews').isDisabled()).toBe(true);
    await front().getByTestId('news-publishSysNews').click();
    await confirmOk(page);
    await messageShown(page, 'Publish: 1 news');
    await expect.poll(() => newsRow().innerText(), POLL).toContain('Published');
  });

  it('should let the addressed supplier read it, after which it shows read', async () => {
    supplierPage = await signedInPage(c, SUPPLIER_DOOR, 'sup-door', USER_PASSWORD);
    const door = activePage(supplierPage).getByTestId('door-supplier');
    const item = door.getByTestId('news-item-N-E2E');
    await expect.poll(() => item.innerText(), POLL).toContain('Unread');
    expect(await door.getByTestId('door-count-unreadNews').innerText()).toContain('1');
    await item.click();
    const reader = supplierPage.getByTestId('news-reader');
    await expect.poll(() => reader.getByTestId('news-content').innerText(), POLL).toBe('Deliver to dock 4 instead.');
    await expect.poll(() => item.innerText(), POLL).toContain('Read');
    expect(await item.innerText()).not.toContain('Unread');
    await reader.locator('.ant-modal-close').click();
  });

  it('should show the purchaser who read it', async () => {
    await newsRow().locator('.ant-checkbox-input').check();
    await front().getByTestId('news-read-records').click();
    const drawer = page.getByTestId('news-reads');
    await expect.poll(() => drawer.locator('.ant-table-tbody').innerText(), POLL).toContain('sup-door');
    expect(await drawer.locator('.ant-table-tbody').innerText()).toContain(supplierNo);
  });
});

describe('languages', () => {
  it('should show the supplier portal page and its news in Chinese', async () => {
    const zh = await newPage(c, 'zh-CN');
    await zh.goto(`${c.baseUrl}${SUPPLIER_DOOR}`);
    await zh.waitForURL((url) => url.pathname === '/login');
    await signIn(zh, 'sup-door', USER_PASSWORD);
    const door = activePage(zh).getByTestId('door-supplier');
    await expect.poll(() => door.innerText(), POLL).toContain('最新公告');
    expect(await door.innerText()).toContain('供应商门户');
    expect(await door.getByTestId('news-item-N-E2E').innerText()).toContain('已读');
    await zh.close();
  });
});

describe('execution policy page', () => {
  it('should refuse deleting the default policy with the spec\'s message and keep it listed', async () => {
    await page.goto(`${c.baseUrl}${POLICIES}`);
    const row = front().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'P-DEFAULT' });
    await expect.poll(() => row.innerText(), POLL).toContain('In use');
    await row.locator('.ant-checkbox-input').check();
    await front().getByTestId('toolbar-delete').click();
    // A refused delete keeps its confirmation open: OK until the refusal shows, then Cancel.
    const confirm = page.locator('.ant-modal-confirm');
    const refusal = page.locator('.ant-message').getByText('The default policy cannot be deleted');
    await expect.poll(async () => {
      if (!(await refusal.isVisible())) await confirm.getByRole('button', { name: 'OK' }).click({ timeout: 2_000 }).catch(() => undefined);
      return refusal.isVisible();
    }, POLL).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count(), POLL).toBe(0);
    const kept = await c.t.call('ISrmExecutePolicyService/getsrmexecutepolicylistbyparams', { condition: { executeNo: 'P-DEFAULT' } }, { token: await c.t.login() });
    expect(kept.data.total).toBe(1);
  });
});
