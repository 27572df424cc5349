/**
 * Where the task reports read their tasks (docs/decisions.md "Reports"): each kind of task is one
 * source, a SELECT in a common shape, so another kind of task joins a report by one more entry in
 * its list and nothing else changes.
 *
 * - A task line source (warehousing-task, issue-task) answers one row per task line: doc_type (the
 *   ledger document type its confirms post under, for the drill-down), task_no, source_doc_no,
 *   org_no, warehouse_no, status_code (DOC_STATUS), worker_no, created_at (the task's creation),
 *   item_no, qty (the line's quantity in the item's unit), done (whether the line is done),
 *   done_at (when it was done, null while open).
 * - A confirmation source (employee-workload) answers one row per confirmed task line: task_kind
 *   (TASK_KINDS), task_no, line_no, org_no, warehouse_no, item_no, lot_no, qty (what the operator
 *   confirmed: put away, counted, picked), user_no (who confirmed), confirmed_at.
 *
 * Issue tasks (outbound picking) do not exist yet: ISSUE_TASK_SOURCES is empty and the issue-task
 * report answers no rows until the outbound tasks add their source here (and the picking
 * confirmations to WORKLOAD_SOURCES).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PUTAWAY_DOC_TYPE } from '../inbound/putaway-tasks.ts';

/** The putaway task lines (in_putaway_task, in_putaway_line; a partial putaway split a line into a done and an open one). */
const PUTAWAY_TASK_LINES = sql`
  select ${PUTAWAY_DOC_TYPE}::text as doc_type, t.task_no, t.doc_no as source_doc_no, t.org_no, t.warehouse_no, t.status_code, t.worker_no, t.create_date as created_at,
    l.item_no, l.qty, l.status_code = '30' as done, l.put_date as done_at
  from in_putaway_task t join in_putaway_line l on l.task_id = t.id`;

/** Lines put away: the worker who confirmed the line (put_name) when (put_date). */
const PUTAWAY_CONFIRMATIONS = sql`
  select 'putaway'::text as task_kind, t.task_no, l.line_no, l.org_no, l.warehouse_no, l.item_no, l.lot_no, l.qty, l.put_name as user_no, l.put_date as confirmed_at
  from in_putaway_line l join in_putaway_task t on t.id = l.task_id where l.status_code = '30' and l.put_date is not null and l.put_name is not null`;

/** Count lines counted: the counter of the latest count (count_name) when (count_date). */
const COUNT_CONFIRMATIONS = sql`
  select 'count'::text as task_kind, c.task_no, c.line_no, c.org_no, c.warehouse_no, c.item_no, c.lot_no, c.count_qty as qty, c.count_name as user_no, c.count_date as confirmed_at
  from chk_check_stock_transaction c where c.count_date is not null and c.count_name is not null`;

export const WAREHOUSING_TASK_SOURCES: SQL[] = [PUTAWAY_TASK_LINES];

export const ISSUE_TASK_SOURCES: SQL[] = [];

export const WORKLOAD_SOURCES: SQL[] = [PUTAWAY_CONFIRMATIONS, COUNT_CONFIRMATIONS];

/** The sources as one derived table (`union all`), or undefined when there is none. */
export function unionOf(sources: SQL[]): SQL | undefined {
  return sources.length === 0 ? undefined : sql.join(sources.map((source) => sql`(${source})`), sql` union all `);
}
