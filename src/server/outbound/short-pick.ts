/**
 * reallocateShort(tx, notice, row, pickedQty, operator): a short pick in place (issue 25 "short pick
 * re-allocates from another cell or marks the line short by the category's rule";
 * docs/decisions/0660-backorder-and-short-pick.md), in the pick's transaction, after the PCK posting.
 *
 * The rest (reserved - picked, item unit) is planned again by the allocation strategy over the
 * item's locked candidates (allocation-rows.ts planTakes) without the cell found short (its book
 * stock is what a count will correct). What it finds becomes reserved rows of the notice's current
 * round (allocNo after the round's last) posted as allocate lines of OUT `<outNoticeNo>-<round>`,
 * so they show as the next picks; what it does not find lowers the line's allocatedQty: the line is
 * short and the category's policy (allocation-report.ts shortPolicy) decides what ship does with it
 * (ships short, backorders the rest, or refuses). One 'shortPick' exception row records it.
 * Answers { reallocatedQty, shortQty, policy } (exact decimal strings).
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import type { DocHead, DocLine } from '../inventory/documents/server-document.ts';
import { postMoves } from '../ledger/post-moves.ts';
import { OUT_NOTICE } from '../../shared/documents/outbound-notice.ts';
import { categoryControls, shortPolicy, type ShortPolicy } from './allocation-report.ts';
import { lockSnapshot, planTakes, RESERVED } from './allocation-rows.ts';
import { outAllocation, outPickException } from './outbound-schema.ts';

const lines = documentLineTables.outNotice!;
type AllocationRow = typeof outAllocation.$inferSelect;

export type ShortPick = { reallocatedQty: string; shortQty: string; policy: ShortPolicy };

export async function reallocateShort(tx: Tx, notice: DocHead, row: AllocationRow, pickedQty: Decimal, operator: string): Promise<ShortPick> {
  const rest = new Decimal(row.qty).minus(pickedQty);
  const [line] = (await tx.select().from(lines).where(and(eq(lines.headId, notice.id), eq(lines.lineNo, row.lineNo)))) as DocLine[];
  const snapshot = await lockSnapshot(tx, notice, [row.itemNo]);
  snapshot.stock.set(row.itemNo, (snapshot.stock.get(row.itemNo) ?? []).filter((candidate) => candidate.stock.cellNo !== row.cellNo));
  const plan = planTakes(snapshot, notice, [{ ...line, qty: rest.toFixed() }], new Date().toISOString().slice(0, 10));
  const reallocated = plan.taken.get(row.lineNo) ?? new Decimal(0);
  const round = Number(notice.allocRound);
  if (plan.takes.length > 0) {
    const [{ last }] = (await tx.execute(sql`select coalesce(max(alloc_no), 0)::int as last from out_allocation where head_id = ${notice.id} and round = ${round}`)).rows as { last: number }[];
    const rows = plan.takes.map((take, i) => ({
      headId: notice.id, round, allocNo: last + i + 1, lineNo: row.lineNo, ...take.stock, qty: take.qty, statusCode: RESERVED, createName: operator, updateName: operator,
    }));
    await tx.insert(outAllocation).values(rows);
    await postMoves(tx, {
      docType: OUT_NOTICE.docType, docNo: `${String(notice.outNoticeNo)}-${round}`, operator,
      lines: plan.takes.map((take, i) => ({ lineNo: last + i + 1, action: 'allocate' as const, at: take.stock, quantity: take.qty })),
    });
  }
  const short = rest.minus(reallocated);
  if (short.gt(0)) {
    await tx.update(lines).set({ allocatedQty: sql`allocated_qty - ${short.toFixed()}::numeric` }).where(and(eq(lines.headId, notice.id), eq(lines.lineNo, row.lineNo)));
  }
  await tx.insert(outPickException).values({
    kind: 'shortPick', allocationId: row.id, headId: notice.id, orgNo: row.orgNo, warehouseNo: row.warehouseNo, itemNo: row.itemNo, cellNo: row.cellNo, expectedCellNo: row.cellNo,
    qty: new Decimal(row.qty).toFixed(), pickedQty: pickedQty.toFixed(), reallocatedQty: reallocated.toFixed(), shortQty: short.toFixed(), operator,
  });
  return { reallocatedQty: reallocated.toFixed(), shortQty: short.toFixed(), policy: shortPolicy(await categoryControls(tx, notice)) };
}
