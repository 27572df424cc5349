/**
 * The arrival note on the generic document service (src/shared/documents/arrival.ts): its rules
 * and the ledger effects of its actions (workflows §4, §5).
 *
 * - add / modify: a purchase receipt needs a supplier; items, decimals and units are checked; a
 *   line naming an order line (poLineNo) needs the header's poNo and an arrival import row
 *   (orderNo = poNo, lineNo = poLineNo) of the same organisation and item;
 * - receive: every line (one without a lot gets a lot from its item's lot rule, receipt-lots.ts),
 *   in the item's unit, from the supplier into the warehouse's receiving cell
 *   with stock status 25 (to put away); refused as over-receipt when an order line would receive
 *   more than its quantity (the arrival import rows, locked) over all received arrivals, unless the
 *   document category turns quantity control off. Each receipt posts as ARV `<inArriveNo>-<round>`
 *   so a cancelled receipt may be received again;
 *   The receipt makes the arrival's putaway task (putaway-tasks.ts) and its inspection; the last
 *   line put away, with no inspection open, completes the arrival (its completion, 15 -> 30), which
 *   finish (30 -> 99) or endCase (30 -> 40) then end; close closes the open tasks;
 * - cancelReceipt and invalid: void the open tasks and reverse the current receipt, refused
 *   (ARRIVAL_PUT_AWAY) once a task line was put away or any of the received stock left the
 *   receiving cell, and (QC_RECORDED) once an inspection line was recorded; they void the open
 *   inspection; invalid is refused for a note another system created (incomingTag other than
 *   WMS, ARRIVAL_NOT_OWN).
 */
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { ARRIVAL } from '../../shared/documents/arrival.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import type { DocHead, DocLine, Row, ServerDocument } from '../inventory/documents/server-document.ts';
import type { BookedLine, MoveLine } from '../ledger/move-lines.ts';
import { reversalLines } from '../ledger/reverse-posting.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { readLines } from '../inventory/documents/document-store.ts';
import { baseQuantities, categoryOf, headIssues, lineIssues, receivingCell, text } from './inbound-rules.ts';
import { assignLots } from './receipt-lots.ts';
import { linesToInspect } from './inspection-rules.ts';
import { refuseRecorded, voidOpenInspections } from './inspections.ts';
import { holdPutawayCells } from './putaway-cells.ts';
import { endOpenTasks, hasPutAway } from './putaway-tasks.ts';
import { receiptStatus, startReceiptWork } from './receipt-work.ts';

const head = entityTables.inArrive!;
const RECEIVED = ['15', '30', '40', '99'];

/** The ledger document number of an arrival's receipt round. */
const receiptNo = (arrival: Row, round: number) => `${text(arrival.inArriveNo)}-${round}`;

async function orderLineIssues(tx: Tx, arrival: Row, lines: DocLine[]): Promise<FieldIssue[]> {
  const ordered = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.poLineNo !== null && line.poLineNo !== undefined);
  if (ordered.length === 0) return [];
  const poNo = text(arrival.poNo);
  if (!poNo) return ordered.map(({ index }) => ({ field: `lines.${index}.poLineNo`, message: 'inbound.poLineNeedsPo' }));
  const result = await tx.execute(sql`select line_no, item_no from bm_arrival_import where org_no = ${text(arrival.orgNo)} and order_no = ${poNo}`);
  const items = new Map(result.rows.map((r) => [Number(r.line_no), text(r.item_no)]));
  return ordered.flatMap(({ line, index }) =>
    items.get(Number(line.poLineNo)) === text(line.itemNo) ? [] : [{ field: `lines.${index}.poLineNo`, message: 'inbound.unknownPoLine', params: { poNo, value: Number(line.poLineNo) } }]);
}

/** Refuses a receipt that takes an order line beyond its quantity (quantity control on). */
async function refuseOverReceipt(tx: Tx, arrival: DocHead, lines: DocLine[], quantities: string[]): Promise<void> {
  const poNo = text(arrival.poNo);
  const requested = new Map<number, { itemNo: string; qty: Decimal }>();
  lines.forEach((line, i) => {
    if (line.poLineNo === null || line.poLineNo === undefined) return;
    const sum = requested.get(Number(line.poLineNo)) ?? { itemNo: text(line.itemNo), qty: new Decimal(0) };
    requested.set(Number(line.poLineNo), { ...sum, qty: sum.qty.plus(quantities[i]) });
  });
  if (requested.size === 0 || !poNo || !(await categoryOf(tx, arrival)).isQtyControl) return;
  // Locking the order lines makes parallel receipts of one order line take turns.
  const ordered = await tx.execute(sql`
    select line_no, qty from bm_arrival_import where org_no = ${arrival.orgNo} and order_no = ${poNo} and line_no in ${[...requested.keys()]}
    order by line_no for update`);
  const others = await tx.execute(sql`
    select l.po_line_no, l.item_no, l.qty, l.unit_no from in_arrive_line l join in_arrive_head h on h.id = l.head_id
    where h.org_no = ${arrival.orgNo} and h.po_no = ${poNo} and h.id <> ${arrival.id} and h.status_code in ${RECEIVED} and l.po_line_no in ${[...requested.keys()]}`);
  const otherLines = others.rows.map((r, index) => ({ lineNo: index + 1, poLineNo: Number(r.po_line_no), itemNo: r.item_no, qty: r.qty, unitNo: r.unit_no }) as DocLine);
  const otherQuantities = await baseQuantities(tx, arrival.orgNo, otherLines);
  for (const row of ordered.rows) {
    const poLineNo = Number(row.line_no);
    const received = otherLines.reduce((sum, line, i) => (line.poLineNo === poLineNo ? sum.plus(otherQuantities[i]) : sum), new Decimal(0));
    const open = Decimal.max(new Decimal(text(row.qty)).minus(received), 0);
    const asked = requested.get(poLineNo)!;
    if (asked.qty.gt(open)) throw new AppError('INBOUND_OVER_RECEIPT', { itemNo: asked.itemNo, poNo, poLineNo, open: open.toFixed(), requested: asked.qty.toFixed() });
  }
}

async function receiveLines(tx: Tx, arrival: DocHead, lines: DocLine[]): Promise<MoveLine[]> {
  const cellNo = await receivingCell(tx, arrival.warehouseNo);
  const quantities = await baseQuantities(tx, arrival.orgNo, lines);
  await refuseOverReceipt(tx, arrival, lines, quantities);
  const toInspect = await linesToInspect(tx, arrival, lines);
  return lines.map((line, i) => ({
    lineNo: line.lineNo,
    action: 'receive',
    to: { orgNo: arrival.orgNo, warehouseNo: arrival.warehouseNo, cellNo, itemNo: text(line.itemNo), lotNo: text(line.lotNo), containerNo: text(line.containerNo), stockStatus: receiptStatus(toInspect, line) },
    quantity: quantities[i],
  }));
}

/** The reversal of the current receipt, refused once any of it was put away or left the receiving cell. */
async function cancelLines(tx: Tx, arrival: DocHead): Promise<BookedLine[]> {
  await refuseRecorded(tx, ARRIVAL.docType, arrival.id, text(arrival.inArriveNo));
  if (await hasPutAway(tx, ARRIVAL.docType, arrival.id)) throw new AppError('ARRIVAL_PUT_AWAY', { docNo: text(arrival.inArriveNo) });
  const lines = await reversalLines(tx, ARRIVAL.docType, receiptNo(arrival, Number(arrival.receiptRound)));
  const needed = new Map<string, { key: BookedLine['entries'][number]['key']; qty: Decimal }>();
  for (const entry of lines.flatMap((l) => l.entries)) {
    if (entry.usage !== 'internal') continue;
    const name = JSON.stringify(entry.key);
    needed.set(name, { key: entry.key, qty: (needed.get(name)?.qty ?? new Decimal(0)).minus(entry.onHand) });
  }
  for (const { key, qty } of needed.values()) {
    const result = await tx.execute(sql`
      select on_hand - allocated - frozen as available from inv_stock
      where org_no = ${key.orgNo} and warehouse_no = ${key.warehouseNo} and cell_no = ${key.cellNo} and item_no = ${key.itemNo}
        and lot_no = ${key.lotNo} and container_no = ${key.containerNo} and stock_status = ${key.stockStatus}`);
    if (new Decimal(text(result.rows[0]?.available ?? '0')).lt(qty)) throw new AppError('ARRIVAL_PUT_AWAY', { docNo: text(arrival.inArriveNo) });
  }
  return lines;
}

export const arrivalDocument: ServerDocument = {
  doc: ARRIVAL,
  head,
  lines: documentLineTables.inArrive!,
  createdValues: { incomingTag: 'WMS', receiptRound: 0 },
  checkHead: headIssues,
  checkLines: async (tx, arrival, lines) => [...(await lineIssues(tx, arrival, lines)), ...(await orderLineIssues(tx, arrival, lines))],
  postingNo: (arrival, action) => receiptNo(arrival, Number(arrival.receiptRound) + (action === 'receive' ? 1 : 0)),
  moves: async (tx, arrival, lines, action) => {
    if (action === 'receive') {
      // The receipt proposes cells: the hold comes before the posting's stock locks (putaway-cells.ts).
      await holdPutawayCells(tx, arrival.warehouseNo);
      return receiveLines(tx, arrival, await assignLots(tx, arrivalDocument, arrival, lines));
    }
    if (action === 'invalid' && text(arrival.incomingTag) !== 'WMS') throw new AppError('ARRIVAL_NOT_OWN', { docNo: text(arrival.inArriveNo) });
    return cancelLines(tx, arrival);
  },
  afterAction: afterArrivalAction,
};

async function afterArrivalAction(tx: Tx, arrival: DocHead, action: string, user: SessionUser): Promise<void> {
  if (action === 'receive') {
    await tx.update(head).set({ receiptRound: Number(arrival.receiptRound) + 1 }).where(eq(head.id, arrival.id));
    await startReceiptWork(tx, arrival, ARRIVAL.docType, text(arrival.inArriveNo), await readLines(tx, arrivalDocument, arrival.id), user);
  } else if (action === 'cancelReceipt' || action === 'invalid') {
    await endOpenTasks(tx, ARRIVAL.docType, arrival.id, '90', user);
    await voidOpenInspections(tx, ARRIVAL.docType, arrival.id, user);
  } else if (action === 'close') {
    await endOpenTasks(tx, ARRIVAL.docType, arrival.id, '99', user);
  }
}
