/**
 * Receiving at the dock (issue 15; docs/decisions/ "Kiosk and dock"), by a kiosk or tablet at
 * the door:
 *
 * - truckAtDoor { warehouseNo, code }: the truck called to, at or unloading at a door for an ASN
 *   number or plate, with its progress. YARD_NOT_AT_DOOR otherwise.
 * - scanPallet { checkInId, sscc }: the pallet's expected lines (and its outcome if scanned).
 *   YARD_SSCC_UNKNOWN for an SSCC on no ASN of the warehouse, YARD_SSCC_OTHER_ASN for a pallet of
 *   another ASN.
 * - confirmPallet { checkInId, sscc, outcome, countedQty?, photo?, remark? }: records the pallet
 *   once (YARD_PALLET_DONE; a Request-Id replay answers the first result): ok, or a discrepancy
 *   (short, over, damaged: a photo is required, wrong item). The first pallet moves the truck to
 *   unloading.
 * - finishReceiving { checkInId }: posts the ASN's receipt through the inbound flow
 *   (receiveYardAsn), counts the discrepancies (recorded ones plus pallets never scanned, as
 *   short) and moves the truck to received; the supplier's tracking shows "received, n
 *   discrepancies". YARD_STATE_REFUSED unless unloading.
 * An SSCC is 18 digits; a scan with the application identifier (00) in front is taken without it.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { confirmPalletInput, PalletAtDock, PalletOutcome, ReceivingState } from '../../shared/yard.ts';
import type { Db, Tx } from '../db/client.ts';
import { yardCheckIn, yardPalletScan } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { findAsnPallet, findYardAsn, receiveYardAsn } from './asn-source.ts';
import { applyYardAction, findCheckIn } from './yard-actions.ts';
import { inYardScope } from './yard-scope.ts';
import { checkInView } from './yard-views.ts';

type CheckInRow = typeof yardCheckIn.$inferSelect;
const AT_DOOR = ['called', 'atDoor', 'unloading'];

const ssccOf = (scanned: string) => (scanned.length === 20 ? scanned.slice(2) : scanned);

async function progress(db: Db | Tx, row: CheckInRow): Promise<ReceivingState> {
  const asn = await findYardAsn(db, row.asnNo);
  const [counts] = await db.select({
    scanned: sql<number>`count(*)::int`,
    discrepancies: sql<number>`count(*) filter (where ${yardPalletScan.outcome} <> 'ok')::int`,
  }).from(yardPalletScan).where(eq(yardPalletScan.checkInId, row.id));
  return { checkIn: checkInView(row), expectedPallets: asn?.expectedPallets ?? 0, scanned: Number(counts.scanned), discrepancies: Number(counts.discrepancies) };
}

export async function truckAtDoor(db: Db, user: SessionUser, input: { warehouseNo: string; code: string }): Promise<ReceivingState> {
  const code = input.code.toUpperCase();
  const [row] = await db.select().from(yardCheckIn).where(and(
    eq(yardCheckIn.warehouseNo, input.warehouseNo), inArray(yardCheckIn.state, AT_DOOR), sql`(${yardCheckIn.asnNo} = ${input.code} or ${yardCheckIn.plateNo} = ${code})`,
  )).limit(1);
  if (!row || !inYardScope(user, row)) throw new AppError('YARD_NOT_AT_DOOR', { code: input.code });
  return progress(db, row);
}

/** The pallet of `sscc` for the truck `row`, refused when unknown or of another ASN. */
async function palletOf(db: Db | Tx, row: CheckInRow, scanned: string): Promise<Omit<PalletAtDock, 'outcome'>> {
  const sscc = ssccOf(scanned);
  const pallet = await findAsnPallet(db, row.warehouseNo, sscc);
  if (!pallet) throw new AppError('YARD_SSCC_UNKNOWN', { sscc });
  if (pallet.asnNo !== row.asnNo) throw new AppError('YARD_SSCC_OTHER_ASN', { sscc, asnNo: pallet.asnNo, expected: row.asnNo });
  return pallet;
}

async function truckOf(db: Db | Tx, user: SessionUser, checkInId: number, lock: boolean): Promise<CheckInRow> {
  const row = await findCheckIn(db, user, checkInId, lock);
  if (!AT_DOOR.includes(row.state)) throw new AppError('YARD_STATE_REFUSED', { queueNo: row.queueNo, state: row.state });
  return row;
}

export async function scanPallet(db: Db, user: SessionUser, input: { checkInId: number; sscc: string }): Promise<PalletAtDock> {
  const row = await truckOf(db, user, input.checkInId, false);
  const pallet = await palletOf(db, row, input.sscc);
  const [scan] = await db.select({ outcome: yardPalletScan.outcome }).from(yardPalletScan).where(and(eq(yardPalletScan.checkInId, row.id), eq(yardPalletScan.sscc, pallet.sscc)));
  return { ...pallet, outcome: (scan?.outcome as PalletOutcome | undefined) ?? null };
}

export async function confirmPallet(tx: Tx, user: SessionUser, input: z.output<typeof confirmPalletInput>): Promise<ReceivingState> {
  let row = await truckOf(tx, user, input.checkInId, true);
  const pallet = await palletOf(tx, row, input.sscc);
  if (input.outcome === 'damaged' && !input.photo) throw new AppError('YARD_PHOTO_REQUIRED', { sscc: pallet.sscc });
  const [inserted] = await tx.insert(yardPalletScan).values({
    checkInId: row.id, asnNo: row.asnNo, sscc: pallet.sscc, outcome: input.outcome, countedQty: input.countedQty ?? null, photo: input.photo ?? null,
    remark: input.remark ?? null, createName: user.userNo, updateName: user.userNo,
  }).onConflictDoNothing().returning({ id: yardPalletScan.id });
  if (!inserted) throw new AppError('YARD_PALLET_DONE', { sscc: pallet.sscc });
  if (row.state !== 'unloading') {
    await applyYardAction(tx, user, row, 'unload');
    [row] = await tx.select().from(yardCheckIn).where(eq(yardCheckIn.id, row.id));
  }
  return progress(tx, row);
}

export async function finishReceiving(tx: Tx, user: SessionUser, input: { checkInId: number }): Promise<ReceivingState> {
  const row = await findCheckIn(tx, user, input.checkInId, true);
  if (row.state !== 'unloading') throw new AppError('YARD_STATE_REFUSED', { queueNo: row.queueNo, state: row.state });
  const before = await progress(tx, row);
  await receiveYardAsn(tx, user, row.asnNo);
  const missing = Math.max(0, before.expectedPallets - before.scanned);
  const discrepancies = before.discrepancies + missing;
  const outcomes = await tx.select({ sscc: yardPalletScan.sscc, outcome: yardPalletScan.outcome }).from(yardPalletScan)
    .where(and(eq(yardPalletScan.checkInId, row.id), ne(yardPalletScan.outcome, 'ok')));
  const checkIn = await applyYardAction(tx, user, row, 'receive', { discrepancies, missingPallets: missing, pallets: outcomes });
  return { ...before, checkIn, discrepancies };
}
