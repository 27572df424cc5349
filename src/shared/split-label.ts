/**
 * Split label print (spec console §2 Base.Print split-label-print; docs/decisions/ "Printing"):
 * a label of quantity Q is replaced by labels of `splitQty` each, the last one holding the rest,
 * numbered `{barcode}-01`, `{barcode}-02`, … Exact decimal arithmetic; at most SPLIT_MAX_PIECES.
 */
import Decimal from 'decimal.js';
import { isDecimalText } from './quantity-rounding.ts';

export const SPLIT_LABEL_PRINT_MENU = '100402';
export const SPLIT_MAX_PIECES = 99;

const Exact = Decimal.clone({ precision: 64, toExpNeg: -64, toExpPos: 64 });

/**
 * The quantities of the pieces of `qty` by `splitQty`, or undefined when the split is not
 * possible: splitQty not a decimal greater than 0 and less than qty, or more than
 * SPLIT_MAX_PIECES pieces.
 */
export function splitQuantities(qty: string, splitQty: string): string[] | undefined {
  if (!isDecimalText(qty) || !isDecimalText(splitQty)) return undefined;
  const total = new Exact(qty);
  const piece = new Exact(splitQty);
  if (piece.lte(0) || piece.gte(total)) return undefined;
  const whole = total.div(piece).floor().toNumber();
  const rest = total.minus(piece.times(whole));
  const count = whole + (rest.isZero() ? 0 : 1);
  if (count > SPLIT_MAX_PIECES) return undefined;
  return [...Array.from({ length: whole }, () => piece.toFixed()), ...(rest.isZero() ? [] : [rest.toFixed()])];
}

/** The barcode of piece `index` (0-based) of a split label. */
export function pieceBarcode(barcode: string, index: number): string {
  return `${barcode}-${String(index + 1).padStart(2, '0')}`;
}
