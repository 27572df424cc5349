/**
 * Reads of an ASN for both sides (workflows §1 "purchaser-side and supplier-side views of the same
 * ASN"; both sides see the same check status, a refused notice included: record 0800):
 *
 * - listAsns: the entity's scoped list, each row with `refusalReason` (the purchaser's reason of its
 *   last refusal, text, or null when the notice is not refused); `bookable: true` keeps the notices a
 *   dock slot can be booked for (BOOKABLE_ASN_STATUSES, as yard/asn-source.ts counts them approved);
 *   each row also carries `receiving`, the tags of its receipts at the dock (yard/claims.ts
 *   receivingTags: short, over, damaged, wrongItem, missing, or onTime; [] before it is received);
 * - getAsn: the header with `refusalReason`, its lines (each with `itemName`, `supplierItemNo` and
 *   `supplierItemName`: item-names.ts), packing nodes (shipment, pallets, cartons
 *   with SSCC, items), receipts and tracking steps (oldest first, the refusal with its reason).
 * NOT_FOUND for a notice outside the user's scope (another supplier's).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ASN_STATUS } from '../../shared/documents/asn.ts';
import { srmAsnEntity } from '../../shared/entities/srm-asn.entity.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { listRows } from '../crud/list-query.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { srmAsnHead } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { receivingTags } from '../yard/claims.ts';
import { srmAsnLine, srmAsnPack, srmAsnReceipt, srmAsnTrack } from './asn-schema.ts';
import type { AsnHeadRow } from './asn-track.ts';
import { withItemNames } from './item-names.ts';

/** The check statuses of a notice the supplier may book a dock slot for: shipped (approved) and partial receipt. */
export const BOOKABLE_ASN_STATUSES = [ASN_STATUS.shipped, ASN_STATUS.partial];

/** Each refused row of `rows` with the remark of its last refusal step as `refusalReason`, the others with null. */
async function withRefusalReason<T extends Record<string, unknown>>(db: Db, rows: T[]): Promise<(T & { refusalReason: string | null })[]> {
  const refusedIds = rows.filter((r) => r.checkStatus === ASN_STATUS.refused).map((r) => Number(r.id));
  const steps = refusedIds.length === 0 ? [] : await db.select({ headId: srmAsnTrack.headId, remark: srmAsnTrack.remark }).from(srmAsnTrack)
    .where(and(inArray(srmAsnTrack.headId, refusedIds), eq(srmAsnTrack.action, 'refuse'))).orderBy(desc(srmAsnTrack.at), desc(srmAsnTrack.id));
  return rows.map((r) => ({ ...r, refusalReason: r.checkStatus === ASN_STATUS.refused ? (steps.find((s) => s.headId === Number(r.id))?.remark ?? null) : null }));
}

export async function listAsns(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Record<string, unknown>>> {
  const { checkStatus, bookable, ...condition } = request.condition;
  const asked = checkStatus === undefined || checkStatus === '' ? undefined : eq(srmAsnHead.checkStatus, String(checkStatus));
  const page = await listRows(db, srmAsnEntity, srmAsnHead, user, { ...request, condition }, bookable === true ? and(asked, inArray(srmAsnHead.checkStatus, BOOKABLE_ASN_STATUSES)) : asked);
  const [records, tags] = await Promise.all([withRefusalReason(db, page.records), receivingTags(db, page.records.map((r) => String(r.asnNo)))]);
  return { ...page, records: records.map((r) => ({ ...r, receiving: tags.get(String(r.asnNo)) ?? [] })) };
}

export async function getAsn(db: Db, user: SessionUser, id: number) {
  const [head] = (await db.select().from(srmAsnHead).where(and(eq(srmAsnHead.id, id), scopeCondition(srmAsnEntity, srmAsnHead, user)))) as AsnHeadRow[];
  if (!head) throw new AppError('NOT_FOUND');
  const [lines, packs, receipts, tracking, [shown]] = await Promise.all([
    db.select().from(srmAsnLine).where(eq(srmAsnLine.headId, id)).orderBy(asc(srmAsnLine.lineNo)),
    db.select().from(srmAsnPack).where(eq(srmAsnPack.headId, id)).orderBy(asc(srmAsnPack.id)),
    db.select().from(srmAsnReceipt).where(eq(srmAsnReceipt.headId, id)).orderBy(asc(srmAsnReceipt.round)),
    db.select().from(srmAsnTrack).where(eq(srmAsnTrack.headId, id)).orderBy(asc(srmAsnTrack.at), asc(srmAsnTrack.id)),
    withRefusalReason(db, [head]),
  ]);
  const named = await withItemNames(db, lines.map((line) => ({ ...line, orgNo: head.orgNo, supplierNo: head.supplierNo })));
  return { ...shown, lines: named.map(({ orgNo: _org, supplierNo: _supplier, ...line }) => line), packs, receipts, tracking };
}
