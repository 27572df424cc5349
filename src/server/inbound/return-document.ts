/**
 * The customer return (receipt-back) on the generic document service
 * (src/shared/documents/receipt-back.ts): its rules and the effects of its actions (workflows §4).
 *
 * - add / modify: a customer is required (declared); items, decimals and units are checked as on
 *   the other inbound documents; the return notice and original shipment are kept by number;
 * - receive: every line (a line without a lot gets its item's lot rule's number) in the item's
 *   unit from the customer location into the warehouse's receiving cell as stock to inspect (20),
 *   and one inspection of every line; its accepted stock is put away once the inspection
 *   completes, and the last of that work completes the return (its completion, 20 -> 30);
 * - throwOver: records who handed the return over to the ERP and when; a second hand-over is
 *   refused (RETURN_THROWN_OVER);
 * - finish ends a completed return (30 -> 40).
 */
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { RECEIPT_BACK } from '../../shared/documents/receipt-back.ts';
import { INSPECTION_STOCK } from '../../shared/documents/inspection.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import { readLines, touched } from '../inventory/documents/document-store.ts';
import type { DocHead, DocLine, ServerDocument } from '../inventory/documents/server-document.ts';
import type { BookedLine } from '../ledger/move-lines.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { baseQuantities, lineIssues, receivingCell, text } from './inbound-rules.ts';
import { createInspection } from './inspections.ts';
import { receivedLines } from './putaway-tasks.ts';
import { assignLots } from './receipt-lots.ts';

const head = entityTables.inReturn!;
const { docType } = RECEIPT_BACK;

/** Customer -> receiving cell, stock to inspect: the ledger's own form, as `receive` books from the supplier. */
async function returnLines(tx: Tx, back: DocHead, lines: DocLine[]): Promise<BookedLine[]> {
  const cellNo = await receivingCell(tx, back.warehouseNo);
  const quantities = await baseQuantities(tx, back.orgNo, lines);
  return lines.map((line, i) => {
    const key = { orgNo: back.orgNo, warehouseNo: back.warehouseNo, cellNo, itemNo: text(line.itemNo), lotNo: text(line.lotNo), containerNo: text(line.containerNo), stockStatus: INSPECTION_STOCK.toInspect };
    const qty = new Decimal(quantities[i]);
    return {
      lineNo: line.lineNo,
      action: 'receive',
      entries: [
        { usage: 'customer', key, onHand: qty.neg().toFixed(), allocated: '0', frozen: '0' },
        { usage: 'internal', key, onHand: qty.toFixed(), allocated: '0', frozen: '0' },
      ],
    };
  });
}

async function afterReturnAction(tx: Tx, back: DocHead, action: string, user: SessionUser): Promise<void> {
  const docNo = text(back.inReturnNo);
  if (action === 'receive') {
    const received = await receivedLines(tx, back, await readLines(tx, returnDocument, back.id));
    await createInspection(tx, back, { docType, docNo }, received.map((line) => ({ ...line, key: { ...line.key, stockStatus: INSPECTION_STOCK.toInspect } })), user);
  } else if (action === 'throwOver') {
    if (back.thrownOverDate) throw new AppError('RETURN_THROWN_OVER', { docNo });
    await tx.update(head).set({ thrownOverName: user.userNo, thrownOverDate: sql`now()`, ...touched(user) }).where(eq(head.id, back.id));
  }
}

export const returnDocument: ServerDocument = {
  doc: RECEIPT_BACK,
  head,
  lines: documentLineTables.inReturn!,
  checkLines: lineIssues,
  moves: async (tx, back, lines) => returnLines(tx, back, await assignLots(tx, returnDocument, back, lines)),
  afterAction: afterReturnAction,
};
