/**
 * Quantities in a unit's precision and unit conversion (spec console §3 Unit: roundingType,
 * dicimalDigit; §5 "Unit conversion"; §9 "Rounding modes 1 to 5"). Exact decimal arithmetic with
 * decimal.js, never binary floats: quantities travel and are answered as decimal strings.
 *
 * Rounding types: 1 round half up (a tie goes away from zero), 2 banker's (a tie goes to the even
 * digit), 3 truncate (toward zero), 4 ceil (toward +infinity), 5 none (the value is kept exactly).
 */
import Decimal from 'decimal.js';

export const ROUNDING_TYPES = ['1', '2', '3', '4', '5'] as const;
export type RoundingType = (typeof ROUNDING_TYPES)[number];

/** A unit keeps 0 to 6 digits after the point. */
export const UNIT_DIGITS_MAX = 6;

/** Digits after the point of a converted quantity (spec console §5: "to 2 decimals"). */
const CONVERSION_DIGITS = 2;

/** The precision fields of a unit row (spec console §3 Unit). */
export type UnitPrecision = { roundingType: string; dicimalDigit: number };

// Enough significant digits that a quotient of two 25-digit operands rounds only once.
const Exact = Decimal.clone({ precision: 64, toExpNeg: -64, toExpPos: 64 });

const MODES: Record<Exclude<RoundingType, '5'>, Decimal.Rounding> = {
  '1': Decimal.ROUND_HALF_UP,
  '2': Decimal.ROUND_HALF_EVEN,
  '3': Decimal.ROUND_DOWN,
  '4': Decimal.ROUND_CEIL,
};

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** True when `value` is a plain decimal string ("12", "-0.5", "3."), no exponent. */
export function isDecimalText(value: string): boolean {
  return DECIMAL_TEXT.test(value.trim());
}

function exact(value: string): Decimal {
  if (!isDecimalText(value)) throw new RangeError(`not a decimal: ${value}`);
  return new Exact(value.trim());
}

/**
 * `value` rounded to the unit's digits by its rounding type, as a string with exactly
 * `dicimalDigit` places (type 5 answers the value unchanged, without trailing zeros).
 * Throws RangeError for a value that is not a decimal string, a rounding type outside 1-5 or
 * digits outside 0-6.
 */
export function roundQuantity(value: string, unit: UnitPrecision): string {
  const number = exact(value);
  const digits = unit.dicimalDigit;
  if (!Number.isInteger(digits) || digits < 0 || digits > UNIT_DIGITS_MAX) throw new RangeError(`digits must be 0 to ${UNIT_DIGITS_MAX}: ${digits}`);
  if (unit.roundingType === '5') return number.toFixed();
  const mode = MODES[unit.roundingType as keyof typeof MODES];
  if (mode === undefined) throw new RangeError(`unknown rounding type: ${unit.roundingType}`);
  // toFixed of -0.4 rounded to 0 places is "-0": a quantity of zero has no sign.
  const rounded = number.toDecimalPlaces(digits, mode);
  return (rounded.isZero() ? new Exact(0) : rounded).toFixed(digits);
}

/**
 * The second quantity of a unit conversion: `first / convertValue` rounded half up to 2 decimals
 * (spec console §5). Throws RangeError for non-decimal input or a zero conversion value.
 */
export function convertedQuantity(first: string, convertValue: string): string {
  const divisor = exact(convertValue);
  if (divisor.isZero()) throw new RangeError('conversion value is zero');
  return exact(first).div(divisor).toDecimalPlaces(CONVERSION_DIGITS, Decimal.ROUND_HALF_UP).toFixed(CONVERSION_DIGITS);
}

/** True when two decimal strings are the same number ("1.50" and "1.5"). */
export function sameQuantity(a: string, b: string): boolean {
  return isDecimalText(a) && isDecimalText(b) && exact(a).eq(exact(b));
}

/** True when a decimal string is greater than zero. */
export function isPositiveQuantity(value: string): boolean {
  return isDecimalText(value) && exact(value).gt(0);
}
