/**
 * The dock's count of an arrival note used as ASN (no portal ASN; issue 24, decision 0760): the
 * note receives what was counted and the announced rest stays open on a backorder note, as the
 * portal's ASN keeps its unreceived rest open.
 *
 * receiveCountedArrival(tx, user, asnNo, receipt): for the submitted (10) note `asnNo`
 * - each announced line counted on some pallet is set to its counted quantity (in the line's unit),
 *   and to the lot and expiry date recorded with it on a pallet (the last pallet's that has one), and received through the note's own receive action (the ledger's posting function); the items
 *   found on wrong-item pallets are added as lines of their own, numbered after the announced ones;
 * - each announced line counted below its quantity (short, missing, wrong item: counted 0) keeps
 *   its rest open on the backorder note `<asnNo>-B<n>` (submitted, same supplier, order and
 *   category; head remark: `asnNo`): same line number, item, unit, lot, container and order line,
 *   quantity = announced - counted, remark `<asnNo>/<line>: <announced> -> <counted>` (the
 *   discrepancy, language-neutral). A second truck checks in with the backorder's number.
 * A note with nothing counted posts nothing and stays as it is. Errors: YARD_ASN_NOT_APPROVED
 * when the note is no longer submitted; those of the receive action.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { arrivalDocument } from '../inbound/arrival-document.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';

/** What the dock counted: `lines` an ASN line's count on one pallet, `found` an item found on a wrong-item pallet. */
export type CountedReceipt = { lines: { lineNo: number; qty: string; containerNo: string; lotNo?: string; expiryDate?: string }[]; found: { itemNo: string; qty: string; containerNo: string }[] };

type Announced = { lineNo: number; qty: Decimal };

/** Opens the backorder note of `asnNo` with each announced line's rest (announced - `counted`), when any; answers its number (`<asnNo>-B<n>`), null when nothing is short. */
export async function openBackorder(tx: Tx, user: SessionUser, headId: number, asnNo: string, announced: Announced[], counted: Map<number, Decimal>): Promise<string | null> {
  const rest = announced.flatMap(({ lineNo, qty }) => {
    const got = counted.get(lineNo) ?? new Decimal(0);
    return got.lt(qty) ? [{ lineNo, open: qty.minus(got), remark: `${asnNo}/${lineNo}: ${qty.toFixed()} -> ${got.toFixed()}` }] : [];
  });
  if (rest.length === 0) return null;
  const { rows: [{ n }] } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from in_arrive_head where remark = ${asnNo} and in_arrive_no like ${`${asnNo}-B%`}`);
  const backorderNo = `${asnNo}-B${Number(n) + 1}`;
  const { rows: [created] } = await tx.execute<{ id: number }>(sql`
    insert into in_arrive_head (in_arrive_no, org_no, warehouse_no, status_code, bill_date, classify_type, supplier_no, po_no, incoming_tag, receipt_round, remark, create_name, update_name)
    select ${backorderNo}, org_no, warehouse_no, '10', current_date, classify_type, supplier_no, po_no, 'WMS', 0, ${asnNo}, ${user.userNo}, ${user.userNo}
    from in_arrive_head where id = ${headId} returning id`);
  for (const line of rest) {
    await tx.execute(sql`
      insert into in_arrive_line (head_id, line_no, item_no, qty, unit_no, lot_no, production_date, expiry_date, container_no, remark, po_line_no, create_name, update_name)
      select ${created.id}, line_no, item_no, ${line.open.toFixed()}::numeric, unit_no, lot_no, production_date, expiry_date, container_no, ${line.remark}, po_line_no, ${user.userNo}, ${user.userNo}
      from in_arrive_line where head_id = ${headId} and line_no = ${line.lineNo}`);
  }
  return backorderNo;
}

export async function receiveCountedArrival(tx: Tx, user: SessionUser, asnNo: string, receipt: CountedReceipt): Promise<void> {
  const { rows } = await tx.execute<{ id: number; version: number }>(sql`select id, version from in_arrive_head where in_arrive_no = ${asnNo} and status_code = '10' for update`);
  if (rows.length === 0) throw new AppError('YARD_ASN_NOT_APPROVED', { asnNo });
  const headId = Number(rows[0].id);
  const counted = new Map<number, Decimal>();
  const lots = new Map<number, { lotNo?: string; expiryDate?: string }>();
  for (const line of receipt.lines) {
    counted.set(line.lineNo, (counted.get(line.lineNo) ?? new Decimal(0)).plus(line.qty));
    if (line.lotNo || line.expiryDate) lots.set(line.lineNo, { lotNo: line.lotNo, expiryDate: line.expiryDate });
  }
  const lines = await tx.execute<{ line_no: number; qty: string }>(sql`select line_no, qty::text as qty from in_arrive_line where head_id = ${headId} order by line_no`);
  const announced = lines.rows.map((r) => ({ lineNo: Number(r.line_no), qty: new Decimal(r.qty) }));
  await openBackorder(tx, user, headId, asnNo, announced, counted);
  await tx.execute(sql`delete from in_arrive_line where head_id = ${headId} and line_no not in ${[0, ...counted.keys()]}`);
  for (const [lineNo, qty] of counted) {
    const was = announced.find((line) => line.lineNo === lineNo)?.qty;
    const remark = was && !was.eq(qty) ? `${asnNo}/${lineNo}: ${was.toFixed()} -> ${qty.toFixed()}` : null;
    const lot = lots.get(lineNo);
    await tx.execute(sql`update in_arrive_line set qty = ${qty.toFixed()}::numeric, remark = coalesce(${remark}, remark),
      lot_no = coalesce(${lot?.lotNo ?? null}, lot_no), expiry_date = coalesce(${lot?.expiryDate ?? null}::date, expiry_date) where head_id = ${headId} and line_no = ${lineNo}`);
  }
  // Found items are numbered after the announced lines, so no line number means two things across the note and its backorder.
  let next = Math.max(0, ...announced.map((line) => line.lineNo));
  for (const found of receipt.found) {
    next += 1;
    await tx.execute(sql`insert into in_arrive_line (head_id, line_no, item_no, qty, container_no) values (${headId}, ${next}, ${found.itemNo}, ${found.qty}::numeric, ${found.containerNo})`);
  }
  await runAction(tx, arrivalDocument, user, 'receive', [{ id: headId, version: Number(rows[0].version) }]);
}
