/**
 * The total of a list page (spec console §2 generic list page "total"; issue 17 large data): exact
 * up to EXACT_TOTAL_LIMIT matching rows (WMS_EXACT_TOTAL_LIMIT, default 20,000), counted by reading
 * at most one row more than the limit; above it, PostgreSQL's own estimate of the matching rows
 * (EXPLAIN), answered with `estimated: true` so the console says "about". Counting ten million
 * ledger rows exactly on every page would take seconds; nobody pages through them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

export const EXACT_TOTAL_LIMIT = Math.max(1000, Number(process.env.WMS_EXACT_TOTAL_LIMIT ?? 20_000));

export type CappedTotal = { total: number; estimated: boolean };

/**
 * `query` is a SELECT of the matching rows (any columns). Answers the exact count when at most
 * EXACT_TOTAL_LIMIT rows match, else the planner's estimate (never below the limit + 1).
 */
export async function cappedCount(db: Db | Tx, query: SQL): Promise<CappedTotal> {
  const counted = await db.execute(sql`select count(*)::int as n from (${query} limit ${EXACT_TOTAL_LIMIT + 1}) c`);
  const n = Number(counted.rows[0].n);
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, estimated: false };
  return { total: Math.max(EXACT_TOTAL_LIMIT + 1, await estimatedRows(db, query)), estimated: true };
}

/** The planner's estimate of the rows `query` answers. */
export async function estimatedRows(db: Db | Tx, query: SQL): Promise<number> {
  const plan = await db.execute(sql`explain (format json) ${query}`);
  const document = plan.rows[0]['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(document[0].Plan['Plan Rows']);
}
