/**
 * The inbound notice on the generic document service (src/shared/documents/inbound-notice.ts):
 * its rules and the ledger effects of its actions (workflows §4, §5, §9).
 *
 * - add / modify: a purchase receipt needs a supplier; items, decimals and units are checked;
 * - createTask (task-notice, ordinary flow): receives every line (item unit) from the supplier
 *   into the receiving cell as stock to put away (25), or to inspect (20) for the lines to
 *   inspect, then makes the putaway task whose lines carry the strategy's proposed cells, and the
 *   inspection (receipt-work.ts);
 * - post (posting-notice, minimalist flow): receives every line straight into the cell the
 *   putaway strategy proposes, qualified (10); PUTAWAY_NO_CELL when a line fits no cell; a line
 *   to inspect goes into the receiving cell to await its inspection instead;
 * - cancelTask and invalid: refused once a line was put away (ARRIVAL_PUT_AWAY) or inspected
 *   (QC_RECORDED); void the open tasks and inspection and reverse the receipt; close closes the open tasks (the received stock stays in the
 *   receiving cell); the last task done completes the notice, which finish then ends.
 * Lines without a lot get one from their item's lot rule at receipt (receipt-lots.ts).
 * Each receipt round posts as INN `<inNoticeNo>-<round>`, as the arrival note does.
 */
import { eq } from 'drizzle-orm';
import { IN_NOTICE } from '../../shared/documents/inbound-notice.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import { readLines } from '../inventory/documents/document-store.ts';
import type { DocHead, DocLine, ServerDocument } from '../inventory/documents/server-document.ts';
import type { MoveLine, StockKey } from '../ledger/move-lines.ts';
import { reversalLines } from '../ledger/reverse-posting.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { baseQuantities, headIssues, lineIssues, receivingCell, text } from './inbound-rules.ts';
import { holdPutawayCells, proposePutaway, putawayAsks } from './putaway-cells.ts';
import { assignLots } from './receipt-lots.ts';
import { linesToInspect } from './inspection-rules.ts';
import { refuseRecorded, voidOpenInspections } from './inspections.ts';
import { endOpenTasks, hasPutAway } from './putaway-tasks.ts';
import { receiptStatus, startReceiptWork } from './receipt-work.ts';

const head = entityTables.inNotice!;
const { docType } = IN_NOTICE;
const RECEIVING = new Set(['createTask', 'post']);
const QUALIFIED = '10';

const roundNo = (notice: DocHead, round: number) => `${text(notice.inNoticeNo)}-${round}`;
const keyOf = (notice: DocHead, line: DocLine, cellNo: string, stockStatus: string): StockKey => ({
  orgNo: notice.orgNo, warehouseNo: notice.warehouseNo, cellNo, itemNo: text(line.itemNo), lotNo: text(line.lotNo), containerNo: text(line.containerNo), stockStatus,
});

async function receivingLines(tx: Tx, notice: DocHead, lines: DocLine[]): Promise<MoveLine[]> {
  const cellNo = await receivingCell(tx, notice.warehouseNo);
  const quantities = await baseQuantities(tx, notice.orgNo, lines);
  const toInspect = await linesToInspect(tx, notice, lines);
  return lines.map((line, i) => ({ lineNo: line.lineNo, action: 'receive', to: keyOf(notice, line, cellNo, receiptStatus(toInspect, line)), quantity: quantities[i] }));
}

/** Minimalist flow: each line straight into its proposed storage cell; a line to inspect into the receiving cell to await it. */
async function postingLines(tx: Tx, notice: DocHead, lines: DocLine[]): Promise<MoveLine[]> {
  const toInspect = await linesToInspect(tx, notice, lines);
  const inspected = lines.filter((line) => toInspect.has(line.lineNo));
  const posted = lines.filter((line) => !toInspect.has(line.lineNo));
  const quantities = await baseQuantities(tx, notice.orgNo, posted);
  const asks = await putawayAsks(tx, notice.orgNo, notice.warehouseNo, posted.map((line, i) => ({ itemNo: text(line.itemNo), lotNo: text(line.lotNo), qty: quantities[i] })));
  const cells = await proposePutaway(tx, notice.warehouseNo, asks);
  const stored: MoveLine[] = posted.map((line, i) => {
    const cellNo = cells[i];
    if (!cellNo) throw new AppError('PUTAWAY_NO_CELL', { warehouseNo: notice.warehouseNo, itemNo: text(line.itemNo) });
    return { lineNo: line.lineNo, action: 'receive', to: keyOf(notice, line, cellNo, QUALIFIED), quantity: quantities[i] };
  });
  return [...stored, ...(inspected.length > 0 ? await receivingLines(tx, notice, inspected) : [])];
}

async function afterNoticeAction(tx: Tx, notice: DocHead, action: string, user: SessionUser): Promise<void> {
  const round = Number(notice.receiptRound);
  if (RECEIVING.has(action)) await tx.update(head).set({ receiptRound: round + 1 }).where(eq(head.id, notice.id));
  if (action === 'createTask') {
    await startReceiptWork(tx, notice, docType, text(notice.inNoticeNo), await readLines(tx, noticeDocument, notice.id), user);
  } else if (action === 'post') {
    const lines = await readLines(tx, noticeDocument, notice.id);
    const toInspect = await linesToInspect(tx, notice, lines);
    if (toInspect.size > 0) await startReceiptWork(tx, notice, docType, text(notice.inNoticeNo), lines.filter((line) => toInspect.has(line.lineNo)), user);
  } else if (action === 'cancelTask' || action === 'invalid') {
    await endOpenTasks(tx, docType, notice.id, '90', user);
    await voidOpenInspections(tx, docType, notice.id, user);
  } else if (action === 'close') {
    await endOpenTasks(tx, docType, notice.id, '99', user);
  }
}

export const noticeDocument: ServerDocument = {
  doc: IN_NOTICE,
  head,
  lines: documentLineTables.inNotice!,
  createdValues: { receiptRound: 0 },
  checkHead: headIssues,
  checkLines: lineIssues,
  postingNo: (notice, action) => roundNo(notice, Number(notice.receiptRound) + (RECEIVING.has(action) ? 1 : 0)),
  moves: async (tx, notice, lines, action) => {
    // Receiving proposes cells: the hold comes before the posting's stock locks (putaway-cells.ts).
    if (RECEIVING.has(action)) await holdPutawayCells(tx, notice.warehouseNo);
    if (action === 'createTask') return receivingLines(tx, notice, await assignLots(tx, noticeDocument, notice, lines));
    if (action === 'post') return postingLines(tx, notice, await assignLots(tx, noticeDocument, notice, lines));
    await refuseRecorded(tx, docType, notice.id, text(notice.inNoticeNo));
    if (await hasPutAway(tx, docType, notice.id)) throw new AppError('ARRIVAL_PUT_AWAY', { docNo: text(notice.inNoticeNo) });
    return reversalLines(tx, docType, roundNo(notice, Number(notice.receiptRound)));
  },
  afterAction: afterNoticeAction,
};
