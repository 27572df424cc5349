/**
 * The yard tables (issue 15; docs/decisions/ "Kiosk and dock"; states in src/shared/yard.ts):
 *
 * - yard_appointment: one hour slot (slot_start, a whole hour, UTC) at one door for one ASN;
 *   booked -> confirmed, moved in place, cancelled. A door's capacity per hour bounds the active
 *   (booked or confirmed) appointments of one slot; booking locks the warehouse's door rows
 *   (book-appointment.ts) so concurrent bookings never exceed it.
 * - yard_check_in: the yard queue: a truck checked in at the gate kiosk for an ASN, its queue
 *   number (per warehouse and UTC day), driver, plate, the door it was given and its state. One
 *   check-in of an ASN at a time is in the yard (partial unique index on asn_no while queued).
 * - yard_pallet_scan: the pallets (SSCCs) of the ASN scanned at the dock for a check-in, each
 *   confirmed or with a discrepancy (short, over, damaged, wrong item), once per check-in, with the
 *   counted quantity of each expected line (what the receipt posts) or the wrong item found.
 * - yard_asn_track: what happened to an ASN in the yard, in order (checked in, called, at door,
 *   unloading, received with n discrepancies, checked out): the supplier's ASN tracking reads it.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../db/entity-table.ts';

export const yardAppointment = pgTable('yard_appointment', {
  ...auditColumns(),
  asnNo: text('asn_no').notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  supplierNo: text('supplier_no').notNull(),
  doorNo: text('door_no').notNull(),
  slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
  status: text('status').notNull(),
}, (t) => [
  index('yard_appointment_slot').on(t.warehouseNo, t.doorNo, t.slotStart),
  uniqueIndex('yard_appointment_asn_active').on(t.asnNo).where(sql`status <> 'cancelled'`),
]);

export const yardCheckIn = pgTable('yard_check_in', {
  ...auditColumns(),
  queueNo: integer('queue_no').notNull(),
  queueDay: text('queue_day').notNull(),
  asnNo: text('asn_no').notNull(),
  orgNo: text('org_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  supplierNo: text('supplier_no').notNull(),
  supplierName: text('supplier_name').notNull(),
  doorNo: text('door_no').notNull(),
  driverName: text('driver_name').notNull(),
  driverPhone: text('driver_phone').notNull(),
  plateNo: text('plate_no').notNull(),
  state: text('state').notNull(),
  arrival: text('arrival').notNull(),
  appointmentId: bigint('appointment_id', { mode: 'number' }),
}, (t) => [
  uniqueIndex('yard_check_in_queue').on(t.warehouseNo, t.queueDay, t.queueNo),
  uniqueIndex('yard_check_in_asn_queued').on(t.asnNo).where(sql`state in ('checkedIn', 'called', 'atDoor', 'unloading')`),
  index('yard_check_in_door').on(t.warehouseNo, t.doorNo, t.state),
]);

/** A pallet (SSCC) of an ASN scanned at the dock for a check-in: confirmed, or a discrepancy with the counted quantity, a damaged pallet's reason and note, and an optional photo (JPEG data URL). */
export const yardPalletScan = pgTable('yard_pallet_scan', {
  ...auditColumns(),
  checkInId: bigint('check_in_id', { mode: 'number' }).notNull(),
  asnNo: text('asn_no').notNull(),
  sscc: text('sscc').notNull(),
  outcome: text('outcome').notNull(),
  countedQty: numeric('counted_qty'),
  /** The counted quantity of each expected ASN line on the pallet (line number -> quantity in the line's unit); none for a wrong item. */
  counted: jsonb('counted').$type<Record<string, string>>(),
  /** The lot and expiry date (yyyy-MM-dd) the receiver gave for expected ASN lines of the pallet (line number -> both, each optional); null when none. */
  lots: jsonb('lots').$type<Record<string, { lotNo?: string; expiryDate?: string }>>(),
  /** The item actually found on a wrong-item pallet. */
  itemNo: text('item_no'),
  photo: text('photo'),
  /** A damaged pallet's reason (DAMAGE_REASONS of src/shared/yard.ts). */
  reason: text('reason'),
  remark: text('remark'),
}, (t) => [uniqueIndex('yard_pallet_scan_key').on(t.checkInId, t.sscc)]);

export const yardAsnTrack = pgTable('yard_asn_track', {
  id: auditColumns().id,
  asnNo: text('asn_no').notNull(),
  warehouseNo: text('warehouse_no').notNull(),
  event: text('event').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('yard_asn_track_asn').on(t.asnNo, t.id)]);
