/**
 * confirmPick(tx, user, input): one pick of an allocated notice (Outbound picking; DESIGN.md
 * "Tasks, scans and request ids"; workflows §9 "off shelf"), in the caller's transaction. A pick is
 * one reservation (out_allocation row) of a notice in progress; the picker scans the cell and the
 * item (its number or a label barcode of it) and confirms a quantity (default all of it).
 *
 * 1. locks the reservation and its notice and reads the staging cell, in one statement: the notice
 *    must be in progress and not suspended (DOC_NOT_IN_PROGRESS, OUTBOUND_SUSPENDED) and not
 *    picked by another user (OUTBOUND_PICK_TAKEN; unassigned, it becomes the user's: pick-assignee.ts), the row
 *    still to pick (OUTBOUND_PICKED), the warehouse must have a staging cell
 *    (OUTBOUND_NO_STAGING_CELL, checked after the scans);
 * 2. the scanned cell must be the row's cell (OUTBOUND_WRONG_CELL), the scan name its item
 *    (number, label barcode or a GS1 label with its GTIN and, if it has one, the row's lot;
 *    OUTBOUND_WRONG_ITEM), the quantity at most the reserved one (OUTBOUND_PICK_OVER); a pick of 0
 *    found posts only the unallocate, releases the row and re-allocates it all (pickNothing, record 1040);
 * 3. posts PCK `<outNoticeNo>-<round>` line allocNo: unallocate at the cell, transfer the picked
 *    quantity to the staging cell as picked stock (30) and allocate it there, so the reservation
 *    follows the goods;
 * 4. the row now names the staging key with the picked quantity (status 20 picked), the same
 *    statement answering the notice's other open picks and whether the cell fell below its
 *    replenishment minimum and, for a whole pick, writing the notice's 'task.changed' event
 *    (taskType picking, its number, 30 when no pick is left open, else 15; docs/decisions/0730,
 *    0821: 9 statements per pick; 1065: the lock and this UPDATE are built once and run as
 *    named prepared statements); a short pick
 *    (less than reserved) re-allocates the rest from other cells or leaves the line short
 *    (short-pick.ts), recorded as a 'shortPick' exception; a wrong cell is recorded by the call
 *    (pick-exceptions.ts, the error names the allocationId); a picking face left below its
 *    minimum gets its replenishment moves (replenish-plan.ts belowMinimum, planReplenishment);
 *    a short pick's event is written after its re-allocation, its open picks counted afresh.
 * With a Request-Id header a retried confirm answers its first answer and posts nothing
 * (db/request-claim.ts); without, the second confirm of a row is OUTBOUND_PICKED.
 * Answers the row after the pick with shortPick ({ reallocatedQty, shortQty, policy } or null).
 */
import Decimal from 'decimal.js';
import { Column, eq, getTableColumns, is, SQL, sql, Table, type Query } from 'drizzle-orm';
import { QueryBuilder, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { EventScope } from '../../shared/events.ts';
import { idSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { scopeRefusal } from '../crud/scope.ts';
import { entityTables } from '../db/schema.ts';
import { eventInsert, eventWritten, publishEvent, type EventRow } from '../events/publish.ts';
import type { DocHead } from '../inventory/documents/server-document.ts';
import type { StockKey } from '../ledger/move-lines.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { OUT_NOTICE } from '../../shared/documents/outbound-notice.ts';
import { Gs1Error, parseElementString, toGtin14 } from '../../shared/gs1.ts';
import { outAllocation } from './outbound-schema.ts';
import { PICKED, RELEASED, RESERVED } from './allocation-rows.ts';
import { pickerMayConfirm } from './pick-assignee.ts';
import { belowMinimum, planReplenishment } from './replenish-plan.ts';
import { reallocateShort } from './short-pick.ts';

const QTY = /^\d{1,14}(\.\d{1,6})?$/;
const head = entityTables.outNotice!;
export const PICK_DOC_TYPE = 'PCK';
/** Stock status of picked goods waiting at the staging cell (STOCK_STATUS 30). */
export const STAGED = '30';
const SHIPPING_ZONE = '4';
type AllocationRow = typeof outAllocation.$inferSelect;

export const pickInput = z.object({
  allocationId: idSchema,
  cellNo: z.string().trim().min(1).max(40),
  scan: z.string().trim().min(1).max(80),
  qty: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(QTY, 'validation.notNumber')).optional(),
});
type PickInput = z.infer<typeof pickInput>;

/**
 * The staging cell of the warehouse `warehouseNo` (a value or a column) as a scalar subquery: the
 * first valid, not bad cell by pick sequence, then number, of a valid shipping zone (ZONE_TYPE 4);
 * null when it has none. The zones are read first (an array), so the warehouse's cells are read once
 * by its key whatever the statistics say.
 */
const stagingCellOf = (warehouseNo: SQL | string) => sql`(
  select c.cell_no from bm_cell c
  where c.warehouse_no = ${warehouseNo} and c.status_code = 1 and coalesce(c.is_bad_cell, false) = false
    and c.zone_no = any(array(select z.zone_no from bm_zone z where z.warehouse_no = ${warehouseNo} and z.zone_type = ${SHIPPING_ZONE} and z.status_code = 1))
  order by c.cell_out_seq nulls last, c.cell_no limit 1)`;

const noStagingCell = (warehouseNo: string) => new AppError('OUTBOUND_NO_STAGING_CELL', { warehouseNo });

/** The staging cell of a warehouse (stagingCellOf); OUTBOUND_NO_STAGING_CELL when it has none. */
export async function stagingCell(tx: Tx, warehouseNo: string): Promise<string> {
  const cellNo = (await tx.execute(sql`select ${stagingCellOf(warehouseNo)} as cell_no`)).rows[0]?.cell_no;
  if (cellNo === null || cellNo === undefined) throw noStagingCell(warehouseNo);
  return String(cellNo);
}

/** The GTIN and lot of a GS1 label scan (element string, bracketed or transmitted), or null when the scan is not one. */
function gs1Label(scan: string): { gtin: string; lotNo: string | null } | null {
  try {
    const elements = parseElementString(scan);
    const gtin = elements.find((e) => e.ai === '01')?.value;
    return gtin ? { gtin, lotNo: elements.find((e) => e.ai === '10')?.value ?? null } : null;
  } catch (error) {
    if (error instanceof Gs1Error) return null;
    throw error;
  }
}

/**
 * Whether `scan` names the stock of `key`: its item number, a label barcode of it, or a GS1 label
 * (src/shared/gs1.ts) whose GTIN (01) is the item's and whose lot (10), if any, is the stock's lot.
 */
export async function scansItem(tx: Tx, key: { orgNo: string; itemNo: string; lotNo: string }, scan: string): Promise<boolean> {
  if (scan === key.itemNo) return true;
  const label = /^(\(|01\d{14})/.test(scan) ? gs1Label(scan) : null;
  if (label) {
    if (label.lotNo !== null && label.lotNo !== key.lotNo) return false;
    const result = await tx.execute(sql`select gtin from bm_item where org_no = ${key.orgNo} and item_no = ${key.itemNo}`);
    const gtin = result.rows[0]?.gtin;
    return typeof gtin === 'string' && gtin !== '' && toGtin14(gtin) === toGtin14(label.gtin);
  }
  const result = await tx.execute(sql`select 1 from bm_label where barcode = ${scan} and org_no = ${key.orgNo} and item_no = ${key.itemNo} limit 1`);
  return result.rows.length > 0;
}

const OPEN = 15;
const DONE = 30;
const eventScope = (notice: DocHead) => ({ orgNo: notice.orgNo, warehouseNo: notice.warehouseNo });
const pickingPayload = (notice: DocHead, operator: string) => ({ taskType: 'picking' as const, taskNo: String(notice.outNoticeNo), operator });

/**
 * The 'task.changed' event of a notice's picking (taskType picking, its number; 30 when no pick is
 * open, else 15), its open picks counted here.
 */
export async function publishPicking(tx: Tx, notice: DocHead, operator: string): Promise<void> {
  const left = (await tx.execute(sql`select count(*)::int as open from out_allocation where head_id = ${notice.id} and status_code = ${RESERVED}`)).rows[0].open as number;
  await publishEvent(tx, 'task.changed', eventScope(notice), { ...pickingPayload(notice, operator), status: left === 0 ? DONE : OPEN });
}

const ph = (name: string) => sql`${sql.placeholder(name)}`;

/** A selection's fields in the order drizzle renders and maps them (its orderSelectedFields, which its declarations leave out). */
function ordered(fields: Record<string, unknown>, path: string[] = []): SelectedFieldsOrdered {
  return Object.entries(fields).flatMap(([name, field]) => {
    const at = [...path, name];
    if (is(field, Column) || is(field, SQL)) return [{ path: at, field: field as SelectedFieldsOrdered[number]['field'] }];
    return ordered(is(field, Table) ? getTableColumns(field) : (field as Record<string, unknown>), at);
  });
}
const lockFields = { row: outAllocation, notice: head, stagingCellNo: sql<string | null>`${stagingCellOf(sql`${outAllocation.warehouseNo}`)}` };
const LOCK = {
  query: new QueryBuilder().select(lockFields).from(outAllocation).innerJoin(head, eq(head.id, outAllocation.headId)).where(eq(outAllocation.id, sql.placeholder('id'))).for('update').toSQL(),
  fields: ordered(lockFields),
};

/**
 * The reservation, its notice and the warehouse's staging cell, the reservation and the notice
 * locked, in one statement built once (a named prepared statement: no SQL rendered per pick, planned
 * once per connection); undefined when either is not found or the notice is outside the user's
 * scope (scopeRefusal, the rules of scopeCondition, checked on the locked row).
 */
async function lockPick(tx: Tx, user: SessionUser, allocationId: number) {
  const [locked] = (await tx._.session.prepareQuery(LOCK.query, LOCK.fields, 'pick_lock', true).execute({ id: allocationId })) as { row: AllocationRow; notice: DocHead; stagingCellNo: string | null }[];
  return locked && !scopeRefusal(OUT_NOTICE.entity, user, locked.notice) ? locked : undefined;
}

/**
 * The statement that marks a pick done (step 4), rendered once per kind (whole: with the notice's
 * picking event as a CTE) and event scope, the first time one is needed, and run by name with its
 * values as placeholders: the row's new cell (cellNo), qty, operator, now (ISO), its id and headId,
 * the cell it was taken from (warehouseNo, fromCellNo, itemNo) and, for a whole pick, the event's
 * payload (JSON, without status). Answers the row, othersOpen, below and eventRow (null for a short pick).
 */
const markStatements = new Map<string, { query: Query; fields: SelectedFieldsOrdered }>();
function markPicked(tx: Tx, scope: EventScope, whole: boolean, values: Record<string, unknown>) {
  const key = `${whole}\u001f${JSON.stringify(scope)}`;
  let statement = markStatements.get(key);
  if (!statement) {
    // The notice's other open picks (the notice is locked, so none changes meanwhile).
    const othersOpen = sql<number>`(select count(*)::int from out_allocation o where o.head_id = ${ph('headId')} and o.status_code = ${RESERVED} and o.id <> ${ph('id')})`;
    const event = whole ? tx.$with('event', { id: sql`id`, created_at: sql`created_at`, callbacks: sql`callbacks` }).as(eventInsert('task.changed', scope, sql`${ph('payload')}::jsonb || jsonb_build_object('status', case when ${othersOpen} = 0 then ${DONE}::int else ${OPEN}::int end)`)) : undefined;
    const returning = {
      ...getTableColumns(outAllocation),
      othersOpen,
      below: sql<boolean>`${belowMinimum({ warehouseNo: ph('warehouseNo'), cellNo: ph('fromCellNo'), itemNo: ph('itemNo') })}`,
      eventRow: event ? sql<EventRow | null>`(select row_to_json(event) from event)` : sql<null>`null`,
    };
    const query = (event ? tx.with(event) : tx).update(outAllocation)
      .set({ cellNo: ph('cellNo'), stockStatus: STAGED, qty: ph('qty'), statusCode: PICKED, updateName: ph('operator'), updateDate: sql`${ph('now')}::timestamptz`, version: sql`${outAllocation.version} + 1` })
      .where(eq(outAllocation.id, ph('id')))
      .returning(returning).toSQL();
    statement = { query, fields: ordered(returning) };
    markStatements.set(key, statement);
  }
  return tx._.session.prepareQuery(statement.query, statement.fields, whole ? 'pick_mark_whole' : 'pick_mark_short', true).execute(values) as Promise<(AllocationRow & { othersOpen: number; below: boolean; eventRow: EventRow | null })[]>;
}

export async function confirmPick(tx: Tx, user: SessionUser, input: PickInput) {
  const locked = await lockPick(tx, user, input.allocationId);
  if (!locked) throw new AppError('NOT_FOUND');
  const { row, notice } = locked;
  const docNo = String(notice.outNoticeNo);
  if (notice.statusCode !== '15') throw new AppError('DOC_NOT_IN_PROGRESS', { docNo });
  if (notice.isSuspend === true) throw new AppError('OUTBOUND_SUSPENDED', { docNo });
  await pickerMayConfirm(tx, user, notice);
  if (row.statusCode !== RESERVED) throw new AppError('OUTBOUND_PICKED', { docNo, cellNo: row.cellNo, itemNo: row.itemNo });
  if (input.cellNo !== row.cellNo) throw new AppError('OUTBOUND_WRONG_CELL', { cellNo: input.cellNo, expected: row.cellNo, allocationId: row.id });
  if (!(await scansItem(tx, row, input.scan))) throw new AppError('OUTBOUND_WRONG_ITEM', { scan: input.scan, itemNo: row.itemNo });
  const reserved = new Decimal(row.qty);
  const qty = new Decimal(input.qty ?? row.qty);
  if (qty.gt(reserved)) throw new AppError('OUTBOUND_PICK_OVER', { itemNo: row.itemNo, open: reserved.toFixed(), requested: qty.toFixed() });
  if (locked.stagingCellNo === null) throw noStagingCell(row.warehouseNo);

  const from = { orgNo: row.orgNo, warehouseNo: row.warehouseNo, cellNo: row.cellNo, itemNo: row.itemNo, lotNo: row.lotNo, containerNo: row.containerNo, stockStatus: row.stockStatus };
  if (qty.isZero()) return pickNothing(tx, user, notice, row, from);
  const to = { ...from, cellNo: locked.stagingCellNo, stockStatus: STAGED };
  await postMoves(tx, {
    docType: PICK_DOC_TYPE, docNo: `${docNo}-${row.round}`, operator: user.userNo, lines: [
      { lineNo: row.allocNo, action: 'unallocate', at: from, quantity: reserved.toFixed() },
      { lineNo: row.allocNo, action: 'transfer', from, to, quantity: qty.toFixed() },
      { lineNo: row.allocNo, action: 'allocate', at: to, quantity: qty.toFixed() },
    ],
  });
  // The row marked picked; in the same statement, the notice's other open picks, whether the cell
  // is now below its replenishment minimum and, for a whole pick, the notice's picking event (a short
  // pick may reserve the rest elsewhere: its event counts the picks afresh after the re-allocation).
  const whole = qty.eq(reserved);
  const [{ othersOpen, below, eventRow, ...picked }] = await markPicked(tx, eventScope(notice), whole, {
    id: row.id, headId: row.headId, cellNo: to.cellNo, qty: qty.toFixed(), operator: user.userNo, now: new Date().toISOString(),
    warehouseNo: from.warehouseNo, fromCellNo: from.cellNo, itemNo: from.itemNo, payload: JSON.stringify(pickingPayload(notice, user.userNo)),
  });
  const shortPick = whole ? null : await reallocateShort(tx, notice, row, qty, user.userNo);
  if (below) await planReplenishment(tx, user, { orgNo: row.orgNo, warehouseNo: row.warehouseNo }, 'check');
  if (eventRow) await eventWritten(tx, eventRow, 'task.changed', eventScope(notice), { ...pickingPayload(notice, user.userNo), status: othersOpen === 0 ? DONE : OPEN });
  else await publishPicking(tx, notice, user.userNo);
  return { ...picked, qty: new Decimal(picked.qty).toFixed(), shortPick };
}

/**
 * A pick of 0 found (record 1040): the reservation is taken off the cell (PCK unallocate only, nothing
 * moves), the row released (90) and the whole reserved quantity re-allocated from other cells or left
 * short (reallocateShort, a 'shortPick' exception); the notice's picking event counts its picks afresh.
 */
async function pickNothing(tx: Tx, user: SessionUser, notice: DocHead, row: AllocationRow, at: StockKey) {
  const docNo = String(notice.outNoticeNo);
  await postMoves(tx, { docType: PICK_DOC_TYPE, docNo: `${docNo}-${row.round}`, operator: user.userNo, lines: [{ lineNo: row.allocNo, action: 'unallocate', at, quantity: new Decimal(row.qty).toFixed() }] });
  const [released] = await tx.update(outAllocation).set({ statusCode: RELEASED, updateName: user.userNo, updateDate: new Date(), version: sql`${outAllocation.version} + 1` }).where(eq(outAllocation.id, row.id)).returning();
  const shortPick = await reallocateShort(tx, notice, row, new Decimal(0), user.userNo);
  await publishPicking(tx, notice, user.userNo);
  return { ...released, qty: new Decimal(released.qty).toFixed(), shortPick };
}

export const pickBatchInput = z.object({ list: z.array(pickInput).min(1).max(500) });

/**
 * Confirm scanned (IOutPickService/confirmbatch { list: [pick input] }, one Request-Id for the
 * batch): every scanned pick as confirmPick does, all or nothing in the caller's transaction, in
 * allocation id order (so two batches lock in one order); the first refusal refuses the batch.
 * Answers the rows after their picks, in the order sent.
 */
export async function confirmPicks(tx: Tx, user: SessionUser, list: PickInput[]) {
  const picked = new Map<number, Awaited<ReturnType<typeof confirmPick>>>();
  for (const input of [...list].sort((a, b) => a.allocationId - b.allocationId)) picked.set(input.allocationId, await confirmPick(tx, user, input));
  return list.map((input) => picked.get(input.allocationId)!);
}
