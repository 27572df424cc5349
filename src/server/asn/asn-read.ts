/**
 * Reads of an ASN for both sides (workflows §1 "purchaser-side and supplier-side views of the same
 * ASN", §4 "1 rejected, shown as pending approval in the supplier view"):
 *
 * - sideOf(user): 'supplier' for a supplier user, else 'purchaser';
 * - listAsns: the entity's scoped list; a supplier's rows show check status 1 as 0, and a
 *   supplier's search for 0 finds both (and for 1 nothing); `bookable: true` keeps the notices a
 *   dock slot can be booked for (BOOKABLE_ASN_STATUSES, as yard/asn-source.ts counts them approved);
 * - getAsn: the header with its lines, packing nodes (shipment, pallets, cartons with SSCC,
 *   items), receipts and tracking steps (oldest first), statuses shown for the user's side (a
 *   supplier does not see a refusal step).
 * NOT_FOUND for a notice outside the user's scope (another supplier's).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ASN_STATUS, asnStatusShown, type AsnSide } from '../../shared/documents/asn.ts';
import { srmAsnEntity } from '../../shared/entities/srm-asn.entity.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { listRows } from '../crud/list-query.ts';
import { scopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { srmAsnHead } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { srmAsnLine, srmAsnPack, srmAsnReceipt, srmAsnTrack } from './asn-schema.ts';
import type { AsnHeadRow } from './asn-track.ts';

export const sideOf = (user: SessionUser): AsnSide => (user.userType === 'supplier' ? 'supplier' : 'purchaser');

function shown<T extends Record<string, unknown>>(row: T, side: AsnSide): T {
  return { ...row, checkStatus: asnStatusShown(String(row.checkStatus), side) };
}

/** The check statuses of a notice the supplier may book a dock slot for: shipped (approved) and partial receipt. */
export const BOOKABLE_ASN_STATUSES = [ASN_STATUS.shipped, ASN_STATUS.partial];

export async function listAsns(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Record<string, unknown>>> {
  const side = sideOf(user);
  const { checkStatus, bookable, ...condition } = request.condition;
  const asked = checkStatus === undefined || checkStatus === '' ? undefined : String(checkStatus);
  const narrow = side === 'supplier' && asked === ASN_STATUS.pending
    ? inArray(srmAsnHead.checkStatus, [ASN_STATUS.pending, ASN_STATUS.refused])
    : asked === undefined ? undefined : side === 'supplier' && asked === ASN_STATUS.refused ? inArray(srmAsnHead.checkStatus, []) : eq(srmAsnHead.checkStatus, asked);
  const page = await listRows(db, srmAsnEntity, srmAsnHead, user, { ...request, condition }, bookable === true ? and(narrow, inArray(srmAsnHead.checkStatus, BOOKABLE_ASN_STATUSES)) : narrow);
  return { ...page, records: page.records.map((r) => shown(r, side)) };
}

export async function getAsn(db: Db, user: SessionUser, id: number) {
  const [head] = (await db.select().from(srmAsnHead).where(and(eq(srmAsnHead.id, id), scopeCondition(srmAsnEntity, srmAsnHead, user)))) as AsnHeadRow[];
  if (!head) throw new AppError('NOT_FOUND');
  const side = sideOf(user);
  const [lines, packs, receipts, tracking] = await Promise.all([
    db.select().from(srmAsnLine).where(eq(srmAsnLine.headId, id)).orderBy(asc(srmAsnLine.lineNo)),
    db.select().from(srmAsnPack).where(eq(srmAsnPack.headId, id)).orderBy(asc(srmAsnPack.id)),
    db.select().from(srmAsnReceipt).where(eq(srmAsnReceipt.headId, id)).orderBy(asc(srmAsnReceipt.round)),
    db.select().from(srmAsnTrack).where(eq(srmAsnTrack.headId, id)).orderBy(asc(srmAsnTrack.at), asc(srmAsnTrack.id)),
  ]);
  const status = (value: string | null) => (value === null ? null : asnStatusShown(value, side));
  return {
    ...shown(head, side),
    lines,
    packs,
    receipts,
    // The supplier does not see the refusal itself, only a notice still pending approval.
    tracking: tracking.filter((t) => side === 'purchaser' || t.action !== 'refuse').map((t) => ({ ...t, fromStatus: status(t.fromStatus), toStatus: status(t.toStatus) })),
  };
}
