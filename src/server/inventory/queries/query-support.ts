/**
 * Helpers of the read-only stock queries (src/shared/documents/stock-queries.ts): condition
 * values, filters, the one-year date range of workflows §5, paging and quantity formatting.
 *
 * Quantities are formatted in the item unit's decimals by its rounding type (bm_unit dicimal_digit
 * and rounding_type, read by the queries as UNIT_COLUMNS; stored quantities never have more
 * decimals than their unit, so nothing is lost). An item whose unit is not in the unit master,
 * and a sum over several units, keep the exact value without trailing zeros.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { roundQuantity, type UnitPrecision } from '../../../shared/quantity-rounding.ts';
import { normalizeDate } from '../../../shared/validation.ts';
import { AppError } from '../../rpc/app-error.ts';

export type Condition = Record<string, unknown>;
export type Row = Record<string, unknown>;

/** A condition value as trimmed text, or undefined when empty. */
export function conditionText(condition: Condition, name: string): string | undefined {
  const value = condition[name];
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column = value` for each exact field and `column ILIKE %value%` for each fuzzy one present. */
export function filters(condition: Condition, exact: Record<string, SQL>, fuzzy: Record<string, SQL>): SQL[] {
  return [
    ...Object.entries(exact).flatMap(([name, column]) => {
      const value = conditionText(condition, name);
      return value === undefined ? [] : [sql`${column} = ${value}`];
    }),
    ...Object.entries(fuzzy).flatMap(([name, column]) => {
      const value = conditionText(condition, name);
      return value === undefined ? [] : [sql`${column} ilike ${likePattern(value)}`];
    }),
  ];
}

/** All conditions joined with AND (true when none). */
export function whereOf(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/**
 * The inclusive date range `${field}From`..`${field}To` (yyyy-MM-dd) as UTC instants
 * [from, end of to). Either may be absent. RANGE_TOO_LARGE when the start is after the end or the
 * span is over one year (workflows §5); VALIDATION_FAILED on an unreadable date.
 */
export function dateRange(condition: Condition, field: string): { from?: Date; to?: Date } {
  const read = (name: string) => {
    const text = conditionText(condition, name);
    if (text === undefined) return undefined;
    const iso = normalizeDate(text.slice(0, 10));
    if (!iso) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field: name, message: 'validation.date' }] });
    return new Date(`${iso}T00:00:00Z`);
  };
  const from = read(`${field}From`);
  const toDay = read(`${field}To`);
  const to = toDay && new Date(toDay.getTime() + 86_400_000);
  if (from && to) {
    const yearLater = new Date(from);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    if (from >= to || to > new Date(yearLater.getTime() + 86_400_000)) throw new AppError('RANGE_TOO_LARGE');
  }
  return { from, to };
}

/** The unit precision columns a query selects next to each row (from `bm_unit u`). */
export const UNIT_COLUMNS = sql`u.dicimal_digit, u.rounding_type`;

/** The precision of a row's unit; none (the exact value) when the unit is not in the unit master. */
function precisionOf(row: Row): UnitPrecision {
  return row.dicimal_digit === null || row.dicimal_digit === undefined ? { roundingType: '5', dicimalDigit: 0 } : { roundingType: String(row.rounding_type ?? '1'), dicimalDigit: Number(row.dicimal_digit) };
}

/** `value` in the decimals of the row's unit (a null quantity stays null). */
export function unitQuantity(value: unknown, unit: Row): string | null {
  if (value === null || value === undefined) return null;
  return roundQuantity(new Decimal(String(value)).toFixed(), precisionOf(unit));
}

/** A sum over rows: in the unit's decimals when they share one unit (`units` = 1), else exact. */
export function totalQuantity(value: unknown, sums: Row): string {
  const exact = new Decimal(value === null || value === undefined ? 0 : String(value)).toFixed();
  return Number(sums.units) === 1 ? (unitQuantity(exact, sums) as string) : new Decimal(exact).toFixed();
}

/** The ORDER BY of a sorter on an allow-listed column, else the default order. */
export function orderBy(sorter: { field: string; order: 'ascend' | 'descend' } | undefined, columns: Record<string, SQL>, fallback: SQL): SQL {
  const column = sorter && columns[sorter.field];
  if (!column) return fallback;
  return sorter.order === 'ascend' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;
}
