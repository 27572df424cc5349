/**
 * Receipt of a submitted arrival note or inbound notice as counted (issue 28 "Receive: an arrival
 * note or notice by scan"; record 0932): the handheld's receiver counts each line, with its lot and
 * expiry, and the document receives what was counted through its own start action (the arrival's
 * `receive`, the notice's `createTask`: the console's receive, which posts the lines as they stand
 * through the ledger's posting function). A submitted document is not editable in the console
 * (receipt-family.ts), so the counted quantities, lots and expiry dates replace the lines' values in
 * the same transaction, just before that action, as the dock does for an arrival note
 * (yard/arrival-count.ts).
 *
 * receiveCounted(tx, user, sd, input): `input` { docNo, version, lines: [{ lineNo, qty, lotNo?,
 * expiryDate? }], rest? } in the line's unit; a line counted other than announced keeps the
 * discrepancy in its remark `<docNo>/<line>: <announced> -> <counted>` (language-neutral, as the
 * dock's); a line counted 0 or not counted leaves the document (nothing of it arrived).
 * - One line in several lots (record 0985): the same `lineNo` given again with another lot; the
 *   first keeps the line, each further lot becomes a line of its own numbered after the document's
 *   last (same item, unit, container and order line; remark `<docNo>/<line>`), so the receive posts
 *   one stock row per lot with its expiry. The line's count is the sum of its lots.
 * - `rest` (record 0985): what becomes of a line counted short. 'close' (the default, as before):
 *   closed short, the discrepancy in the remark. 'backorder' (arrival notes only): the rest stays
 *   open on the backorder note `<docNo>-B<n>` (submitted, as the dock's, yard/arrival-count.ts),
 *   which a second receipt takes like any submitted note.
 * Answers the received header with backorderNo (the backorder note opened, else null). Errors, all before any write: NOT_FOUND (no such number in the
 * user's scope), the action's refusal DOC_NOT_INITIAL (not submitted), STALE_VERSION,
 * INBOUND_COUNT_NO_LINE (a line the document does not have, or one lot of it counted twice),
 * INBOUND_NOTHING_COUNTED (every line counted 0), INBOUND_BACKORDER_ARRIVAL_ONLY (rest
 * 'backorder' on a notice); then those of the start action (INBOUND_OVER_RECEIPT,
 * INBOUND_NO_RECEIVING_CELL, ...).
 *
 * countSheet(tx, user, sd, docNo): what the counter needs: the document by number (getDocumentByNo:
 * NOT_FOUND out of scope) with each line's item name and GTIN (the item's, to count by scanning its
 * GS1 label; the console's get has neither) and its unit (the line's, else the item's).
 */
import Decimal from 'decimal.js';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX, integerSchema, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { getDocumentByNo, type DocumentWithLines } from '../inventory/documents/document-store.ts';
import type { DocHead, ServerDocument } from '../inventory/documents/server-document.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { openBackorder } from '../yard/arrival-count.ts';
import { text } from './inbound-rules.ts';

const QTY = /^\d{1,14}(\.\d{1,6})?$/;
const INITIAL = '10';

export const countedReceiptInput = z.object({
  docNo: z.string().trim().min(1).max(60),
  version: versionSchema,
  lines: z.array(z.object({
    lineNo: integerSchema(1, INT4_MAX),
    qty: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(QTY, 'validation.notNumber')),
    lotNo: z.string().trim().max(60).optional(),
    // A calendar date (2027-13-40 is refused here, naming the field, not by the database as INVALID_VALUE: walk 14-28 #4).
    expiryDate: z.string().trim().refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'validation.date').optional(),
  })).min(1).max(500),
  rest: z.enum(['close', 'backorder']).optional(),
});
export type CountedReceiptInput = z.infer<typeof countedReceiptInput>;

/** The start action of a receipt-family document (the action leaving initial that posts into the receiving cell). */
export const startActionOf = (sd: ServerDocument): string => (sd.doc.docType === 'ARV' ? 'receive' : 'createTask');

/** Counts the lots of one line by `lineNo`: the sum, and each lot in the order given. */
function byLine(docNo: string, announced: Map<number, Decimal>, input: CountedReceiptInput['lines']) {
  const counted = new Map<number, { total: Decimal; lots: CountedReceiptInput['lines'] }>();
  for (const line of input) {
    const lots = counted.get(line.lineNo)?.lots ?? [];
    const lot = `${line.lotNo ?? ''}|${line.expiryDate ?? ''}`;
    if (!announced.has(line.lineNo) || lots.some((l) => `${l.lotNo ?? ''}|${l.expiryDate ?? ''}` === lot)) throw new AppError('INBOUND_COUNT_NO_LINE', { docNo, lineNo: line.lineNo });
    const total = (counted.get(line.lineNo)?.total ?? new Decimal(0)).plus(line.qty);
    counted.set(line.lineNo, { total, lots: [...lots, line] });
  }
  return counted;
}

export async function receiveCounted(tx: Tx, user: SessionUser, sd: ServerDocument, input: CountedReceiptInput): Promise<DocHead & { backorderNo: string | null }> {
  const doc = await getDocumentByNo(tx, sd, user, input.docNo);
  const action = startActionOf(sd);
  if (String(doc.statusCode) !== INITIAL) throw new AppError(sd.doc.actions[action].refusal, { docNo: input.docNo });
  if (Number(doc.version) !== input.version) throw new AppError('STALE_VERSION');
  const announced = new Map(doc.lines.map((line) => [Number(line.lineNo), new Decimal(text(line.qty))]));
  const counted = byLine(input.docNo, announced, input.lines);
  const received = [...counted].filter(([, line]) => line.total.gt(0));
  if (received.length === 0) throw new AppError('INBOUND_NOTHING_COUNTED', { docNo: input.docNo });
  if (input.rest === 'backorder' && sd.doc.docType !== 'ARV') throw new AppError('INBOUND_BACKORDER_ARRIVAL_ONLY', { docNo: input.docNo });

  let backorderNo: string | null = null;
  if (input.rest === 'backorder') {
    backorderNo = await openBackorder(tx, user, doc.id, input.docNo, [...announced].map(([lineNo, qty]) => ({ lineNo, qty })), new Map([...counted].map(([lineNo, line]) => [lineNo, line.total])));
  }
  const lines = sd.lines;
  await tx.delete(lines).where(and(eq(lines.headId, doc.id), notInArray(lines.lineNo, received.map(([lineNo]) => lineNo))));
  let next = Math.max(...announced.keys());
  for (const [lineNo, { total, lots }] of received) {
    const was = announced.get(lineNo)!;
    const where = and(eq(lines.headId, doc.id), eq(lines.lineNo, lineNo));
    const [original] = await tx.select().from(lines).where(where);
    const withLot = (lot: CountedReceiptInput['lines'][number]) => ({ qty: new Decimal(lot.qty).toFixed(), ...(lot.lotNo ? { lotNo: lot.lotNo } : {}), ...(lot.expiryDate ? { expiryDate: lot.expiryDate } : {}) });
    const [first, ...more] = lots.filter((lot) => new Decimal(lot.qty).gt(0));
    await tx.update(lines).set({ ...withLot(first), ...(was.eq(total) ? {} : { remark: `${input.docNo}/${lineNo}: ${was.toFixed()} -> ${total.toFixed()}` }) }).where(where);
    for (const lot of more) {
      next += 1;
      const { id: _id, ...copy } = original as Record<string, unknown>;
      await tx.insert(lines).values({ ...copy, lineNo: next, ...withLot(lot), remark: `${input.docNo}/${lineNo}` } as typeof lines.$inferInsert);
    }
  }
  const [head] = await runAction(tx, sd, user, action, [{ id: doc.id, version: input.version }]);
  return { ...head, backorderNo };
}

/**
 * A line to count: the document's line with its item's name, GTIN and label barcodes (bm_label: a
 * scan of one names the item, as the pick's scan does); `unitNo` the line's unit, else the item's.
 */
export type CountLine = { lineNo: number; itemNo: string; itemName: string; qty: string; unitNo: string; lotNo: string; expiryDate: string | null; gtin: string | null; barcodes: string[] };
export type CountSheet = { docType: string; docNo: string; id: number; version: number; statusCode: string; supplierNo: string; lines: CountLine[] };

export const countSheetInput = z.object({ docNo: z.string().trim().min(1).max(60) });

export async function countSheet(tx: Tx, user: SessionUser, sd: ServerDocument, docNo: string): Promise<CountSheet> {
  const doc: DocumentWithLines = await getDocumentByNo(tx, sd, user, docNo);
  const itemNos = [...new Set(doc.lines.map((line) => text(line.itemNo)))];
  const { rows } = itemNos.length === 0 ? { rows: [] } : await tx.execute<{ item_no: string; item_name: string | null; unit_no: string | null; gtin: string | null }>(sql`
    select item_no, item_name, unit_no, gtin from bm_item where org_no = ${doc.orgNo} and item_no in ${itemNos}`);
  const items = new Map(rows.map((r) => [r.item_no, r]));
  const { rows: labels } = itemNos.length === 0 ? { rows: [] } : await tx.execute<{ item_no: string; barcode: string }>(sql`
    select distinct item_no, barcode from bm_label where org_no = ${doc.orgNo} and item_no in ${itemNos} and barcode is not null`);
  return {
    docType: sd.doc.docType, docNo, id: doc.id, version: Number(doc.version), statusCode: String(doc.statusCode), supplierNo: text(doc.supplierNo),
    lines: doc.lines.map((line) => {
      const item = items.get(text(line.itemNo));
      return {
        lineNo: Number(line.lineNo), itemNo: text(line.itemNo), itemName: item?.item_name ?? text(line.itemNo), qty: new Decimal(text(line.qty)).toFixed(),
        unitNo: text(line.unitNo) || (item?.unit_no ?? ''), lotNo: text(line.lotNo), expiryDate: line.expiryDate ? String(line.expiryDate) : null, gtin: item?.gtin ?? null,
        barcodes: labels.filter((l) => l.item_no === text(line.itemNo)).map((l) => l.barcode),
      };
    }),
  };
}
