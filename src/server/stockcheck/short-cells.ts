/**
 * Cells a picker found short, waiting for a count (issue 25 "a short pick makes that cell come first
 * in the next cycle count"; docs/decisions/0820-short-cell-counted-first.md).
 *
 * A cell is short while out_pick_exception holds a 'shortPick' in it (short-pick.ts) newer than the
 * cell's last count snapshot (chk_check_stock_body of any plan, cycle or ad hoc): taking it into a
 * count ends the flag.
 * - uncountedShortPick: the SQL condition on an out_pick_exception row aliased `e` that it is such
 *   a short pick (the cycle count job puts the zones holding one first);
 * - shortCells(tx, warehouseNo): the warehouse's short cells by number, read by a snapshot before it
 *   writes its own rows, so their count lines are numbered first.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export const uncountedShortPick = sql`e.kind = 'shortPick' and not exists (select 1 from chk_check_stock_body b
  where b.warehouse_no = e.warehouse_no and b.cell_no = e.cell_no and b.create_date >= e.create_date)`;

export async function shortCells(tx: Tx, warehouseNo: string): Promise<Set<string>> {
  const result = await tx.execute(sql`select distinct e.cell_no from out_pick_exception e where e.warehouse_no = ${warehouseNo} and ${uncountedShortPick}`);
  return new Set(result.rows.map((row) => String(row.cell_no)));
}
