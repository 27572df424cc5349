/**
 * The counts of a document received on the handheld (DocumentReceive.tsx; records 0932, 0985): each
 * line is counted in one or more lots, each lot { qty, lotNo, expiryDate } (decimal string in the
 * line's unit, '' when not known, expiry as YYYY-MM-DD).
 */
import Decimal from 'decimal.js';

export type Lot = { qty: string; lotNo: string; expiryDate: string };
export type Counts = Record<number, Lot[]>;
type Gs1 = { count?: string; lot?: string; expiry?: string } | undefined;

const COUNT = /^\d{1,12}(\.\d{1,6})?$/;

/** Whether `text` is a calendar date as YYYY-MM-DD (2027-13-40 is not: walk 14-28 #4). */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The line's counted quantity: the sum of its lots (a lot not yet a number counts 0). */
export const totalOf = (lots: Lot[]): string => lots.reduce((sum, lot) => sum.plus(COUNT.test(lot.qty) ? lot.qty : 0), new Decimal(0)).toFixed();

/**
 * The lots after a scanned item label `gs1`: its count (37, else 1) goes to the lot of the same lot
 * number; a label with a lot of no lot yet fills a lot counted 0 or without a number, else adds a
 * lot; a label without a lot adds to the last lot. The label's expiry (17) goes with its lot.
 */
export function addScan(lots: Lot[], gs1: Gs1): Lot[] {
  const lotNo = gs1?.lot ?? '';
  const index = !lotNo ? lots.length - 1
    : [lots.findIndex((lot) => lot.lotNo === lotNo), lots.findIndex((lot) => !lot.lotNo || new Decimal(COUNT.test(lot.qty) ? lot.qty : 0).isZero())].find((i) => i >= 0) ?? lots.length;
  const lot = lots[index] ?? { qty: '0', lotNo: '', expiryDate: '' };
  const added = { qty: new Decimal(COUNT.test(lot.qty) ? lot.qty : 0).plus(gs1?.count ?? '1').toFixed(), lotNo: lotNo || lot.lotNo, expiryDate: gs1?.expiry ?? lot.expiryDate };
  return index < lots.length ? lots.map((l, i) => (i === index ? added : l)) : [...lots, added];
}

/** Why the lots of a line cannot be received: 'expiry' (an expiry date is no calendar date), 'bad' (a count is not valid), 'twice' (one lot entered twice), else null. */
export function lotsFault(lots: Lot[]): 'expiry' | 'bad' | 'twice' | null {
  if (lots.some((lot) => lot.expiryDate !== '' && !isDate(lot.expiryDate))) return 'expiry';
  if (lots.some((lot) => !COUNT.test(lot.qty))) return 'bad';
  const keys = lots.filter((lot) => new Decimal(lot.qty).gt(0)).map((lot) => `${lot.lotNo}|${lot.expiryDate}`);
  return new Set(keys).size < keys.length ? 'twice' : null;
}

/** The call's lines: one per lot counted above 0, `lotNo` and `expiryDate` only when known. */
export const callLines = (counts: Counts) => Object.entries(counts).flatMap(([lineNo, lots]) => lots.filter((lot) => new Decimal(lot.qty).gt(0))
  .map((lot) => ({ lineNo: Number(lineNo), qty: lot.qty, ...(lot.lotNo ? { lotNo: lot.lotNo } : {}), ...(lot.expiryDate ? { expiryDate: lot.expiryDate } : {}) })));
