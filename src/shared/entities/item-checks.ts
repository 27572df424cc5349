/**
 * The number rules of an item (spec console §3 Material, §5): pack quantity greater than 0;
 * over-receipt and over-issue rates are percentages from 0 to 100; shelf-life days, warning days,
 * dimensions, weight, purchase quantity and inventory limits are not negative; the inventory lower
 * limit does not exceed the upper limit (checked when both are sent).
 */
import type { FieldIssue } from '../errors.ts';
import { limitOrderCheck, notNegativeCheck, percentCheck, positiveCheck } from './quantity-checks.ts';

const NOT_NEGATIVE = ['shelflife', 'inShelflife', 'outShelflife', 'predate', 'length', 'width', 'height', 'weight', 'minPurQty', 'invUpperLimit', 'invLowerLimit'];

export function itemChecks(values: Record<string, unknown>): FieldIssue[] {
  return [
    ...positiveCheck(values, ['packQty']),
    ...percentCheck(values, ['inPassRate', 'outPassRate']),
    ...notNegativeCheck(values, NOT_NEGATIVE),
    ...limitOrderCheck(values, 'invLowerLimit', 'invUpperLimit'),
  ];
}
