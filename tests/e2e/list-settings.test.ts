/**
 * The list page's per-user settings end to end (spec console §2 Generic list page, §4, §7 Frame
 * define, Tags): hiding and reordering columns in the column-setting popover, kept on the server
 * across a reload, and the reset that brings the page's own layout back; saving the filters as a
 * tag (every language required on blur), choosing it, leaving it by editing a filter or choosing
 * it again, and deleting it after a confirmation.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, confirmOk, POLL, screenshotOnFailure, signedInPage, startConsole, storedToken, type Console } from './browser.ts';

const LIST = '/base/basic/organizational';
const MODULE = '100101';
let c: Console;
let page: Page;

beforeAll(async () => {
  c = await startConsole();
  page = await signedInPage(c, LIST);
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const list = () => activePage(page);
const headers = async () => (await list().locator('.ant-table-thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
const panel = () => page.getByTestId('column-settings-panel');
const savedLayout = async () =>
  (await c.t.call<{ columnKey: string; isShow: boolean }[]>('ISysFrameDefineService/getSysFrameDefineListByModule', { module: MODULE }, { token: (await storedToken(page)) ?? '' })).data;

async function openSettings() {
  await list().getByTestId('column-settings').click();
  await panel().waitFor();
}

describe('column settings', () => {
  it('should hide a column and move another, and keep both after a reload', async () => {
    await list().locator('.ant-table-thead th', { hasText: 'Short name' }).waitFor();
    await openSettings();
    await panel().getByTestId('column-orgShortName').getByRole('switch', { name: 'Show' }).click();
    await list().locator('.ant-table-thead th', { hasText: 'Short name' }).waitFor({ state: 'detached' });
    await panel().getByTestId('column-orgName').getByRole('button', { name: 'Move up' }).click();
    await expect.poll(async () => (await headers()).slice(0, 2), POLL).toEqual(['Organization name', 'Organization no.']);
    await expect.poll(async () => (await savedLayout()).find((column) => column.columnKey === 'orgShortName')?.isShow, POLL).toBe(false);
    await expect.poll(async () => (await savedLayout())[0]?.columnKey, POLL).toBe('orgName');

    await page.reload();
    await list().locator('.ant-table-thead th', { hasText: 'Organization name' }).waitFor();
    await expect.poll(async () => (await headers()).slice(0, 2), POLL).toEqual(['Organization name', 'Organization no.']);
    expect(await headers()).not.toContain('Short name');
  });

  it('should bring the page layout back with reset', async () => {
    await openSettings();
    expect(await panel().getByTestId('column-orgShortName').getByRole('switch', { name: 'Show' }).getAttribute('aria-checked')).toBe('false');
    await panel().getByTestId('column-settings-reset').click();
    await list().locator('.ant-table-thead th', { hasText: 'Short name' }).waitFor();
    await expect.poll(async () => (await headers()).slice(0, 2), POLL).toEqual(['Organization no.', 'Organization name']);
    await expect.poll(savedLayout, POLL).toEqual([]);
  });
});

const SUPPLIERS = '/base/basic/supplier';
const total = () => list().locator('.ant-pagination-total-text').innerText();
const tag = (name: string) => list().getByTestId('search-tags').locator('.wms-search-tag', { hasText: name });
const country = () => list().locator('#search_country');

describe('saved filter tags', () => {
  beforeAll(async () => {
    await page.goto(`${c.baseUrl}${SUPPLIERS}`);
    await list().locator('.ant-pagination-total-text', { hasText: 'Total 29' }).waitFor();
  });

  it('should save the filters as a tag with a label in every language', async () => {
    await country().fill('UK');
    await list().getByRole('button', { name: 'Query' }).click();
    await expect.poll(total, POLL).toBe('Total 2');
    await list().getByTestId('add-tag').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Save the filters as a tag' });
    await dialog.locator('#add-tag_en-US').focus();
    await dialog.locator('#add-tag_en-US').blur();
    await dialog.getByText('Please enter the tag name (English)').waitFor();
    await dialog.locator('#add-tag_en-US').fill('British suppliers');
    await dialog.locator('#add-tag_zh-CN').fill('英国供应商');
    await dialog.locator('#add-tag_zh-TW').fill('英國供應商');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await tag('British suppliers').waitFor();
  });

  it('should fill the filters and search when a tag is chosen, and reset when it is chosen again', async () => {
    await list().getByRole('button', { name: 'Reset' }).click();
    await expect.poll(total, POLL).toBe('Total 29');
    await tag('British suppliers').click();
    await expect.poll(total, POLL).toBe('Total 2');
    expect(await country().inputValue()).toBe('UK');
    expect(await tag('British suppliers').getAttribute('data-active')).toBe('true');
    await tag('British suppliers').click();
    await expect.poll(total, POLL).toBe('Total 29');
    expect(await country().inputValue()).toBe('');
    expect(await tag('British suppliers').getAttribute('data-active')).toBe('false');
  });

  it('should leave the active tag when a filter is edited', async () => {
    await tag('British suppliers').click();
    await expect.poll(() => tag('British suppliers').getAttribute('data-active'), POLL).toBe('true');
    await country().fill('U');
    await expect.poll(() => tag('British suppliers').getAttribute('data-active'), POLL).toBe('false');
  });

  it('should delete an own tag after a confirmation', async () => {
    await tag('British suppliers').locator('.ant-tag-close-icon').click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Delete tag' });
    await confirm.getByText('Delete the tag "British suppliers"?').waitFor();
    await confirmOk(page);
    await tag('British suppliers').waitFor({ state: 'detached' });
    const saved = await c.t.call<unknown[]>('ISysTagService/getCurrentUserSysTagListByModule', { module: '100104' }, { token: (await storedToken(page)) ?? '' });
    expect(saved.data).toEqual([]);
  });
});
