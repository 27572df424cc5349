/**
 * What the dock found on an ASN's pallets, as both sides' ASN lists and ASN tracking show it
 * (issue 23; docs/decisions/ record 0900):
 *
 * - receivingTags(db, asnNos): for each ASN number with a received truck (yard_asn_track event
 *   'received'), its RECEIVING_TAGS (src/shared/yard.ts): the kinds of its claim lines in the tags'
 *   order, or ['onTime'] when every receipt was clean; ASNs not received are absent. The caller
 *   passes only ASN numbers the user may see (its scoped ASN list).
 * - claimPhoto(db, user, { asnNo, sscc }): the photo taken at the dock of that pallet of the ASN
 *   (the latest scan with one) as `{ asnNo, sscc, photo }`, photo a JPEG data URL, within the
 *   caller's yard scope (yardScopeCondition: a supplier user only its own supplier's ASNs).
 *   NOT_FOUND when there is no such photo or it is out of scope, the same answer for both.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { RECEIVING_TAGS, type ClaimLine, type ReceivingTag } from '../../shared/yard.ts';
import { yardScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { yardAsnTrack, yardCheckIn, yardPalletScan } from './yard-schema.ts';

export async function receivingTags(db: Db, asnNos: string[]): Promise<Map<string, ReceivingTag[]>> {
  const tags = new Map<string, ReceivingTag[]>();
  if (asnNos.length === 0) return tags;
  const received = await db.select({ asnNo: yardAsnTrack.asnNo, detail: yardAsnTrack.detail }).from(yardAsnTrack)
    .where(and(inArray(yardAsnTrack.asnNo, asnNos), eq(yardAsnTrack.event, 'received')));
  const found = new Map<string, Set<string>>();
  for (const row of received) {
    const kinds = found.get(row.asnNo) ?? new Set<string>();
    for (const claim of (row.detail.claims ?? []) as ClaimLine[]) kinds.add(claim.outcome);
    found.set(row.asnNo, kinds);
  }
  for (const [asnNo, kinds] of found) tags.set(asnNo, kinds.size === 0 ? ['onTime'] : RECEIVING_TAGS.filter((tag) => kinds.has(tag)));
  return tags;
}

export async function claimPhoto(db: Db, user: SessionUser, input: { asnNo: string; sscc: string }): Promise<{ asnNo: string; sscc: string; photo: string }> {
  const scope = yardScopeCondition(user, { orgNo: sql`${yardCheckIn.orgNo}`, warehouseNo: sql`${yardCheckIn.warehouseNo}`, supplierNo: sql`${yardCheckIn.supplierNo}` });
  const [scan] = await db.select({ photo: yardPalletScan.photo }).from(yardPalletScan)
    .innerJoin(yardCheckIn, eq(yardCheckIn.id, yardPalletScan.checkInId))
    .where(and(eq(yardPalletScan.asnNo, input.asnNo), eq(yardPalletScan.sscc, input.sscc), isNotNull(yardPalletScan.photo), scope))
    .orderBy(desc(yardPalletScan.id)).limit(1);
  if (!scan?.photo) throw new AppError('NOT_FOUND');
  return { asnNo: input.asnNo, sscc: input.sscc, photo: scan.photo };
}
