/**
 * Employee workload (Report employee-workload, menu 150113): per UTC day, operator and kind of task
 * (TASK_KINDS), the tasks the operator confirmed lines of (taskCount), the lines confirmed
 * (taskLines) and their quantity (qty, summed over items: a measure of volume, not of one unit),
 * from the task confirmations of task-sources.ts WORKLOAD_SOURCES confirmed in the period (always
 * given: the report has no identifying number), in the stock scope; organisation and warehouse
 * exact, operator (userNo) contains. Newest day first, then operator and kind.
 *
 * Totals: taskCount, taskLines, qty. Chart: { operators: [{ userNo, lines: { [kind]: n } }], kinds }
 * the 20 operators with the most lines, most first.
 *
 * Drill-down (`listWorkloadConfirmations`): the confirmed lines of one operator, day and kind.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TASK_KINDS } from '../../shared/reports.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '../../shared/rpc.ts';
import { INT4_MAX, integerSchema } from '../../shared/validation.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { DAY_MS, exact, totalsOf, type ReportRunner } from './report-support.ts';
import { createdWithin } from './task-reports.ts';
import { unionOf, WORKLOAD_SOURCES } from './task-sources.ts';

/** Operators shown in the chart. */
const CHART_OPERATORS = 20;

export const employeeWorkloadReport: ReportRunner = async (db, user, condition, now) => {
  const where = whereOf([
    stockScopeCondition(user, sql`c.org_no`, sql`c.warehouse_no`),
    ...filters(condition, { orgNo: sql`c.org_no`, warehouseNo: sql`c.warehouse_no` }, { userNo: sql`c.user_no` }),
    createdWithin(condition, sql`c.confirmed_at`, now),
  ]);
  const result = await db.execute(sql`
    select to_char(c.confirmed_at at time zone 'UTC', 'YYYY-MM-DD') as work_day, c.user_no, min(u.user_name) as user_name, c.task_kind,
      count(distinct c.task_no)::int as task_count, count(*)::int as task_lines, sum(c.qty)::text as qty
    from (${unionOf(WORKLOAD_SOURCES)}) c left join sys_user u on u.user_no = c.user_no
    where ${where} group by 1, 2, 4 order by 1 desc, 2, 4`);
  const rows = result.rows.map((r) => ({
    workDay: r.work_day, userNo: r.user_no, userName: r.user_name, taskKind: r.task_kind, taskCount: r.task_count, taskLines: r.task_lines, qty: exact(String(r.qty ?? 0)),
  }));
  const perOperator = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const lines = perOperator.get(String(row.userNo)) ?? {};
    lines[String(row.taskKind)] = (lines[String(row.taskKind)] ?? 0) + Number(row.taskLines);
    perOperator.set(String(row.userNo), lines);
  }
  const total = (lines: Record<string, number>) => Object.values(lines).reduce((a, b) => a + b, 0);
  const operators = [...perOperator.entries()]
    .map(([userNo, lines]) => ({ userNo, lines }))
    .sort((a, b) => total(b.lines) - total(a.lines) || a.userNo.localeCompare(b.userNo))
    .slice(0, CHART_OPERATORS);
  return { rows, totals: totalsOf(rows, ['taskCount', 'taskLines', 'qty']), chart: { operators, kinds: TASK_KINDS } };
};

const code = z.string().trim().min(1).max(100);

export const confirmationRequestSchema = z.object({
  current: integerSchema(1, INT4_MAX).default(1),
  size: integerSchema(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  condition: z.object({
    userNo: code,
    workDay: z.iso.date(),
    taskKind: z.enum(TASK_KINDS).optional(),
    orgNo: code.optional(),
    warehouseNo: code.optional(),
  }),
});

/** The task lines one operator confirmed on one UTC day (of one kind), newest first, paged, in the stock scope. */
export async function listWorkloadConfirmations(db: Db, user: SessionUser, request: z.infer<typeof confirmationRequestSchema>): Promise<Page<Row>> {
  const c = request.condition;
  const day = new Date(`${c.workDay}T00:00:00Z`);
  const where = whereOf([
    stockScopeCondition(user, sql`c.org_no`, sql`c.warehouse_no`),
    sql`c.user_no = ${c.userNo} and c.confirmed_at >= ${day.toISOString()} and c.confirmed_at < ${new Date(day.getTime() + DAY_MS).toISOString()}`,
    c.taskKind ? sql`c.task_kind = ${c.taskKind}` : undefined,
    c.orgNo ? sql`c.org_no = ${c.orgNo}` : undefined,
    c.warehouseNo ? sql`c.warehouse_no = ${c.warehouseNo}` : undefined,
  ]);
  const source = sql`(${unionOf(WORKLOAD_SOURCES)}) c`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select c.task_kind, c.task_no, c.line_no, c.org_no, c.warehouse_no, c.item_no, c.lot_no, c.qty::text as qty, c.user_no, c.confirmed_at
      from ${source} where ${where} order by c.confirmed_at desc, c.task_no, c.line_no
      limit ${request.size} offset ${(request.current - 1) * request.size}`),
    db.execute(sql`select count(*)::int as n from ${source} where ${where}`),
  ]);
  const total = Number(count.rows[0].n);
  return {
    records: rows.rows.map((r) => ({
      confirmedAt: new Date(r.confirmed_at as string).toISOString(), taskKind: r.task_kind, taskNo: r.task_no, lineNo: r.line_no, orgNo: r.org_no, warehouseNo: r.warehouse_no,
      itemNo: r.item_no, lotNo: r.lot_no, qty: r.qty === null ? null : exact(String(r.qty)), userNo: r.user_no,
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
  };
}
