/**
 * What a pallet recorded at the dock counts (issue 24; docs/decisions/0520-dock-posts-counted.md),
 * pure so the property tests can run it alone:
 *
 * - palletCount(pallet, record): the counted quantity of each expected line (line number ->
 *   quantity in the line's unit) of a pallet record. ok: as expected. short / over / damaged: the
 *   record's `counted` lines, or `countedQty` on a pallet of one line (YARD_COUNT_PER_LINE on more),
 *   a line not named as expected; short must be below expected on some line and above on none
 *   (YARD_COUNT_NOT_SHORT), over the reverse (YARD_COUNT_NOT_OVER); damaged any count. wrongItem:
 *   every expected line 0 and the item found (`itemNo` and `countedQty` > 0, else
 *   YARD_WRONG_ITEM_COUNT).
 * - claimLines(pallets, scans): the discrepancies of a delivery, one per pallet line (ClaimLine of
 *   src/shared/yard.ts): every non-ok scan and every pallet never scanned ('missing', counted 0),
 *   with a damaged pallet's reason and the receiver's note when recorded.
 */
import Decimal from 'decimal.js';
import type { ClaimLine, DamageReason, PalletAtDock, PalletOutcome } from '../../shared/yard.ts';
import { AppError } from '../rpc/app-error.ts';

export type PalletRecord = { outcome: PalletOutcome; countedQty?: string; counted?: { lineNo: number; qty: string }[]; itemNo?: string };
export type PalletCount = { counted: Record<string, string>; found: { itemNo: string; qty: string } | null };
type Pallet = Omit<PalletAtDock, 'outcome'>;

function countedLines(pallet: Pallet, record: PalletRecord): Map<number, Decimal> {
  const counted = new Map(pallet.lines.map((line) => [line.lineNo, new Decimal(line.qty)]));
  if (record.counted?.length) {
    for (const { lineNo, qty } of record.counted) {
      if (!counted.has(lineNo)) throw new AppError('YARD_COUNT_PER_LINE', { sscc: pallet.sscc });
      counted.set(lineNo, new Decimal(qty));
    }
  } else if (record.countedQty !== undefined) {
    if (pallet.lines.length !== 1) throw new AppError('YARD_COUNT_PER_LINE', { sscc: pallet.sscc });
    counted.set(pallet.lines[0].lineNo, new Decimal(record.countedQty));
  }
  return counted;
}

export function palletCount(pallet: Pallet, record: PalletRecord): PalletCount {
  if (record.outcome === 'wrongItem') {
    if (!record.itemNo || !record.countedQty || new Decimal(record.countedQty).lte(0)) throw new AppError('YARD_WRONG_ITEM_COUNT', { sscc: pallet.sscc });
    return { counted: Object.fromEntries(pallet.lines.map((line) => [String(line.lineNo), '0'])), found: { itemNo: record.itemNo, qty: new Decimal(record.countedQty).toFixed() } };
  }
  const counted = record.outcome === 'ok' ? new Map(pallet.lines.map((line) => [line.lineNo, new Decimal(line.qty)])) : countedLines(pallet, record);
  const sign = record.outcome === 'short' ? -1 : record.outcome === 'over' ? 1 : 0;
  if (sign !== 0) {
    const differences = pallet.lines.map((line) => ({ line, cmp: counted.get(line.lineNo)!.comparedTo(line.qty) }));
    const first = differences.find((d) => d.cmp === sign) ?? differences[0];
    if (!differences.some((d) => d.cmp === sign) || differences.some((d) => d.cmp === -sign)) {
      throw new AppError(sign < 0 ? 'YARD_COUNT_NOT_SHORT' : 'YARD_COUNT_NOT_OVER', { sscc: pallet.sscc, lineNo: first.line.lineNo, expected: new Decimal(first.line.qty).toFixed() });
    }
  }
  return { counted: Object.fromEntries([...counted].map(([lineNo, qty]) => [String(lineNo), qty.toFixed()])), found: null };
}

/** A recorded pallet as claimLines reads it. */
export type ScanRow = { sscc: string; outcome: string; counted: Record<string, string> | null; itemNo: string | null; countedQty: string | null; photo: boolean; reason: string | null; remark: string | null };

export function claimLines(pallets: Pallet[], scans: ScanRow[]): ClaimLine[] {
  const bySscc = new Map(scans.map((scan) => [scan.sscc, scan]));
  return pallets.flatMap((pallet): ClaimLine[] => {
    const scan = bySscc.get(pallet.sscc);
    if (scan?.outcome === 'ok') return [];
    const outcome = (scan?.outcome ?? 'missing') as ClaimLine['outcome'];
    const recorded = { ...(scan?.reason ? { reason: scan.reason as DamageReason } : {}), ...(scan?.remark ? { note: scan.remark } : {}) };
    const lines = pallet.lines.map((line) => ({
      sscc: pallet.sscc, lineNo: line.lineNo, itemNo: line.itemNo, expected: new Decimal(line.qty).toFixed(),
      counted: new Decimal(scan?.counted?.[String(line.lineNo)] ?? 0).toFixed(), outcome, photo: Boolean(scan?.photo), ...recorded,
    }));
    const found = scan?.outcome === 'wrongItem' && scan.itemNo
      ? [{ sscc: pallet.sscc, lineNo: null, itemNo: scan.itemNo, expected: '0', counted: new Decimal(scan.countedQty ?? 0).toFixed(), outcome, photo: Boolean(scan.photo), ...recorded }]
      : [];
    return [...lines, ...found];
  });
}
