/**
 * The number rules of an item (spec console §3 Material, §5): pack quantity greater than 0;
 * over-receipt and over-issue rates are percentages from 0 to 100; shelf-life days, warning days,
 * dimensions, weight, purchase quantity and inventory limits are not negative; the inventory lower
 * limit does not exceed the upper limit (checked when both are sent); a GTIN (GTIN-8, -12, -13 or
 * -14, printed in (01) of GS1-128 receipt labels) has a valid check digit.
 */
import type { FieldIssue } from '../errors.ts';
import { isValidGtin } from '../gs1.ts';
import { limitOrderCheck, notNegativeCheck, percentCheck, positiveCheck } from './quantity-checks.ts';

const NOT_NEGATIVE = ['shelflife', 'inShelflife', 'outShelflife', 'predate', 'length', 'width', 'height', 'weight', 'minPurQty', 'invUpperLimit', 'invLowerLimit'];

export function itemChecks(values: Record<string, unknown>): FieldIssue[] {
  return [
    ...positiveCheck(values, ['packQty']),
    ...percentCheck(values, ['inPassRate', 'outPassRate']),
    ...notNegativeCheck(values, NOT_NEGATIVE),
    ...limitOrderCheck(values, 'invLowerLimit', 'invUpperLimit'),
    ...(typeof values.gtin === 'string' && values.gtin !== '' && !isValidGtin(values.gtin) ? [{ field: 'gtin', message: 'validation.gtin' }] : []),
  ];
}
