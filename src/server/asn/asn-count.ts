/**
 * The purchaser's counted receipt of an ASN (issue 23, walk 12 defect 1; docs/decisions/ record
 * 0965): what was counted is posted, never what the supplier announced.
 *
 * receiveCountedAsn(tx, user, { id, version, lines: [{ lineNo, qty }] }): every line of the ASN
 * still open (delivery - received > 0) must be counted exactly once (`qty` >= 0 in the line's unit,
 * 0: nothing of it arrived); ASN_COUNT_NEGATIVE names the first line counted below 0 (checked first,
 * before the notice is even locked); ASN_COUNT_MISSING names the first open line not counted,
 * ASN_RECEIPT_QTY_WRONG a line that is not open or is counted twice, ASN_NOTHING_COUNTED when every
 * count is 0. The lines counted above 0 are received through receiveAsn (asn-receipt.ts: an arrival
 * note posted by the inbound side, the rest left open on the ASN and its order lines, over within
 * the over-delivery tolerance of the execution configuration: overDeliveryRate), and the receipt
 * is recorded as the dock records one (a yard_asn_track 'received' row, detail `{ claims,
 * receivedQty, receivedBy, counted: 'console' }`), each line counted other than its open quantity
 * a claim line (short or over, no SSCC), so both sides' Receiving column shows On time, Short or
 * Over (claims.ts receivingTags). All in the caller's transaction; validation before any write.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { ClaimLine } from '../../shared/yard.ts';
import { idSchema, integerSchema, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { overDeliveryRate } from '../yard/asn-source.ts';
import { yardAsnTrack } from '../yard/yard-schema.ts';
import { LINES_MAX } from './asn-input.ts';
import { receiveAsn } from './asn-receipt.ts';
import { asnLines, assertCanMove, lockAsn } from './asn-status.ts';
import type { AsnHeadRow } from './asn-track.ts';

// A sign is let through the form check so that a negative count gets its own refusal (ASN_COUNT_NEGATIVE).
const COUNT = /^-?\d{1,14}(\.\d{1,6})?$/;

/** The wire input of ISrmAsnService/receivecountedasn. */
export const countedAsnSchema = z.object({
  id: idSchema,
  version: versionSchema,
  lines: z.array(z.object({
    lineNo: integerSchema(1, LINES_MAX),
    qty: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(COUNT, 'validation.notNumber')),
  })).min(1).max(LINES_MAX),
});
export type CountedAsnInput = z.infer<typeof countedAsnSchema>;

export async function receiveCountedAsn(tx: Tx, user: SessionUser, input: CountedAsnInput): Promise<AsnHeadRow> {
  const negative = input.lines.find((line) => new Decimal(line.qty).lt(0));
  if (negative) throw new AppError('ASN_COUNT_NEGATIVE', { lineNo: negative.lineNo, qty: negative.qty });
  const head = await lockAsn(tx, user, input.id);
  assertCanMove(head, input.version, 'receive');
  const lines = await asnLines(tx, head.id);
  const open = new Map(lines.map((l) => [l.lineNo, Decimal.max(new Decimal(l.deliveryQty).minus(l.receiveQty), 0)]));
  const counted = new Map<number, Decimal>();
  for (const { lineNo, qty } of input.lines) {
    if (!open.get(lineNo)?.gt(0) || counted.has(lineNo)) throw new AppError('ASN_RECEIPT_QTY_WRONG', { lineNo, open: (open.get(lineNo) ?? new Decimal(0)).toFixed() });
    counted.set(lineNo, new Decimal(qty));
  }
  const missing = lines.find((l) => open.get(l.lineNo)!.gt(0) && !counted.has(l.lineNo));
  if (missing) throw new AppError('ASN_COUNT_MISSING', { docNo: head.asnNo, lineNo: missing.lineNo });
  const received = [...counted].filter(([, qty]) => qty.gt(0));
  if (received.length === 0) throw new AppError('ASN_NOTHING_COUNTED', { docNo: head.asnNo });

  const overRate = await overDeliveryRate(tx, String(head.orgNo), String(head.supplierNo));
  const moved = await receiveAsn(tx, user, { id: head.id, version: input.version, lines: received.map(([lineNo, qty]) => ({ lineNo, qty: qty.toFixed() })), overRate: overRate.toFixed() });
  const claims: ClaimLine[] = lines.filter((l) => counted.has(l.lineNo) && !counted.get(l.lineNo)!.eq(open.get(l.lineNo)!)).map((l) => ({
    sscc: '', lineNo: l.lineNo, itemNo: l.itemNo, expected: open.get(l.lineNo)!.toFixed(), counted: counted.get(l.lineNo)!.toFixed(),
    outcome: counted.get(l.lineNo)!.lt(open.get(l.lineNo)!) ? 'short' : 'over', photo: false,
  }));
  const receivedQty = received.reduce((sum, [, qty]) => sum.plus(qty), new Decimal(0)).toFixed();
  await tx.insert(yardAsnTrack).values({ asnNo: head.asnNo, warehouseNo: head.warehouseNo, event: 'received', detail: { claims, receivedQty, receivedBy: user.userName, counted: 'console' } });
  return moved;
}
