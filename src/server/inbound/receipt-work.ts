/**
 * The work a receipt starts (workflows §9 flow patterns; Inbound quality and shelf-task), in the
 * receipt's transaction:
 *
 * - receiptStatus: the stock status a received line is booked in: 20 to inspect when the line
 *   needs inspection (inspection-rules.ts linesToInspect), else 25 to put away;
 * - startReceiptWork: after an arrival note or notice was received into the receiving cell, one
 *   putaway task for the lines that need no inspection and one inspection for the others (either
 *   only when it has lines); the inspection's passed stock gets its putaway task when the
 *   inspection completes (record-inspection.ts).
 */
import { INSPECTION_STOCK } from '../../shared/documents/inspection.ts';
import type { Tx } from '../db/client.ts';
import type { DocHead, DocLine } from '../inventory/documents/server-document.ts';
import type { SessionUser } from '../rpc/session.ts';
import { linesToInspect } from './inspection-rules.ts';
import { createInspection } from './inspections.ts';
import { createPutawayTask, receivedLines, TO_PUT_AWAY } from './putaway-tasks.ts';

export const receiptStatus = (toInspect: Set<number>, line: DocLine) => (toInspect.has(line.lineNo) ? INSPECTION_STOCK.toInspect : TO_PUT_AWAY);

export async function startReceiptWork(tx: Tx, head: DocHead, docType: string, docNo: string, lines: DocLine[], user: SessionUser): Promise<void> {
  const toInspect = await linesToInspect(tx, head, lines);
  const received = await receivedLines(tx, head, lines);
  const toPut = received.filter((line) => !toInspect.has(line.sourceLineNo));
  const toCheck = received.filter((line) => toInspect.has(line.sourceLineNo)).map((line) => ({ ...line, key: { ...line.key, stockStatus: INSPECTION_STOCK.toInspect } }));
  if (toPut.length > 0) await createPutawayTask(tx, head, docType, docNo, toPut, user);
  if (toCheck.length > 0) await createInspection(tx, head, { docType, docNo }, toCheck, user);
}
