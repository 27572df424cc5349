/**
 * The reservations of an outbound notice and their ledger lines (out_allocation, outbound-schema.ts;
 * workflows §4, §9 "off shelf"). Every function runs in the action's transaction, after its
 * status change and before its posting:
 *
 * - planTakes(tx, head, lines, today): what each line takes, by the allocation strategy over the
 *   locked sellable candidates (allocation-stock.ts); lines of one item share the candidates, so two
 *   lines never count one quantity twice. Answers the takes and each line's quantity taken.
 * - allocateTakes / issueTakes: store the takes of a new round as reserved (10) or shipped (30)
 *   rows, write each line's allocatedQty (and shippedQty), and answer the allocate or issue lines.
 * - shipReserved: every reservation must be picked (OUTBOUND_NOT_PICKED: picking moved it to the
 *   staging cell, confirm-pick.ts); they become shipped, lines' shippedQty = allocatedQty; answers
 *   unallocate + issue per row at the staging cell (on hand and allocated drop, one posting).
 * - releaseReserved: the reserved and picked rows become released (90), lines' allocatedQty 0;
 *   answers the unallocate lines (cancel allocation, invalid, close); picked stock stays staged.
 * Each row's allocNo is its posting line number within the round (docNo `<outNoticeNo>-<round>`).
 */
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { DocHead, DocLine, ServerDocument } from '../inventory/documents/server-document.ts';
import type { MoveLine, StockKey } from '../ledger/move-lines.ts';
import { AppError } from '../rpc/app-error.ts';
import { planAllocation } from '../strategy/rank-stock.ts';
import { allocationApplications, allocationRules, lockCandidates, sellable } from './allocation-stock.ts';
import { outAllocation } from './outbound-schema.ts';

/** Row states: reserved where allocated, picked (reserved at the staging cell), shipped, released. */
export const RESERVED = '10';
export const PICKED = '20';
const SHIPPED = '30';
export const RELEASED = '90';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export type Take = { lineNo: number; stock: StockKey; qty: string };

export async function planTakes(tx: Tx, head: DocHead, lines: DocLine[], today: string): Promise<{ takes: Take[]; taken: Map<number, Decimal> }> {
  const itemNos = [...new Set(lines.map((l) => text(l.itemNo)))];
  const { stock, shelfLife } = await lockCandidates(tx, head, itemNos);
  const applications = await allocationApplications(tx, head);
  const takes: Take[] = [];
  const taken = new Map<number, Decimal>();
  for (const line of lines) {
    const itemNo = text(line.itemNo);
    const item = shelfLife.get(itemNo);
    const candidates = item ? sellable(stock.get(itemNo) ?? [], item, today) : [];
    const rules = allocationRules(applications, head, item?.groupNo ?? null);
    const { picks } = planAllocation(candidates, rules.allocation, { qty: text(line.qty), lotNo: text(line.lotNo) || null }, rules.turnover);
    let sum = new Decimal(0);
    for (const pick of picks) {
      const row = candidates.find((c) => c.key === pick.row.key)!;
      row.available = new Decimal(row.available).minus(pick.qty).toFixed();
      takes.push({ lineNo: line.lineNo, stock: row.stock, qty: pick.qty });
      sum = sum.plus(pick.qty);
    }
    taken.set(line.lineNo, sum);
  }
  return { takes, taken };
}

async function setLineQuantities(tx: Tx, sd: ServerDocument, head: DocHead, values: Map<number, Record<string, string>>): Promise<void> {
  for (const [lineNo, set] of values) await tx.update(sd.lines).set(set).where(and(eq(sd.lines.headId, head.id), eq(sd.lines.lineNo, lineNo)));
}

async function storeTakes(tx: Tx, head: DocHead, round: number, takes: Take[], statusCode: string, operator: string): Promise<void> {
  if (takes.length === 0) return;
  await tx.insert(outAllocation).values(takes.map((take, i) => ({
    headId: head.id, round, allocNo: i + 1, lineNo: take.lineNo, ...take.stock, qty: take.qty, statusCode, createName: operator, updateName: operator,
  })));
}

export async function allocateTakes(tx: Tx, sd: ServerDocument, head: DocHead, round: number, plan: { takes: Take[]; taken: Map<number, Decimal> }, operator: string): Promise<MoveLine[]> {
  await storeTakes(tx, head, round, plan.takes, RESERVED, operator);
  await setLineQuantities(tx, sd, head, new Map([...plan.taken].map(([lineNo, qty]) => [lineNo, { allocatedQty: qty.toFixed() }])));
  return plan.takes.map((take, i) => ({ lineNo: i + 1, action: 'allocate', at: take.stock, quantity: take.qty }));
}

export async function issueTakes(tx: Tx, sd: ServerDocument, head: DocHead, round: number, plan: { takes: Take[]; taken: Map<number, Decimal> }, operator: string): Promise<MoveLine[]> {
  await storeTakes(tx, head, round, plan.takes, SHIPPED, operator);
  await setLineQuantities(tx, sd, head, new Map([...plan.taken].map(([lineNo, qty]) => [lineNo, { allocatedQty: qty.toFixed(), shippedQty: qty.toFixed() }])));
  return plan.takes.map((take, i) => ({ lineNo: i + 1, action: 'issue', from: take.stock, quantity: take.qty }));
}

type Reserved = { allocNo: number; stock: StockKey; qty: string };

async function takeReserved(tx: Tx, head: DocHead, statusCode: string, operator: string): Promise<Reserved[]> {
  const rows = await tx.update(outAllocation)
    .set({ statusCode, updateName: operator, updateDate: new Date(), version: sql`${outAllocation.version} + 1` })
    .where(and(eq(outAllocation.headId, head.id), inArray(outAllocation.statusCode, [RESERVED, PICKED])))
    .returning();
  return rows.sort((a, b) => a.allocNo - b.allocNo).map((r) => ({
    allocNo: r.allocNo, qty: String(r.qty),
    stock: { orgNo: r.orgNo, warehouseNo: r.warehouseNo, cellNo: r.cellNo, itemNo: r.itemNo, lotNo: r.lotNo, containerNo: r.containerNo, stockStatus: r.stockStatus },
  }));
}

export async function shipReserved(tx: Tx, sd: ServerDocument, head: DocHead, operator: string): Promise<MoveLine[]> {
  const [unpicked] = await tx.select().from(outAllocation).where(and(eq(outAllocation.headId, head.id), eq(outAllocation.statusCode, RESERVED))).limit(1);
  if (unpicked) throw new AppError('OUTBOUND_NOT_PICKED', { docNo: text(head.outNoticeNo), cellNo: unpicked.cellNo, itemNo: unpicked.itemNo });
  const rows = await takeReserved(tx, head, SHIPPED, operator);
  await tx.update(sd.lines).set({ shippedQty: sql`coalesce(allocated_qty, 0)` }).where(eq(sd.lines.headId, head.id));
  return rows.flatMap((r): MoveLine[] => [
    { lineNo: r.allocNo, action: 'unallocate', at: r.stock, quantity: r.qty },
    { lineNo: r.allocNo, action: 'issue', from: r.stock, quantity: r.qty },
  ]);
}

export async function releaseReserved(tx: Tx, sd: ServerDocument, head: DocHead, operator: string): Promise<MoveLine[]> {
  const rows = await takeReserved(tx, head, RELEASED, operator);
  await tx.update(sd.lines).set({ allocatedQty: '0' }).where(eq(sd.lines.headId, head.id));
  return rows.map((r): MoveLine => ({ lineNo: r.allocNo, action: 'unallocate', at: r.stock, quantity: r.qty }));
}
