/**
 * Replenishment moves: confirm and list (Outbound replenishment, issue 13; docs/decisions/ "Outbound").
 *
 * confirmReplenishment(tx, user, list): confirms open moves `{ id, version }[]`, all or nothing, in
 * the caller's transaction. Every move is checked before anything is written: it exists within the
 * user's stock scope (NOT_FOUND), its version is current (STALE_VERSION), it is open
 * (REPLENISH_NOT_OPEN), its picking cell is still a valid, not bad cell (REPLENISH_CELL_INVALID) not
 * under count (STOCK_CELL_UNDER_COUNT, record 1045) and
 * its source balance still has the quantity available, all confirmed moves of one source together
 * (REPLENISH_SOURCE_SHORT). Then each move posts through postMoves alone: RPL `R<id>` line 1, a
 * transfer of the quantity from the storage cell to the picking cell (same item, lot, container and
 * status), and becomes done (30) with its posting id; 'task.changed' (taskType replenishment).
 * A replayed posting posts nothing twice; with a Request-Id header a retried confirm answers its
 * first answer; without, a second confirm is REPLENISH_NOT_OPEN. Answers the confirmed moves.
 *
 * listReplenishment(db, user, request): the moves within the user's stock scope, open ones by
 * default (condition statusCode, orgNo, warehouseNo, itemNo, cellNo (source), toCellNo), on the
 * pick path of their picking cell; paged `{ records, total, pages, current, size }`.
 */
import Decimal from 'decimal.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db, Tx } from '../db/client.ts';
import { publishEvent } from '../events/publish.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import { refuseCellUnderCount } from '../stockcheck/cells-under-count.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { REPLENISH_DONE, REPLENISH_OPEN } from './replenish-plan.ts';
import { outReplenish } from './replenish-schema.ts';

export const REPLENISH_DOC_TYPE = 'RPL';

type Move = typeof outReplenish.$inferSelect;
const keyOf = (m: Move) => [m.orgNo, m.warehouseNo, m.cellNo, m.itemNo, m.lotNo, m.containerNo, m.stockStatus].join('\u001f');

/**
 * The moves of `list` locked in id order, each within the user's stock scope (NOT_FOUND), at its
 * sent version (STALE_VERSION) and open (REPLENISH_NOT_OPEN); shared by confirm and cancel.
 */
export async function lockOpenMoves(tx: Tx, user: SessionUser, list: { id: number; version: number }[]): Promise<Move[]> {
  const scope = stockScopeCondition(user, sql`${outReplenish.orgNo}`, sql`${outReplenish.warehouseNo}`);
  const ids = [...new Set(list.map((m) => m.id))];
  const rows = await tx.select().from(outReplenish).where(scope ? sql`${inArray(outReplenish.id, ids)} and ${scope}` : inArray(outReplenish.id, ids)).orderBy(asc(outReplenish.id)).for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const sent of list) {
    const move = byId.get(sent.id);
    if (!move) throw new AppError('NOT_FOUND');
    if (move.version !== sent.version) throw new AppError('STALE_VERSION');
    if (move.statusCode !== REPLENISH_OPEN) throw new AppError('REPLENISH_NOT_OPEN', { cellNo: move.toCellNo, itemNo: move.itemNo });
  }
  return rows;
}

async function checkMoves(tx: Tx, user: SessionUser, list: { id: number; version: number }[]): Promise<Move[]> {
  const rows = await lockOpenMoves(tx, user, list);
  const need = new Map<string, { move: Move; qty: Decimal }>();
  for (const move of rows) {
    const cell = await tx.execute(sql`select 1 from bm_cell where warehouse_no = ${move.warehouseNo} and cell_no = ${move.toCellNo} and status_code = 1 and coalesce(is_bad_cell, false) = false`);
    if (cell.rows.length === 0) throw new AppError('REPLENISH_CELL_INVALID', { cellNo: move.toCellNo });
    await refuseCellUnderCount(tx, move.warehouseNo, [{ cellNo: move.toCellNo, itemNo: move.itemNo }]);
    const sum = need.get(keyOf(move));
    need.set(keyOf(move), { move, qty: new Decimal(move.qty).plus(sum?.qty ?? 0) });
  }
  for (const { move, qty } of need.values()) {
    const balance = await tx.execute(sql`
      select (on_hand - allocated - frozen)::text as available from inv_stock where org_no = ${move.orgNo} and warehouse_no = ${move.warehouseNo}
        and cell_no = ${move.cellNo} and item_no = ${move.itemNo} and lot_no = ${move.lotNo} and container_no = ${move.containerNo} and stock_status = ${move.stockStatus}`);
    const available = new Decimal(String(balance.rows[0]?.available ?? '0'));
    if (available.lt(qty)) throw new AppError('REPLENISH_SOURCE_SHORT', { cellNo: move.cellNo, itemNo: move.itemNo, available: available.toFixed(), qty: qty.toFixed() });
  }
  return rows;
}

export async function confirmReplenishment(tx: Tx, user: SessionUser, list: { id: number; version: number }[]) {
  const moves = await checkMoves(tx, user, list);
  const done: Move[] = [];
  for (const move of moves) {
    const from = { orgNo: move.orgNo, warehouseNo: move.warehouseNo, cellNo: move.cellNo, itemNo: move.itemNo, lotNo: move.lotNo, containerNo: move.containerNo, stockStatus: move.stockStatus };
    const posted = await postMoves(tx, {
      docType: REPLENISH_DOC_TYPE, docNo: `R${move.id}`, operator: user.userNo,
      lines: [{ lineNo: 1, action: 'transfer', from, to: { ...from, cellNo: move.toCellNo }, quantity: new Decimal(move.qty).toFixed() }],
    });
    const [row] = await tx.update(outReplenish)
      .set({ statusCode: REPLENISH_DONE, postingId: posted.lines[0].postingId, updateName: user.userNo, updateDate: new Date(), version: sql`${outReplenish.version} + 1` })
      .where(eq(outReplenish.id, move.id)).returning();
    done.push(row);
    await publishEvent(tx, 'task.changed', { orgNo: move.orgNo, warehouseNo: move.warehouseNo }, { taskType: 'replenishment', taskNo: `R${move.id}`, status: 30, operator: user.userNo });
  }
  return done.map((m) => ({ ...m, qty: new Decimal(m.qty).toFixed() }));
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const record = (raw: Row): Row => Object.fromEntries(Object.entries(raw).map(([name, value]) => [camel(name), name === 'qty' && value !== null ? new Decimal(String(value)).toFixed() : value]));
const FILTERS = { statusCode: sql`r.status_code`, orgNo: sql`r.org_no`, warehouseNo: sql`r.warehouse_no`, itemNo: sql`r.item_no`, cellNo: sql`r.cell_no`, toCellNo: sql`r.to_cell_no` };

export async function listReplenishment(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const condition = { statusCode: REPLENISH_OPEN, ...request.condition };
  const where = whereOf([stockScopeCondition(user, sql`r.org_no`, sql`r.warehouse_no`), ...filters(condition, FILTERS, {})]);
  const from = sql`r.id, r.version, r.org_no, r.warehouse_no, r.cell_no, r.to_cell_no, r.item_no, i.item_name, r.lot_no, r.container_no, r.qty, r.status_code, r.create_date
    from out_replenish r left join bm_cell c on c.warehouse_no = r.warehouse_no and c.cell_no = r.to_cell_no
    left join bm_item i on i.org_no = r.org_no and i.item_no = r.item_no`;
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${from} where ${where} order by c.cell_out_seq nulls last, r.to_cell_no, r.id limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (select ${from} where ${where}) x`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows.map(record), total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}
