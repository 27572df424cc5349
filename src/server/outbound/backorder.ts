/**
 * Backorders (issue 25 "partial allocation follows the document category: allow short shipping,
 * backorder the rest, or refuse"; docs/decisions/0660-backorder-and-short-pick.md).
 *
 * - openBackorder(tx, sd, notice, user): after a notice shipped, when its category's policy is
 *   'backorder' (allocation-report.ts shortPolicy) and a line shipped less than it asked for, adds
 *   a new outbound notice with the same header (customer, address, carrier, category, customer
 *   order number, requested date), backorderOf = the shipped notice's number, and one line per
 *   short line with the rest (qty - shippedQty, item unit, same lot), and submits it (initial 10),
 *   so it waits to be allocated when stock arrives. Answers the new header, or null when nothing
 *   is short or the policy is another.
 * - backordersOf(tx, outNoticeNos): the backorders opened for those notices, by source number
 *   ({ id, outNoticeNo }), for the ship answer.
 */
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { runAction } from '../inventory/documents/document-actions.ts';
import { addDocument, readLines } from '../inventory/documents/document-store.ts';
import type { DocHead, ServerDocument } from '../inventory/documents/server-document.ts';
import type { SessionUser } from '../rpc/session.ts';
import { categoryControls, shortPolicy } from './allocation-report.ts';

const head = entityTables.outNotice!;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const HEAD_FIELDS = ['orgNo', 'warehouseNo', 'classifyType', 'docNo', 'customerNo', 'addressNo', 'carrierNo', 'requestedDate'] as const;

export async function openBackorder(tx: Tx, sd: ServerDocument, notice: DocHead, user: SessionUser): Promise<DocHead | null> {
  const rest = (await readLines(tx, sd, notice.id))
    .map((line) => ({ line, qty: new Decimal(text(line.qty)).minus(text(line.shippedQty) || 0) }))
    .filter(({ qty }) => qty.gt(0));
  if (rest.length === 0 || shortPolicy(await categoryControls(tx, notice)) !== 'backorder') return null;
  const values = Object.fromEntries(HEAD_FIELDS.map((field) => [field, notice[field] ?? null]));
  const added = await addDocument(tx, sd, user, {
    head: values,
    lines: rest.map(({ line, qty }, i) => ({ lineNo: i + 1, itemNo: line.itemNo, lotNo: line.lotNo ?? null, qty: qty.toFixed() })),
  });
  const [linked] = (await tx.update(head).set({ backorderOf: text(notice.outNoticeNo) }).where(eq(head.id, added.id)).returning()) as DocHead[];
  const [submitted] = await runAction(tx, sd, user, 'submit', [{ id: linked.id, version: linked.version }]);
  return submitted;
}

export async function backordersOf(tx: Tx, outNoticeNos: string[]): Promise<Map<string, { id: number; outNoticeNo: string }>> {
  if (outNoticeNos.length === 0) return new Map();
  const rows = await tx.select({ id: head.id, outNoticeNo: head.outNoticeNo, backorderOf: head.backorderOf }).from(head).where(inArray(head.backorderOf, outNoticeNos));
  return new Map(rows.map((r) => [text(r.backorderOf), { id: Number(r.id), outNoticeNo: text(r.outNoticeNo) }]));
}
