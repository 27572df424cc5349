/**
 * asnTimeline(db, user, id): the ASN tracking page's timeline (workflows §2 asnTracking, issue 15
 * "the yard and dock events appear in the supplier's ASN tracking"): every step of one notice with
 * its time, oldest first, from three sources:
 *
 * - 'asn': the notice's own steps (srm_asn_track: create, approve, refuse, receive, cancelReceipt,
 *   close, void) with the status after it, the same for both sides (record 0800: the supplier sees
 *   the refusal and its reason, detail.remark);
 * - 'appointment': each dock appointment booked for it (yard_appointment: slot start, door, its
 *   status booked / confirmed / cancelled), at its booking time;
 * - 'yard': the truck's way through the yard (yard_asn_track: checkedIn, called, atDoor,
 *   unloading, received with its discrepancies, checkedOut), with queue number and door.
 *
 * Answers `{ asn, steps: [{ at (ISO), source, event, status?, detail }] }`. NOT_FOUND for a notice
 * outside the caller's scope (another supplier's), by getAsn.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../rpc/session.ts';
import { yardAppointment, yardAsnTrack } from '../yard/yard-schema.ts';
import { getAsn } from './asn-read.ts';

export type TimelineStep = { at: string; source: 'asn' | 'appointment' | 'yard'; event: string; status: string | null; detail: Record<string, unknown> };

export async function asnTimeline(db: Db, user: SessionUser, id: number) {
  const asn = await getAsn(db, user, id);
  const asnNo = String(asn.asnNo);
  const [appointments, yard] = await Promise.all([
    db.select().from(yardAppointment).where(eq(yardAppointment.asnNo, asnNo)).orderBy(asc(yardAppointment.id)),
    db.select().from(yardAsnTrack).where(eq(yardAsnTrack.asnNo, asnNo)).orderBy(asc(yardAsnTrack.id)),
  ]);
  const steps: TimelineStep[] = [
    ...asn.tracking.map((s) => ({ at: s.at.toISOString(), source: 'asn' as const, event: s.action, status: s.toStatus, detail: { operator: s.operator, remark: s.remark } })),
    ...appointments.map((a) => ({ at: a.createDate.toISOString(), source: 'appointment' as const, event: 'appointment', status: a.status, detail: { slotStart: a.slotStart.toISOString(), doorNo: a.doorNo } })),
    ...yard.map((y) => ({ at: y.at.toISOString(), source: 'yard' as const, event: y.event, status: null, detail: y.detail })),
  ];
  steps.sort((a, b) => a.at.localeCompare(b.at));
  const { lines, packs, receipts, tracking, ...head } = asn;
  return { asn: { ...head, lineCount: lines.length, palletCount: packs.filter((p) => p.packLevel === 'pallet').length, receiptCount: receipts.length, stepCount: tracking.length }, steps };
}
