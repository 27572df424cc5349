/**
 * The handheld's Stock flows (issue 28), from /pda sign-in as a stock counter, each step by a tap or
 * a scan typed as a keyboard-wedge scanner types it (one burst, then Enter or Tab):
 * - stock query: a scanned cell, then item, lists the balances the server holds; an unknown code is
 *   a bad scan; the flow speaks the language chosen on the handheld;
 * - frozen: a cell a count plan froze is named so by Move and Stock query (walk 13-28; its
 *   quantity shown to the manager, not to the counter while the count is blind: walk 14-28 #2), no stock
 *   moves into it while it is counted (walk 14-28), and the
 *   console's transfer of it is refused naming the plan;
 * - move: from cell, item, quantity, to cell moves the stock (the balances the server then reports),
 *   and a move confirmed without network waits on the device and is posted once when it is back;
 * - count: an ad hoc count task counted blind (item scans, a typed count), a wrong cell refused, the
 *   task finished, the variance's recount task offered next and counted, and its end posting the
 *   counted quantity and releasing the freeze (walk 13-28 defect 1); an item found in the cell is
 *   offered, counted by scans and recorded as a new count line with book 0 (walk 14-28 #1), and the
 *   task list read again after counting (walk 14-28 #11);
 * - at 480x800 every screen of these flows, and the first screen of every PDA menu page, fits
 *   without sideways scrolling with targets of at least 48 px.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, addDoc, type Session } from '../integration/inventory/inventory-support.ts';
import { stock, zoneCells } from '../integration/outbound/outbound-support.ts';
import { countingPlan, tasksOf } from '../integration/stockcheck/check-support.ts';
import { POLL, startConsole, type Console } from './browser.ts';
import { adminSession, floorUser, HANDHELD_LARGE, handheld, lastFeedback, layoutFaults, tap, wedgeScan } from './pda-support.ts';

let c: Console;
let admin: Session;
let cells: string[];

beforeAll(async () => {
  c = await startConsole();
  admin = await adminSession(c.t);
  await floorUser(c.t, 'PDA-COUNT', 'counter');
  await floorUser(c.t, 'PDA-LEAD', 'manager');
  cells = await zoneCells(c.t, 'SEA-PCK', 8);
});
afterAll(() => c.close());

const onHand = async (cellNo: string, itemNo: string) => (await c.t.database.db.execute(sql`
  select trim_scale(coalesce(sum(on_hand), 0))::text as qty from inv_stock where warehouse_no = 'WH-SEA' and cell_no = ${cellNo} and item_no = ${itemNo}`)).rows[0].qty;

/** Waits for the screen `testId` and expects it to fit the handheld. */
async function fits(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).waitFor();
  expect(await layoutFaults(page), testId).toEqual([]);
}

describe('handheld stock flows', () => {
  it('should show what is in a scanned cell and where a scanned item is, and refuse an unknown code', async () => {
    const [cellNo] = cells;
    await stock(c.t, cellNo, 'P060', '7', '2020-01-01');
    const page = await handheld(c.browser, c.baseUrl, 'PDA-COUNT');
    expect(await page.getByTestId('pda-menu').locator('nav button').allInnerTexts()).toEqual(['Count', 'Move', 'Stock query']);
    await tap(page.getByTestId('menu-stockQuery'));
    await page.getByTestId('stock-query').waitFor();
    await wedgeScan(page, cellNo);
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`${cellNo}: 1 balance (cell)`);
    expect(await page.getByTestId('stock-row').innerText()).toContain('P060');
    expect(await page.getByTestId('stock-on-hand').innerText()).toMatch(/^7\b/);
    await wedgeScan(page, 'P060', 'Tab');
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toMatch(/^P060: \d+ balances? \(item\)$/);
    expect(await page.getByTestId('stock-row').allInnerTexts()).toContainEqual(expect.stringContaining(cellNo));
    await wedgeScan(page, 'NO-SUCH-CODE');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('There is no cell NO-SUCH-CODE in this warehouse (nor an item, lot or container with stock)');
    expect(await lastFeedback(page)).toBe('bad');
    await tap(page.getByRole('button', { name: '简' }));
    await expect.poll(() => page.locator('h1').innerText(), POLL).toBe('库存查询');
    await wedgeScan(page, cellNo);
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`${cellNo}：1条库存（库位）`);
    expect(await page.getByTestId('stock-row').innerText()).toContain('合格');
    await page.context().close();
  });

  it('should say a count plan froze the stock of a cell: Move names the plan, Stock query shows it frozen, the console\'s transfer names it too', async () => {
    const cellNo = cells[6];
    await stock(c.t, cellNo, 'P062', '5', '2020-01-01');
    const plan = await countingPlan(admin, [cellNo]);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-COUNT');
    await tap(page.getByTestId('menu-move'));
    await page.getByTestId('move-from').waitFor();
    await wedgeScan(page, cellNo);
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe(`The stock in ${cellNo} is frozen by count plan ${plan.checkNo}: it can move once the plan is adjusted or closed`);
    expect(await lastFeedback(page)).toBe('bad');
    await tap(page.getByTestId('header-menu'));
    await tap(page.getByTestId('menu-stockQuery'));
    await wedgeScan(page, cellNo);
    // The counter may not read the quantity of a cell under a blind count (walk 14-28 #2, record 1046); the manager may.
    await expect.poll(() => page.getByTestId('stock-on-hand').innerText(), POLL).toBe(`Being counted (blind): count plan ${plan.checkNo}`);
    expect(await page.getByTestId('stock-rows').innerText()).not.toMatch(/\b5\b/);
    await page.context().close();
    const lead = await handheld(c.browser, c.baseUrl, 'PDA-LEAD');
    await tap(lead.getByTestId('menu-stockQuery'));
    await wedgeScan(lead, cellNo);
    await expect.poll(() => lead.getByTestId('stock-frozen').innerText(), POLL).toBe(`5 · by count plan ${plan.checkNo}`);
    await lead.context().close();
    const transfer = await addDoc(admin, 'IInvTransferService', 'invtransfer', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', toWarehouseNo: 'WH-SEA', transferType: '3', lines: [{ cellNo, itemNo: 'P062', lotNo: '', containerNo: '', stockStatus: '10', toCellNo: cells[7], qty: '1' }],
    });
    const [submitted] = (await act(admin, 'IInvTransferService', 'submitinvtransfer', [transfer])).data;
    const refused = await act(admin, 'IInvTransferService', 'completeinvtransfer', [submitted]);
    expect([refused.code, refused.errorMessage]).toEqual([10048, `P062 in ${cellNo} is frozen by count plan ${plan.checkNo} (5 frozen): it can move once the plan is adjusted or closed`]);

    // Nor may stock move into the cell while it is counted: the count would miss it (walk 14-28 #1).
    await stock(c.t, cells[7], 'P063', '2', '2020-01-01');
    const inward = await addDoc(admin, 'IInvTransferService', 'invtransfer', {
      orgNo: 'NWT', warehouseNo: 'WH-SEA', toWarehouseNo: 'WH-SEA', transferType: '3', lines: [{ cellNo: cells[7], itemNo: 'P063', lotNo: '', containerNo: '', stockStatus: '10', toCellNo: cellNo, qty: '2' }],
    });
    const [inwardSubmitted] = (await act(admin, 'IInvTransferService', 'submitinvtransfer', [inward])).data;
    const into = await act(admin, 'IInvTransferService', 'completeinvtransfer', [inwardSubmitted]);
    expect([into.code, into.errorMessage, await onHand(cellNo, 'P063')]).toEqual([10049, `${cellNo} is being counted (count plan ${plan.checkNo}): P063 can be moved into it once the plan is adjusted or closed`, '0']);
  });

  it('should move stock cell to cell by scans, and post a move made without network once when it is back', async () => {
    const [, from, to] = cells;
    await stock(c.t, from, 'P061', '10', '2020-01-01');
    const page = await handheld(c.browser, c.baseUrl, 'PDA-COUNT', { viewport: HANDHELD_LARGE });
    await tap(page.getByTestId('menu-move'));
    await fits(page, 'move-from');
    await wedgeScan(page, 'P061');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('No stock to move in P061');
    await wedgeScan(page, from);
    await fits(page, 'move-what');
    await wedgeScan(page, 'P099');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe(`P099 is not in ${from}`);
    await wedgeScan(page, 'P061');
    await fits(page, 'move-qty-step');
    expect(await page.getByTestId('move-qty-input').inputValue()).toBe('10');
    await page.getByTestId('move-qty-input').fill('11');
    await tap(page.getByTestId('move-qty-next'));
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('Enter a quantity above 0 and at most 10');
    await page.getByTestId('move-qty-input').fill('4');
    await tap(page.getByTestId('move-qty-next'));
    await fits(page, 'move-to');
    await wedgeScan(page, from);
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('That is the cell you move from: scan another');
    await wedgeScan(page, to);
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`Moved P061 x 4 from ${from} to ${to}`);
    expect([await onHand(from, 'P061'), await onHand(to, 'P061')]).toEqual(['6', '4']);

    await fits(page, 'move-from');
    await wedgeScan(page, from);
    await tap(page.getByTestId('move-row-P061'));
    await page.getByTestId('move-qty-input').fill('1');
    await tap(page.getByTestId('move-qty-next'));
    await page.getByTestId('move-to').waitFor();
    await page.context().setOffline(true);
    await wedgeScan(page, to);
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline 1 to send');
    expect([await onHand(from, 'P061'), await onHand(to, 'P061')]).toEqual(['6', '4']);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('offline-badge').count(), POLL).toBe(0);
    expect([await onHand(from, 'P061'), await onHand(to, 'P061')]).toEqual(['5', '5']);
    const transfers = await c.t.database.db.execute(sql`select count(*)::int as n from inv_transfer_head where create_name = 'PDA-COUNT' and status_code = '30'`);
    expect(transfers.rows[0].n).toBe(2);
    await page.context().close();
  });

  it('should count a task blind by scans, refuse a wrong cell, finish it, recount its variance and post the recount', async () => {
    const [, , , first, second] = cells;
    await stock(c.t, first, 'P062', '3', '2020-01-01');
    await stock(c.t, second, 'P063', '5', '2020-01-01');
    const plan = await countingPlan(admin, [first, second]);
    const [task] = await tasksOf(admin, plan.checkNo);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-COUNT', { viewport: HANDHELD_LARGE });
    await tap(page.getByTestId('menu-count'));
    await fits(page, 'count-tasks');
    await tap(page.getByTestId(`count-task-${task.taskNo}`));
    await fits(page, 'count-cell');
    await wedgeScan(page, 'NOT-A-CELL');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe(`Wrong cell NOT-A-CELL: go to ${first}`);
    expect(await lastFeedback(page)).toBe('bad');
    expect(await page.getByText('Book quantity').count()).toBe(0);
    await wedgeScan(page, first);
    await fits(page, 'count-line');
    for (let i = 0; i < 3; i += 1) await wedgeScan(page, 'P062');
    await expect.poll(() => page.getByTestId('count-qty').inputValue(), POLL).toBe('3');
    await tap(page.getByTestId('count-confirm'));
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`Counted P062 in ${first}: 3`);
    await expect.poll(() => page.getByTestId('count-cell-no').innerText(), POLL).toBe(second);
    await wedgeScan(page, second, 'Tab');
    await wedgeScan(page, 'P062');
    await expect.poll(() => page.getByTestId('count-found').getByRole('status').innerText(), POLL).toBe('Found P062 in this cell: add it to the count?');
    await tap(page.getByTestId('count-found-no'));
    await page.getByTestId('count-line').waitFor();
    await page.getByTestId('count-qty').fill('4');
    await tap(page.getByTestId('count-confirm'));
    await fits(page, 'count-done');
    await tap(page.getByTestId('count-end'));
    await expect.poll(() => page.getByRole('status').first().innerText(), POLL).toBe(`Task ${task.taskNo} is finished. A variance gets a recount task.`);
    const counted = await c.t.database.db.execute(sql`select cell_no, trim_scale(count_qty)::text as qty from chk_check_stock_transaction where task_no = ${task.taskNo} order by line_no`);
    expect(counted.rows.map((r) => [r.cell_no, r.qty])).toEqual([[first, '3'], [second, '4']]);
    const [recount] = (await tasksOf(admin, plan.checkNo)).filter((row) => row.round === 2);
    await expect.poll(() => page.getByTestId(`count-task-${recount.taskNo}`).innerText(), POLL).toContain('recount 1');
    expect(await page.getByTestId('count-task-' + task.taskNo).count()).toBe(0);

    await tap(page.getByTestId(`count-task-${recount.taskNo}`));
    await expect.poll(() => page.getByTestId('count-cell-no').innerText(), POLL).toBe(second);
    await wedgeScan(page, second);
    await page.getByTestId('count-line').waitFor();
    await page.getByTestId('count-qty').fill('4');
    await tap(page.getByTestId('count-confirm'));
    await tap(page.getByTestId('count-end'));
    await expect.poll(() => page.getByRole('status').first().innerText(), POLL).toContain(`Task ${recount.taskNo} is finished.`);
    const frozen = async (cellNo: string) => (await c.t.database.db.execute(sql`select trim_scale(on_hand)::text || '/' || trim_scale(frozen)::text as q from inv_stock where warehouse_no = 'WH-SEA' and cell_no = ${cellNo}`)).rows.map((r) => r.q);
    expect([await frozen(first), await frozen(second)]).toEqual([['3/0'], ['4/0']]);
    expect((await tasksOf(admin, plan.checkNo)).map((row) => row.counterNo)).toEqual(['PDA-COUNT', 'PDA-COUNT']);
    await page.context().close();
  });

  it('should record an item found in the counted cell as a new count line, blind, and list the task as counted after it', async () => {
    const cellNo = cells[5];
    await stock(c.t, cellNo, 'P064', '2', '2020-01-01');
    const plan = await countingPlan(admin, [cellNo]);
    const [task] = await tasksOf(admin, plan.checkNo);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-COUNT');
    await tap(page.getByTestId('menu-count'));
    await expect.poll(() => page.getByTestId(`count-task-${task.taskNo}`).innerText(), POLL).toContain('0 of 1 line counted');
    await tap(page.getByTestId(`count-task-${task.taskNo}`));
    await wedgeScan(page, cellNo);
    await page.getByTestId('count-line').waitFor();
    await wedgeScan(page, 'P065');
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe('Found P065 in this cell: add it to the count?');
    expect(await layoutFaults(page)).toEqual([]);
    await tap(page.getByTestId('count-found-add'));
    await wedgeScan(page, 'P065');
    await expect.poll(() => page.getByTestId('count-found-qty-input').inputValue(), POLL).toBe('2');
    expect(await page.getByText('Book quantity').count()).toBe(0);
    await tap(page.getByTestId('count-found-confirm'));
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`P065 x 2 added to the count of ${cellNo}`);
    await expect.poll(() => page.getByTestId('count-item').innerText(), POLL).toBe('P064');
    await wedgeScan(page, 'P064');
    await wedgeScan(page, 'P064');
    await expect.poll(() => page.getByTestId('count-qty').inputValue(), POLL).toBe('2');
    await tap(page.getByTestId('count-confirm'));
    await page.getByTestId('count-done').waitFor();
    await tap(page.locator('.pda-back'));
    // The list is read again: the task no longer says "0 of 1 line counted" (walk 14-28 #11).
    await expect.poll(() => page.getByTestId(`count-task-${task.taskNo}`).innerText(), POLL).toContain('2 of 2 lines counted');
    const counted = await c.t.database.db.execute(sql`select item_no, trim_scale(book_qty)::text as book, trim_scale(count_qty)::text as qty from chk_check_stock_transaction where task_no = ${task.taskNo} order by line_no`);
    expect(counted.rows.map((r) => [r.item_no, r.book, r.qty])).toEqual([['P064', '2', '2'], ['P065', '0', '2']]);
    await page.context().close();
  });

  it('should fit every PDA page of the menu on a 480x800 handheld', async () => {
    const page = await handheld(c.browser, c.baseUrl, 'PDA-LEAD', { viewport: HANDHELD_LARGE });
    await fits(page, 'pda-menu');
    const pages = await page.getByTestId('pda-menu').locator('nav button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid') ?? ''));
    expect(pages).toHaveLength(7);
    for (const menu of pages) {
      await tap(page.getByTestId(menu));
      await expect.poll(() => page.getByTestId('header-menu').count(), POLL).toBe(1);
      await expect.poll(() => page.locator('.pda-screen').count(), POLL).toBe(1);
      expect(await layoutFaults(page), menu).toEqual([]);
      await tap(page.getByTestId('header-menu'));
      await page.getByTestId('pda-menu').waitFor();
    }
    await page.context().close();
  });
});
