/**
 * The execution policy at the gate (docs/decisions/ "Kiosk and dock"): how a truck's arrival
 * time compares with its appointment, and whether the kiosk accepts it into the queue or sends
 * the driver to the office. Pure; times in ms since the epoch.
 *
 * - Within 30 minutes before the slot up to the slot's end: on time, at the appointment's door.
 * - Up to 2 hours before that: early, accepted (queued at the appointment's door).
 * - Up to 2 hours after the slot's end: late, accepted, but at the door with the shortest queue
 *   (the appointment's door has moved on to later slots).
 * - Earlier or later than that: refused, the driver goes to the office (YARD_TOO_EARLY / _LATE).
 * - No appointment: accepted at the shortest queue, unless the ASN's delivery mode requires one
 *   (YARD_APPOINTMENT_REQUIRED).
 */
import type { ArrivalKind } from '../../shared/yard.ts';

const MINUTE = 60_000;
export const ON_TIME_BEFORE_MS = 30 * MINUTE;
export const SLOT_MS = 60 * MINUTE;
export const TOLERANCE_MS = 120 * MINUTE;

export type ArrivalVerdict =
  | { accepted: true; arrival: ArrivalKind; keepsDoor: boolean }
  | { accepted: false; refusal: 'YARD_TOO_EARLY' | 'YARD_TOO_LATE' | 'YARD_APPOINTMENT_REQUIRED' };

export function judgeArrival(now: number, slotStart: number | null, appointmentRequired: boolean): ArrivalVerdict {
  if (slotStart === null) {
    return appointmentRequired ? { accepted: false, refusal: 'YARD_APPOINTMENT_REQUIRED' } : { accepted: true, arrival: 'noAppointment', keepsDoor: false };
  }
  const onTimeFrom = slotStart - ON_TIME_BEFORE_MS;
  const slotEnd = slotStart + SLOT_MS;
  if (now < onTimeFrom - TOLERANCE_MS) return { accepted: false, refusal: 'YARD_TOO_EARLY' };
  if (now < onTimeFrom) return { accepted: true, arrival: 'early', keepsDoor: true };
  if (now <= slotEnd) return { accepted: true, arrival: 'onTime', keepsDoor: true };
  if (now <= slotEnd + TOLERANCE_MS) return { accepted: true, arrival: 'late', keepsDoor: false };
  return { accepted: false, refusal: 'YARD_TOO_LATE' };
}
