/**
 * The advance shipping notice (ASN) of the supplier portal (workflows §3 ASN fields, §4 "ASN check
 * status", §6 "buyers approve and reject ASNs"): its check status codes, its transition table and
 * the statuses that count as shipped.
 *
 * Check status (workflows §4): 0 pending approval, 1 rejected, 2 shipped (approved), 3 partial
 * receipt, 4 received, X obsolete (voided). Both sides see the same status: a supplier reads a refused
 * notice as "Refused" with the purchaser's reason (issue 23, record 0800, which departs from §4's
 * "shown as pending approval in the supplier view").
 *
 * 0 -approve-> 2, 0 -refuse-> 1, 1 -approve-> 2 (a refused notice may still be approved once the
 * purchaser agrees); 2|3 -receive-> 3 or 4 (4 when nothing stays unreceived, receiveTarget);
 * 3|4 -cancelReceipt-> 2 or 3 (the last receipt reversed, cancelTarget); 3 -close-> 4 (the rest will
 * not come: its on-way quantities return to the order); 0|1|2 -void-> X (nothing received yet).
 * The server applies them with a compare-and-set on the status (src/server/asn/asn-actions.ts);
 * the console enables its buttons from the same table.
 */
import type { ErrorName } from '../errors.ts';
import type { PermissionFlag } from '../permissions.ts';

export const ASN_STATUS = { pending: '0', refused: '1', shipped: '2', partial: '3', received: '4', voided: 'X' } as const;
export type AsnStatus = (typeof ASN_STATUS)[keyof typeof ASN_STATUS];
export const ASN_STATUS_CODES = Object.values(ASN_STATUS) as AsnStatus[];

/** Delivery status of a received ASN against its expected arrival date (workflows §4). */
export const DELIVERY_STATUSES = ['early', 'normal', 'delayed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Who takes an action: the supplier user of the notice, or the purchaser (enterprise staff). */
export type AsnSide = 'supplier' | 'purchaser';

export type AsnAction = {
  from: readonly AsnStatus[];
  /** The status after the action; receive and cancelReceipt choose between two by the quantities. */
  to: readonly AsnStatus[];
  side: AsnSide;
  flag: PermissionFlag;
  refusal: ErrorName;
};

const { pending, refused, shipped, partial, received, voided } = ASN_STATUS;

export const ASN_ACTIONS = {
  approve: { from: [pending, refused], to: [shipped], side: 'purchaser', flag: 'isCheck', refusal: 'ASN_NOT_PENDING' },
  refuse: { from: [pending], to: [refused], side: 'purchaser', flag: 'isCheck', refusal: 'ASN_NOT_PENDING' },
  receive: { from: [shipped, partial], to: [partial, received], side: 'purchaser', flag: 'isSave', refusal: 'ASN_NOT_SHIPPED' },
  cancelReceipt: { from: [partial, received], to: [shipped, partial], side: 'purchaser', flag: 'isCancelInvalid', refusal: 'ASN_NOT_RECEIVED' },
  close: { from: [partial], to: [received], side: 'purchaser', flag: 'isClose', refusal: 'ASN_NOT_PARTIAL' },
  void: { from: [pending, refused, shipped], to: [voided], side: 'purchaser', flag: 'isDelete', refusal: 'ASN_NOT_VOIDABLE' },
} as const satisfies Record<string, AsnAction>;

export type AsnActionName = keyof typeof ASN_ACTIONS;

/** Whether `action` may be taken on a notice in `status`. */
export function canActOnAsn(action: AsnActionName, status: string): boolean {
  return (ASN_ACTIONS[action].from as readonly string[]).includes(status);
}

/** The status after a receipt: 4 received when nothing stays unreceived, else 3 partial receipt. */
export function receiveTarget(unreceivedAfter: number): AsnStatus {
  return unreceivedAfter > 0 ? partial : received;
}

/** The status after cancelling the last receipt: 2 shipped when nothing stays received, else 3. */
export function cancelTarget(receivedAfter: number): AsnStatus {
  return receivedAfter > 0 ? partial : shipped;
}

/** Whether a notice in `status` counts in shipped and on-the-way sums: every status but refused (1) and voided (X). */
export function asnCountsAsShipped(status: string): boolean {
  return status !== refused && status !== voided;
}

/** The days a delivery may come before (aheadDays) and after (overdueDays) its expected date and still be on time. */
export type DeliveryWindow = { aheadDays: number; overdueDays: number };

/** `day` (YYYY-MM-DD) moved by `days`, as YYYY-MM-DD. */
function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Delivery status of a receipt on `arrivalDate` against `expectedDate` (both YYYY-MM-DD) and the
 * order delivery setting's window (default none): early before expected - aheadDays, delayed after
 * expected + overdueDays, normal in between.
 */
export function deliveryStatusOf(arrivalDate: string, expectedDate: string, window: DeliveryWindow = { aheadDays: 0, overdueDays: 0 }): DeliveryStatus {
  if (arrivalDate < shiftDay(expectedDate, -window.aheadDays)) return 'early';
  return arrivalDate > shiftDay(expectedDate, window.overdueDays) ? 'delayed' : 'normal';
}
