/**
 * Pick exceptions met on the floor (issue 25 "short pick and wrong-cell exceptions are recorded in
 * place"; out_pick_exception, outbound-schema.ts; docs/decisions/0660-backorder-and-short-pick.md).
 *
 * - scanPickCell(db, user, { allocationId, cellNo }) (IOutPickService/scancell): the picker's cell
 *   scan of a pick still to pick, checked on the server so the console and the handheld say the
 *   same: the pick's cell answers { allocationId, cellNo }; another cell is recorded as a
 *   'wrongCell' exception (committed) and then refused with OUTBOUND_WRONG_CELL. NOT_FOUND for a
 *   pick outside the user's data scope or not open.
 * - recordingWrongCell(db, user, run): runs a confirm; when it is refused with OUTBOUND_WRONG_CELL
 *   (its allocationId param), the wrong cell is recorded in a transaction of its own before the
 *   refusal is answered (the confirm's own transaction rolled back).
 * - listPickExceptions(db, user, request) (IOutPickService/exceptions): newest first, paged, within
 *   the user's stock scope; condition warehouseNo, itemNo, kind. Each record: id, kind, outNoticeNo,
 *   warehouseNo, itemNo, cellNo (scanned), expectedCellNo, qty (reserved), pickedQty,
 *   reallocatedQty, shortQty (exact decimals, item unit), operator, createDate.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { RESERVED } from './allocation-rows.ts';
import { outPickException } from './outbound-schema.ts';
import { recordOf } from './pick-queries.ts';

export const scanCellInput = z.object({ allocationId: idSchema, cellNo: z.string().trim().min(1).max(40) });

type OpenPick = { id: number; head_id: number; org_no: string; warehouse_no: string; item_no: string; cell_no: string; qty: string };

async function openPick(tx: Tx, user: SessionUser, allocationId: number): Promise<OpenPick> {
  const scope = stockScopeCondition(user, sql`a.org_no`, sql`a.warehouse_no`);
  const result = await tx.execute(sql`
    select a.id, a.head_id, a.org_no, a.warehouse_no, a.item_no, a.cell_no, a.qty from out_allocation a
    where a.id = ${allocationId} and a.status_code = ${RESERVED}${scope ? sql` and ${scope}` : sql``}`);
  if (!result.rows[0]) throw new AppError('NOT_FOUND');
  return result.rows[0] as OpenPick;
}

async function recordWrongCell(tx: Tx, user: SessionUser, pick: OpenPick, cellNo: string): Promise<void> {
  await tx.insert(outPickException).values({
    kind: 'wrongCell', allocationId: Number(pick.id), headId: Number(pick.head_id), orgNo: pick.org_no, warehouseNo: pick.warehouse_no, itemNo: pick.item_no,
    cellNo, expectedCellNo: pick.cell_no, qty: new Decimal(pick.qty).toFixed(), operator: user.userNo,
  });
}

export async function scanPickCell(db: Db, user: SessionUser, input: z.infer<typeof scanCellInput>) {
  const pick = await db.transaction(async (tx) => {
    const found = await openPick(tx, user, input.allocationId);
    if (found.cell_no !== input.cellNo) await recordWrongCell(tx, user, found, input.cellNo);
    return found;
  });
  if (pick.cell_no !== input.cellNo) throw new AppError('OUTBOUND_WRONG_CELL', { cellNo: input.cellNo, expected: pick.cell_no, allocationId: Number(pick.id) });
  return { allocationId: Number(pick.id), cellNo: pick.cell_no };
}

export async function recordingWrongCell<T>(db: Db, user: SessionUser, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'OUTBOUND_WRONG_CELL' && typeof error.params.allocationId === 'number') {
      const { allocationId, cellNo } = error.params;
      await db.transaction(async (tx) => recordWrongCell(tx, user, await openPick(tx, user, allocationId), String(cellNo)));
    }
    throw error;
  }
}

const FILTERS = { warehouseNo: sql`e.warehouse_no`, itemNo: sql`e.item_no`, kind: sql`e.kind` };
const QTY_FIELDS = new Set(['qty', 'picked_qty', 'reallocated_qty', 'short_qty']);

export async function listPickExceptions(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([stockScopeCondition(user, sql`e.org_no`, sql`e.warehouse_no`), ...filters(request.condition, FILTERS, {})]);
  const from = sql`from out_pick_exception e left join out_notice_head h on h.id = e.head_id`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select e.id, e.kind, h.out_notice_no, e.warehouse_no, e.item_no, e.cell_no, e.expected_cell_no, e.qty, e.picked_qty, e.reallocated_qty, e.short_qty, e.operator, e.create_date
      ${from} where ${where} order by e.id desc limit ${request.size} offset ${(request.current - 1) * request.size}`),
    db.execute(sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows.map((raw) => recordOf(raw, QTY_FIELDS)), total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}
