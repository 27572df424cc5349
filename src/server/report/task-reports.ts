/**
 * Warehousing-task (menu 150108) and issue-task (150109) reports: one row per task of the sources
 * (task-sources.ts) created in the period (no date filter when only a task, document or item number
 * narrows it), in the stock scope, organisation and warehouse exact, task, source document and item
 * (a task with a line of it) contain.
 *
 * Row: taskNo, sourceDocNo, orgNo, warehouseNo, statusCode, workerNo, createDate, finishDate (the
 * last line done, for a completed task), leadDays (whole days from creation to finish, or to now
 * while open (10, 15); null for a voided or closed task), timeBucket (workflows §9: 0-3, 4-7, over
 * 7 days), lineCount, doneLines, qty, doneQty (sums over its lines), docType (for the drill-down).
 * Totals: lineCount, doneLines, qty, doneQty. Chart: { buckets: [{ bucket, done, open }] } the
 * number of finished and of open tasks per time bucket. Newest task first.
 */
import { sql, type SQL } from 'drizzle-orm';
import { conditionDay, TIME_BUCKETS } from '../../shared/reports.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import { filters, whereOf } from '../inventory/queries/query-support.ts';
import { daysBetween, exact, periodOf, totalsOf, type Condition, type ReportRunner } from './report-support.ts';
import { ISSUE_TASK_SOURCES, unionOf, WAREHOUSING_TASK_SOURCES } from './task-sources.ts';

const OPEN = new Set(['10', '15']);

/** The time bucket of a number of days. */
export function timeBucketOf(days: number | null): string | null {
  if (days === null) return null;
  return (TIME_BUCKETS.find((b) => days >= b.from && days <= b.to) ?? TIME_BUCKETS[TIME_BUCKETS.length - 1]).bucket;
}

/** The creation period of a condition: only when a date range was given. */
export function createdWithin(condition: Condition, column: SQL, now: Date): SQL | undefined {
  if (!conditionDay(condition, 'periodFrom') || !conditionDay(condition, 'periodTo')) return undefined;
  const { from, to } = periodOf(condition, now);
  return sql`${column} >= ${from.toISOString()} and ${column} < ${to.toISOString()}`;
}

function taskReport(sources: SQL[]): ReportRunner {
  return async (db, user, condition, now) => {
    const lines = unionOf(sources);
    if (!lines) return { rows: [], totals: totalsOf([], ['lineCount', 'doneLines', 'qty', 'doneQty']), chart: { buckets: TIME_BUCKETS.map((b) => ({ bucket: b.bucket, done: 0, open: 0 })) } };
    const where = whereOf([
      stockScopeCondition(user, sql`l.org_no`, sql`l.warehouse_no`),
      ...filters(condition, { orgNo: sql`l.org_no`, warehouseNo: sql`l.warehouse_no` }, { taskNo: sql`l.task_no`, sourceDocNo: sql`l.source_doc_no` }),
      createdWithin(condition, sql`l.created_at`, now),
    ]);
    const item = filters(condition, {}, { itemNo: sql`l.item_no` });
    const result = await db.execute(sql`
      select l.doc_type, l.task_no, l.source_doc_no, l.org_no, l.warehouse_no, l.status_code, l.worker_no, l.created_at,
        case when l.status_code = '30' then max(l.done_at) end as finish_date, count(*)::int as line_count, count(*) filter (where l.done)::int as done_lines,
        sum(l.qty)::text as qty, coalesce(sum(l.qty) filter (where l.done), 0)::text as done_qty
      from (${lines}) l where ${where}
      group by l.doc_type, l.task_no, l.source_doc_no, l.org_no, l.warehouse_no, l.status_code, l.worker_no, l.created_at
      ${item.length ? sql`having bool_or(${item[0]})` : sql``}
      order by l.created_at desc, l.task_no desc`);
    const rows = result.rows.map((r) => {
      const created = new Date(r.created_at as string);
      const status = String(r.status_code);
      const lead = r.finish_date ? daysBetween(created, new Date(r.finish_date as string)) : OPEN.has(status) ? daysBetween(created, now) : null;
      return {
        docType: r.doc_type, taskNo: r.task_no, sourceDocNo: r.source_doc_no, orgNo: r.org_no, warehouseNo: r.warehouse_no, statusCode: status, workerNo: r.worker_no,
        createDate: created.toISOString(), finishDate: r.finish_date ? new Date(r.finish_date as string).toISOString() : null, leadDays: lead, timeBucket: timeBucketOf(lead),
        lineCount: r.line_count, doneLines: r.done_lines, qty: exact(String(r.qty)), doneQty: exact(String(r.done_qty)),
      };
    });
    const buckets = TIME_BUCKETS.map((b) => ({
      bucket: b.bucket,
      done: rows.filter((r) => r.timeBucket === b.bucket && r.finishDate !== null).length,
      open: rows.filter((r) => r.timeBucket === b.bucket && r.finishDate === null).length,
    }));
    return { rows, totals: totalsOf(rows, ['lineCount', 'doneLines', 'qty', 'doneQty']), chart: { buckets } };
  };
}

export const warehousingTaskReport = taskReport(WAREHOUSING_TASK_SOURCES);

export const issueTaskReport = taskReport(ISSUE_TASK_SOURCES);
