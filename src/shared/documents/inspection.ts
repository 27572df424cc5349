/**
 * The inspection document (Inbound quality: document; workflows §9 complex flow): made by a
 * receipt for the lines whose item requires inspection (bm_item.checkFlag) or whose document
 * category runs the complex flow pattern. Its statuses are the document codes: 10 initial,
 * 15 in progress (a line recorded), 30 completed (every line recorded), 90 invalidated (the
 * receipt was cancelled before any line was recorded).
 *
 * A line is recorded once, as pass, fail and concession quantities (decimal strings, each 0 or
 * more) that add up to the line's received quantity: checkResult answers the issue of a result
 * (as `passQty` field issues) or none. Passed stock goes on to putaway and becomes qualified (10),
 * failed stock is quarantined as unqualified (22), concession stock keeps its own status (23).
 */
import Decimal from 'decimal.js';
import type { FieldIssue } from '../errors.ts';
import { DOC_STATUS, type DocStatus } from './document.ts';

const { initial, inProgress, completed, invalidated } = DOC_STATUS;

/** Statuses in which lines may still be recorded. */
export const OPEN_INSPECTION_STATUSES: readonly DocStatus[] = [initial, inProgress];
/** The statuses an inspection ends in. */
export const FINAL_INSPECTION_STATUSES: readonly DocStatus[] = [completed, invalidated];

/** Stock statuses of inspection (STOCK_STATUS): awaiting it, and the three outcomes. */
export const INSPECTION_STOCK = { toInspect: '20', unqualified: '22', concession: '23', toPutAway: '25', qualified: '10' } as const;

export type InspectionResult = { passQty: string; failQty: string; concessionQty: string };

const QTY = /^\d{1,14}(\.\d{1,6})?$/;

/** Whether an inspection in `status` takes results. */
export const canRecord = (status: string) => (OPEN_INSPECTION_STATUSES as readonly string[]).includes(status);

/** The document's status after a line was recorded: completed once no line is open. */
export const statusAfterRecord = (openLines: number): DocStatus => (openLines === 0 ? completed : inProgress);

/** Issues of one line's result against its received quantity `qty` (fields passQty, failQty, concessionQty). */
export function checkResult(result: InspectionResult, qty: string): FieldIssue[] {
  const fields = ['passQty', 'failQty', 'concessionQty'] as const;
  const bad = fields.filter((field) => !QTY.test(result[field]));
  if (bad.length > 0) return bad.map((field) => ({ field, message: 'validation.notNegative' }));
  const total = fields.reduce((sum, field) => sum.plus(result[field]), new Decimal(0));
  return total.eq(qty) ? [] : [{ field: 'passQty', message: 'quality.sumMismatch', params: { qty: new Decimal(qty).toFixed(), total: total.toFixed() } }];
}

/** Sample size of a received quantity at a sampling rate in percent (none: all), rounded up to whole units, at most the quantity. */
export function sampleSize(qty: string, ratePercent: string | null): string {
  if (ratePercent === null) return new Decimal(qty).toFixed();
  return Decimal.min(new Decimal(qty), new Decimal(qty).times(ratePercent).div(100).ceil()).toFixed();
}
