/**
 * The yard (DESIGN.md "The yard", docs/decisions/ "Kiosk and dock"): ASN -> dock appointment ->
 * check-in at the gate kiosk -> door -> unloading -> receipt -> check-out. Shared by the server
 * (authoritative), the console's yard pages, the kiosk and the big screen's Docks panel.
 *
 * - Dock doors (entity dockDoor): type inbound / outbound / both, capacity = trucks per hour,
 *   status open / closed / blocked; only open inbound or both doors take trucks.
 * - Appointments: one hour slot at one door for one ASN; booked (supplier) -> confirmed
 *   (purchaser); moved keeps the row; cancelled frees the slot.
 * - Check-ins (the yard queue): the states below, in order; YARD_ACTIONS says which action moves
 *   a check-in from which states.
 */
import { z } from 'zod';
import { idSchema, versionSchema } from './validation.ts';

export const DOOR_TYPES = ['inbound', 'outbound', 'both'] as const;
export const DOOR_STATUSES = ['open', 'closed', 'blocked'] as const;
export type DoorStatus = (typeof DOOR_STATUSES)[number];

/** received: the ASN's receipt was posted (dock or office): the appointment is over and holds no place (receipt-frees-door.ts). */
export const APPOINTMENT_STATUSES = ['booked', 'confirmed', 'cancelled', 'received'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const YARD_STATES = ['checkedIn', 'called', 'atDoor', 'unloading', 'received', 'checkedOut'] as const;
export type YardState = (typeof YARD_STATES)[number];

/** States of a truck still in the yard (counted in a door's queue). */
export const QUEUED_STATES: readonly YardState[] = ['checkedIn', 'called', 'atDoor', 'unloading'];

/** Actions on a check-in: the states it may start from and the state it leads to. */
export const YARD_ACTIONS = {
  call: { from: ['checkedIn'], to: 'called' },
  arrive: { from: ['called'], to: 'atDoor' },
  unload: { from: ['called', 'atDoor'], to: 'unloading' },
  receive: { from: ['unloading'], to: 'received' },
  checkOut: { from: ['checkedIn', 'called', 'atDoor', 'unloading', 'received'], to: 'checkedOut' },
} as const satisfies Record<string, { from: readonly YardState[]; to: YardState }>;
export type YardAction = keyof typeof YARD_ACTIONS;

/** The kiosk's answer to an arrival (execution policy, decisions "Kiosk and dock"). */
export const ARRIVAL_KINDS = ['onTime', 'early', 'late', 'noAppointment'] as const;
export type ArrivalKind = (typeof ARRIVAL_KINDS)[number];

/** What a pallet scanned at the dock turned out to be. */
export const PALLET_OUTCOMES = ['ok', 'short', 'over', 'damaged', 'wrongItem'] as const;
export type PalletOutcome = (typeof PALLET_OUTCOMES)[number];

/**
 * An ASN's receiving at the dock as its lists tag it (issue 23): each kind of discrepancy its
 * receipts found, in this order, or onTime when its trucks were received without one; no tag
 * before a truck of it is received.
 */
export const RECEIVING_TAGS = ['short', 'over', 'damaged', 'wrongItem', 'missing', 'onTime'] as const;
export type ReceivingTag = (typeof RECEIVING_TAGS)[number];

/** Why a pallet is recorded as damaged, chosen at the dock from this list (issue 24: no camera needed). */
export const DAMAGE_REASONS = ['crushed', 'wet', 'torn', 'unstable', 'contaminated', 'other'] as const;
export type DamageReason = (typeof DAMAGE_REASONS)[number];

/** A pallet of an ASN as the dock sees it: its SSCC, the expected lines, and its scan if done. */
export type PalletAtDock = {
  asnNo: string;
  sscc: string;
  /** `gtin`: the item's GTIN as kept on the item (null when it has none), so a handheld counts a line by scanning the item's label; `digits`: the decimal places the line's unit allows (0: whole units only; 6 when the unit sets none). */
  /** `lotNo`, `expiryDate` (YYYY-MM-DD): the ASN line's ('' when it has none); `lotRule`: the item names a lot rule; `expiryRequired`: the item manages its shelf life, so its expiry date is needed at receipt (record 0986). */
  lines: { lineNo: number; itemNo: string; itemName: string; qty: string; unitNo: string; gtin?: string | null; digits: number; lotNo?: string; expiryDate?: string; lotRule?: boolean; expiryRequired?: boolean }[];
  outcome: PalletOutcome | null;
};

/** A truck's receiving at the dock; `receiver` is the signed-in receiver who made the call (decision 0640). */
export type ReceivingState = {
  checkIn: CheckInView; expectedPallets: number; scanned: number; discrepancies: number;
  /** The pallets recorded so far, in the order recorded, with the quantity counted on each (in the lines' unit, "40" not "40.000000"). */
  pallets: { sscc: string; outcome: PalletOutcome; counted: string }[];
  /** What Finish will post, per ASN line (and per item found that the ASN does not hold): receiving-summary.ts. */
  lines: ReceivingLine[];
  receiver: { userNo: string; userName: string };
};

/**
 * One line of a truck's receiving summary, shown before Finish: the ASN line (null for an item
 * found that the ASN does not hold), its item (number and name) and unit, the quantity declared
 * and still open for it, what the recorded pallets counted, the part of it counted on damaged
 * pallets, and the difference (counted - declared: negative short, positive over), and pallet by
 * pallet the sum of the shortfalls (`short`) and of the excesses (`over`) against each pallet's
 * expected quantity (both "0" for an item not on the ASN), with the pallets short (`shortPallets`)
 * and over (`overPallets`) and each one's shortfall or excess, in the order recorded (walk 13-24
 * #6). Quantities in the line's unit.
 */
export type ReceivingLine = {
  lineNo: number | null; itemNo: string; itemName: string; unitNo: string; declared: string; counted: string; damaged: string; difference: string;
  short: string; over: string; shortPallets: PalletDifference[]; overPallets: PalletDifference[];
};

/** A pallet's shortfall or excess on one ASN line, in the line's unit. */
export type PalletDifference = { sscc: string; qty: string };

/**
 * One discrepancy of a delivery as the supplier, the purchaser and the yard see it (a claim line):
 * the pallet, the ASN line and item (for a wrong item: the item found, lineNo null), expected and
 * counted quantities in the line's unit, the outcome ('missing' for a pallet never scanned) and
 * whether a photo was taken (kept on the pallet's scan, yard_pallet_scan).
 */
export type ClaimLine = {
  sscc: string;
  lineNo: number | null;
  itemNo: string;
  expected: string;
  counted: string;
  outcome: Exclude<PalletOutcome, 'ok'> | 'missing';
  photo: boolean;
  /** A damaged pallet's reason and the receiver's note, when recorded. */
  reason?: DamageReason;
  note?: string;
};

/** A door as the big screen and the kiosk show it: its status and what stands at it. */
export type DoorView = {
  doorNo: string;
  doorType: (typeof DOOR_TYPES)[number];
  status: DoorStatus;
  /** free: open with nobody at it; called / unloading: the truck queueNo; blocked: closed or blocked. */
  state: 'free' | 'called' | 'unloading' | 'blocked';
  queueNo: number | null;
  waiting: number;
};

/** One row of the yard queue. */
export type CheckInView = {
  id: number;
  version: number;
  queueNo: number;
  asnNo: string;
  supplierNo: string;
  supplierName: string;
  warehouseNo: string;
  doorNo: string;
  driverName: string;
  driverPhone: string;
  plateNo: string;
  state: YardState;
  arrival: ArrivalKind;
  checkedInAt: string;
};

/** A truck's driver as the kiosk asks for it; prefilled from the ASN when the supplier gave them. */
export type DriverDetails = { driverName: string; driverPhone: string; plateNo: string };

/** What the kiosk shows after typing or scanning an ASN number or a plate. */
export type AsnAtGate = {
  asnNo: string;
  supplierNo: string;
  supplierName: string;
  expectedPallets: number;
  appointment: { slotStart: string; doorNo: string; status: AppointmentStatus } | null;
  /** The warehouse's IANA time zone, in which the kiosk shows the appointment (decision 0812). */
  timeZone: string;
  arrival: ArrivalKind;
  /** Already checked in and still in the yard: the kiosk shows the ticket again instead. */
  checkedIn: CheckInView | null;
  /** The driver, phone and plate on the ASN, to confirm or correct ('' where not given). */
  driver: DriverDetails;
};

const text = (max: number) => z.string().trim().min(1).max(max).refine((v) => !v.includes('\u0000'));
const hourSchema = z.iso.datetime({ offset: true }).refine((v) => new Date(v).getUTCMinutes() === 0 && new Date(v).getUTCSeconds() === 0);

export const asnNoSchema = text(40);
export const warehouseNoSchema = text(32);
export const doorNoSchema = text(32);

export const findAsnInput = z.object({ warehouseNo: warehouseNoSchema, code: text(40) });
/** A driver's phone as the gate takes it: 6-20 digits, spaces, dashes or brackets, an optional leading +. */
export const DRIVER_PHONE_PATTERN = /^\+?[\d\s\-()]{6,20}$/;
export const checkInInput = z.object({
  warehouseNo: warehouseNoSchema,
  asnNo: asnNoSchema,
  driverName: text(40),
  driverPhone: z.string().trim().regex(DRIVER_PHONE_PATTERN, { message: 'validation.phoneFormat' }),
  plateNo: text(16),
});
export const yardActionInput = z.object({ id: idSchema, version: versionSchema, action: z.enum(Object.keys(YARD_ACTIONS) as [YardAction, ...YardAction[]]) });
export const callNextInput = z.object({ warehouseNo: warehouseNoSchema, doorNo: doorNoSchema });
export const bookInput = z.object({ asnNo: asnNoSchema, slotStart: hourSchema, doorNo: doorNoSchema.optional() });
export const moveInput = z.object({ id: idSchema, version: versionSchema, slotStart: hourSchema, doorNo: doorNoSchema.optional() });
export const appointmentRefInput = z.object({ id: idSchema, version: versionSchema });
export const truckInput = z.object({ warehouseNo: warehouseNoSchema, code: text(40) });
/** `sscc`: the scan as entered (read by src/shared/gs1-scan.ts on the server). */
export const palletInput = z.object({ checkInId: idSchema, sscc: z.string().trim().min(1).max(120) });
/** A photo of a discrepancy: a JPEG data URL of at most about 1.5 MB. */
const photoSchema = z.string().max(2_000_000).regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/);
const countSchema = z.string().trim().regex(/^\d{1,12}(\.\d{1,5})?$/);
/**
 * A pallet's record at the dock. `reason`: why a damaged pallet is damaged (required for damaged;
 * the photo is optional); `remark`: the receiver's note. `counted`: the counted quantity of each expected line (short,
 * over, damaged; a line not named counts as expected); `countedQty`: the same for a pallet of one
 * line, or the quantity of the wrong item `itemNo` found on a wrong-item pallet. `lots`: the lot
 * and expiry date (yyyy-MM-dd) of expected lines of the pallet, each optional (received with them).
 */
export const confirmPalletInput = palletInput.extend({
  outcome: z.enum(PALLET_OUTCOMES),
  countedQty: countSchema.optional(),
  counted: z.array(z.object({ lineNo: z.number().int().positive(), qty: countSchema })).max(200).optional(),
  itemNo: z.string().trim().min(1).max(40).optional(),
  lots: z.array(z.object({
    lineNo: z.number().int().positive(),
    lotNo: z.string().trim().max(60).optional(),
    expiryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date').optional(),
  })).max(200).optional(),
  photo: photoSchema.optional(),
  reason: z.enum(DAMAGE_REASONS).optional(),
  remark: z.string().trim().max(99).refine((v) => !v.includes('\u0000')).optional(),
});
export const finishInput = z.object({ checkInId: idSchema });
/** A recorded pallet to forget before Finish: its SSCC as recorded (18 digits). */
export const undoPalletInput = z.object({ checkInId: idSchema, sscc: z.string().regex(/^\d{18}$/) });
export const warehouseInput = z.object({ warehouseNo: warehouseNoSchema });
export const trackingInput = z.object({ asnNo: asnNoSchema });
/** The photo of a discrepancy: the ASN and the pallet's SSCC of its claim line (IYardService/getClaimPhoto). */
export const claimPhotoInput = z.object({ asnNo: asnNoSchema, sscc: z.string().regex(/^\d{18}$/) });
/** The dock slots of an ASN's warehouse: 24 one-hour slots from `from` (rounded up to a whole UTC hour: the start of the caller's day). */
export const slotsInput = z.object({ asnNo: asnNoSchema, from: z.iso.datetime({ offset: true }) });

/** One door in one hour: its capacity (trucks per hour), the active appointments booked there, and `closed` outside the door's working hours (DOCK_SLOT_CLOSED). */
export type SlotDoor = { doorNo: string; capacity: number; booked: number; closed: boolean };
/** One bookable hour; `past` when it started over an hour ago (DOCK_SLOT_PAST). */
export type DockSlot = { slotStart: string; past: boolean; doors: SlotDoor[] };
/** What the supplier's booking page shows for an ASN: its delivery mode, its active appointment and the slots of the day. */
export type DockSlots = {
  asnNo: string;
  warehouseNo: string;
  /** The warehouse's IANA time zone, in which the slots are shown (decision 0812). */
  timeZone: string;
  deliveryMode: 'PO' | 'JIT' | 'appointment';
  appointment: { id: number; version: number; slotStart: string; doorNo: string; status: AppointmentStatus } | null;
  slots: DockSlot[];
};
