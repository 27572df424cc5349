/**
 * The posting vocabulary of the ledger and its pure double-entry bookkeeping (no database).
 *
 * A document line (`MoveLine`) becomes `Entry` rows: each entry is one delta of on-hand, allocated
 * and frozen quantities (decimal strings in the item's unit) on a stock key (`internal`) or on a
 * virtual location that balances it: receive books supplier -> cell, issue cell -> customer,
 * adjust inventory-loss <-> cell, transfer cell -> cell. So the on-hand deltas of every line sum
 * to zero. Allocate, unallocate, freeze and unfreeze move quantity between the buckets of one
 * balance and leave on-hand alone.
 *
 * Errors: AppError VALIDATION_FAILED when a quantity is not a positive decimal with at most six
 * decimals (adjust: non-zero), or a transfer changes organisation or item.
 */
import Decimal from 'decimal.js';
import { AppError } from '../rpc/app-error.ts';
import type { StockKey } from '../../shared/events.ts';
import type { LocationUsage } from './ledger-schema.ts';

/** A balance key, declared with the events that carry it (src/shared/events.ts). */
export type { StockKey } from '../../shared/events.ts';

const MOVE_ACTIONS = ['receive', 'issue', 'allocate', 'unallocate', 'freeze', 'unfreeze', 'transfer', 'adjust', 'reverse'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** One delta of a transaction row; quantities are decimal strings. */
export type Entry = {
  usage: LocationUsage;
  key: StockKey;
  onHand: string;
  allocated: string;
  frozen: string;
  /** The transaction row this entry reverses (reversals only). */
  reversesId?: number;
};

/** A document line as callers write it. `quantity` is a positive decimal string (adjust: signed). */
export type MoveLine =
  | { lineNo: number; action: 'receive'; to: StockKey; quantity: string }
  | { lineNo: number; action: 'issue'; from: StockKey; quantity: string }
  | { lineNo: number; action: 'allocate' | 'unallocate' | 'freeze' | 'unfreeze'; at: StockKey; quantity: string }
  | { lineNo: number; action: 'transfer'; from: StockKey; to: StockKey; quantity: string }
  | { lineNo: number; action: 'adjust'; at: StockKey; quantity: string };

/** A line in the ledger's own form: its entries. reversePosting builds `reverse` lines. */
export type BookedLine = { lineNo: number; action: MoveAction; entries: Entry[] };

const QUANTITY = /^-?\d{1,14}(\.\d{1,6})?$/;

function parseQuantity(line: MoveLine, signed: boolean): Decimal {
  const valid = QUANTITY.test(line.quantity) && (signed ? !new Decimal(line.quantity).isZero() : new Decimal(line.quantity).gt(0));
  if (!valid) {
    throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: `lines.${line.lineNo}.quantity`, message: 'validation.notNumber' }] });
  }
  return new Decimal(line.quantity);
}

function entry(usage: LocationUsage, key: StockKey, onHand: Decimal, allocated = new Decimal(0), frozen = new Decimal(0)): Entry {
  return { usage, key, onHand: onHand.toFixed(), allocated: allocated.toFixed(), frozen: frozen.toFixed() };
}

const ZERO = new Decimal(0);

/** The entries of one document line (double-entry: on-hand deltas sum to zero). */
export function lineEntries(line: MoveLine): Entry[] {
  switch (line.action) {
    case 'receive': {
      const q = parseQuantity(line, false);
      return [entry('supplier', line.to, q.neg()), entry('internal', line.to, q)];
    }
    case 'issue': {
      const q = parseQuantity(line, false);
      return [entry('internal', line.from, q.neg()), entry('customer', line.from, q)];
    }
    case 'transfer': {
      const q = parseQuantity(line, false);
      if (line.from.orgNo !== line.to.orgNo || line.from.itemNo !== line.to.itemNo) {
        throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: `lines.${line.lineNo}.to`, message: 'validation.wrongParent', params: { value: line.to.itemNo, parent: line.from.itemNo } }] });
      }
      return [entry('internal', line.from, q.neg()), entry('internal', line.to, q)];
    }
    case 'adjust': {
      const q = parseQuantity(line, true);
      return [entry('inventory', line.at, q.neg()), entry('internal', line.at, q)];
    }
    case 'allocate':
      return [entry('internal', line.at, ZERO, parseQuantity(line, false))];
    case 'unallocate':
      return [entry('internal', line.at, ZERO, parseQuantity(line, false).neg())];
    case 'freeze':
      return [entry('internal', line.at, ZERO, ZERO, parseQuantity(line, false))];
    case 'unfreeze':
      return [entry('internal', line.at, ZERO, ZERO, parseQuantity(line, false).neg())];
  }
}

/** The entries that undo `entries` (negated deltas, each naming the row it reverses). */
export function reversedEntries(rows: (Entry & { id: number })[]): Entry[] {
  return rows.map(({ id, usage, key, onHand, allocated, frozen }) => ({
    usage,
    key,
    onHand: new Decimal(onHand).neg().toFixed(),
    allocated: new Decimal(allocated).neg().toFixed(),
    frozen: new Decimal(frozen).neg().toFixed(),
    reversesId: id,
  }));
}

/** One text per balance key, to add up deltas per key; the unit separator cannot occur in codes. */
export function keyText(key: StockKey): string {
  return [key.orgNo, key.warehouseNo, key.cellNo, key.itemNo, key.lotNo, key.containerNo, key.stockStatus].join('\u001f');
}
