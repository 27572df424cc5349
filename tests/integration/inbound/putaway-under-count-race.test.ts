/**
 * Putaway confirms racing a count plan's task creation (issue 28, record 1045 addendum): the
 * creation takes the warehouse's count hold before its snapshot and the under-count check takes it
 * shared, so each confirm either commits before the snapshot (its stock is in the book) or is
 * refused with STOCK_CELL_UNDER_COUNT: afterwards the counted cells hold exactly the snapshot's book.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { putawayTaskOf } from './inbound-support.ts';
import { addPlan, planAction } from '../stockcheck/check-support.ts';

const TASK = 'IInPutawayTaskService';
let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

/** A submitted notice of one line with its putaway task; answers the task id and the proposed cell. */
async function withTask(itemNo: string, qty: string): Promise<{ taskId: number; cellNo: string }> {
  const { task, lines } = await putawayTaskOf(s, [{ itemNo, qty }]);
  return { taskId: task.id, cellNo: lines[0].proposedCellNo };
}

/** On-hand in `cells` and the plan's snapshot book of them, each a decimal string. */
async function stockAndBook(cells: string[], checkNo: string): Promise<[string, string]> {
  const stock = await s.database.db.execute(sql`select coalesce(sum(on_hand), 0)::text as qty from inv_stock where warehouse_no = 'WH-SEA' and cell_no in ${cells}`);
  const book = await s.database.db.execute(sql`select coalesce(sum(book_qty), 0)::text as qty from chk_check_stock_body where check_no = ${checkNo} and cell_no in ${cells}`);
  return [String(stock.rows[0].qty), String(book.rows[0].qty)];
}

describe('putaway confirms racing a count plan', () => {
  it('should land each confirm before the snapshot or refuse it, so the counted cells hold exactly the book', async () => {
    const tasks = [];
    for (let n = 0; n < 6; n += 1) tasks.push(await withTask('P050', '2'));
    const cells = [...new Set(tasks.map((task) => task.cellNo))];
    const plan = await addPlan(s, cells);
    expect((await planAction(s, 'submit', plan)).code).toBe(0);

    const [started, ...confirms] = await Promise.all([
      planAction(s, 'createCheckTask', plan),
      ...tasks.map((task) => s.as(`${TASK}/confirm`, { taskId: task.taskId, lineNo: 1 })),
    ]);
    expect(started.code).toBe(0);
    for (const confirm of confirms) expect([0, 10049]).toContain(confirm.code);
    const [onHand, book] = await stockAndBook(cells, plan.checkNo);
    expect(Number(onHand)).toBe(Number(book));
  });
});
