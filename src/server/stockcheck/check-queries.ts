/**
 * The stock-take's lists (spec console §7 stock check calls; body `{ current, size, condition }`,
 * answer `{ records, total, pages, current, size }`), each within the user's stock data scope:
 *
 * - tasks (IChkTaskHeadService list): condition keyword (task or plan number), checkNo, orgNo,
 *   warehouseNo, status, counterNo; with lineCount and countedCount (progress, derived);
 * - count lines (IChkTaskBodyService list by taskNo, IChkCheckStockTransactionService list by
 *   checkNo/taskNo): the book quantity only for a visible plan (checkModeNo 2): a blind count
 *   never sends it;
 * - snapshot (IChkCheckStockBodyService list; getAllocateList adds each row's latest task and
 *   counter): book, counted and difference per stock key of a plan;
 * - profit and loss (IChkProfitLossService getChkProfitLossListByParams): snapshot rows of ended
 *   counts with a difference, profitLossType 1 gain / 2 loss; condition checkNo, orgNo,
 *   warehouseNo, itemNo, profitLossType, keyword.
 * A user without the count plan page (canSeeBlindCounts) gets no bookQty and diffQty in the
 * snapshot of an open blind count and no profit and loss of it (record 1046 addendum).
 * Quantities are exact decimal strings in the item's unit.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { conditionText, filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { canSeeBlindCounts, openBlindPlanSql } from './cells-under-count.ts';

const QUANTITIES = ['bookQty', 'countQty', 'diffQty'];
const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

function record(raw: Row): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(raw)) {
    const field = camel(name);
    row[field] = QUANTITIES.includes(field) && value !== null && value !== undefined ? new Decimal(String(value)).toFixed() : value;
  }
  return row;
}

async function page(db: Db, request: PageRequest, from: SQL, where: SQL, order: SQL): Promise<Page<Row>> {
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${from} where ${where} order by ${order} limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (select ${from} where ${where}) x`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows.map(record), total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

const scopeOf = (user: SessionUser, alias: string) => stockScopeCondition(user, sql.raw(`${alias}.org_no`), sql.raw(`${alias}.warehouse_no`));

export function listTasks(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const c = request.condition;
  const keyword = conditionText(c, 'keyword');
  const where = whereOf([
    scopeOf(user, 'k'),
    ...filters(c, { checkNo: sql`k.check_no`, orgNo: sql`k.org_no`, warehouseNo: sql`k.warehouse_no`, status: sql`k.status_code`, statusCode: sql`k.status_code`, counterNo: sql`k.counter_no` }, {}),
    keyword ? sql`(k.task_no ilike ${`%${keyword}%`} or k.check_no ilike ${`%${keyword}%`})` : undefined,
  ]);
  const from = sql`k.id, k.version, k.task_no, k.check_no, k.org_no, k.warehouse_no, k.zone_no, k.round, k.check_mode_no, k.counter_no, k.status_code,
    k.is_suspend, k.create_date, k.update_date,
    (select count(*)::int from chk_check_stock_transaction t where t.task_id = k.id) as line_count,
    (select count(t.count_qty)::int from chk_check_stock_transaction t where t.task_id = k.id) as counted_count
    from chk_task_head k`;
  return page(db, request, from, where, sql`k.update_date desc, k.id desc`);
}

/** Count lines of a task (taskNo) or of a plan (checkNo); bookQty only for a visible plan. */
export function listCountLines(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const c = request.condition;
  const where = whereOf([scopeOf(user, 't'), ...filters(c, { taskNo: sql`t.task_no`, checkNo: sql`t.check_no`, round: sql`t.round::text`, cellNo: sql`t.cell_no` }, { itemNo: sql`t.item_no` })]);
  const from = sql`t.id, t.version, t.task_no, t.check_no, t.round, t.line_no, t.cell_no, t.item_no, i.item_name, t.lot_no, t.container_no, t.stock_status,
    case when k.check_mode_no = '2' then t.book_qty end as book_qty, t.count_qty, t.count_name, t.count_date, k.check_mode_no
    from chk_check_stock_transaction t join chk_task_head k on k.id = t.task_id left join bm_item i on i.org_no = t.org_no and i.item_no = t.item_no`;
  return page(db, request, from, where, sql`t.task_no, t.line_no`);
}

/** The snapshot of a plan; `allocated` adds each row's latest task and counter (getAllocateList). */
export function listSnapshot(db: Db, user: SessionUser, request: PageRequest, allocated = false): Promise<Page<Row>> {
  const c = request.condition;
  const where = whereOf([scopeOf(user, 'b'), ...filters(c, { checkNo: sql`b.check_no`, orgNo: sql`b.org_no`, warehouseNo: sql`b.warehouse_no`, cellNo: sql`b.cell_no`, zoneNo: sql`b.zone_no` }, { itemNo: sql`b.item_no` })]);
  const task = allocated
    ? sql`, (select k.task_no from chk_check_stock_transaction t join chk_task_head k on k.id = t.task_id where t.body_id = b.id order by t.round desc limit 1) as task_no,
        (select k.counter_no from chk_check_stock_transaction t join chk_task_head k on k.id = t.task_id where t.body_id = b.id order by t.round desc limit 1) as counter_no`
    : sql``;
  const hide = canSeeBlindCounts(user) ? sql`false` : openBlindPlanSql(sql`h`);
  const from = sql`b.id, b.version, b.check_no, b.line_no, b.zone_no, b.cell_no, b.item_no, i.item_name, b.lot_no, b.container_no, b.stock_status,
    case when ${hide} then null else b.book_qty end as book_qty, b.count_qty, case when ${hide} then null else b.diff_qty end as diff_qty, b.round ${task}
    from chk_check_stock_body b join chk_check_stock_head h on h.id = b.head_id left join bm_item i on i.org_no = b.org_no and i.item_no = b.item_no`;
  return page(db, request, from, where, sql`b.check_no, b.line_no`);
}

export function listProfitLoss(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const c = request.condition;
  const type = conditionText(c, 'profitLossType');
  const keyword = conditionText(c, 'keyword');
  const where = whereOf([
    scopeOf(user, 'b'),
    sql`b.diff_qty <> 0`,
    canSeeBlindCounts(user) ? undefined : sql`not ${openBlindPlanSql(sql`h`)}`,
    ...filters(c, { checkNo: sql`b.check_no`, orgNo: sql`b.org_no`, warehouseNo: sql`b.warehouse_no`, itemNo: sql`b.item_no` }, {}),
    type === '1' ? sql`b.diff_qty > 0` : type === '2' ? sql`b.diff_qty < 0` : undefined,
    keyword ? sql`(b.check_no ilike ${`%${keyword}%`} or b.item_no ilike ${`%${keyword}%`} or b.cell_no ilike ${`%${keyword}%`})` : undefined,
  ]);
  const from = sql`b.id, b.check_no, b.org_no, b.warehouse_no, b.line_no, b.cell_no, b.item_no, i.item_name, b.lot_no, b.container_no, b.stock_status,
    b.book_qty, b.count_qty, b.diff_qty, case when b.diff_qty > 0 then '1' else '2' end as profit_loss_type, h.status_code
    from chk_check_stock_body b join chk_check_stock_head h on h.id = b.head_id left join bm_item i on i.org_no = b.org_no and i.item_no = b.item_no`;
  return page(db, request, from, where, sql`b.check_no desc, b.line_no`);
}
