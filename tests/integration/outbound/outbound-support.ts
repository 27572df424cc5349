/**
 * Helpers of the outbound tests: a demo app signed in as admin, stock received into a real storage
 * cell of Seattle with a chosen receipt day, outbound notices added and submitted through the
 * calls, and the ledger's allocated quantity next to the open reservations of out_allocation.
 */
import { sql } from 'drizzle-orm';
import { stagingBreaches as stagingInvariant } from '../../../src/server/ledger/invariants.ts';
import type { StockKey } from '../../../src/server/ledger/move-lines.ts';
import type { TestApp } from '../../support/test-app.ts';
import { act, addDoc, key, receive, type Session } from '../inventory/inventory-support.ts';

export const NOTICE = 'IOutNoticeService';

/** `count` valid cells of a Seattle zone (SEA-STO storage, SEA-PCK picking, SEA-RCV receiving) by number. */
export async function zoneCells(t: TestApp, zoneNo: string, count: number): Promise<string[]> {
  const result = await t.database.db.execute(sql`
    select cell_no from bm_cell where warehouse_no = 'WH-SEA' and zone_no = ${zoneNo} and status_code = 1 and not coalesce(is_bad_cell, false) order by cell_no limit ${count}`);
  return result.rows.map((r) => String(r.cell_no));
}

/** Receives `qty` of `itemNo` into `cellNo` (qualified unless `stockStatus`), dating the balance `receivedOn` (yyyy-MM-dd). */
export async function stock(t: TestApp, cellNo: string, itemNo: string, qty: string, receivedOn: string, over: Partial<StockKey> = {}): Promise<StockKey> {
  const at = key({ cellNo, itemNo, ...over });
  await receive(t, at, qty);
  await t.database.db.execute(sql`
    update inv_stock set create_date = ${`${receivedOn}T08:00:00Z`}::timestamptz
    where warehouse_no = ${at.warehouseNo} and cell_no = ${at.cellNo} and item_no = ${at.itemNo} and lot_no = ${at.lotNo} and stock_status = ${at.stockStatus}`);
  return at;
}

export const noticeBody = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({
  orgNo: 'NWT', warehouseNo: 'WH-SEA', customerNo: 'ALFKI', addressNo: 'A01', carrierNo: 'SPEEDY', classifyType: 'SAL-OUT', lines, ...over,
});

/** A submitted (initial) notice of `lines`. */
export async function submitted(s: Session, lines: Record<string, unknown>[], over: Record<string, unknown> = {}): Promise<any> {
  const doc = await addDoc(s, NOTICE, 'outnotice', noticeBody(lines, over));
  const answer = await act(s, NOTICE, 'submitoutnotice', [doc]);
  if (answer.code !== 0) throw new Error(`submit refused: ${answer.errorMessage}`);
  return answer.data[0];
}

export const getNotice = async (s: Session, id: number) => (await s.as(`${NOTICE}/getoutnoticebyid`, { id })).data;

/** Per item: the ledger's allocated quantity in Seattle and the sum of reserved, picked and put-back out_allocation rows (both decimal text). */
export async function reservations(t: TestApp, itemNo: string): Promise<{ ledger: string; reserved: string }> {
  const result = await t.database.db.execute(sql`
    select (select trim_scale(coalesce(sum(allocated), 0))::text from inv_stock where warehouse_no = 'WH-SEA' and item_no = ${itemNo}) as ledger,
           (select trim_scale(coalesce(sum(qty), 0))::text from out_allocation where warehouse_no = 'WH-SEA' and item_no = ${itemNo} and status_code in ('10', '20', '40')) as reserved`);
  return { ledger: String(result.rows[0].ledger), reserved: String(result.rows[0].reserved) };
}

/** The picks still open of a notice (IOutPickService list), on the pick path. */
export const picksOf = async (s: Session, outNoticeNo: string) => (await s.as('IOutPickService/list', { current: 1, size: 100, condition: { outNoticeNo } })).data.records;

/** Picks every open reservation of a notice with its cell and item scanned; throws on a refusal. */
export async function pickAll(s: Session, outNoticeNo: string): Promise<void> {
  for (const pick of await picksOf(s, outNoticeNo)) {
    const answer = await s.as('IOutPickService/confirm', { allocationId: pick.id, cellNo: pick.cellNo, scan: pick.itemNo });
    if (answer.code !== 0) throw new Error(`pick refused: ${answer.errorMessage}`);
  }
}

/** Seattle's staging cell: the first cell of its shipping zone by pick sequence, then number (as picking chooses it). */
export async function stagingOf(t: TestApp): Promise<string> {
  const result = await t.database.db.execute(sql`
    select cell_no from bm_cell where warehouse_no = 'WH-SEA' and zone_no = 'SEA-SHP' and status_code = 1 and not coalesce(is_bad_cell, false)
    order by cell_out_seq nulls last, cell_no limit 1`);
  return String(result.rows[0].cell_no);
}

/** The staging invariant (issue 25) of WH-SEA: src/server/ledger/invariants.ts stagingBreaches; empty when it holds. */
export const stagingBreaches = (t: TestApp): Promise<string[]> => stagingInvariant(t.database, 'WH-SEA');

/** The open put-back tasks of a notice (IOutPutbackService list). */
export const putBacksOf = async (s: Session, outNoticeNo: string) => (await s.as('IOutPutbackService/list', { current: 1, size: 100, condition: { outNoticeNo } })).data.records;
