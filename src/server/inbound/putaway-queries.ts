/**
 * The putaway lists (body `{ current, size, condition }`, answer `{ records, total, pages,
 * current, size }`), each within the user's stock data scope (organisations, warehouses):
 *
 * - tasks (IInPutawayTaskService list, shelf-task): condition keyword (task or notice number),
 *   docNo, orgNo, warehouseNo, statusCode; with lineCount and doneCount (progress, derived);
 * - task lines (IInPutawayLineService list by taskId or taskNo): stock key, quantity, proposed
 *   cell, cell put to, status; an open line of qualified goods that open outbound demand waits for
 *   also carries crossDockNo and crossDockQty: the notice a cross-dock would serve and how much
 *   (outbound openDemands, the first demand of its item and lot; min(line, shortage));
 * - putaway list (IInPutawayLineService getListingList, listing-list): the lines put away, newest
 *   first: what went where, by whom and when; condition docNo, taskNo, itemNo, toCellNo, warehouseNo.
 * Quantities are exact decimal strings in the item's unit.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { conditionText, filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { firstDemand, openDemands, type Demand } from '../outbound/cross-dock-demand.ts';

const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const record = (raw: Row): Row =>
  Object.fromEntries(Object.entries(raw).map(([name, value]) => [camel(name), name === 'qty' && value !== null ? new Decimal(String(value)).toFixed() : value]));

async function page(db: Db, request: PageRequest, from: SQL, where: SQL, order: SQL): Promise<Page<Row>> {
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${from} where ${where} order by ${order} limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (select ${from} where ${where}) x`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows.map(record), total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

const scopeOf = (user: SessionUser) => stockScopeCondition(user, sql`t.org_no`, sql`t.warehouse_no`);
const TASK_FILTERS = { docNo: sql`t.doc_no`, taskNo: sql`t.task_no`, orgNo: sql`t.org_no`, warehouseNo: sql`t.warehouse_no`, statusCode: sql`t.status_code` };

export function listPutawayTasks(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const keyword = conditionText(request.condition, 'keyword');
  const where = whereOf([
    scopeOf(user),
    ...filters(request.condition, TASK_FILTERS, {}),
    keyword ? sql`(t.task_no ilike ${`%${keyword}%`} or t.doc_no ilike ${`%${keyword}%`})` : undefined,
  ]);
  const from = sql`t.id, t.version, t.task_no, t.doc_type, t.doc_no, t.org_no, t.warehouse_no, t.status_code, t.is_suspend, t.worker_no, t.create_date, t.update_date,
    (select count(*)::int from in_putaway_line l where l.task_id = t.id) as line_count,
    (select count(*)::int from in_putaway_line l where l.task_id = t.id and l.status_code = '30') as done_count
    from in_putaway_task t`;
  return page(db, request, from, where, sql`t.update_date desc, t.id desc`);
}

const LINE_COLUMNS = sql`l.id, l.version, l.task_id, t.task_no, t.doc_no, l.line_no, l.source_line_no, t.org_no, t.warehouse_no, l.cell_no, l.item_no, l.lot_no,
  l.container_no, l.stock_status, l.qty, l.proposed_cell_no, l.target_status, l.to_cell_no, l.status_code, l.put_name, l.put_date
  from in_putaway_line l join in_putaway_task t on t.id = l.task_id`;

/** Adds crossDockNo and crossDockQty to the open qualified lines some open outbound demand waits for. */
async function withCrossDock(db: Db, lines: Row[]): Promise<Row[]> {
  const open = lines.filter((l) => l.statusCode === '10' && l.targetStatus === '10');
  const placeOf = (l: Row) => `${String(l.orgNo)}\u001f${String(l.warehouseNo)}`;
  const demands = new Map<string, Demand[]>();
  for (const line of open) {
    if (demands.has(placeOf(line))) continue;
    const itemNos = [...new Set(open.filter((l) => placeOf(l) === placeOf(line)).map((l) => String(l.itemNo)))];
    demands.set(placeOf(line), await openDemands(db, { orgNo: String(line.orgNo), warehouseNo: String(line.warehouseNo) }, itemNos));
  }
  return lines.map((line) => {
    const demand = open.includes(line) ? firstDemand(demands.get(placeOf(line)) ?? [], String(line.itemNo), String(line.lotNo)) : undefined;
    return demand ? { ...line, crossDockNo: demand.outNoticeNo, crossDockQty: Decimal.min(String(line.qty), demand.short).toFixed() } : line;
  });
}

export async function listPutawayLines(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const taskId = Number(request.condition.taskId);
  const where = whereOf([scopeOf(user), ...filters(request.condition, TASK_FILTERS, {}), Number.isInteger(taskId) && taskId > 0 ? sql`l.task_id = ${taskId}` : undefined]);
  const answer = await page(db, request, LINE_COLUMNS, where, sql`l.task_id, l.line_no`);
  return { ...answer, records: await withCrossDock(db, answer.records) };
}

export function listListing(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([
    scopeOf(user),
    sql`l.status_code = '30'`,
    ...filters(request.condition, { ...TASK_FILTERS, itemNo: sql`l.item_no`, toCellNo: sql`l.to_cell_no` }, {}),
  ]);
  return page(db, request, LINE_COLUMNS, where, sql`l.put_date desc, l.id desc`);
}
