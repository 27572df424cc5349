/**
 * The count plan form picks its scope lines from the warehouse's stock (issue 5, stock-check
 * lookups): in a cell scope the cell picker is disabled until the warehouse is chosen, lists the
 * warehouse's stock cells with their item count, is cleared when the warehouse changes and takes a
 * typed empty cell; in an item scope the item picker lists the items in stock with their cell
 * count. Both plans are saved with the picked values.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cellsOf, key, receive } from '../integration/inventory/inventory-support.ts';
import { activePage, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
/** Two stock cells of WH-SEA (the first holds two items, P006 lies in both) and an empty one. */
let cells: string[];

beforeAll(async () => {
  c = await startConsole();
  cells = await cellsOf(c.t, 'WH-SEA', 3);
  await receive(c.t, key({ cellNo: cells[0], itemNo: 'P005' }), '10');
  await receive(c.t, key({ cellNo: cells[0], itemNo: 'P006' }), '4');
  await receive(c.t, key({ cellNo: cells[1], itemNo: 'P006' }), '3');
  page = await signedInPage(c, '/sm/inventory/plan');
});

afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const form = () => activePage(page);
const dropdown = () => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const select = (id: string) => form().locator('.ant-select').filter({ has: page.locator(`#${id}`) });

/** Opens the select of `id`, types `search` and clicks the first option containing `option`. */
async function pick(id: string, search: string, option: string): Promise<void> {
  await select(id).click();
  if (search) await page.locator(`#${id}`).pressSequentially(search);
  await dropdown().locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

async function openAddPage(): Promise<void> {
  await activePage(page).getByTestId('toolbar-add').click();
  await page.waitForURL((url) => url.pathname === '/sm/inventory/add-plan');
}

/** Saves the form, waits for the list and answers the scope lines of the newest plan. */
async function saveAndReadLines(): Promise<{ cellNo: unknown; itemNo: unknown }[]> {
  await form().getByTestId('form-save').click();
  await page.waitForURL((url) => url.pathname === '/sm/inventory/plan');
  const result = await c.t.database.db.execute(sql`
    select l.cell_no, l.item_no from chk_check_stock_line l where l.head_id = (select max(id) from chk_check_stock_head) order by l.line_no`);
  return result.rows.map((r) => ({ cellNo: r.cell_no, itemNo: r.item_no }));
}

/** What the select of `id` shows: the chosen option's label, or the placeholder. */
const shown = async (id: string): Promise<string> => (await select(id).innerText()).trim();

describe('count plan scope pickers', () => {
  it('should pick a cell-scoped plan\'s cells from the warehouse stock, cleared when the warehouse changes', async () => {
    await openAddPage();
    await pick('checkScopeNo', '', 'Cells');
    expect(await page.locator('#line-0-cellNo').isDisabled()).toBe(true);
    await pick('orgNo', 'NWT', 'NWT - ');
    expect(await page.locator('#line-0-cellNo').isDisabled()).toBe(true);
    await pick('warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await expect.poll(() => page.locator('#line-0-cellNo').isDisabled(), POLL).toBe(false);

    await select('line-0-cellNo').click();
    const options = dropdown().locator('.ant-select-item-option');
    await expect.poll(() => options.allInnerTexts(), POLL).toEqual([`${cells[0]} - 2 item(s)`, `${cells[1]} - 1 item(s)`]);
    await page.locator('#line-0-cellNo').pressSequentially(cells[1]);
    await expect.poll(() => options.allInnerTexts(), POLL).toEqual([`${cells[1]} - 1 item(s)`]);
    await options.first().click();
    await expect.poll(() => shown('line-0-cellNo'), POLL).toBe(`${cells[1]} - 1 item(s)`);

    await pick('warehouseNo', 'WH-LDN', 'WH-LDN - ');
    await expect.poll(() => shown('line-0-cellNo'), POLL).toBe('Type to search');
    await pick('warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await pick('line-0-cellNo', cells[0], `${cells[0]} - 2 item(s)`);

    // An empty cell is not listed but may be typed: the count can still find stock there.
    await form().getByTestId('add-line').click();
    await pick('line-1-cellNo', cells[2], `Use ${cells[2]} (no stock listed)`);
    expect(await saveAndReadLines()).toEqual([{ cellNo: cells[0], itemNo: null }, { cellNo: cells[2], itemNo: null }]);
  });

  it('should pick an item-scoped plan\'s item from the items in stock with their cell count', async () => {
    await openAddPage();
    await pick('checkScopeNo', '', 'Materials');
    await pick('orgNo', 'NWT', 'NWT - ');
    // The organisation's item picker would be open now; the stock picker waits for the warehouse.
    expect(await page.locator('#line-0-itemNo').isDisabled()).toBe(true);
    await pick('warehouseNo', 'WH-SEA', 'WH-SEA - ');
    await expect.poll(() => page.locator('#line-0-itemNo').isDisabled(), POLL).toBe(false);

    await select('line-0-itemNo').click();
    const options = dropdown().locator('.ant-select-item-option');
    await expect.poll(async () => (await options.allInnerTexts()).map((text) => text.replace(/ - .* - /, ' - ')), POLL).toEqual(['P005 - 1 cell(s)', 'P006 - 2 cell(s)']);
    await page.locator('#line-0-itemNo').pressSequentially('P006');
    await expect.poll(() => options.count(), POLL).toBe(1);
    await options.filter({ hasText: '2 cell(s)' }).click();
    expect(await saveAndReadLines()).toEqual([{ cellNo: null, itemNo: 'P006' }]);
  });
});
