/**
 * takeSnapshot(tx, head, scope, user): createCheckTask's effect (spec console §4 "create check
 * task"). In the action's transaction it
 * 1. reads the balances of the plan's warehouse in scope with on-hand > 0, locked in key order:
 *    every one (checkScopeNo 1), or those of the scope lines' zones, cells or items; the dynamic
 *    pattern keeps only cells with stock movements in the last changeDays days;
 * 2. stores them as the plan's snapshot (chk_check_stock_body: book quantity = on-hand now), the
 *    rows of cells a picker found short since their last count first (short-cells.ts, record 0820),
 *    and makes round 1's count tasks (count-tasks.ts), one per zone, numbered in that order;
 * 3. answers the `freeze` lines of each balance's available quantity, which the action posts under
 *    the plan's number: picking cannot take counted stock until the plan is adjusted or closed.
 * Errors: CHECK_NOTHING_IN_SCOPE when no balance matches.
 */
import { sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { PATTERN_DYNAMIC, SCOPE_FIELD } from '../../shared/documents/check-codes.ts';
import type { Tx } from '../db/client.ts';
import type { DocHead, DocLine } from '../inventory/documents/server-document.ts';
import type { MoveLine, StockKey } from '../ledger/move-lines.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { chkCheckStockBody } from './check-schema.ts';
import { createTasks } from './count-tasks.ts';
import { shortCells } from './short-cells.ts';

const COLUMN = { zoneNo: sql`coalesce(c.zone_no, '')`, cellNo: sql`s.cell_no`, itemNo: sql`s.item_no` } as const;

/** The SQL condition of the scope lines (any line matches), or none for the whole warehouse. */
function scopeFilter(head: DocHead, scope: DocLine[]): SQL {
  const field = SCOPE_FIELD[String(head.checkScopeNo)];
  if (!field) return sql``;
  const values = [...new Set(scope.map((line) => String(line[field] ?? '')).filter(Boolean))];
  return values.length ? sql`and ${COLUMN[field]} in ${values}` : sql`and false`;
}

function dynamicFilter(head: DocHead): SQL {
  if (String(head.checkPatternNo) !== PATTERN_DYNAMIC) return sql``;
  const days = Number(head.changeDays ?? 0);
  return sql`and exists (select 1 from inv_transaction t where t.org_no = s.org_no and t.warehouse_no = s.warehouse_no
    and t.cell_no = s.cell_no and t.doc_type <> 'CHK' and t.create_date >= now() - make_interval(days => ${days}))`;
}

export async function takeSnapshot(tx: Tx, head: DocHead, scope: DocLine[], user: SessionUser): Promise<MoveLine[]> {
  const result = await tx.execute(sql`
    select s.org_no, s.warehouse_no, s.cell_no, s.item_no, s.lot_no, s.container_no, s.stock_status, coalesce(c.zone_no, '') as zone_no,
      s.on_hand::text as on_hand, (s.on_hand - s.allocated - s.frozen)::text as available
    from inv_stock s left join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
    where s.org_no = ${head.orgNo} and s.warehouse_no = ${head.warehouseNo} and s.on_hand > 0 ${scopeFilter(head, scope)} ${dynamicFilter(head)}
    order by s.org_no, s.warehouse_no, s.cell_no, s.item_no, s.lot_no, s.container_no, s.stock_status
    for update of s`);
  if (result.rows.length === 0) throw new AppError('CHECK_NOTHING_IN_SCOPE', { docNo: String(head.checkNo) });
  const short = await shortCells(tx, head.warehouseNo);
  const rows = [...result.rows.filter((r) => short.has(String(r.cell_no))), ...result.rows.filter((r) => !short.has(String(r.cell_no)))];
  const audit = { createName: user.userNo, updateName: user.userNo };
  const body = await tx
    .insert(chkCheckStockBody)
    .values(rows.map((r, index) => ({
      ...audit, headId: head.id, checkNo: String(head.checkNo), lineNo: index + 1, zoneNo: String(r.zone_no),
      orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no),
      lotNo: String(r.lot_no), containerNo: String(r.container_no), stockStatus: String(r.stock_status), bookQty: String(r.on_hand),
    })))
    .returning();
  await createTasks(tx, head, body, 1, user);
  return rows.flatMap((r, index): MoveLine[] => {
    if (!new Decimal(String(r.available)).gt(0)) return [];
    const at: StockKey = { orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), containerNo: String(r.container_no), stockStatus: String(r.stock_status) };
    return [{ lineNo: index + 1, action: 'freeze', at, quantity: String(r.available) }];
  });
}
