/**
 * reversePosting(tx, docType, docNo, operator): corrects a posted document by posting its negation
 * (DESIGN.md: corrections are new documents, never edits). Each posted line L of the document is
 * undone by the posting (docType, docNo, L, 'reverse'), whose transaction rows negate the
 * original rows one for one and name them in reverses_id. Being a posting key, a reversal posts
 * once: reversing again is a replay and posts nothing (a unique index on reverses_id backs this).
 *
 * Answer: postMoves' result for the reverse lines. Errors: NOTHING_TO_REVERSE when the document
 * has no posted movement; INSUFFICIENT_* when the stock it brought in has moved on (e.g. a receipt
 * already issued), as for any posting.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { LocationUsage } from './ledger-schema.ts';
import { reversedEntries, type BookedLine, type Entry } from './move-lines.ts';
import { postMoves, type PostingResult } from './post-moves.ts';

/**
 * The reverse lines of a posted document's movements (openOnly: only those not reversed yet, so an
 * empty list when nothing is left to reverse), for a caller that posts them itself.
 */
export async function reversalLines(tx: Tx, docType: string, docNo: string, openOnly = true): Promise<BookedLine[]> {
  const result = await tx.execute(sql`
    select t.id, t.line_no, t.location_usage, t.org_no, t.warehouse_no, t.cell_no, t.item_no, t.lot_no, t.container_no, t.stock_status,
      t.on_hand_delta, t.allocated_delta, t.frozen_delta
    from inv_transaction t where t.doc_type = ${docType} and t.doc_no = ${docNo} and t.action <> 'reverse'
      and (not ${openOnly} or not exists (select 1 from inv_transaction r where r.reverses_id = t.id))
    order by t.line_no, t.id`);
  const byLine = new Map<number, (Entry & { id: number })[]>();
  for (const r of result.rows) {
    const lineNo = Number(r.line_no);
    const rows = byLine.get(lineNo) ?? [];
    rows.push({
      id: Number(r.id),
      usage: r.location_usage as LocationUsage,
      key: { orgNo: String(r.org_no), warehouseNo: String(r.warehouse_no), cellNo: String(r.cell_no), itemNo: String(r.item_no), lotNo: String(r.lot_no), containerNo: String(r.container_no), stockStatus: String(r.stock_status) },
      onHand: String(r.on_hand_delta),
      allocated: String(r.allocated_delta),
      frozen: String(r.frozen_delta),
    });
    byLine.set(lineNo, rows);
  }
  return [...byLine].map(([lineNo, rows]) => ({ lineNo, action: 'reverse', entries: reversedEntries(rows) }));
}

export async function reversePosting(tx: Tx, docType: string, docNo: string, operator: string): Promise<PostingResult> {
  // Every line, reversed or not: reversing again replays the first reversal.
  const lines = await reversalLines(tx, docType, docNo, false);
  if (lines.length === 0) throw new AppError('NOTHING_TO_REVERSE', { docType, docNo });
  return postMoves(tx, { docType, docNo, operator, lines });
}
