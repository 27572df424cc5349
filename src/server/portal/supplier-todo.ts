/**
 * The supplier's day (issue 23): ISrmDoorService/getSupplierToDo `{ dayStart }` (the supplier
 * portal's home SUP 5404, isSearch; a supplier user only) answers the to-do list of the caller's
 * supplier, each list at most TODO_MAX rows:
 *
 * - orderLines: order lines pending an answer, soonest deadline first: `{ id, purchaseNo,
 *   purchaseSeq, itemNo, itemName, supplierItemNo, batchPurQty, expectArrivalDate, answerDeadline }`
 *   (the deadline an ISO 8601 time: creation + the hours of the order answer rule in force);
 * - asnsToShip: approved (shipped, workflows §4 status 2) ASNs whose truck has not checked in at
 *   the gate: `{ id, asnNo, warehouseNo, deliveryDate, expectedArrivalDate, deliveryQty, slotStart }`
 *   (slotStart of its active dock appointment, or null when it has none);
 * - refusedAsns: ASNs the purchaser refused (workflows §4 status 1), newest first, with the reason
 *   of the last refusal: `{ id, asnNo, warehouseNo, expectedArrivalDate, reason }` (record 0902);
 * - appointments: active (booked or confirmed) dock appointments whose truck is not received yet
 *   (holdsSlot) from `dayStart` (the caller's local midnight, ISO 8601) for 48 hours: `{ id, asnNo, warehouseNo, doorNo, slotStart, status }`;
 * - discrepancies: pallets received at the dock with a discrepancy, and lines counted short or over
 *   on the console's Receive (receivecountedasn, record 1002), newest first: `{ id, source (dock,
 *   console), asnNo, asnId (the portal ASN's id, null for an arrival note received as ASN), sscc
 *   ('' for a console count), outcome (short, over, damaged, wrongItem), countedQty, at }`, a
 *   console count also `{ lineNo, itemNo, expectedQty }` (its id 'counted-<track id>-<line>');
 * - news: published news the supplier has not read, pinned first: `{ id, newsNo, subject, newsBusiness,
 *   topSign, publishDate }`.
 *
 * `totals` counts each list's rows without the TODO_MAX limit (`{ orderLines, asnsToShip,
 * appointments, discrepancies, news }`): the page's headings show these, so a heading agrees with
 * the list it opens (the unread news agree with getDoorSummary's unreadNews).
 *
 * Every list is limited to the caller's supplier by the scope functions of crud/scope.ts (the
 * purchase and ASN entities' scopeCondition, yardScopeCondition, the news audience); a staff user
 * gets FORBIDDEN (the list is the supplier's, not the warehouse's).
 */
import { and, asc, count, desc, eq, gte, inArray, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ANSWER_STATUS } from '../../shared/documents/order-answer.ts';
import { ASN_STATUS } from '../../shared/documents/asn.ts';
import { srmAsnEntity } from '../../shared/entities/srm-asn.entity.ts';
import { srmPurchaseEntity } from '../../shared/entities/srm-purchase.entity.ts';
import { answerDeadlines } from '../asn/answer-rule.ts';
import { withItemNames } from '../asn/item-names.ts';
import { scopeCondition, yardScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { srmAsnHead, srmPurchaseLine } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { holdsSlot } from '../yard/appointments.ts';
import { yardAppointment, yardAsnTrack, yardCheckIn, yardPalletScan } from '../yard/yard-schema.ts';
import { news, readableNews } from './news-access.ts';
import { srmNewsReading } from './portal-schema.ts';
import { srmAsnTrack } from '../asn/asn-schema.ts';

/** Rows per list of the to-do page. */
export const TODO_MAX = 20;
const DAY_MS = 86_400_000;
const ACTIVE_APPOINTMENTS = ['booked', 'confirmed'];

type Listed<T> = { rows: T[]; total: number };

/** The number of rows of `from` (a select of count() with its joins) under `where`. */
async function totalOf(query: { where: (where: SQL | undefined) => PromiseLike<{ total: number }[]> }, where: SQL | undefined): Promise<number> {
  const [{ total }] = await query.where(where);
  return total;
}

async function listed<T>(rows: PromiseLike<T[]>, total: Promise<number>): Promise<Listed<T>> {
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, total: n };
}

async function pendingLines(db: Db, user: SessionUser) {
  const where = and(eq(srmPurchaseLine.answerStatus, ANSWER_STATUS.pending), scopeCondition(srmPurchaseEntity, srmPurchaseLine, user));
  const [lines, total] = await Promise.all([db.select({
    id: srmPurchaseLine.id, orgNo: srmPurchaseLine.orgNo, supplierNo: srmPurchaseLine.supplierNo, purchaseNo: srmPurchaseLine.purchaseNo,
    purchaseSeq: srmPurchaseLine.purchaseSeq, itemNo: srmPurchaseLine.itemNo, batchPurQty: srmPurchaseLine.batchPurQty, expectArrivalDate: srmPurchaseLine.expectArrivalDate,
  }).from(srmPurchaseLine)
    .where(where)
    .orderBy(asc(srmPurchaseLine.createDate), asc(srmPurchaseLine.id)).limit(TODO_MAX),
  totalOf(db.select({ total: count() }).from(srmPurchaseLine), where)]);
  if (lines.length === 0) return { rows: [], total };
  const deadlines = new Map((await answerDeadlines(db, sql`p.id in (${sql.join(lines.map((l) => sql`${l.id}`), sql`, `)})`)).map((d) => [d.id, d.answerDeadline]));
  const rows = (await withItemNames(db, lines)).map(({ orgNo: _org, supplierNo: _supplier, ...line }) => ({ ...line, answerDeadline: deadlines.get(Number(line.id)) ?? null }));
  return { rows, total };
}

async function asnsToShip(db: Db, user: SessionUser) {
  const checkedIn = db.select().from(yardCheckIn).where(eq(yardCheckIn.asnNo, srmAsnHead.asnNo));
  const where = and(eq(srmAsnHead.checkStatus, ASN_STATUS.shipped), notExists(checkedIn), scopeCondition(srmAsnEntity, srmAsnHead, user));
  const rows = db.select({
    id: srmAsnHead.id, asnNo: srmAsnHead.asnNo, warehouseNo: srmAsnHead.warehouseNo, deliveryDate: srmAsnHead.deliveryDate,
    expectedArrivalDate: srmAsnHead.expectedArrivalDate, deliveryQty: srmAsnHead.deliveryQty, slotStart: yardAppointment.slotStart,
  }).from(srmAsnHead)
    .leftJoin(yardAppointment, and(eq(yardAppointment.asnNo, srmAsnHead.asnNo), ne(yardAppointment.status, 'cancelled')))
    .where(where)
    .orderBy(asc(srmAsnHead.expectedArrivalDate), asc(srmAsnHead.id)).limit(TODO_MAX);
  return listed(rows, totalOf(db.select({ total: count() }).from(srmAsnHead), where));
}

function refusedAsns(db: Db, user: SessionUser) {
  const reason = sql<string | null>`(select ${sql.raw('t.remark')} from ${srmAsnTrack} t where t.head_id = ${sql.raw('"srm_asn_head"."id"')} and t.action = 'refuse' order by t.at desc, t.id desc limit 1)`;
  const where = and(eq(srmAsnHead.checkStatus, ASN_STATUS.refused), scopeCondition(srmAsnEntity, srmAsnHead, user));
  const rows = db.select({ id: srmAsnHead.id, asnNo: srmAsnHead.asnNo, warehouseNo: srmAsnHead.warehouseNo, expectedArrivalDate: srmAsnHead.expectedArrivalDate, reason })
    .from(srmAsnHead).where(where)
    .orderBy(desc(srmAsnHead.updateDate), desc(srmAsnHead.id)).limit(TODO_MAX);
  return listed(rows, totalOf(db.select({ total: count() }).from(srmAsnHead), where));
}

function appointments(db: Db, user: SessionUser, dayStart: Date) {
  const scope = yardScopeCondition(user, { orgNo: sql`${yardAppointment.orgNo}`, warehouseNo: sql`${yardAppointment.warehouseNo}`, supplierNo: sql`${yardAppointment.supplierNo}` });
  const where = and(inArray(yardAppointment.status, ACTIVE_APPOINTMENTS), holdsSlot, gte(yardAppointment.slotStart, dayStart), lt(yardAppointment.slotStart, new Date(dayStart.getTime() + 2 * DAY_MS)), scope);
  const rows = db.select({ id: yardAppointment.id, asnNo: yardAppointment.asnNo, warehouseNo: yardAppointment.warehouseNo, doorNo: yardAppointment.doorNo, slotStart: yardAppointment.slotStart, status: yardAppointment.status })
    .from(yardAppointment)
    .where(where)
    .orderBy(asc(yardAppointment.slotStart), asc(yardAppointment.id)).limit(TODO_MAX);
  return listed(rows, totalOf(db.select({ total: count() }).from(yardAppointment), where));
}

function palletDiscrepancies(db: Db, user: SessionUser) {
  const scope = yardScopeCondition(user, { orgNo: sql`${yardCheckIn.orgNo}`, warehouseNo: sql`${yardCheckIn.warehouseNo}`, supplierNo: sql`${yardCheckIn.supplierNo}` });
  const where = and(ne(yardPalletScan.outcome, 'ok'), scope);
  const asnId = sql<number | null>`(select h.id::int from srm_asn_head h where h.asn_no = ${yardPalletScan.asnNo})`;
  const rows = db.select({ id: yardPalletScan.id, asnNo: yardPalletScan.asnNo, asnId, sscc: yardPalletScan.sscc, outcome: yardPalletScan.outcome, countedQty: yardPalletScan.countedQty, at: yardPalletScan.createDate })
    .from(yardPalletScan).innerJoin(yardCheckIn, eq(yardCheckIn.id, yardPalletScan.checkInId))
    .where(where)
    .orderBy(desc(yardPalletScan.createDate), desc(yardPalletScan.id)).limit(TODO_MAX);
  return listed(rows, totalOf(db.select({ total: count() }).from(yardPalletScan).innerJoin(yardCheckIn, eq(yardCheckIn.id, yardPalletScan.checkInId)), where));
}

type CountedRow = { id: string; asnNo: string; asnId: number; sscc: string; lineNo: number; itemNo: string; outcome: string; countedQty: string; expectedQty: string; at: Date | string };

/** The lines counted other than announced on the console's Receive (asn-count.ts: a 'received' track counted 'console', its claims). */
async function countedDiscrepancies(db: Db, user: SessionUser): Promise<Listed<CountedRow>> {
  const from = sql`from ${yardAsnTrack} t join ${srmAsnHead} on ${srmAsnHead.asnNo} = t.asn_no
    cross join lateral jsonb_array_elements(t.detail->'claims') as c(claim)
    where t.event = 'received' and t.detail->>'counted' = 'console' and ${scopeCondition(srmAsnEntity, srmAsnHead, user) ?? sql`true`}`;
  const [rows, [{ total }]] = await Promise.all([
    db.execute<CountedRow>(sql`select 'counted-' || t.id || '-' || (c.claim->>'lineNo') as "id", t.asn_no as "asnNo", ${srmAsnHead.id}::int as "asnId", '' as "sscc",
      (c.claim->>'lineNo')::int as "lineNo", c.claim->>'itemNo' as "itemNo", c.claim->>'outcome' as "outcome", c.claim->>'counted' as "countedQty",
      c.claim->>'expected' as "expectedQty", t.at as "at" ${from} order by t.at desc, t.id desc, (c.claim->>'lineNo')::int limit ${TODO_MAX}`).then((r) => r.rows),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`).then((r) => r.rows),
  ]);
  return { rows, total };
}

/**
 * The discrepancies received: the dock's pallets (palletDiscrepancies, `source` 'dock') and the lines
 * counted short or over on the console's Receive (countedDiscrepancies, `source` 'console'; record
 * 1002), newest first, at most TODO_MAX; the total counts both.
 */
async function discrepancies(db: Db, user: SessionUser) {
  const [pallets, counted] = await Promise.all([palletDiscrepancies(db, user), countedDiscrepancies(db, user)]);
  const rows = [...pallets.rows.map((row) => ({ ...row, source: 'dock' })), ...counted.rows.map((row) => ({ ...row, source: 'console' }))]
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime()).slice(0, TODO_MAX);
  return { rows, total: pallets.total + counted.total };
}

function unreadNews(db: Db, user: SessionUser) {
  const read = db.select().from(srmNewsReading).where(and(eq(srmNewsReading.newsId, news.id), eq(srmNewsReading.userNo, user.userNo)));
  const where = and(readableNews(user), notExists(read));
  const rows = db.select({ id: news.id, newsNo: news.newsNo, subject: news.subject, newsBusiness: news.newsBusiness, topSign: news.topSign, publishDate: news.publishDate })
    .from(news).where(where)
    .orderBy(desc(news.topSign), desc(news.publishDate), desc(news.id)).limit(TODO_MAX);
  return listed(rows, totalOf(db.select({ total: count() }).from(news), where));
}

/** The to-do lists of the supplier user `user` (see the module's docstring). */
export async function supplierToDo(db: Db, user: SessionUser, dayStart: Date) {
  if (user.userType !== 'supplier') throw new AppError('FORBIDDEN');
  const [orderLines, ship, refused, booked, found, unread] = await Promise.all([
    pendingLines(db, user), asnsToShip(db, user), refusedAsns(db, user), appointments(db, user, dayStart), discrepancies(db, user), unreadNews(db, user),
  ]);
  return {
    orderLines: orderLines.rows, asnsToShip: ship.rows, refusedAsns: refused.rows, appointments: booked.rows, discrepancies: found.rows, news: unread.rows,
    totals: { orderLines: orderLines.total, asnsToShip: ship.total, refusedAsns: refused.total, appointments: booked.total, discrepancies: found.total, news: unread.total },
  };
}

export const supplierToDoCalls: CallDef[] = [
  defineCall({
    service: 'ISrmDoorService',
    method: 'getSupplierToDo',
    summary: "The supplier's to-do list: order lines to answer, ASNs to ship, ASNs refused, dock appointments of today and tomorrow, discrepancies, unread news",
    permission: { menuNo: '5404', flag: 'isSearch' },
    input: z.object({ dayStart: z.iso.datetime({ offset: true }) }),
    handle: ({ dayStart }, ctx) => supplierToDo(ctx.database.db, ctx.user, new Date(dayStart)),
  }),
];
