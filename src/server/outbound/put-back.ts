/**
 * Put-back tasks (issue 25 "nothing is ever orphaned"; docs/decisions/0480-staged-goods-after-cancel.md):
 * goods picked for a notice whose allocation was then cancelled (cancel allocation, a wave's
 * cancel-task, invalid, close) stay at the staging cell as out_allocation rows in state 40, still
 * allocated in the ledger so nothing else takes them, until a picker puts them back or the same
 * notice is allocated again (allocation-rows.ts reclaimPutBacks).
 *
 * - listPutBacks(db, user, request) (IOutPutbackService/list, picking 120109 isSearch): the open
 *   tasks within the user's stock data scope, oldest first; condition outNoticeNo, warehouseNo,
 *   itemNo. Records: id (the allocationId a confirm names), version, outNoticeNo, orgNo,
 *   warehouseNo, cellNo (the staging cell), itemNo, itemName, lotNo, containerNo, qty (decimal
 *   text, item unit) and proposedCellNo (a valid storage or picking cell that already holds the
 *   item, by zone and pick sequence; null when none does).
 * - confirmPutBack(tx, user, input) (IOutPutbackService/confirm { allocationId, cellNo, scan },
 *   picking isCheck, with a Request-Id header): the scan must name the row's item (number or label
 *   barcode: OUTBOUND_WRONG_ITEM), cellNo a valid, not bad cell of a valid storage or picking zone
 *   of the warehouse (OUTBOUND_PUTBACK_CELL) not under count (STOCK_CELL_UNDER_COUNT, record 1045); posts PBK `<outNoticeNo>-<round>` line allocNo:
 *   unallocate at the staging cell and transfer the whole quantity to the cell as qualified stock
 *   (10); the row becomes released (90) at that cell. OUTBOUND_PUTBACK_DONE when the task is no
 *   longer open, NOT_FOUND outside the scope. One 'task.changed' event (taskType putBack).
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import { refuseCellUnderCount } from '../stockcheck/cells-under-count.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { PUT_BACK, RELEASED } from './allocation-rows.ts';
import { scansItem } from './confirm-pick.ts';
import { outAllocation } from './outbound-schema.ts';

const PUT_BACK_DOC_TYPE = 'PBK';
const QUALIFIED = '10';

export const putBackInput = z.object({
  allocationId: idSchema,
  cellNo: z.string().trim().min(1).max(40),
  scan: z.string().trim().min(1).max(80),
});

const FILTERS = { outNoticeNo: sql`h.out_notice_no`, warehouseNo: sql`a.warehouse_no`, itemNo: sql`a.item_no` };

export async function listPutBacks(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([
    stockScopeCondition(user, sql`a.org_no`, sql`a.warehouse_no`),
    sql`a.status_code = ${PUT_BACK}`,
    ...filters(request.condition, FILTERS, {}),
  ]);
  const from = sql`out_allocation a join out_notice_head h on h.id = a.head_id left join bm_item i on i.org_no = a.org_no and i.item_no = a.item_no`;
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select a.id, a.version, h.out_notice_no as "outNoticeNo", a.org_no as "orgNo", a.warehouse_no as "warehouseNo", a.cell_no as "cellNo", a.item_no as "itemNo",
        i.item_name as "itemName", a.lot_no as "lotNo", a.container_no as "containerNo", trim_scale(a.qty)::text as qty,
        (select s.cell_no from inv_stock s join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
           join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
         where s.warehouse_no = a.warehouse_no and s.item_no = a.item_no and s.stock_status = ${QUALIFIED} and s.on_hand > 0 and z.zone_type in ('2', '3')
           and z.status_code = 1 and c.status_code = 1 and not coalesce(c.is_bad_cell, false)
         order by z.zone_no, c.cell_out_seq nulls last, c.cell_no limit 1) as "proposedCellNo"
      from ${from} where ${where} order by a.update_date, a.id limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from ${from} where ${where}`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows, total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

async function refuseCell(tx: Tx, warehouseNo: string, cellNo: string): Promise<void> {
  const result = await tx.execute(sql`
    select 1 from bm_cell c join bm_zone z on z.warehouse_no = c.warehouse_no and z.zone_no = c.zone_no
    where c.warehouse_no = ${warehouseNo} and c.cell_no = ${cellNo} and z.zone_type in ('2', '3') and z.status_code = 1 and c.status_code = 1 and not coalesce(c.is_bad_cell, false)`);
  if (result.rows.length === 0) throw new AppError('OUTBOUND_PUTBACK_CELL', { cellNo });
}

export async function confirmPutBack(tx: Tx, user: SessionUser, input: z.infer<typeof putBackInput>) {
  const [row] = await tx.select().from(outAllocation)
    .where(and(eq(outAllocation.id, input.allocationId), stockScopeCondition(user, sql`${outAllocation.orgNo}`, sql`${outAllocation.warehouseNo}`))).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const [notice] = (await tx.execute(sql`select out_notice_no from out_notice_head where id = ${row.headId}`)).rows;
  const docNo = String(notice.out_notice_no);
  if (row.statusCode !== PUT_BACK) throw new AppError('OUTBOUND_PUTBACK_DONE', { docNo, itemNo: row.itemNo });
  if (!(await scansItem(tx, row, input.scan))) throw new AppError('OUTBOUND_WRONG_ITEM', { scan: input.scan, itemNo: row.itemNo });
  await refuseCell(tx, row.warehouseNo, input.cellNo);
  await refuseCellUnderCount(tx, row.warehouseNo, [{ cellNo: input.cellNo, itemNo: row.itemNo }]);
  const qty = new Decimal(row.qty).toFixed();
  const from = { orgNo: row.orgNo, warehouseNo: row.warehouseNo, cellNo: row.cellNo, itemNo: row.itemNo, lotNo: row.lotNo, containerNo: row.containerNo, stockStatus: row.stockStatus };
  const to = { ...from, cellNo: input.cellNo, stockStatus: QUALIFIED };
  await postMoves(tx, {
    docType: PUT_BACK_DOC_TYPE, docNo: `${docNo}-${row.round}`, operator: user.userNo, lines: [
      { lineNo: row.allocNo, action: 'unallocate', at: from, quantity: qty },
      { lineNo: row.allocNo, action: 'transfer', from, to, quantity: qty },
    ],
  });
  const [done] = await tx.update(outAllocation)
    .set({ cellNo: to.cellNo, stockStatus: QUALIFIED, statusCode: RELEASED, updateName: user.userNo, updateDate: new Date(), version: sql`${outAllocation.version} + 1` })
    .where(eq(outAllocation.id, row.id)).returning();
  await publishEvent(tx, 'task.changed', { orgNo: row.orgNo, warehouseNo: row.warehouseNo }, { taskType: 'putBack', taskNo: docNo, status: 30, operator: user.userNo });
  return { ...done, qty };
}
