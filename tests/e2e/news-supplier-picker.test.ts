/**
 * The news form's supplier picker (issue 23, walk 11 item 7), signed in as the administrator on a
 * new news: with the audience "Chosen suppliers", typing a supplier's number finds it, and every
 * chosen supplier keeps its "number - name" tag after other searches, never the bare number.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let suppliers: { no: string; name: string }[];

beforeAll(async () => {
  c = await startConsole();
  const { rows } = await c.t.database.db.execute(sql`select supplier_no, supplier_name from bm_supplier where status_code = 1 order by supplier_no limit 2`);
  suppliers = rows.map((r) => ({ no: String(r.supplier_no), name: String(r.supplier_name) }));
  page = await signedInPage(c, '/offsite/announcement/add-news');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const form = () => activePage(page).getByTestId('entity-form');
const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const picker = () => form().getByTestId('news-supplier-picker');
const tags = () => picker().locator('.ant-select-selection-item').allInnerTexts();

async function search(text: string, option: string) {
  await picker().locator('input').fill(text);
  await dropdown().locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

describe('the news supplier picker', () => {
  it('should find a supplier by its number and keep every chosen name visible after other searches', async () => {
    await form().waitFor();
    await form().locator('#audience').click();
    await dropdown().getByText('Chosen suppliers').click();
    const [first, second] = suppliers;
    await search(first.no, `${first.no} - ${first.name}`);
    await search(second.name.slice(0, 5), `${second.no} - ${second.name}`);
    // A search that lists neither: both tags still read number and name.
    await picker().locator('input').fill('zz-nothing');
    await expect.poll(tags, POLL).toEqual([`${first.no} - ${first.name}`, `${second.no} - ${second.name}`]);
  });
});
