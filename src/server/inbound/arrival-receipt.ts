/**
 * What an arrival note received, line by line (walk 12-24 defect 4, decision record 0970): the
 * console's arrival-note detail shows it next to the header, so a receipt the dock posted can be
 * checked from the arrival-note list as from ASN tracking. No table of its own: it reads the note's
 * lines, the ledger's receipt rows of its current round (cell and stock status), the ASN the note
 * received (srm_asn_receipt) and the dock's claim lines of that ASN (yard_asn_track 'received').
 *
 * arrivalReceipt(tx, user, docNo): `{ docNo, asnNo, asnId, lines }` with one line per note line:
 * `{ lineNo, itemNo, itemName, lotNo, expected, counted, sscc, cellNo, stockStatus, outcome }`,
 * quantities as decimal strings in the line's unit; `counted` the line's quantity; `expected` the
 * claim line's expected quantity of its pallet (SSCC), else the counted one; `outcome` the claim's
 * ('short', 'over', 'damaged', 'wrongItem'), else null; cellNo and stockStatus null before the
 * note is received; asnNo and asnId null for a note not made by an ASN receipt. Errors: NOT_FOUND
 * (no such number in the user's scope, getDocumentByNo).
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ClaimLine } from '../../shared/yard.ts';
import type { Tx } from '../db/client.ts';
import { getDocumentByNo } from '../inventory/documents/document-store.ts';
import type { SessionUser } from '../rpc/session.ts';
import { yardAsnTrack } from '../yard/yard-schema.ts';
import { arrivalDocument } from './arrival-document.ts';
import { text } from './inbound-rules.ts';

export const arrivalReceiptInput = z.object({ docNo: z.string().trim().min(1).max(60) });

export type ArrivalReceiptLine = {
  lineNo: number; itemNo: string; itemName: string; lotNo: string; expected: string; counted: string;
  sscc: string; cellNo: string | null; stockStatus: string | null; outcome: ClaimLine['outcome'] | null;
};
export type ArrivalReceipt = { docNo: string; asnNo: string | null; asnId: number | null; lines: ArrivalReceiptLine[] };

type Posted = { line_no: number; cell_no: string; stock_status: string };

export async function arrivalReceipt(tx: Tx, user: SessionUser, docNo: string): Promise<ArrivalReceipt> {
  const doc = await getDocumentByNo(tx, arrivalDocument, user, docNo);
  const round = Number(doc.receiptRound ?? 0);
  const { rows: posted } = await tx.execute<Posted>(sql`
    select line_no, cell_no, stock_status from inv_transaction
    where doc_type = 'ARV' and doc_no = ${`${docNo}-${round}`} and location_usage = 'internal' and on_hand_delta > 0 order by id`);
  const { rows: asns } = await tx.execute<{ id: number; asn_no: string }>(sql`
    select h.id, h.asn_no from srm_asn_receipt r join srm_asn_head h on h.id = r.head_id
    where r.arrival_id = ${doc.id} and not r.cancelled order by r.round desc limit 1`);
  const asn = asns[0];
  const claims = new Map<string, ClaimLine>();
  if (asn) {
    const tracks = await tx.select({ detail: yardAsnTrack.detail }).from(yardAsnTrack)
      .where(and(eq(yardAsnTrack.asnNo, asn.asn_no), eq(yardAsnTrack.event, 'received'))).orderBy(yardAsnTrack.id);
    for (const track of tracks) for (const claim of (track.detail.claims ?? []) as ClaimLine[]) claims.set(`${claim.sscc}/${claim.itemNo}`, claim);
  }
  const itemNos = [...new Set(doc.lines.map((line) => text(line.itemNo)))];
  const { rows: items } = itemNos.length === 0 ? { rows: [] } : await tx.execute<{ item_no: string; item_name: string | null }>(sql`
    select item_no, item_name from bm_item where org_no = ${doc.orgNo} and item_no in ${itemNos}`);
  const names = new Map(items.map((row) => [row.item_no, row.item_name ?? row.item_no]));
  return {
    docNo,
    asnNo: asn?.asn_no ?? null,
    asnId: asn ? Number(asn.id) : null,
    lines: doc.lines.map((line) => {
      const lineNo = Number(line.lineNo);
      const itemNo = text(line.itemNo);
      const sscc = text(line.containerNo);
      const counted = new Decimal(text(line.qty)).toFixed();
      const claim = sscc ? claims.get(`${sscc}/${itemNo}`) : undefined;
      const where = posted.find((row) => Number(row.line_no) === lineNo);
      return {
        lineNo, itemNo, itemName: names.get(itemNo) ?? itemNo, lotNo: text(line.lotNo), counted,
        expected: claim ? new Decimal(claim.expected).toFixed() : counted, sscc,
        cellNo: where?.cell_no ?? null, stockStatus: where?.stock_status ?? null, outcome: claim?.outcome ?? null,
      };
    }),
  };
}
