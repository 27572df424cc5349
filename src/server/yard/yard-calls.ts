/**
 * The calls of the dock and yard (issue 15; docs/decisions/ "Kiosk and dock"; menus Inbound /
 * Dock and yard: dock-door 110401, appointment 110402, yard-queue 110403, gate-kiosk 110404).
 * The dock doors' own five calls come from their entity declaration (IYardDockDoorService).
 *
 * - IDockAppointmentService: list (isSearch), book { asnNo, slotStart, doorNo? } (isAdd), move
 *   { id, version, slotStart, doorNo? } (isModify), confirm (isCheck) and cancel (isCancelInvalid)
 *   { id, version }; supplier users act on their own supplier's ASNs only. list, book and slots
 *   { asnNo, from } (isSearch: the day's slots with each door's room, dock-slots.ts), move and cancel
 *   are also allowed on the supplier portal's Delivery > Dock appointment (SUP 5106), where a
 *   supplier books, moves and cancels its own.
 * - IYardService: list (the yard queue, isSearch), action { id, version, action } and callNext
 *   { warehouseNo, doorNo } (isModify), getAsnTracking { asnNo } (isSearch on the queue or the
 *   appointments: the supplier's ASN tracking), getClaimPhoto { asnNo, sscc } (isSearch on the
 *   queue, the ASN lists 170602 / SUP 5101 or the ASN tracking 170102 / SUP 5102: the photo of a
 *   damaged pallet, claims.ts).
 * - IKioskService (the gate kiosk's own menu; the seeded `kiosk` role holds only these flags):
 *   findAsn { warehouseNo, code } and getBoard { warehouseNo } (isSearch), checkIn (isAdd, with a
 *   Request-Id header from the kiosk); dock receiving (receiving.ts) as a signed-in receiver, not the
 *   kiosk: findTruck (by ASN number, plate or a pallet SSCC), trucksAtDoors and scanPallet (isSearch), confirmPallet, undoPallet and
 *   finishReceiving (isCheck, with a Request-Id), on the kiosk menu or the yard queue; ticket { id } (isSearch: the PDF ticket); revokeSessions { userNo } (isModify on users 160102) ends a
 *   kiosk user's live sessions.
 * Writes run in one transaction inside withRetry; answers are the changed rows.
 */
import { byIdSchema, pageRequestSchema, type PageRequest } from '../../shared/rpc.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import {
  appointmentRefInput, bookInput, claimPhotoInput, callNextInput, checkInInput, confirmPalletInput, findAsnInput, finishInput, moveInput, palletInput, slotsInput, trackingInput, truckInput,
  undoPalletInput, warehouseInput, yardActionInput,
} from '../../shared/yard.ts';
import { PURCHASER_MENU, PURCHASER_TRACKING_MENU, SUP_ASN_MENUS } from '../asn/asn-calls.ts';
import { withRetry } from '../db/retry.ts';
import type { Tx } from '../db/client.ts';
import { defineCall, type CallDef, type UserContext } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';
import { scopedWarehouse } from '../workbench/warehouses.ts';
import { bookAppointment, cancelAppointment, confirmAppointment, moveAppointment } from './appointments.ts';
import { checkIn, findAtGate } from './check-in.ts';
import { claimPhoto } from './claims.ts';
import { dockSlots } from './dock-slots.ts';
import { warehouseZone } from '../workbench/warehouses.ts';
import { revokeInput, revokeKioskSessions } from './kiosk-sessions.ts';
import { callNext, findCheckIn, runYardAction } from './yard-actions.ts';
import { confirmPallet, finishReceiving, scanPallet, truckAtDoor, trucksAtDoors, undoPallet } from './receiving.ts';
import { ticketAppointment, ticketPdf } from './ticket-pdf.ts';
import { checkInView } from './yard-views.ts';
import { asnTracking, dockBoard, listAppointments, listCheckIns } from './yard-queries.ts';

const USERS_MENU = '160102';
export const YARD_MENUS = { dockDoor: '110401', appointment: '110402', yardQueue: '110403', kiosk: '110404' } as const;

const write = <T>(ctx: UserContext, work: (tx: Tx, user: SessionUser) => Promise<T>) => withRetry(ctx.database.db, (tx) => work(tx, ctx.user));
const on = (menuNo: string, flag: PermissionFlag, alsoOn?: readonly string[]) => ({ menuNo, flag, ...(alsoOn ? { alsoOn } : {}) });
const list = (service: string, menuNo: string, summary: string, handle: (input: PageRequest, ctx: UserContext) => Promise<unknown>, alsoOn?: readonly string[]): CallDef =>
  defineCall({ service, method: 'list', summary, permission: on(menuNo, 'isSearch', alsoOn), input: pageRequestSchema, handle });
/** The appointment calls a supplier makes on its booking page (SUP 5106) as well. */
const BOOKING = [SUP_ASN_MENUS.booking];
/** Dock receiving is also allowed on the yard queue (110403), which the receiver role template holds; a kiosk session is refused (receiving.ts). */
const RECEIVING = [YARD_MENUS.yardQueue];
/** The pages showing an ASN's claim lines: both sides' ASN lists and ASN tracking. */
const CLAIMS = [PURCHASER_MENU, PURCHASER_TRACKING_MENU, SUP_ASN_MENUS.list, SUP_ASN_MENUS.tracking];

export const yardCalls: CallDef[] = [
  list('IDockAppointmentService', YARD_MENUS.appointment, 'Dock appointments by slot (paged, scoped; a supplier sees its own)', (input, ctx) => listAppointments(ctx.database.db, ctx.user, input), BOOKING),
  defineCall({
    service: 'IDockAppointmentService', method: 'slots', summary: "The day's one-hour dock slots of an approved ASN's warehouse: each door's capacity and appointments booked",
    permission: on(YARD_MENUS.appointment, 'isSearch', BOOKING), input: slotsInput, handle: (input, ctx) => dockSlots(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IDockAppointmentService', method: 'book', summary: 'Book a one-hour dock slot for an approved ASN (capacity per door and hour never exceeded)',
    permission: on(YARD_MENUS.appointment, 'isAdd', BOOKING), input: bookInput, handle: (input, ctx) => write(ctx, (tx, user) => bookAppointment(tx, user, input)),
  }),
  defineCall({
    service: 'IDockAppointmentService', method: 'move', summary: 'Move an appointment to another slot or door (booked again; a supplier its own)',
    permission: on(YARD_MENUS.appointment, 'isModify', BOOKING), input: moveInput, handle: (input, ctx) => write(ctx, (tx, user) => moveAppointment(tx, user, input)),
  }),
  defineCall({
    service: 'IDockAppointmentService', method: 'confirm', summary: 'Confirm a booked appointment (purchaser)',
    permission: on(YARD_MENUS.appointment, 'isCheck'), input: appointmentRefInput, handle: (input, ctx) => write(ctx, (tx, user) => confirmAppointment(tx, user, input)),
  }),
  defineCall({
    service: 'IDockAppointmentService', method: 'cancel', summary: 'Cancel an appointment, freeing its slot (a supplier its own)',
    permission: on(YARD_MENUS.appointment, 'isCancelInvalid', BOOKING), input: appointmentRefInput, handle: (input, ctx) => write(ctx, (tx, user) => cancelAppointment(tx, user, input)),
  }),
  list('IYardService', YARD_MENUS.yardQueue, 'The yard queue: trucks checked in, newest first (paged, scoped)', (input, ctx) => listCheckIns(ctx.database.db, ctx.user, input)),
  defineCall({
    service: 'IYardService', method: 'action', summary: 'Move a truck along: call to door, at door, unloading, received, checked out',
    permission: on(YARD_MENUS.yardQueue, 'isModify'), input: yardActionInput, handle: (input, ctx) => write(ctx, (tx, user) => runYardAction(tx, user, input)),
  }),
  defineCall({
    service: 'IYardService', method: 'callNext', summary: 'Call the next truck waiting for a door (null when none waits)',
    permission: on(YARD_MENUS.yardQueue, 'isModify'), input: callNextInput, handle: (input, ctx) => write(ctx, (tx, user) => callNext(tx, user, input)),
  }),
  defineCall({
    service: 'IYardService', method: 'getAsnTracking', summary: "An ASN's yard events in order (checked in, called, unloading, received, checked out)",
    permission: { ...on(YARD_MENUS.yardQueue, 'isSearch'), alsoOn: [YARD_MENUS.appointment] }, input: trackingInput,
    handle: (input, ctx) => asnTracking(ctx.database.db, ctx.user, input.asnNo),
  }),
  defineCall({
    service: 'IYardService', method: 'getClaimPhoto', summary: "The photo taken at the dock of an ASN's damaged pallet (a JPEG data URL; a supplier only its own ASNs')",
    permission: on(YARD_MENUS.yardQueue, 'isSearch', CLAIMS), input: claimPhotoInput, handle: (input, ctx) => claimPhoto(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IKioskService', method: 'findAsn', summary: 'The ASN of a typed or scanned ASN number or plate, as the gate kiosk confirms it',
    permission: on(YARD_MENUS.kiosk, 'isSearch'), input: findAsnInput, handle: (input, ctx) => write(ctx, (tx, user) => findAtGate(tx, user, input)),
  }),
  defineCall({
    service: 'IKioskService', method: 'checkIn', summary: 'Check a truck in at the gate: queue number and dock door (once per Request-Id)',
    permission: on(YARD_MENUS.kiosk, 'isAdd'), input: checkInInput, handle: (input, ctx) => write(ctx, (tx, user) => checkIn(tx, user, input)),
  }),
  defineCall({
    service: 'IKioskService', method: 'findTruck', summary: 'The truck at a door for an ASN number, plate or the SSCC of one of its pallets or cartons, with its receiving progress',
    permission: on(YARD_MENUS.kiosk, 'isSearch', RECEIVING), input: truckInput, handle: (input, ctx) => truckAtDoor(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IKioskService', method: 'trucksAtDoors', summary: "The trucks called to, at or unloading at the warehouse's doors, for the receiver to choose one",
    permission: on(YARD_MENUS.kiosk, 'isSearch', RECEIVING), input: warehouseInput, handle: (input, ctx) => trucksAtDoors(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IKioskService', method: 'scanPallet', summary: "A pallet (SSCC) of the truck's ASN: its expected lines; unknown pallets and pallets of another ASN are refused",
    permission: on(YARD_MENUS.kiosk, 'isSearch', RECEIVING), input: palletInput, handle: (input, ctx) => scanPallet(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IKioskService', method: 'confirmPallet', summary: 'Receive one pallet as expected or with a discrepancy (short, over, damaged with a photo, wrong item), once',
    permission: on(YARD_MENUS.kiosk, 'isCheck', RECEIVING), input: confirmPalletInput, handle: (input, ctx) => write(ctx, (tx, user) => confirmPallet(tx, user, input)),
  }),
  defineCall({
    service: 'IKioskService', method: 'undoPallet', summary: 'Forget a recorded pallet of a truck still unloading, so the receiver records it again',
    permission: on(YARD_MENUS.kiosk, 'isCheck', RECEIVING), input: undoPalletInput, handle: (input, ctx) => write(ctx, (tx, user) => undoPallet(tx, user, input)),
  }),
  defineCall({
    service: 'IKioskService', method: 'finishReceiving', summary: "Post the ASN's receipt through the inbound flow and mark the truck received with its discrepancies",
    permission: on(YARD_MENUS.kiosk, 'isCheck', RECEIVING), input: finishInput, handle: (input, ctx) => write(ctx, (tx, user) => finishReceiving(tx, user, input)),
  }),
  defineCall({
    service: 'IKioskService', method: 'ticket', summary: 'The ticket of a check-in as a PDF for the ticket printer (queue number, door, ASN with its QR code, driver, plate, appointment hour)',
    permission: on(YARD_MENUS.kiosk, 'isSearch'), input: byIdSchema,
    handle: async (input, ctx) => {
      const row = await findCheckIn(ctx.database.db, ctx.user, input.id);
      return ticketPdf(checkInView(row), ctx.language, await warehouseZone(ctx.database.db, row.warehouseNo), await ticketAppointment(ctx.database.db, row.asnNo));
    },
  }),
  defineCall({
    service: 'IKioskService', method: 'revokeSessions', summary: "Sign a gate kiosk out everywhere (its user's live sessions end at its next call)",
    permission: on(USERS_MENU, 'isModify'), input: revokeInput, handle: (input, ctx) => write(ctx, (tx) => revokeKioskSessions(tx, input.userNo)),
  }),
  defineCall({
    service: 'IKioskService', method: 'getBoard', summary: "The kiosk's warehouse: its doors and the yard queue",
    permission: on(YARD_MENUS.kiosk, 'isSearch'), input: warehouseInput,
    handle: async (input, ctx) => dockBoard(ctx.database.db, (await scopedWarehouse(ctx.database.db, ctx.user, input.warehouseNo)).warehouseNo),
  }),
];
