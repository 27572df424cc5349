/**
 * Found stock on a count task through the console: on the task page "Count" opens the blind
 * task's lines, the counter counts its line (the task's version moves), "Add found stock" opens
 * the form; a cell of another zone gets the server's field error under the cell, then the stock
 * in an empty cell of the task's zone is added and appears among the lines, counted, with no
 * book quantity shown.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { key, receive } from '../integration/inventory/inventory-support.ts';
import { countingPlan } from '../integration/stockcheck/check-support.ts';
import { activePage, messageShown, POLL, screenshotOnFailure, signedInPage, startConsole, type Console } from './browser.ts';

let c: Console;
let page: Page;
let checkNo: string;
/** Empty cells of WH-SEA: the counted one and an empty one of the same zone, one of another zone. */
let cells: { counted: string; empty: string; other: string; zoneNo: string };

beforeAll(async () => {
  c = await startConsole();
  const result = await c.t.database.db.execute(sql`
    select c.zone_no, c.cell_no from bm_cell c where c.warehouse_no = 'WH-SEA' and c.status_code = 1 and c.zone_no is not null
      and not exists (select 1 from inv_stock s where s.warehouse_no = c.warehouse_no and s.cell_no = c.cell_no)
    order by c.zone_no, c.cell_no`);
  const rows = result.rows.map((r) => ({ zoneNo: String(r.zone_no), cellNo: String(r.cell_no) }));
  const [first, second] = rows.filter((r) => r.zoneNo === rows[0].zoneNo);
  cells = { counted: first.cellNo, empty: second.cellNo, other: rows.find((r) => r.zoneNo !== first.zoneNo)!.cellNo, zoneNo: first.zoneNo };
  await receive(c.t, key({ cellNo: cells.counted, itemNo: 'P007' }), '6');
  const token = await c.t.login();
  const session = { ...c.t, token, as: (path: string, body?: unknown) => c.t.call(path, body, { token }) };
  checkNo = (await countingPlan(session, [cells.counted, cells.empty])).checkNo;
  page = await signedInPage(c, '/sm/inventory/task');
});
afterEach((context) => screenshotOnFailure(page, context));
afterAll(() => c?.close());

const firstRow = () => activePage(page).locator('.ant-table-tbody tr.ant-table-row').first();
const dialog = () => page.getByTestId('found-dialog');
const field = (id: string) => dialog().locator('.ant-form-item').filter({ has: page.locator(`#${id}`) });

describe('found stock on a count task', () => {
  it('should add found stock to the open task and show it counted among its lines', async () => {
    await expect.poll(() => firstRow().innerText(), POLL).toContain(checkNo);
    await firstRow().locator('.ant-checkbox-input').check();
    await activePage(page).getByTestId('task-count').click();
    const lines = page.getByTestId('count-lines');
    await expect.poll(() => lines.innerText(), POLL).toContain('P007');
    await page.locator('[data-testid="count-qty-1"] input, input[data-testid="count-qty-1"]').first().fill('6');
    await page.getByTestId('count-save-1').click();
    await messageShown(page, 'Count saved');

    await page.getByTestId('found-add').click();
    await dialog().getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => dialog().innerText(), POLL).toContain('Please enter the cell');
    await page.getByTestId('found-cell').fill(cells.other);
    await field('itemNo').locator('.ant-select').click();
    await page.locator('#itemNo').pressSequentially('P008');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'P008 - ' }).first().click();
    await page.getByTestId('found-lot').fill('L-E2E');
    await page.locator('[data-testid="found-qty"] input, input[data-testid="found-qty"]').first().fill('4');
    await dialog().getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => field('cellNo').innerText(), POLL).toContain(`is not in zone ${cells.zoneNo} of this task`);

    await page.getByTestId('found-cell').fill(cells.empty);
    await dialog().getByRole('button', { name: 'Add' }).click();
    await messageShown(page, 'Found stock added');
    await expect.poll(() => dialog().count(), POLL).toBe(0);
    const added = lines.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: cells.empty });
    await expect.poll(() => added.innerText(), POLL).toContain('L-E2E');
    expect(await added.innerText()).toContain('P008');
    expect(await added.locator('input').inputValue()).toBe('4');
    // Blind: no book quantity for the found line either.
    expect(await lines.locator('th').allInnerTexts()).not.toContain('Book quantity');
  });
});
