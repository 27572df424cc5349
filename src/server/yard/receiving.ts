/**
 * Receiving at the dock (issue 15; docs/decisions/ "Kiosk and dock"), by a kiosk or tablet at
 * the door, as a receiver signed in there (IBmLoginService/pinLogin; issue 24, decision 0640): every
 * call below refuses a gate-kiosk session with YARD_RECEIVER_REQUIRED, so the pallet records, the
 * journal and the truck's tracking carry the receiver's number and name.
 *
 * - truckAtDoor { warehouseNo, code }: the truck called to, at or unloading at a door for an ASN
 *   number, a plate or the SSCC of one of its pallets or cartons (bare, "(00)…" or raw: the
 *   pallet's ASN; the handheld's Receive scans a label, record 0930), with its progress.
 *   YARD_NOT_AT_DOOR otherwise.
 * - trucksAtDoors { warehouseNo }: the trucks called to, at or unloading at its doors (CheckInView,
 *   by door and queue number), for the receiver to tap one.
 * - scanPallet { checkInId, sscc }: the pallet's expected lines (and its outcome if scanned). The
 *   scan is read by the shared GS1 reader (src/shared/gs1-scan.ts: bare 18 digits, "(00)…" as
 *   printed, raw with FNC1); a carton's SSCC answers the pallet it is on. YARD_SSCC_CHECK_DIGIT for
 *   a wrong check digit, YARD_SSCC_UNREADABLE for a scan without an SSCC, YARD_SSCC_UNKNOWN for an
 *   SSCC on no ASN, YARD_SSCC_OTHER_WAREHOUSE for one delivered to another warehouse,
 *   YARD_SSCC_OTHER_ASN for a pallet of another ASN.
 * - confirmPallet { checkInId, sscc, outcome, countedQty?, counted?, itemNo?, lots?, photo?, reason?, remark? }:
 *   records the pallet once (YARD_PALLET_DONE; a Request-Id replay answers the first result) with
 *   the counted quantity of each line (dock-count.ts palletCount) and the lot and expiry given for
 *   its lines (`lots`, received with them at Finish; INBOUND_COUNT_NO_LINE for a line not on the pallet): ok, or a discrepancy (short,
 *   over, damaged: a reason is required (YARD_DAMAGE_REASON_REQUIRED), the photo optional, wrong item: the item found, YARD_WRONG_ITEM_COUNT when it
 *   is no item of the organisation). A count that takes an ASN line beyond its open quantity plus
 *   the over-delivery tolerance is refused (YARD_OVER_TOLERANCE). The first pallet moves the truck
 *   to unloading.
 *   Every answer above carries the truck's progress (ReceivingState) with the quantity counted on
 *   each recorded pallet and the summary lines Finish will post (receiving-summary.ts).
 * - undoPallet { checkInId, sscc }: forgets a recorded pallet before Finish (the receiver corrects
 *   it by recording it again); YARD_PALLET_NOT_RECORDED when it was not recorded.
 * - finishReceiving { checkInId }: posts what was counted through the inbound flow
 *   (receiveYardAsn: damaged pallets are held for inspection by inspection-rules.ts), counts the
 *   discrepancies (recorded ones plus pallets never scanned) and moves the truck to received with
 *   the claim lines, the received quantity and the receiver's name (receivedBy) on its tracking row; YARD_STATE_REFUSED unless
 *   unloading.
 */
import Decimal from 'decimal.js';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CheckInView, ClaimLine, confirmPalletInput, PalletAtDock, PalletOutcome, ReceivingState } from '../../shared/yard.ts';
import type { Db, Tx } from '../db/client.ts';
import { yardCheckIn, yardPalletScan } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';
import { Gs1Error } from '../../shared/gs1.ts';
import { isKioskUser } from '../../shared/kiosk-role.ts';
import { readGs1Scan } from '../../shared/gs1-scan.ts';
import { asnLineQuantities, asnPallets, findAsnPallet, locateSscc, findYardAsn, overDeliveryRate, receiveYardAsn, type YardReceipt } from './asn-source.ts';
import { claimLines, palletCount } from './dock-count.ts';
import { receivingSummary } from './receiving-summary.ts';
import { applyYardAction, findCheckIn } from './yard-actions.ts';
import { inYardScope } from './yard-scope.ts';
import { checkInView } from './yard-views.ts';

type CheckInRow = typeof yardCheckIn.$inferSelect;
const AT_DOOR = ['called', 'atDoor', 'unloading'];

async function progress(db: Db | Tx, row: CheckInRow, user: SessionUser): Promise<ReceivingState> {
  const asn = await findYardAsn(db, row.asnNo);
  const scans = await db.select({ sscc: yardPalletScan.sscc, outcome: yardPalletScan.outcome, counted: yardPalletScan.counted, itemNo: yardPalletScan.itemNo, countedQty: yardPalletScan.countedQty })
    .from(yardPalletScan).where(eq(yardPalletScan.checkInId, row.id)).orderBy(yardPalletScan.id);
  const { pallets, lines } = await receivingSummary(db, row.orgNo, row.warehouseNo, row.asnNo, scans);
  return {
    checkIn: checkInView(row), expectedPallets: asn?.expectedPallets ?? 0, scanned: pallets.length, discrepancies: pallets.filter((p) => p.outcome !== 'ok').length,
    pallets, lines, receiver: { userNo: user.userNo, userName: user.userName },
  };
}

/** Refuses the kiosk's own session: receiving is a receiver's work (YARD_RECEIVER_REQUIRED). */
function assertReceiver(user: SessionUser): void {
  if (isKioskUser(user)) throw new AppError('YARD_RECEIVER_REQUIRED');
}

/** The ASN of a scanned pallet or carton SSCC (null when the scan holds no SSCC or no ASN has it). */
async function asnOfSscc(db: Db, scanned: string): Promise<string | null> {
  let sscc: string | undefined;
  try {
    sscc = readGs1Scan(scanned).sscc;
  } catch {
    return null;
  }
  return sscc ? ((await locateSscc(db, sscc))?.asnNo ?? null) : null;
}

export async function truckAtDoor(db: Db, user: SessionUser, input: { warehouseNo: string; code: string }): Promise<ReceivingState> {
  assertReceiver(user);
  const code = input.code.toUpperCase();
  const asnNo = (await asnOfSscc(db, input.code)) ?? input.code;
  const [row] = await db.select().from(yardCheckIn).where(and(
    eq(yardCheckIn.warehouseNo, input.warehouseNo), inArray(yardCheckIn.state, AT_DOOR), sql`(${yardCheckIn.asnNo} = ${asnNo} or ${yardCheckIn.plateNo} = ${code})`,
  )).limit(1);
  if (!row || !inYardScope(user, row)) throw new AppError('YARD_NOT_AT_DOOR', { code: input.code });
  return progress(db, row, user);
}

/** The trucks called to, at or unloading at a door of the warehouse, by door and queue number: the dock's list to tap instead of typing. */
export async function trucksAtDoors(db: Db, user: SessionUser, input: { warehouseNo: string }): Promise<CheckInView[]> {
  assertReceiver(user);
  const rows = await db.select().from(yardCheckIn).where(and(eq(yardCheckIn.warehouseNo, input.warehouseNo), inArray(yardCheckIn.state, AT_DOOR)))
    .orderBy(yardCheckIn.doorNo, yardCheckIn.queueNo);
  return rows.filter((row) => inYardScope(user, row)).map(checkInView);
}

/** The SSCC of a scan (readGs1Scan: bare, "(00)…" or raw with AI 00). Errors: YARD_SSCC_CHECK_DIGIT, YARD_SSCC_UNREADABLE. */
function scannedSscc(scanned: string): string {
  try {
    const { sscc } = readGs1Scan(scanned);
    if (sscc) return sscc;
  } catch (error) {
    if (error instanceof Gs1Error && error.problem === 'checkDigit') throw new AppError('YARD_SSCC_CHECK_DIGIT', { code: scanned.trim() });
  }
  throw new AppError('YARD_SSCC_UNREADABLE', { code: scanned.trim() });
}

/** The pallet of a scanned SSCC (a pallet's or a carton's) for the truck `row`, refused when unknown, of another warehouse or of another ASN. */
async function palletOf(db: Db | Tx, row: CheckInRow, scanned: string): Promise<Omit<PalletAtDock, 'outcome'>> {
  const sscc = scannedSscc(scanned);
  const place = await locateSscc(db, sscc);
  if (!place) throw new AppError('YARD_SSCC_UNKNOWN', { sscc });
  if (place.warehouseNo !== row.warehouseNo) throw new AppError('YARD_SSCC_OTHER_WAREHOUSE', { sscc, asnNo: place.asnNo, warehouseNo: place.warehouseNo });
  const pallet = await findAsnPallet(db, row.warehouseNo, place.palletSscc);
  if (!pallet) throw new AppError('YARD_SSCC_UNKNOWN', { sscc });
  if (pallet.asnNo !== row.asnNo) throw new AppError('YARD_SSCC_OTHER_ASN', { sscc, asnNo: pallet.asnNo, expected: row.asnNo });
  return pallet;
}

async function truckOf(db: Db | Tx, user: SessionUser, checkInId: number, lock: boolean): Promise<CheckInRow> {
  assertReceiver(user);
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

/** Refuses a count that takes an ASN line beyond its open quantity plus the over-delivery tolerance (YARD_OVER_TOLERANCE). */
async function assertWithinTolerance(tx: Tx, row: CheckInRow, counted: Record<string, string>): Promise<void> {
  const before = await tx.select({ counted: yardPalletScan.counted }).from(yardPalletScan).where(eq(yardPalletScan.checkInId, row.id));
  const lines = await asnLineQuantities(tx, row.asnNo);
  const rate = await overDeliveryRate(tx, row.orgNo, row.supplierNo);
  for (const [lineNo, qty] of Object.entries(counted)) {
    const line = lines.find((l) => String(l.lineNo) === lineNo);
    if (!line) continue;
    const total = before.reduce((sum, scan) => sum.plus(scan.counted?.[lineNo] ?? 0), new Decimal(qty));
    const max = new Decimal(line.open).plus(new Decimal(line.declared).times(rate).div(100));
    if (total.gt(max)) throw new AppError('YARD_OVER_TOLERANCE', { itemNo: line.itemNo, lineNo: line.lineNo, counted: total.toFixed(), declared: new Decimal(line.declared).toFixed(), max: max.toFixed() });
  }
}

export async function confirmPallet(tx: Tx, user: SessionUser, input: z.output<typeof confirmPalletInput>): Promise<ReceivingState> {
  let row = await truckOf(tx, user, input.checkInId, true);
  const pallet = await palletOf(tx, row, input.sscc);
  const [done] = await tx.select({ id: yardPalletScan.id }).from(yardPalletScan).where(and(eq(yardPalletScan.checkInId, row.id), eq(yardPalletScan.sscc, pallet.sscc)));
  if (done) throw new AppError('YARD_PALLET_DONE', { sscc: pallet.sscc });
  if (input.outcome === 'damaged' && !input.reason) throw new AppError('YARD_DAMAGE_REASON_REQUIRED', { sscc: pallet.sscc });
  const count = palletCount(pallet, input);
  const unknown = (input.lots ?? []).find((lot) => !pallet.lines.some((line) => line.lineNo === lot.lineNo));
  if (unknown) throw new AppError('INBOUND_COUNT_NO_LINE', { docNo: row.asnNo, lineNo: unknown.lineNo });
  const given = (input.lots ?? []).filter((lot) => lot.lotNo || lot.expiryDate);
  const lots = given.length ? Object.fromEntries(given.map(({ lineNo, lotNo, expiryDate }) => [String(lineNo), { ...(lotNo ? { lotNo } : {}), ...(expiryDate ? { expiryDate } : {}) }])) : null;
  if (count.found && !(await isItemOf(tx, row.orgNo, count.found.itemNo))) throw new AppError('YARD_WRONG_ITEM_COUNT', { sscc: pallet.sscc });
  await assertWithinTolerance(tx, row, count.counted);
  const [inserted] = await tx.insert(yardPalletScan).values({
    checkInId: row.id, asnNo: row.asnNo, sscc: pallet.sscc, outcome: input.outcome, countedQty: count.found?.qty ?? input.countedQty ?? null, counted: count.counted, lots,
    itemNo: count.found?.itemNo ?? null, photo: input.photo ?? null, reason: input.outcome === 'damaged' ? input.reason! : null, remark: input.remark ?? null, createName: user.userNo, updateName: user.userNo,
  }).onConflictDoNothing().returning({ id: yardPalletScan.id });
  if (!inserted) throw new AppError('YARD_PALLET_DONE', { sscc: pallet.sscc });
  if (row.state !== 'unloading') {
    await applyYardAction(tx, user, row, 'unload');
    [row] = await tx.select().from(yardCheckIn).where(eq(yardCheckIn.id, row.id));
  }
  return progress(tx, row, user);
}

/** Forgets a recorded pallet of a truck still unloading, so it is scanned and recorded again (a correction before Finish). YARD_PALLET_NOT_RECORDED when it was not. */
export async function undoPallet(tx: Tx, user: SessionUser, input: { checkInId: number; sscc: string }): Promise<ReceivingState> {
  const row = await truckOf(tx, user, input.checkInId, true);
  const removed = await tx.delete(yardPalletScan).where(and(eq(yardPalletScan.checkInId, row.id), eq(yardPalletScan.sscc, input.sscc))).returning({ id: yardPalletScan.id });
  if (!removed.length) throw new AppError('YARD_PALLET_NOT_RECORDED', { sscc: input.sscc });
  return progress(tx, row, user);
}

async function isItemOf(tx: Tx, orgNo: string, itemNo: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from bm_item where org_no = ${orgNo} and item_no = ${itemNo}`);
  return rows.length > 0;
}

/** What the dock counted for a truck: the receipt to post and the claim lines. */
async function countedReceipt(tx: Tx, row: CheckInRow): Promise<{ receipt: YardReceipt; claims: ClaimLine[] }> {
  const scans = await tx.select().from(yardPalletScan).where(eq(yardPalletScan.checkInId, row.id)).orderBy(yardPalletScan.id);
  const pallets = await asnPallets(tx, row.warehouseNo, row.asnNo);
  const receipt: YardReceipt = {
    lines: scans.flatMap((scan) => Object.entries(scan.counted ?? {})
      .filter(([, qty]) => new Decimal(qty).gt(0))
      .map(([lineNo, qty]) => ({ lineNo: Number(lineNo), qty, containerNo: scan.sscc, ...scan.lots?.[lineNo] }))),
    found: scans.flatMap((scan) => (scan.itemNo && scan.countedQty ? [{ itemNo: scan.itemNo, qty: String(scan.countedQty), containerNo: scan.sscc }] : [])),
  };
  const claims = claimLines(pallets, scans.map((scan) => ({ ...scan, countedQty: scan.countedQty === null ? null : String(scan.countedQty), photo: scan.photo !== null })));
  return { receipt, claims };
}

export async function finishReceiving(tx: Tx, user: SessionUser, input: { checkInId: number }): Promise<ReceivingState> {
  assertReceiver(user);
  const row = await findCheckIn(tx, user, input.checkInId, true);
  if (row.state !== 'unloading') throw new AppError('YARD_STATE_REFUSED', { queueNo: row.queueNo, state: row.state });
  const before = await progress(tx, row, user);
  const { receipt, claims } = await countedReceipt(tx, row);
  const missing = Math.max(0, before.expectedPallets - before.scanned);
  const discrepancies = before.discrepancies + missing;
  const outcomes = await tx.select({ sscc: yardPalletScan.sscc, outcome: yardPalletScan.outcome }).from(yardPalletScan)
    .where(and(eq(yardPalletScan.checkInId, row.id), ne(yardPalletScan.outcome, 'ok')));
  const receivedQty = receipt.lines.reduce((sum, line) => sum.plus(line.qty), new Decimal(0)).toFixed();
  // The truck is received (with its claim lines) before the posting, which frees the doors of the ASN's queued trucks.
  const checkIn = await applyYardAction(tx, user, row, 'receive', { discrepancies, missingPallets: missing, pallets: outcomes, claims, receivedQty, receivedBy: user.userName });
  await receiveYardAsn(tx, user, row.asnNo, receipt, await overDeliveryRate(tx, row.orgNo, row.supplierNo));
  return { ...before, checkIn, discrepancies };
}
