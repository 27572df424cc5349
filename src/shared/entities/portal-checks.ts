/**
 * Checks shared by the supplier portal's declarations (workflows §5, issue 14): valid-from not after
 * valid-to, clock times as HH:mm with the start before the end, a comma list of supplier numbers
 * required when a news is addressed to chosen suppliers, and coordinates within their range.
 * Values are the normalized fields; absent and empty fields pass (the `required` rule covers them).
 */
import type { FieldIssue } from '../errors.ts';

/** A supplier number list as stored on a news: codes separated by commas, no spaces. */
export const SUPPLIER_LIST = /^[A-Za-z0-9_-]{1,32}(?:,[A-Za-z0-9_-]{1,32}){0,199}$/;
const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** An issue on `to` when both dates are sent and `from` is after `to` (workflows §5 "valid-from may not be after valid-to"). */
export function dateOrderCheck(values: Record<string, unknown>, from: string, to: string): FieldIssue[] {
  const start = values[from];
  const end = values[to];
  return typeof start === 'string' && typeof end === 'string' && start > end ? [{ field: to, message: 'validation.dateOrder' }] : [];
}

/** Issues for clock times that are not HH:mm, and on `end` when it is not after `start`. */
export function timeRangeCheck(values: Record<string, unknown>, start: string, end: string): FieldIssue[] {
  const issues = [start, end].filter((field) => typeof values[field] === 'string' && !TIME_OF_DAY.test(values[field] as string)).map((field) => ({ field, message: 'validation.timeOfDay' }));
  if (issues.length) return issues;
  const from = values[start];
  const to = values[end];
  return typeof from === 'string' && typeof to === 'string' && from >= to ? [{ field: end, message: 'validation.timeOrder' }] : [];
}

/** Issues of a news audience: chosen suppliers (audience 2) need a list; a list must be supplier numbers separated by commas. */
export function audienceCheck(values: Record<string, unknown>): FieldIssue[] {
  const list = values.supplierNos;
  if (typeof list === 'string' && !SUPPLIER_LIST.test(list)) return [{ field: 'supplierNos', message: 'validation.supplierList' }];
  return values.audience === '2' && 'supplierNos' in values && !list ? [{ field: 'supplierNos', message: 'validation.suppliersRequired' }] : [];
}

/** Issues for a longitude outside -180..180 or a latitude outside -90..90. */
export function coordinateCheck(values: Record<string, unknown>): FieldIssue[] {
  const out = (field: string, limit: number) => typeof values[field] === 'string' && Math.abs(Number(values[field])) > limit;
  return [...(out('longitude', 180) ? [{ field: 'longitude', message: 'validation.longitude' }] : []), ...(out('latitude', 90) ? [{ field: 'latitude', message: 'validation.latitude' }] : [])];
}
