/** Decimal text as the API sends it (docs/decisions/0002-numbers-on-the-wire.md): no trailing zeros. */
import Decimal from 'decimal.js';

/** '100.000000' -> '100', '0.250000' -> '0.25'; null stays null. */
export function decimalText(value: unknown): string;
export function decimalText(value: unknown, nullable: true): string | null;
export function decimalText(value: unknown, nullable?: true): string | null {
  if (value === null || value === undefined) return nullable ? null : '0';
  return new Decimal(String(value)).toFixed();
}
