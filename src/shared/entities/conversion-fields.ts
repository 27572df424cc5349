/**
 * The quantity fields and rule of a unit conversion, shared by the general conversion
 * (unit-conversion) and the item's own (item-unit-conversion), spec console §3 Unit conversion
 * and §5: neither quantity may be 0, and the second quantity (toUnitPt) is the first (fromUnitPt)
 * divided by the conversion value (convertValue), to 2 decimals. The form computes toUnitPt with
 * deriveConversion; the server refuses a toUnitPt that differs from it.
 */
import type { FieldDef } from '../entity.ts';
import type { FieldIssue } from '../errors.ts';
import { convertedQuantity, isPositiveQuantity, sameQuantity } from '../quantity-rounding.ts';

export const CONVERSION_FIELDS = {
  fromUnitNo: { kind: 'text', required: true, ref: 'unit', list: true, search: 'exact', section: 'basic' },
  fromUnitPt: { kind: 'decimal', required: true, default: '1', list: true, section: 'basic' },
  convertValue: { kind: 'decimal', required: true, default: '1', list: true, section: 'basic' },
  toUnitNo: { kind: 'text', key: true, required: true, ref: 'unit', list: true, search: 'exact', section: 'basic' },
  toUnitPt: { kind: 'decimal', required: true, scale: 2, computed: true, default: '1.00', list: true, section: 'basic' },
} as const satisfies Record<string, FieldDef>;

const QUANTITIES = ['fromUnitPt', 'convertValue', 'toUnitPt'] as const;

/** toUnitPt of the form's values, once fromUnitPt and convertValue are positive decimals. */
export function deriveConversion(values: Record<string, unknown>): Record<string, unknown> {
  const first = String(values.fromUnitPt ?? '');
  const value = String(values.convertValue ?? '');
  return isPositiveQuantity(first) && isPositiveQuantity(value) ? { toUnitPt: convertedQuantity(first, value) } : {};
}

/**
 * Issues of a conversion's values: the two units differ; the quantities travel together (on add
 * their defaults fill them; a modify that changes one sends all three), are greater than 0, and
 * toUnitPt is fromUnitPt / convertValue to 2 decimals and not 0.
 */
export function conversionIssues(values: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (values.fromUnitNo && values.fromUnitNo === values.toUnitNo) issues.push({ field: 'toUnitNo', message: 'validation.sameUnit' });
  const missing = QUANTITIES.filter((field) => typeof values[field] !== 'string');
  if (missing.length === QUANTITIES.length) return issues;
  if (missing.length > 0) return [...issues, { field: missing[0], message: 'validation.conversionTogether' }];
  const [first, value, second] = QUANTITIES.map((field) => values[field] as string);
  for (const [field, quantity] of [['fromUnitPt', first], ['convertValue', value], ['toUnitPt', second]] as const) {
    if (!isPositiveQuantity(quantity)) issues.push({ field, message: 'validation.positive' });
  }
  if (!isPositiveQuantity(first) || !isPositiveQuantity(value)) return issues;
  const expected = convertedQuantity(first, value);
  if (!isPositiveQuantity(expected)) issues.push({ field: 'toUnitPt', message: 'validation.conversionZero' });
  else if (isPositiveQuantity(second) && !sameQuantity(second, expected)) issues.push({ field: 'toUnitPt', message: 'validation.conversionMismatch', params: { expected } });
  return issues;
}
