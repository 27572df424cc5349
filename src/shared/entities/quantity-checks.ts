/**
 * Number checks shared by entity declarations (EntityDef.check): quantities that must be greater
 * than 0, counts and days that must not be negative, percentages from 0 to 100, and a lower limit
 * that must not exceed its upper limit, a quantity that must not exceed another. Values are the normalized fields (decimal strings or whole
 * numbers); absent and empty fields pass.
 */
import type { FieldIssue } from '../errors.ts';

const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : undefined;

/** Issues for the listed fields whose value is 0 or less. */
export function positiveCheck(values: Record<string, unknown>, fields: readonly string[]): FieldIssue[] {
  return fields.filter((field) => (numberOf(values[field]) ?? 1) <= 0).map((field) => ({ field, message: 'validation.positive' }));
}

/** Issues for the listed fields whose value is below 0. */
export function notNegativeCheck(values: Record<string, unknown>, fields: readonly string[]): FieldIssue[] {
  return fields.filter((field) => (numberOf(values[field]) ?? 0) < 0).map((field) => ({ field, message: 'validation.notNegative' }));
}

/** Issues for the listed fields outside 0 to 100 (percentages such as over-receipt rates). */
export function percentCheck(values: Record<string, unknown>, fields: readonly string[]): FieldIssue[] {
  return fields
    .filter((field) => {
      const n = numberOf(values[field]);
      return n !== undefined && (n < 0 || n > 100);
    })
    .map((field) => ({ field, message: 'validation.percent' }));
}

/** An issue on `lower` when both limits are sent and lower exceeds upper. */
export function limitOrderCheck(values: Record<string, unknown>, lower: string, upper: string): FieldIssue[] {
  const low = numberOf(values[lower]);
  const high = numberOf(values[upper]);
  return low !== undefined && high !== undefined && low > high ? [{ field: lower, message: 'validation.lowerAboveUpper' }] : [];
}

/**
 * An issue on `field` when both quantities are present and `field` exceeds `limit` (a scheduled
 * quantity above the planned one): `message` with `{ max }`, the limit as given.
 */
export function notAboveCheck(values: Record<string, unknown>, field: string, limit: string, message: string): FieldIssue[] {
  const value = numberOf(values[field]);
  const max = numberOf(values[limit]);
  return value !== undefined && max !== undefined && value > max ? [{ field, message, params: { max: String(values[limit]) } }] : [];
}

