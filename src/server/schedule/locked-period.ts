/**
 * The locked-period rule of schedule imports (workflows §5 "import data in the locked period is
 * not imported"): a row whose demand date is before today + the settings' lockDays (today counts;
 * past dates too) is refused with `schedule.lockedPeriod` { value, until }, so the file imports
 * all or nothing like every import (docs/decisions/ "Supplier portal: delivery scheduling and
 * forecasts").
 */
import { sql } from 'drizzle-orm';
import type { FieldIssue } from '../../shared/errors.ts';
import type { Tx } from '../db/client.ts';
import { readSetting } from './setting-calls.ts';

/** Issues per row index of the rows whose demandDate falls in the locked period. */
export async function lockedPeriodIssues(tx: Tx, rows: Record<string, unknown>[]): Promise<Map<number, FieldIssue[]>> {
  const { lockDays } = await readSetting(tx);
  const [{ until }] = (await tx.execute<{ until: string }>(sql`select to_char(current_date + ${lockDays}::int, 'YYYY-MM-DD') as until`)).rows;
  const issues = new Map<number, FieldIssue[]>();
  rows.forEach((row, index) => {
    const date = row.demandDate;
    if (typeof date === 'string' && date < until) issues.set(index, [{ field: 'demandDate', message: 'schedule.lockedPeriod', params: { value: date, until } }]);
  });
  return issues;
}
