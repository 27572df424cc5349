/**
 * The inspection lists (Inbound quality: document; body `{ current, size, condition }`, answer
 * `{ records, total, pages, current, size }`), within the user's stock data scope
 * (organisations, warehouses):
 *
 * - inspections (IInQcService list): condition keyword (inspection or receipt number), docNo,
 *   orgNo, warehouseNo, statusCode; with lineCount and inspectedCount (progress, derived), newest first;
 * - inspection lines (IInQcLineService list by qcId): stock key, quantity, sample size, the
 *   inspection items to check and, once recorded, the pass, fail and concession quantities.
 * Quantities are exact decimal strings in the item's unit.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { conditionText, filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';

const QUANTITIES = new Set(['qty', 'sample_qty', 'pass_qty', 'fail_qty', 'concession_qty']);
const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
const record = (raw: Row): Row =>
  Object.fromEntries(Object.entries(raw).map(([name, value]) => [camel(name), QUANTITIES.has(name) && value !== null ? new Decimal(String(value)).toFixed() : value]));

async function page(db: Db, request: PageRequest, from: SQL, where: SQL, order: SQL): Promise<Page<Row>> {
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${from} where ${where} order by ${order} limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (select ${from} where ${where}) x`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows.map(record), total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}

const scopeOf = (user: SessionUser) => stockScopeCondition(user, sql`h.org_no`, sql`h.warehouse_no`);
const FILTERS = { docNo: sql`h.doc_no`, qcNo: sql`h.qc_no`, orgNo: sql`h.org_no`, warehouseNo: sql`h.warehouse_no`, statusCode: sql`h.status_code` };

export function listInspections(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const keyword = conditionText(request.condition, 'keyword');
  const where = whereOf([
    scopeOf(user),
    ...filters(request.condition, FILTERS, {}),
    keyword ? sql`(h.qc_no ilike ${`%${keyword}%`} or h.doc_no ilike ${`%${keyword}%`})` : undefined,
  ]);
  const from = sql`h.id, h.version, h.qc_no, h.doc_type, h.doc_no, h.org_no, h.warehouse_no, h.status_code, h.create_date, h.update_date,
    (select count(*)::int from in_qc_line l where l.qc_id = h.id) as line_count,
    (select count(*)::int from in_qc_line l where l.qc_id = h.id and l.status_code = '30') as inspected_count
    from in_qc_head h`;
  return page(db, request, from, where, sql`h.update_date desc, h.id desc`);
}

export function listInspectionLines(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const qcId = Number(request.condition.qcId);
  const where = whereOf([scopeOf(user), ...filters(request.condition, FILTERS, {}), Number.isInteger(qcId) && qcId > 0 ? sql`l.qc_id = ${qcId}` : undefined]);
  const from = sql`l.id, l.version, l.qc_id, h.qc_no, h.doc_no, l.line_no, l.source_line_no, h.org_no, h.warehouse_no, l.cell_no, l.item_no, l.lot_no,
    l.container_no, l.stock_status, l.qty, l.sample_qty, l.check_items, l.pass_qty, l.fail_qty, l.concession_qty, l.quarantine_cell_no, l.status_code,
    l.inspect_name, l.inspect_date, l.remark
    from in_qc_line l join in_qc_head h on h.id = l.qc_id`;
  return page(db, request, from, where, sql`l.qc_id, l.line_no`);
}
