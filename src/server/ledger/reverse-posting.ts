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

export async function reversePosting(tx: Tx, docType: string, docNo: string, operator: string): Promise<PostingResult> {
  const result = await tx.execute(sql`
    select id, line_no, location_usage, org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status,
      on_hand_delta, allocated_delta, frozen_delta
    from inv_transaction where doc_type = ${docType} and doc_no = ${docNo} and action <> 'reverse'
    order by line_no, id`);
  if (result.rows.length === 0) throw new AppError('NOTHING_TO_REVERSE', { docType, docNo });
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
  const lines: BookedLine[] = [...byLine].map(([lineNo, rows]) => ({ lineNo, action: 'reverse', entries: reversedEntries(rows) }));
  return postMoves(tx, { docType, docNo, operator, lines });
}
