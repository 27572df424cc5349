/**
 * The handheld's flows at 360x640 (issue 28), from /pda sign-in, each step by a tap or a scan typed
 * as a keyboard-wedge scanner types it (one burst, then Enter or Tab):
 * - put away: a receiver takes their task, scans the proposed cell (confirmed), then another cell
 *   (refused on the device with a bad-scan signal, a reason asked, confirmed with it: the journal
 *   keeps the reason);
 * - pick: a picker scans a notice number, walks the picks, a wrong cell is refused (and recorded as
 *   a pick exception, as the console's scan records it), a short pick is entered in place;
 * - offline: the header keeps the Menu label and the warehouse whole at 360 px; the network goes, 10 picks are confirmed and wait on the device (the page even reloads
 *   offline from the service worker), the network comes back and exactly 10 are posted, once each;
 *   a pick done elsewhere meanwhile comes back as a conflict shown on the queue screen;
 * - camera-less: a handheld without a camera says so, and the code is typed instead.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../integration/inventory/inventory-support.ts';
import { POLL, startConsole, type Console } from './browser.ts';
import { adminSession, allocatedNotice, emptyStorageCell, floorUser, handheld, journaled, lastFeedback, layoutFaults, putawayTask, tap, wedgeScan } from './pda-support.ts';

let c: Console;
let admin: Session;

beforeAll(async () => {
  c = await startConsole();
  admin = await adminSession(c.t);
  await floorUser(c.t, 'PDA-RECV', 'receiver');
  await floorUser(c.t, 'PDA-PICK', 'picker');
  await floorUser(c.t, 'PDA-PICK2', 'picker');
});
afterAll(() => c.close());

const picked = async (outNoticeNo: string) => (await c.t.database.db.execute(sql`
  select a.item_no, trim_scale(a.qty)::text as qty from out_allocation a join out_notice_head h on h.id = a.head_id
  where h.out_notice_no = ${outNoticeNo} and a.status_code = '20' order by a.item_no`)).rows.map((r) => `${String(r.item_no)} x ${String(r.qty)}`);

/** Picks the pick on screen: scans its cell, then its item, both read from the screen. */
async function pickOnScreen(page: Page): Promise<void> {
  await page.getByTestId('pick-cell').waitFor();
  await wedgeScan(page, await page.getByTestId('pick-cell').innerText());
  await page.getByTestId('pick-item').waitFor();
  const item = await page.getByTestId('pick-item').innerText();
  await expect.poll(() => page.locator('.pda-scan .pda-field span').innerText(), POLL).toBe('Scan the item');
  await wedgeScan(page, item);
}

describe('handheld flows', () => {
  it('should put a task away: the proposed cell by scan, another cell with a reason', async () => {
    const task = await putawayTask(admin, [{ itemNo: 'P010', qty: '6' }, { itemNo: 'P011', qty: '4' }]);
    const other = await emptyStorageCell(c.t, task.lines.map((l) => l.proposedCellNo));
    const page = await handheld(c.browser, c.baseUrl, 'PDA-RECV');
    expect(await page.getByTestId('pda-menu').locator('nav button').allInnerTexts()).toEqual(['Receive', 'Put away', 'Stock query']);
    await tap(page.getByTestId('menu-putaway'));
    await tap(page.getByTestId(`task-${task.taskNo}`));
    await expect.poll(() => page.getByTestId('proposed-cell').innerText(), POLL).toBe(task.lines[0].proposedCellNo);
    await wedgeScan(page, task.lines[0].proposedCellNo);
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`Put P010 x 6 into ${task.lines[0].proposedCellNo}`);
    expect(await lastFeedback(page)).toBe('good');
    await expect.poll(() => page.getByTestId('proposed-cell').innerText(), POLL).toBe(task.lines[1].proposedCellNo);
    await wedgeScan(page, other, 'Tab');
    await page.getByTestId('putaway-reason').waitFor();
    expect(await lastFeedback(page)).toBe('bad');
    await tap(page.getByTestId('reason-full'));
    await expect.poll(() => page.getByTestId('putaway-done').innerText(), POLL).toContain(`Task ${task.taskNo} is done`);
    const lines = await c.t.database.db.execute(sql`select l.item_no, l.to_cell_no from in_putaway_line l join in_putaway_task t on t.id = l.task_id where t.task_no = ${task.taskNo} order by l.line_no`);
    expect(lines.rows.map((r) => [r.item_no, r.to_cell_no])).toEqual([['P010', task.lines[0].proposedCellNo], ['P011', other]]);
    const reasons = await c.t.database.db.execute(sql`select input->>'reason' as reason from sys_operation_log where user_no = 'PDA-RECV' and call = 'IInPutawayTaskService/confirm' order by id`);
    expect(reasons.rows.map((r) => r.reason)).toEqual([null, 'full']);
    await page.context().close();
  });

  it('should pick a scanned notice in walking order, refusing a wrong cell and taking a short pick in place', async () => {
    const outNoticeNo = await allocatedNotice(admin, ['P020', 'P021']);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-PICK');
    await tap(page.getByTestId('menu-pick'));
    await page.getByTestId('pick-source').waitFor();
    await wedgeScan(page, outNoticeNo);
    await page.getByTestId('pick-cell').waitFor();
    // At 360 px no word of the pick breaks inside (walk 14-28 defect 12).
    expect(await layoutFaults(page)).toEqual([]);
    await wedgeScan(page, 'NOT-A-CELL');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toContain('Wrong cell NOT-A-CELL');
    expect(await lastFeedback(page)).toBe('bad');
    // Recorded as the console's scan records it: listed on Pick exceptions (walk 13-28).
    const wrongCells = async () => (await admin.as('IOutPickService/exceptions', { current: 1, size: 10, condition: { kind: 'wrongCell' } })).data.records.filter((r: any) => r.cellNo === 'NOT-A-CELL' && r.outNoticeNo === outNoticeNo).length;
    await expect.poll(wrongCells, POLL).toBe(1);
    await pickOnScreen(page);
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toMatch(/^Picked P02[01] x 2 from /);
    await wedgeScan(page, await page.getByTestId('pick-cell').innerText());
    await tap(page.getByTestId('pick-short-open'));
    await page.getByTestId('short-qty').fill('1');
    await tap(page.getByTestId('short-apply'));
    await expect.poll(() => page.getByTestId('pick-qty').innerText(), POLL).toBe('1 / 2');
    await wedgeScan(page, await page.getByTestId('pick-item').innerText());
    await page.getByTestId('pick-done').waitFor();
    expect((await picked(outNoticeNo)).sort()).toHaveLength(2);
    expect((await picked(outNoticeNo)).map((p) => p.split(' x ')[1]).sort()).toEqual(['1', '2']);
    await page.context().close();
  });

  it('should keep 10 picks on the device while offline, load offline, and post each exactly once when the network is back; a pick done elsewhere shows as a conflict', async () => {
    const items = Array.from({ length: 10 }, (_, i) => `P0${30 + i}`);
    const outNoticeNo = await allocatedNotice(admin, items, '1');
    const page = await handheld(c.browser, c.baseUrl, 'PDA-PICK2');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await tap(page.getByTestId('menu-pick'));
    await page.getByTestId('pick-source').waitFor();
    await wedgeScan(page, outNoticeNo);
    await page.getByTestId('pick-cell').waitFor();
    await page.context().setOffline(true);
    // The handheld has seen the network go (its offline event) before the first pick is confirmed.
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline');
    // Offline at 360 px: the badge takes its own row; the Menu label and the warehouse stay whole (walk 13-28).
    const header = await page.evaluate(() => [document.querySelector('[data-testid=header-menu]'), document.querySelector('.pda-title')]
      .map((element) => element instanceof HTMLElement && element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= document.documentElement.clientWidth));
    expect([header, await page.locator('.pda-title').innerText()]).toEqual([[true, true], 'WH-SEA']);
    for (let i = 0; i < 10; i += 1) {
      await expect.poll(() => page.locator('h1').innerText(), POLL).toBe(`Pick ${i + 1} of 10`);
      await pickOnScreen(page);
    }
    await page.getByTestId('pick-done').waitFor();
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline 10 to send');
    // The handheld restarts without network: the service worker serves it, the queue is still there.
    await page.reload();
    await page.getByTestId('pda-menu').waitFor();
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline 10 to send');
    expect(await journaled(c.t, 'PDA-PICK2', 'IOutPickService/confirm')).toBe(0);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('offline-badge').count(), POLL).toBe(0);
    expect(await journaled(c.t, 'PDA-PICK2', 'IOutPickService/confirm')).toBe(10);
    expect(await picked(outNoticeNo)).toEqual(items.map((itemNo) => `${itemNo} x 1`));
    const postings = await c.t.database.db.execute(sql`select count(distinct line_no)::int as n from inv_posting where doc_type = 'PCK' and doc_no like ${`${outNoticeNo}-%`}`);
    expect(Number(postings.rows[0].n)).toBe(10);

    // A pick confirmed offline whose reservation the office picks meanwhile: a conflict, shown until seen.
    const elsewhere = await allocatedNotice(admin, ['P041'], '1');
    await tap(page.getByTestId('menu-pick'));
    await wedgeScan(page, elsewhere);
    await page.getByTestId('pick-cell').waitFor();
    await page.context().setOffline(true);
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline');
    await pickOnScreen(page);
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('Offline 1 to send');
    const [office] = (await admin.as('IOutPickService/list', { current: 1, size: 5, condition: { outNoticeNo: elsewhere } })).data.records;
    expect((await admin.as('IOutPickService/confirm', { allocationId: office.id, cellNo: office.cellNo, scan: office.itemNo })).code).toBe(0);
    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('offline-badge').innerText(), POLL).toBe('1 conflict');
    await tap(page.getByTestId('offline-badge'));
    await expect.poll(() => page.getByTestId('queue-conflict').innerText(), POLL).toContain('Pick P041 x 1');
    await tap(page.getByTestId('queue-conflict').getByRole('button', { name: 'Seen, remove' }));
    await page.getByTestId('queue-empty').waitFor();
    expect(await journaled(c.t, 'PDA-PICK2', 'IOutPickService/confirm')).toBe(10);
    await page.context().close();
  });

  it('should say a camera-less handheld has no camera and take the code typed instead', async () => {
    const outNoticeNo = await allocatedNotice(admin, ['P050']);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-PICK');
    await page.evaluate(() => Object.defineProperty(navigator.mediaDevices, 'enumerateDevices', { value: async () => [] }));
    await tap(page.getByTestId('menu-pick'));
    await tap(page.getByRole('button', { name: 'Camera' }));
    await expect.poll(() => page.getByTestId('camera').innerText(), POLL).toContain('This device has no camera: type the code instead.');
    await tap(page.getByTestId('camera').getByRole('button', { name: 'Back' }));
    await page.getByTestId('scan-field').fill(outNoticeNo);
    await tap(page.getByRole('button', { name: 'OK' }));
    await expect.poll(() => page.getByTestId('pick-item').innerText(), POLL).toBe('P050');
    await page.context().close();
  });
});
