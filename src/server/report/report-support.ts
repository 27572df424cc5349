/**
 * Helpers of the stock reports (src/shared/reports.ts): the search rules of workflows §5 (refused
 * before any query), the narrowing filters on a ledger alias, the period as UTC instants, number
 * fields, totals and the paged answer.
 *
 * Quantities are decimal strings: raw ledger figures in the item unit's decimals (query-support.ts
 * unitQuantity, lossless since stored quantities never have more), derived ones (averages, rates,
 * percentages) exact to 6 decimals at most. Days are whole UTC days.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { reportConditionProblem, reportPeriod, type ReportDef } from '../../shared/reports.ts';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { filters, type Condition, type Row } from '../inventory/queries/query-support.ts';
import { AppError } from '../rpc/app-error.ts';
import type { SessionUser } from '../rpc/session.ts';

export type { Condition, Row } from '../inventory/queries/query-support.ts';

/** A report's full answer before paging: every row, the totals over them and the chart's data. */
export type ReportResult = { rows: Row[]; totals: Record<string, string>; chart?: unknown };
export type ReportPage = Page<Row> & { totals: Record<string, string>; chart?: unknown };
export type ReportRunner = (db: Db, user: SessionUser, condition: Condition, now: Date) => Promise<ReportResult>;

export const DAY_MS = 86_400_000;

/** Refuses a condition that breaks a search rule of workflows §5 (nothing is queried). */
export function checkCondition(report: ReportDef, condition: Condition): void {
  const problem = reportConditionProblem(report, condition);
  if (problem === 'VALIDATION_FAILED') throw new AppError(problem, {}, { fields: [{ field: 'period', message: 'validation.date' }] });
  if (problem) throw new AppError(problem);
}

/** The period [from, to) of a period report as UTC instants (shared/reports.ts reportPeriod). */
export function periodOf(condition: Condition, now: Date): { from: Date; to: Date } {
  const { from, to } = reportPeriod(condition, now);
  return { from: new Date(`${from}T00:00:00Z`), to: new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) };
}

/** A whole-number field between min and max, or its default; VALIDATION_FAILED naming the field otherwise. */
export function numberField(condition: Condition, field: string, fallback: number, min: number, max: number): number {
  const raw = condition[field];
  if (raw === undefined || raw === null || String(raw).trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new AppError('VALIDATION_FAILED', {}, { fields: [{ field, message: 'validation.notNumber' }] });
  return value;
}

/**
 * The data scope and the narrowing filters on an alias holding org_no, warehouse_no, item_no (and
 * lot_no when `withLot`), with `bm_item i` joined: organisation and warehouse exact, item and lot
 * contain (like the stock pages), item group exact on the item master.
 */
export function narrowing(user: SessionUser, condition: Condition, alias: string, withLot = false): SQL[] {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return [
    stockScopeCondition(user, column('org_no'), column('warehouse_no')) ?? sql`true`,
    ...filters(condition, { orgNo: column('org_no'), warehouseNo: column('warehouse_no'), groupNo: sql`i.group_no` }, { itemNo: column('item_no'), ...(withLot ? { lotNo: column('lot_no') } : {}) }),
  ];
}

/** An exact decimal of at most 6 decimals, without trailing zeros. */
export function exact(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();
}

/** The sum of a decimal column over rows (exact). */
export function sumOf(rows: Row[], field: string): Decimal {
  return rows.reduce((sum, row) => (row[field] === null || row[field] === undefined ? sum : sum.plus(String(row[field]))), new Decimal(0));
}

/** Totals of the given decimal columns over every row (exact decimal strings). */
export function totalsOf(rows: Row[], fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, sumOf(rows, field).toFixed()]));
}

/** Whole UTC days from `from` to `to` (0 on the same day). */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor(to.getTime() / DAY_MS) - Math.floor(from.getTime() / DAY_MS);
}

/** yyyy-MM-dd of an instant (UTC): a day of the day aggregates (ledger-days.ts). */
export function dayText(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** yyyy-MM-dd of an instant (UTC), or null. */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string).toISOString().slice(0, 10);
}

/** One page of a report's rows with its totals and chart. */
export function pageOf(result: ReportResult, request: Pick<PageRequest, 'current' | 'size'>): ReportPage {
  const start = (request.current - 1) * request.size;
  return {
    records: result.rows.slice(start, start + request.size),
    total: result.rows.length,
    pages: Math.ceil(result.rows.length / request.size),
    current: request.current,
    size: request.size,
    totals: result.totals,
    chart: result.chart,
  };
}
