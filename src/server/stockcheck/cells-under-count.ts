/**
 * Cells under count: where no stock may be put while a count plan counts them (walk 14-28 #1;
 * docs/decisions/1011 addendum, 1045). A cell is under count while a count plan of its warehouse
 * is counting or counted (CHECK_STATUS_CODE 20, 30: tasks created, differences not yet posted,
 * the plan not closed) and the cell either holds a row of the plan's snapshot (what the counter
 * counts) or is a cell of the plan's scope lines (a cells plan: an empty cell counted as empty).
 *
 * - underCountSql(warehouseNo): SQL selecting (cell_no, check_no) of such cells, for a filter
 *   (putaway proposals leave them out: putaway-cells.ts candidateCells).
 * - cellsUnderCount(tx, warehouseNo, cellNos): Map cellNo -> the lowest counting plan's checkNo.
 * - refuseCellUnderCount(tx, warehouseNo, lines): before any write, the first line putting
 *   itemNo into a cell under count is refused with STOCK_CELL_UNDER_COUNT { itemNo, cellNo, checkNo }
 *   (transfer, putaway confirm and override, batch putaway, replenishment, put-back). It first takes
 *   the warehouse's count hold shared (a transaction advisory lock, released at commit or rollback).
 * - holdCountedCells(tx, warehouseNo): takes the count hold exclusively; whatever puts cells under
 *   count (createCheckTask, before its snapshot) takes it, so it waits for the stock-in steps that
 *   passed the check to commit (their stock is in the snapshot), and the ones after it wait for its
 *   commit and then see the plan counting (record 1045 addendum).
 * - blindCountSql(s): over an inv_stock row `s`, the lowest checkNo of an open blind count plan
 *   (CHECK_MODE 1, status 20 or 30) counting its cell, or null; canSeeBlindCounts(user): whether the
 *   user holds the count plan page (130201 isSearch: who reviews counts); blindCountOpenSql(s?):
 *   whether any such plan is open (in the warehouse of `s` when given). The stock balances hide
 *   the quantities of such cells from everyone else (record 1046).
 * - openBlindPlanSql(h): whether the count plan head `h` is an open blind count; the count query
 *   page's snapshot and profit and loss hide such a plan's book and differences from the same users,
 *   and the stock lookups (per item, cell, lot) a sum that holds such a cell (record 1046 addendum).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MODE_BLIND } from '../../shared/documents/check-codes.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import { hasFlag } from '../rpc/permission.ts';
import type { SessionUser } from '../rpc/session.ts';

/** The count plan page: who holds it reviews counts and may see a cell's book during a blind count. */
export const COUNT_PLAN_MENU = '130201';

const COUNTING = ['20', '30'];

export const underCountSql = (warehouseNo: string) => sql`
  select b.cell_no, h.check_no from chk_check_stock_body b join chk_check_stock_head h on h.id = b.head_id
  where h.warehouse_no = ${warehouseNo} and h.status_code in ${COUNTING}
  union
  select l.cell_no, h.check_no from chk_check_stock_line l join chk_check_stock_head h on h.id = l.head_id
  where h.warehouse_no = ${warehouseNo} and h.status_code in ${COUNTING} and l.cell_no is not null and l.cell_no <> ''`;

/** The key of a warehouse's count hold (an advisory lock): taken shared by the under-count checks, exclusively by createCheckTask. */
export const countHold = (warehouseNo: string) => sql`hashtextextended(${`under_count:${warehouseNo}`}, 0)`;

export async function holdCountedCells(tx: Tx, warehouseNo: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${countHold(warehouseNo)})`);
}

export async function cellsUnderCount(tx: Tx, warehouseNo: string, cellNos: string[]): Promise<Map<string, string>> {
  if (cellNos.length === 0) return new Map();
  const result = await tx.execute(sql`select u.cell_no, min(u.check_no) as check_no from (${underCountSql(warehouseNo)}) u where u.cell_no in ${cellNos} group by u.cell_no`);
  return new Map(result.rows.map((row) => [String(row.cell_no), String(row.check_no)]));
}

export async function refuseCellUnderCount(tx: Tx, warehouseNo: string, lines: { cellNo: string; itemNo: string }[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${countHold(warehouseNo)})`);
  const counting = await cellsUnderCount(tx, warehouseNo, [...new Set(lines.map((line) => line.cellNo))]);
  const line = lines.find(({ cellNo }) => counting.has(cellNo));
  if (line) throw new AppError('STOCK_CELL_UNDER_COUNT', { itemNo: line.itemNo, cellNo: line.cellNo, checkNo: counting.get(line.cellNo)! });
}

/** Whether the count plan head `h` (an alias) is an open blind count: a SQL condition. */
export const openBlindPlanSql = (h: SQL) => sql`(${h}.status_code in ${COUNTING} and ${h}.check_mode_no = ${MODE_BLIND})`;

const openBlind = openBlindPlanSql(sql`h`);

export const blindCountSql = (s: SQL) => sql`(select min(h.check_no) from chk_check_stock_head h where h.warehouse_no = ${s}.warehouse_no and ${openBlind}
  and (exists (select 1 from chk_check_stock_body b where b.head_id = h.id and b.cell_no = ${s}.cell_no)
    or exists (select 1 from chk_check_stock_line l where l.head_id = h.id and l.cell_no = ${s}.cell_no)))`;

export const blindCountOpenSql = (warehouseNo?: string) => sql`exists (select 1 from chk_check_stock_head h where ${openBlind}${warehouseNo === undefined ? sql`` : sql` and h.warehouse_no = ${warehouseNo}`})`;

export const canSeeBlindCounts = (user: SessionUser) => hasFlag(user, COUNT_PLAN_MENU, 'isSearch');
