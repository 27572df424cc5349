/**
 * Put-away override on the handheld at 360x640 (walk 13-28 defect 5; record 1010), from /pda
 * sign-in by taps and wedge scans:
 * - scanning the cell proposed for the task's next line, with a reason, puts the line there and the
 *   next line shows its new proposal;
 * - scanning a cell another task's proposal holds is refused saying which task, line and item, and a
 *   cell that does not exist as such, both before a reason is asked (walk 14-28 defect 9);
 * - "Other reason" asks for a short text, refuses to send without it, and the journal keeps it with
 *   the reason;
 * - scanning a cell a count plan is counting is refused naming the cell and the plan (walk 14-28 #1,
 *   record 1045).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../integration/inventory/inventory-support.ts';
import { stock } from '../integration/outbound/outbound-support.ts';
import { countingPlan } from '../integration/stockcheck/check-support.ts';
import { POLL, startConsole, type Console } from './browser.ts';
import { adminSession, emptyStorageCell, floorUser, handheld, lastFeedback, putawayTask, tap, wedgeScan } from './pda-support.ts';

let c: Console;
let admin: Session;

beforeAll(async () => {
  c = await startConsole();
  admin = await adminSession(c.t);
  await floorUser(c.t, 'PDA-SHELF', 'receiver');
});
afterAll(() => c.close());

const putInto = async (taskNo: string) => (await c.t.database.db.execute(sql`
  select l.item_no, l.to_cell_no from in_putaway_line l join in_putaway_task t on t.id = l.task_id where t.task_no = ${taskNo} and l.status_code = '30' order by l.line_no`)).rows.map((r) => [r.item_no, r.to_cell_no]);

describe('handheld putaway override', () => {
  it('should put a line into the cell proposed for the next line of its task and show that line a new proposal', async () => {
    const task = await putawayTask(admin, [{ itemNo: 'P046', qty: '3' }, { itemNo: 'P047', qty: '2' }]);
    const held = task.lines[1].proposedCellNo;
    const page = await handheld(c.browser, c.baseUrl, 'PDA-SHELF');
    await tap(page.getByTestId('menu-putaway'));
    await tap(page.getByTestId(`task-${task.taskNo}`));
    await expect.poll(() => page.getByTestId('proposed-cell').innerText(), POLL).toBe(task.lines[0].proposedCellNo);
    await wedgeScan(page, held);
    await page.getByTestId('putaway-reason').waitFor();
    await tap(page.getByTestId('reason-full'));
    await expect.poll(() => page.getByRole('status').innerText(), POLL).toBe(`Put P046 x 3 into ${held}`);
    await expect.poll(() => page.getByTestId('line-item').innerText(), POLL).toBe('P047');
    await expect.poll(() => page.getByTestId('proposed-cell').innerText(), POLL).not.toBe(held);
    const moved = await page.getByTestId('proposed-cell').innerText();
    expect(moved).toMatch(/^SEA-/);
    await wedgeScan(page, moved);
    await expect.poll(() => page.getByTestId('putaway-done').innerText(), POLL).toContain(`Task ${task.taskNo} is done`);
    expect(await putInto(task.taskNo)).toEqual([['P046', held], ['P047', moved]]);
    await page.context().close();
  });

  it('should refuse a cell another task holds or that does not exist, saying why before asking a reason, and send the reason other only with its text', async () => {
    const other = await putawayTask(admin, [{ itemNo: 'P048', qty: '1' }]);
    const task = await putawayTask(admin, [{ itemNo: 'P049', qty: '2' }]);
    const held = other.lines[0].proposedCellNo;
    const page = await handheld(c.browser, c.baseUrl, 'PDA-SHELF');
    await tap(page.getByTestId('menu-putaway'));
    await tap(page.getByTestId(`task-${task.taskNo}`));
    await page.getByTestId('proposed-cell').waitFor();
    // The scanned cell is judged before the reason is asked (walk 14-28 defect 9): refused at once, naming why.
    await wedgeScan(page, held);
    await expect.poll(() => page.getByRole('alert').innerText(), POLL)
      .toBe(`Cell ${held} is held for P048 of putaway task ${other.taskNo} (line 1): scan another cell, or put that line away first`);
    expect([await lastFeedback(page), await page.getByTestId('putaway-reason').count()]).toEqual(['bad', 0]);
    await wedgeScan(page, 'SEA-STO-99-99-99');
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('There is no cell SEA-STO-99-99-99 in this warehouse');
    expect(await page.getByTestId('putaway-reason').count()).toBe(0);

    const free = await emptyStorageCell(c.t, [held, task.lines[0].proposedCellNo]);
    await wedgeScan(page, free);
    await tap(page.getByTestId('reason-other'));
    await page.getByTestId('putaway-other').waitFor();
    await tap(page.getByTestId('other-send'));
    await expect.poll(() => page.getByRole('alert').innerText(), POLL).toBe('Say in a few words why, then send');
    await page.getByTestId('other-text').fill('pallet too high');
    await tap(page.getByTestId('other-send'));
    await expect.poll(() => page.getByTestId('putaway-done').innerText(), POLL).toContain(`Task ${task.taskNo} is done`);
    expect(await putInto(task.taskNo)).toEqual([['P049', free]]);
    const journal = await c.t.database.db.execute(sql`select input->>'reason' as reason, input->>'reasonText' as text from sys_operation_log
      where user_no = 'PDA-SHELF' and call = 'IInPutawayTaskService/confirm' and outcome = '0' order by id desc limit 1`);
    expect(journal.rows[0]).toEqual({ reason: 'other', text: 'pallet too high' });
    await page.context().close();
  });

  it('should refuse a cell under count naming the cell and the plan before asking a reason', async () => {
    const task = await putawayTask(admin, [{ itemNo: 'P051', qty: '1' }]);
    const counted = await emptyStorageCell(c.t, [task.lines[0].proposedCellNo]);
    await stock(c.t, counted, 'P051', '1', '2020-01-01');
    const plan = await countingPlan(admin, [counted]);
    const page = await handheld(c.browser, c.baseUrl, 'PDA-SHELF');
    await tap(page.getByTestId('menu-putaway'));
    await tap(page.getByTestId(`task-${task.taskNo}`));
    await page.getByTestId('proposed-cell').waitFor();
    await wedgeScan(page, counted);
    await expect.poll(() => page.getByRole('alert').innerText(), POLL)
      .toBe(`${counted} is being counted (count plan ${plan.checkNo}): P051 can be moved into it once the plan is adjusted or closed`);
    expect(await lastFeedback(page)).toBe('bad');
    expect(await putInto(task.taskNo)).toEqual([]);
    await page.context().close();
  });
});
