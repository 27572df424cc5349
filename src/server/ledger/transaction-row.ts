/**
 * One stock transaction row as the ledger's posting writes it (stock-rows.ts) and the report's day
 * aggregates read it (report/ledger-days.ts): a move line's entry (key, deltas in the item's unit)
 * with its posting, document, operator, line and action, and the balance's quantities after it.
 * Apart from stock-rows.ts so the two can share it without an import cycle.
 */
import type { Quantities } from './balance-rules.ts';
import type { Entry } from './move-lines.ts';

export type TransactionRow = Entry & { postingId: number; docType: string; docNo: string; operator: string; lineNo: number; action: string; after?: Quantities };
