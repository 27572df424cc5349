/**
 * The drill-down of a report (src/shared/reports.ts `drill`): the ledger rows behind one record,
 * newest first, paged, in the stock scope: `receipts` the internal rows of postings that add stock
 * to the warehouse and item (the receipt layers of ledger-sql.ts), `issues` the issue rows and
 * their reversals, `all` every internal row, `document` every internal row of one document (a
 * task's postings). Condition: orgNo (required, exact) with itemNo or docType and docNo (exact),
 * warehouseNo and lotNo (exact, optional), periodFrom..periodTo (yyyy-MM-dd, inclusive, optional).
 * Rows have the stock history's shape (affair-query.ts) so the console shows them the same way.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { conditionDay, type ReportDrill } from '../../shared/reports.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Page } from '../../shared/rpc.ts';
import { INT4_MAX, integerSchema } from '../../shared/validation.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { unitQuantity, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { ISSUE_ROWS, ITEM_COLUMNS, ITEM_JOIN } from './ledger-sql.ts';
import { DAY_MS } from './report-support.ts';

const code = z.string().trim().min(1).max(100);

export const ledgerRequestSchema = z.object({
  current: integerSchema(1, INT4_MAX).default(1),
  size: integerSchema(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  condition: z.object({
    orgNo: code, itemNo: code.optional(), docType: code.optional(), docNo: code.optional(), warehouseNo: code.optional(), lotNo: z.string().max(100).optional(),
    periodFrom: z.string().max(10).optional(), periodTo: z.string().max(10).optional(),
  }).refine((c) => c.itemNo !== undefined || (c.docType !== undefined && c.docNo !== undefined), { path: ['itemNo'], message: 'validation.required' }),
});
export type LedgerRequest = z.infer<typeof ledgerRequestSchema>;

/** The drill-downs answered from the ledger. */
export type LedgerDrill = Exclude<ReportDrill, 'confirmations'>;

const KIND_FILTER: Record<LedgerDrill, ReturnType<typeof sql>> = {
  all: sql`true`,
  document: sql`true`,
  issues: ISSUE_ROWS,
  receipts: sql`t.on_hand_delta > 0 and (select sum(o.on_hand_delta) from inv_transaction o where o.doc_type = t.doc_type and o.doc_no = t.doc_no and o.line_no = t.line_no
    and o.action = t.action and o.location_usage = 'internal' and o.warehouse_no = t.warehouse_no and o.item_no = t.item_no) > 0`,
};

export async function listReportLedger(db: Db, user: SessionUser, drill: LedgerDrill, request: LedgerRequest): Promise<Page<Row>> {
  const c = request.condition;
  const from = conditionDay(c, 'periodFrom');
  const to = conditionDay(c, 'periodTo');
  const where = whereOf([
    sql`t.location_usage = 'internal'`,
    stockScopeCondition(user, sql`t.org_no`, sql`t.warehouse_no`),
    sql`t.org_no = ${c.orgNo}`,
    c.itemNo ? sql`t.item_no = ${c.itemNo}` : undefined,
    c.docType && c.docNo ? sql`t.doc_type = ${c.docType} and t.doc_no = ${c.docNo}` : undefined,
    c.warehouseNo ? sql`t.warehouse_no = ${c.warehouseNo}` : undefined,
    c.lotNo !== undefined && c.lotNo !== '' ? sql`t.lot_no = ${c.lotNo}` : undefined,
    from ? sql`t.create_date >= ${`${from}T00:00:00Z`}` : undefined,
    to ? sql`t.create_date < ${new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS).toISOString()}` : undefined,
    KIND_FILTER[drill],
  ]);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select t.id, t.create_date, t.doc_type, t.doc_no, t.line_no, t.action, t.org_no, t.warehouse_no, t.cell_no, t.item_no, ${ITEM_COLUMNS}, t.lot_no, t.container_no,
        t.stock_status, t.on_hand_delta::text, t.on_hand_after::text, t.create_name
      from inv_transaction t ${ITEM_JOIN('t')} where ${where} order by t.create_date desc, t.id desc
      limit ${request.size} offset ${(request.current - 1) * request.size}`),
    db.execute(sql`select count(*)::int as n from inv_transaction t where ${where}`),
  ]);
  const total = Number(count.rows[0].n);
  return {
    records: rows.rows.map((r) => ({
      id: Number(r.id), createDate: r.create_date, docType: r.doc_type, docNo: r.doc_no, lineNo: r.line_no, action: r.action, orgNo: r.org_no, warehouseNo: r.warehouse_no,
      cellNo: r.cell_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no, lotNo: r.lot_no, containerNo: r.container_no, stockStatus: r.stock_status,
      onHandDelta: unitQuantity(r.on_hand_delta, r), onHandAfter: unitQuantity(r.on_hand_after, r), createName: r.create_name,
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
  };
}
