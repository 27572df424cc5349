/**
 * The outbound notice on the generic document service (src/shared/documents/outbound-notice.ts):
 * its rules and the ledger effects of its actions (workflows §4, §5, §9).
 *
 * - add / modify: the address must be one of the customer's valid addresses (addressNo); items
 *   and decimals of the item's unit are checked (lines.<i>.<field>);
 * - allocate (task-notice, 10 -> 15): reserves stock by the allocation strategy (allocation-
 *   rows.ts planTakes); a line not fully covered keeps its shortage visible (allocatedQty < qty);
 *   OUTBOUND_NO_STOCK when no line gets anything;
 * - ship (outbound-order, 15 -> 30): issues the reserved stock; OUTBOUND_SHORT when a line is short
 *   and the notice's document category (outbound classify type) has isShortControl; with its
 *   isPackControl, OUTBOUND_UNPACKED while picked goods are not all in closed containers
 *   (pack-containers.ts); when the category backorders (isBackorder), what a line did not ship
 *   becomes a new submitted notice (backorder.ts);
 * - post (posting-notice, 10 -> 30): issues by the strategy at once (same shortage rules);
 * - cancelAllocate, invalid, close: release what is still reserved; what is already picked becomes
 *   a put-back task (allocation-rows.ts releaseReserved, put-back.ts), which the next allocate of
 *   the same notice takes back before it plans (reclaimPutBacks);
 * - allocate, ship and post are refused while the notice is suspended (OUTBOUND_SUSPENDED).
 * Each allocation round posts as OUT `<outNoticeNo>-<round>` (allocRound), as the inbound notice
 * does with its receipt rounds. The notices of one call are allocated together (batchMoves): the
 * stock of all their items is locked once, in id order, and each notice plans on what the ones
 * before it left (allocation-rows.ts).
 */
import Decimal from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import type { FieldIssue } from '../../shared/errors.ts';
import { OUT_NOTICE } from '../../shared/documents/outbound-notice.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { documentLineTables } from '../inventory/documents/document-schema.ts';
import type { DocHead, DocLine, Row, ServerDocument } from '../inventory/documents/server-document.ts';
import { itemIssues } from '../inventory/documents/stock-lines.ts';
import type { MoveLine } from '../ledger/move-lines.ts';
import { AppError } from '../rpc/app-error.ts';
import { categoryControls, type CategoryControls } from './allocation-report.ts';
import { openBackorder } from './backorder.ts';
import { refuseUnpacked } from './pack-containers.ts';
import { headsWithPutBacks, lockSnapshot, planTakes, reclaimPutBacks, releaseReserved, shipReserved, storeRounds, unpickedOf, type Round } from './allocation-rows.ts';

const head = entityTables.outNotice!;
const NEW_ROUND = new Set(['allocate', 'post']);
const NEEDS_RUNNING = new Set(['allocate', 'ship', 'post']);

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const docNoOf = (notice: Row) => text(notice.outNoticeNo);
const today = () => new Date().toISOString().slice(0, 10);

async function headIssues(tx: Tx, notice: Row): Promise<FieldIssue[]> {
  if (!text(notice.customerNo) || !text(notice.addressNo)) return [];
  const result = await tx.execute(sql`
    select 1 from bm_customer_address where customer_no = ${text(notice.customerNo)} and address_no = ${text(notice.addressNo)} and status_code = 1`);
  return result.rows.length === 0 ? [{ field: 'addressNo', message: 'outbound.addressNotCustomer', params: { value: text(notice.addressNo) } }] : [];
}

async function refuseShort(tx: Tx, notice: DocHead, lines: DocLine[], taken: (line: DocLine) => Decimal, controls?: CategoryControls): Promise<void> {
  const short = lines.find((line) => taken(line).lt(text(line.qty)));
  if (short && (controls ?? (await categoryControls(tx, notice))).short) {
    throw new AppError('OUTBOUND_SHORT', { docNo: docNoOf(notice), itemNo: text(short.itemNo), qty: text(short.qty), allocated: taken(short).toFixed() });
  }
}

/** The moves of one action on the notices of one call (all in one organisation and warehouse, runAction). */
async function noticeMoves(tx: Tx, docs: { head: DocHead; lines: DocLine[] }[], action: string): Promise<MoveLine[][]> {
  const suspended = NEEDS_RUNNING.has(action) && docs.find(({ head: notice }) => notice.isSuspend === true);
  if (suspended) throw new AppError('OUTBOUND_SUSPENDED', { docNo: docNoOf(suspended.head) });
  if (action === 'allocate' || action === 'post') {
    const itemNos = [...new Set(docs.flatMap(({ lines }) => lines.map((l) => text(l.itemNo))))];
    const snapshot = await lockSnapshot(tx, docs[0].head, itemNos);
    const withPutBacks = action === 'allocate' ? await headsWithPutBacks(tx, docs.map((d) => d.head.id)) : new Set<number>();
    const rounds: Round[] = [];
    for (const { head: notice, lines } of docs) {
      const round = Number(notice.allocRound) + 1;
      const operator = text(notice.updateName);
      const reclaimed = withPutBacks.has(notice.id)
        ? await reclaimPutBacks(tx, notice, round, new Map(lines.map((l) => [l.lineNo, new Decimal(text(l.qty))])), operator)
        : { count: 0, qty: new Map<number, Decimal>() };
      const open = lines.map((l) => ({ ...l, qty: new Decimal(text(l.qty)).minus(reclaimed.qty.get(l.lineNo) ?? 0).toFixed() })).filter((l) => new Decimal(l.qty).gt(0));
      const plan = planTakes(snapshot, notice, open, today());
      if (plan.takes.length === 0 && reclaimed.count === 0) throw new AppError('OUTBOUND_NO_STOCK', { docNo: docNoOf(notice) });
      if (action === 'post') await refuseShort(tx, notice, lines, (line) => plan.taken.get(line.lineNo) ?? new Decimal(0));
      rounds.push({ head: notice, round, plan, operator, reclaimed });
    }
    await tx.update(head).set({ allocRound: sql`${head.allocRound} + 1` }).where(inArray(head.id, docs.map((d) => d.head.id)));
    return storeRounds(tx, noticeDocument, rounds, action === 'post');
  }
  const heads = docs.map((d) => d.head);
  const operator = text(heads[0].updateName);
  if (action !== 'ship') return releaseReserved(tx, noticeDocument, heads, operator);
  // Each notice's refusals in list order, as if shipped one after another; then all at once.
  const controls = new Map<string, CategoryControls>();
  const unpicked = await unpickedOf(tx, heads);
  for (const { head: notice, lines } of docs) {
    const classifyType = text(notice.classifyType);
    if (!controls.has(classifyType)) controls.set(classifyType, await categoryControls(tx, notice));
    await refuseShort(tx, notice, lines, (line) => new Decimal(text(line.allocatedQty) || 0), controls.get(classifyType));
    if (controls.get(classifyType)!.pack) await refuseUnpacked(tx, notice.id, docNoOf(notice));
    const row = unpicked.get(notice.id);
    if (row) throw new AppError('OUTBOUND_NOT_PICKED', { docNo: docNoOf(notice), cellNo: row.cellNo, itemNo: row.itemNo });
  }
  return shipReserved(tx, noticeDocument, heads, operator);
}

export const noticeDocument: ServerDocument = {
  doc: OUT_NOTICE,
  head,
  lines: documentLineTables.outNotice!,
  createdValues: { allocRound: 0, isSuspend: false },
  checkHead: headIssues,
  checkLines: itemIssues,
  postingNo: (notice, action) => `${docNoOf(notice)}-${Number(notice.allocRound) + (NEW_ROUND.has(action) ? 1 : 0)}`,
  moves: async (tx, notice, lines, action) => (await noticeMoves(tx, [{ head: notice, lines }], action))[0],
  batchMoves: noticeMoves,
  afterAction: async (tx, notice, action, user) => {
    if (action === 'ship') await openBackorder(tx, noticeDocument, notice, user);
  },
};
