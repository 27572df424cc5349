/**
 * Where the task reports read their tasks (docs/decisions/ "Reports"): each kind of task is one
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
 * Issue tasks are the outbound pick tasks: one per allocation round of an outbound notice (task
 * number `<outNoticeNo>-<round>`, the PCK posting's document number), one line per reservation
 * row (out_allocation). A line is done once its pick posted (the PCK `transfer` row of its allocNo
 * in the ledger, which also gives who and when). Task status: 10 while nothing is picked, 15 while
 * some rows are still reserved, 30 when none is reserved and something was picked, 90 when every
 * row was released unpicked. Rounds shipped at once by posting-notice (never reserved, never
 * picked) are no pick task. Pick tasks are not assigned: worker_no is empty.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PUTAWAY_DOC_TYPE } from '../inbound/putaway-tasks.ts';
import { PICK_DOC_TYPE } from '../outbound/confirm-pick.ts';
import { RELEASED, RESERVED } from '../outbound/allocation-rows.ts';

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

/** The pick rows (out_allocation) with their pick posting (null while unpicked). */
const PICK_ROWS = sql`
  select a.*, h.out_notice_no, h.out_notice_no || '-' || a.round as task_no, p.create_date as picked_at
  from out_allocation a join out_notice_head h on h.id = a.head_id
  left join lateral (
    select t.create_date from inv_transaction t
    where t.doc_type = ${PICK_DOC_TYPE} and t.doc_no = h.out_notice_no || '-' || a.round and t.line_no = a.alloc_no and t.action = 'transfer' and t.on_hand_delta > 0
    limit 1) p on true`;

/** The pick task lines: every reservation row of an allocation round that was reserved for picking. */
const PICK_TASK_LINES = sql`
  select ${PICK_DOC_TYPE}::text as doc_type, r.task_no, r.out_notice_no as source_doc_no, r.org_no, r.warehouse_no,
    case when bool_or(r.status_code = ${RESERVED}) over w then (case when bool_or(r.picked_at is not null) over w then '15' else '10' end)
         when bool_or(r.picked_at is not null) over w then '30' else '90' end as status_code,
    null::text as worker_no, min(r.create_date) over w as created_at, r.item_no, r.qty, r.picked_at is not null as done, r.picked_at as done_at
  from (${PICK_ROWS}) r
  where r.picked_at is not null or r.status_code in (${RESERVED}, ${RELEASED})
  window w as (partition by r.head_id, r.round)`;

/** Lines picked: the ledger's PCK transfer into the staging cell (who posted it, when, how much). */
const PICK_CONFIRMATIONS = sql`
  select 'pick'::text as task_kind, t.doc_no as task_no, t.line_no, t.org_no, t.warehouse_no, t.item_no, t.lot_no, t.on_hand_delta as qty, t.create_name as user_no, t.create_date as confirmed_at
  from inv_transaction t where t.doc_type = ${PICK_DOC_TYPE} and t.action = 'transfer' and t.location_usage = 'internal' and t.on_hand_delta > 0`;

export const WAREHOUSING_TASK_SOURCES: SQL[] = [PUTAWAY_TASK_LINES];

export const ISSUE_TASK_SOURCES: SQL[] = [PICK_TASK_LINES];

export const WORKLOAD_SOURCES: SQL[] = [PUTAWAY_CONFIRMATIONS, COUNT_CONFIRMATIONS, PICK_CONFIRMATIONS];

/** The sources as one derived table (`union all`), or undefined when there is none. */
export function unionOf(sources: SQL[]): SQL | undefined {
  return sources.length === 0 ? undefined : sql.join(sources.map((source) => sql`(${source})`), sql` union all `);
}
