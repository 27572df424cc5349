/**
 * The invariants of one balance (pure): allocated >= 0, frozen >= 0, allocated + frozen <= on-hand;
 * on-hand may go below zero only in a warehouse that allows negative stock, and only while nothing
 * is allocated or frozen. The CHECK constraint inv_stock_quantities states the same rule, so the
 * database backs what this module refuses with a message.
 *
 * Quantities are decimal.js values in the item's unit.
 */
import Decimal from 'decimal.js';
import { AppError } from '../rpc/app-error.ts';
import type { StockKey } from './move-lines.ts';

export type Quantities = { onHand: Decimal; allocated: Decimal; frozen: Decimal };

export const NO_QUANTITIES: Quantities = { onHand: new Decimal(0), allocated: new Decimal(0), frozen: new Decimal(0) };

export function addQuantities(a: Quantities, b: Quantities): Quantities {
  return { onHand: a.onHand.add(b.onHand), allocated: a.allocated.add(b.allocated), frozen: a.frozen.add(b.frozen) };
}

/** On-hand minus allocated and frozen: what can still be issued, allocated or frozen. */
function available(q: Quantities): Decimal {
  return q.onHand.sub(q.allocated).sub(q.frozen);
}

/**
 * The refusal of applying `delta` to the balance `before` of `key`, or undefined when the result
 * keeps the invariants. The message names the first bucket that would break: allocated, frozen,
 * then available stock (requested = how much the delta takes from available).
 */
export function balanceRefusal(key: StockKey, before: Quantities, delta: Quantities, allowNegative: boolean): AppError | undefined {
  const after = addQuantities(before, delta);
  const where = { itemNo: key.itemNo, cellNo: key.cellNo };
  if (after.allocated.isNeg()) {
    return new AppError('INSUFFICIENT_ALLOCATED', { ...where, allocated: before.allocated.toFixed(), requested: delta.allocated.neg().toFixed() });
  }
  if (after.frozen.isNeg()) {
    return new AppError('INSUFFICIENT_FROZEN', { ...where, frozen: before.frozen.toFixed(), requested: delta.frozen.neg().toFixed() });
  }
  const held = after.allocated.add(after.frozen);
  if (held.gt(after.onHand) && !(allowNegative && held.isZero())) {
    return new AppError('INSUFFICIENT_STOCK', { ...where, available: available(before).toFixed(), requested: available(delta).neg().toFixed() });
  }
  return undefined;
}
