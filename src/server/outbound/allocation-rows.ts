/**
 * The reservations of an outbound notice and their ledger lines (out_allocation, outbound-schema.ts;
 * workflows §4, §9 "off shelf"). Every function runs in the action's transaction, after its
 * status change and before its posting:
 *
 * - lockSnapshot(tx, head, itemNos): the locked candidates of those items in the notices'
 *   warehouse, their shelf-life settings and the strategy applications, read once per action call;
 * - planTakes(snapshot, head, lines, today): what each line takes, by the allocation strategy over
 *   the sellable candidates of the snapshot (allocation-stock.ts); it lowers the snapshot's
 *   available quantities, so the lines of one notice and the notices of one call never count one
 *   quantity twice. Answers the takes and each line's quantity taken.
 * - storeRounds(tx, sd, rounds, shipped): stores the takes of the new rounds of one call as
 *   reserved (10) or shipped (30) rows in one insert, writes each line's allocatedQty (and
 *   shippedQty) in one update, and answers each round's allocate or issue lines.
 * - unpickedOf: per notice of a call, a reservation still to pick (ship refuses it: OUTBOUND_NOT_PICKED,
 *   picking moves it to the staging cell, confirm-pick.ts), in one query;
 * - shipReserved: the reservations of the notices of a call become shipped, lines' shippedQty =
 *   allocatedQty; answers per notice unallocate + issue per row at the staging cell (on hand and
 *   allocated drop, one posting). Three statements for the call.
 * - releaseReserved: the notices of a call at once: the reserved rows become released (90) and the picked ones put-back tasks
 *   (40: the goods stay at the staging cell, still allocated in the ledger, owned by the task;
 *   put-back.ts), lines' allocatedQty 0; answers per notice the unallocate lines of the released rows
 *   (cancel allocation, invalid, close; docs/decisions/0480-staged-goods-after-cancel.md).
 * - reclaimPutBacks: a new allocation of a notice first takes back its own open put-back tasks
 *   (40 -> 20 picked, renumbered into the new round after its takes), so goods already picked are
 *   not picked again; answers the quantity reclaimed per line. headsWithPutBacks finds the notices
 *   of a call that have any, in one query.
 * Each row's allocNo is its posting line number within the round (docNo `<outNoticeNo>-<round>`).
 */
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import type { DocHead, DocLine, ServerDocument } from '../inventory/documents/server-document.ts';
import type { MoveLine, StockKey } from '../ledger/move-lines.ts';
import { planAllocation } from '../strategy/rank-stock.ts';
import { allocationApplications, allocationRules, lockCandidates, sellable, type Application } from './allocation-stock.ts';
import { outAllocation } from './outbound-schema.ts';

/** Row states: reserved where allocated, picked (reserved at the staging cell), shipped, put back (a task), released. */
export const RESERVED = '10';
export const PICKED = '20';
const SHIPPED = '30';
export const PUT_BACK = '40';
export const RELEASED = '90';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export type Take = { lineNo: number; stock: StockKey; qty: string };

const INSERT_ROWS = 2000;

export type Plan = { takes: Take[]; taken: Map<number, Decimal> };

/** A new allocation round of one notice: its number, the plan, who runs it and the put-back tasks it took back per line (numbered 1..n before the takes). */
export type Round = { head: DocHead; round: number; plan: Plan; operator: string; reclaimed: { count: number; qty: Map<number, Decimal> } };

export type AllocationSnapshot = Awaited<ReturnType<typeof lockCandidates>> & { applications: Application[] };

export async function lockSnapshot(tx: Tx, head: DocHead, itemNos: string[]): Promise<AllocationSnapshot> {
  return { ...(await lockCandidates(tx, head, itemNos)), applications: await allocationApplications(tx, head) };
}

export function planTakes(snapshot: AllocationSnapshot, head: DocHead, lines: DocLine[], today: string): Plan {
  const takes: Take[] = [];
  const taken = new Map<number, Decimal>();
  for (const line of lines) {
    const itemNo = text(line.itemNo);
    const item = snapshot.shelfLife.get(itemNo);
    const candidates = item ? sellable(snapshot.stock.get(itemNo) ?? [], item, today) : [];
    const rules = allocationRules(snapshot.applications, head, item?.groupNo ?? null);
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

export async function storeRounds(tx: Tx, sd: ServerDocument, rounds: Round[], shipped: boolean): Promise<MoveLine[][]> {
  const rows = rounds.flatMap(({ head, round, plan, operator, reclaimed }) => plan.takes.map((take, i) => ({
    headId: head.id, round, allocNo: reclaimed.count + i + 1, lineNo: take.lineNo, ...take.stock, qty: take.qty, statusCode: shipped ? SHIPPED : RESERVED, createName: operator, updateName: operator,
  })));
  // Within PostgreSQL's 65,535 parameters of a statement.
  for (let i = 0; i < rows.length; i += INSERT_ROWS) await tx.insert(outAllocation).values(rows.slice(i, i + INSERT_ROWS));
  const quantities = rounds.flatMap(({ head, plan, reclaimed }) => [...new Set([...plan.taken.keys(), ...reclaimed.qty.keys()])].map((lineNo) => ({
    h: head.id, n: lineNo, q: (plan.taken.get(lineNo) ?? new Decimal(0)).plus(reclaimed.qty.get(lineNo) ?? 0).toFixed(),
  })));
  if (quantities.length > 0) {
    await tx.execute(sql`
      update ${sd.lines} as l set allocated_qty = u.q${shipped ? sql`, shipped_qty = u.q` : sql``}
      from json_to_recordset(${JSON.stringify(quantities)}::json) as u(h bigint, n int, q numeric)
      where l.head_id = u.h and l.line_no = u.n`);
  }
  return rounds.map(({ plan, reclaimed }) => plan.takes.map((take, i): MoveLine => {
    const lineNo = reclaimed.count + i + 1;
    return shipped ? { lineNo, action: 'issue', from: take.stock, quantity: take.qty } : { lineNo, action: 'allocate', at: take.stock, quantity: take.qty };
  }));
}

type Reserved = { allocNo: number; stock: StockKey; qty: string };

/** Moves the rows of `heads` in a status of `from` to `statusCode` in one update; answers them per head, by allocNo. */
async function takeReserved(tx: Tx, heads: DocHead[], statusCode: string, operator: string, from = [RESERVED, PICKED]): Promise<Map<number, Reserved[]>> {
  const rows = await tx.update(outAllocation)
    .set({ statusCode, updateName: operator, updateDate: new Date(), version: sql`${outAllocation.version} + 1` })
    .where(and(inArray(outAllocation.headId, heads.map((h) => h.id)), inArray(outAllocation.statusCode, from)))
    .returning();
  const byHead = new Map<number, Reserved[]>(heads.map((h) => [h.id, []]));
  for (const r of rows.sort((a, b) => a.allocNo - b.allocNo)) {
    byHead.get(Number(r.headId))!.push({
      allocNo: r.allocNo, qty: String(r.qty),
      stock: { orgNo: r.orgNo, warehouseNo: r.warehouseNo, cellNo: r.cellNo, itemNo: r.itemNo, lotNo: r.lotNo, containerNo: r.containerNo, stockStatus: r.stockStatus },
    });
  }
  return byHead;
}

/** Per notice of `heads`, one of its reservations still to pick (the first by id), in one query. */
export async function unpickedOf(tx: Tx, heads: DocHead[]): Promise<Map<number, { cellNo: string; itemNo: string }>> {
  const rows = await tx.selectDistinctOn([outAllocation.headId], { headId: outAllocation.headId, cellNo: outAllocation.cellNo, itemNo: outAllocation.itemNo }).from(outAllocation)
    .where(and(inArray(outAllocation.headId, heads.map((h) => h.id)), eq(outAllocation.statusCode, RESERVED))).orderBy(outAllocation.headId, outAllocation.id);
  return new Map(rows.map((r) => [Number(r.headId), { cellNo: r.cellNo, itemNo: r.itemNo }]));
}

export async function shipReserved(tx: Tx, sd: ServerDocument, heads: DocHead[], operator: string): Promise<MoveLine[][]> {
  const byHead = await takeReserved(tx, heads, SHIPPED, operator);
  await tx.update(sd.lines).set({ shippedQty: sql`coalesce(allocated_qty, 0)` }).where(inArray(sd.lines.headId, heads.map((h) => h.id)));
  return heads.map((head) => byHead.get(head.id)!.flatMap((r): MoveLine[] => [
    { lineNo: r.allocNo, action: 'unallocate', at: r.stock, quantity: r.qty },
    { lineNo: r.allocNo, action: 'issue', from: r.stock, quantity: r.qty },
  ]));
}

export async function releaseReserved(tx: Tx, sd: ServerDocument, heads: DocHead[], operator: string): Promise<MoveLine[][]> {
  await takeReserved(tx, heads, PUT_BACK, operator, [PICKED]);
  const byHead = await takeReserved(tx, heads, RELEASED, operator, [RESERVED]);
  await tx.update(sd.lines).set({ allocatedQty: '0' }).where(inArray(sd.lines.headId, heads.map((h) => h.id)));
  return heads.map((head) => byHead.get(head.id)!.map((r): MoveLine => ({ lineNo: r.allocNo, action: 'unallocate', at: r.stock, quantity: r.qty })));
}

/** The notices of `headIds` with open put-back tasks, in one query (most notices of an allocate call have none). */
export async function headsWithPutBacks(tx: Tx, headIds: number[]): Promise<Set<number>> {
  const rows = await tx.selectDistinct({ headId: outAllocation.headId }).from(outAllocation).where(and(inArray(outAllocation.headId, headIds), eq(outAllocation.statusCode, PUT_BACK)));
  return new Set(rows.map((r) => Number(r.headId)));
}

/**
 * Takes the open put-back tasks of `head` back as picked rows of round `round`, numbered from 1
 * (the round's takes follow), at most what each line still needs (`needs`: line number -> quantity); a task
 * larger than the need stays a put-back task. Answers their count and the quantity reclaimed per line.
 */
export async function reclaimPutBacks(tx: Tx, head: DocHead, round: number, needs: Map<number, Decimal>, operator: string): Promise<Round['reclaimed']> {
  const rows = await tx.select().from(outAllocation)
    .where(and(eq(outAllocation.headId, head.id), eq(outAllocation.statusCode, PUT_BACK))).orderBy(outAllocation.id).for('update');
  const reclaimed = new Map<number, Decimal>();
  let allocNo = 1;
  for (const row of rows) {
    const need = (needs.get(row.lineNo) ?? new Decimal(0)).minus(reclaimed.get(row.lineNo) ?? 0);
    if (need.lt(row.qty)) continue;
    await tx.update(outAllocation)
      .set({ statusCode: PICKED, round, allocNo: allocNo++, updateName: operator, updateDate: new Date(), version: sql`${outAllocation.version} + 1` })
      .where(eq(outAllocation.id, row.id));
    reclaimed.set(row.lineNo, (reclaimed.get(row.lineNo) ?? new Decimal(0)).plus(row.qty));
  }
  return { count: allocNo - 1, qty: reclaimed };
}
