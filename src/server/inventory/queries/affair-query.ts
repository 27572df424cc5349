/**
 * Stock transaction history (SM.Stock affair, IInvTransactionService): the balance rows of
 * inv_transaction (virtual counterparts left out), newest first, with the item's name and unit,
 * deltas and on-hand after, in the unit's decimals, plus `totals` of the deltas. Filters:
 * orgNo, warehouseNo, docType, action exact; docNo, cellNo, itemNo, lotNo contain; createDate
 * range (createDateFrom/To, at most one year). Each record links its document: `docId` is the
 * header id of a stock document (src/shared/documents) when the number is one of theirs.
 * Above EXACT_TOTAL_LIMIT matching rows the total is the planner's estimate (`totalEstimated`) and
 * `totals` is null (db/capped-count.ts): the console asks to narrow the search for totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import { documentOfType } from '../../../shared/documents/index.ts';
import type { Page, PageRequest } from '../../../shared/rpc.ts';
import { stockScopeCondition } from '../../crud/scope.ts';
import { estimatedRows, EXACT_TOTAL_LIMIT } from '../../db/capped-count.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { dateRange, filters, totalQuantity, UNIT_COLUMNS, unitQuantity, whereOf, type Row } from './query-support.ts';

const COLUMNS: Record<string, SQL> = {
  createDate: sql`t.create_date`, docType: sql`t.doc_type`, docNo: sql`t.doc_no`, action: sql`t.action`, warehouseNo: sql`t.warehouse_no`,
  cellNo: sql`t.cell_no`, itemNo: sql`t.item_no`, lotNo: sql`t.lot_no`, onHandDelta: sql`t.on_hand_delta`,
};

/** Header ids of the stock documents among the page's (docType, docNo) pairs, by `${docType} ${docNo}`. */
async function documentIds(db: Db, rows: Row[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const byType = new Map<string, Set<string>>();
  for (const r of rows) byType.set(String(r.doc_type), (byType.get(String(r.doc_type)) ?? new Set()).add(String(r.doc_no)));
  for (const [docType, docNos] of byType) {
    const doc = documentOfType(docType);
    if (!doc) continue;
    const column = doc.docNoField.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const found = await db.execute(sql`select id, ${sql.identifier(column)} as doc_no from ${sql.identifier(doc.entity.table)} where ${sql.identifier(column)} in ${[...docNos]}`);
    for (const f of found.rows) ids.set(`${docType} ${f.doc_no}`, Number(f.id));
  }
  return ids;
}

export async function listAffair(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row> & { totals: Record<string, string> | null }> {
  const { from, to } = dateRange(request.condition, 'createDate');
  const where = whereOf([
    sql`t.location_usage = 'internal'`,
    stockScopeCondition(user, sql`t.org_no`, sql`t.warehouse_no`),
    ...filters(request.condition, { orgNo: sql`t.org_no`, warehouseNo: sql`t.warehouse_no`, docType: sql`t.doc_type`, action: sql`t.action` }, { docNo: sql`t.doc_no`, cellNo: sql`t.cell_no`, itemNo: sql`t.item_no`, lotNo: sql`t.lot_no` }),
    from && sql`t.create_date >= ${from.toISOString()}`,
    to && sql`t.create_date < ${to.toISOString()}`,
  ]);
  const join = sql`inv_transaction t left join bm_item i on i.org_no = t.org_no and i.item_no = t.item_no left join bm_unit u on u.unit_no = i.unit_no`;
  const column = request.sorter && COLUMNS[request.sorter.field];
  // Ties by id in the sort's direction, so each order is one scan of its list index (ledger-schema.ts).
  const order = column ? (request.sorter?.order === 'ascend' ? sql`${column} asc, t.id asc` : sql`${column} desc, t.id desc`) : sql`t.create_date desc, t.id desc`;
  const [rows, sums] = await Promise.all([
    db.execute(sql`
      select t.id, t.create_date, t.doc_type, t.doc_no, t.line_no, t.action, t.org_no, t.warehouse_no, t.cell_no, t.item_no, i.item_name, i.unit_no, ${UNIT_COLUMNS},
        t.lot_no, t.container_no, t.stock_status, t.on_hand_delta::text, t.allocated_delta::text, t.frozen_delta::text, t.on_hand_after::text, t.create_name
      from ${join} where ${where} order by ${order}
      limit ${request.size} offset ${(request.current - 1) * request.size}`),
    // Totals over at most one row more than the exact-total limit: exact below it (capped-count.ts).
    db.execute(sql`
      select count(*)::int as total, count(distinct m.unit_no)::int as units, min(m.dicimal_digit) as dicimal_digit, min(m.rounding_type) as rounding_type,
        sum(m.on_hand_delta)::text as on_hand, sum(m.allocated_delta)::text as allocated, sum(m.frozen_delta)::text as frozen
      from (select i.unit_no, u.dicimal_digit, u.rounding_type, t.on_hand_delta, t.allocated_delta, t.frozen_delta from ${join} where ${where} limit ${EXACT_TOTAL_LIMIT + 1}) m`),
  ]);
  const sum = sums.rows[0];
  const estimated = Number(sum.total) > EXACT_TOTAL_LIMIT;
  const total = estimated ? Math.max(EXACT_TOTAL_LIMIT + 1, await estimatedRows(db, sql`select 1 from inv_transaction t where ${where}`)) : Number(sum.total);
  const ids = await documentIds(db, rows.rows);
  return {
    records: rows.rows.map((r) => ({
      id: Number(r.id), createDate: r.create_date, docType: r.doc_type, docNo: r.doc_no, docId: ids.get(`${r.doc_type} ${r.doc_no}`) ?? null, lineNo: r.line_no,
      action: r.action, orgNo: r.org_no, warehouseNo: r.warehouse_no, cellNo: r.cell_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no,
      lotNo: r.lot_no, containerNo: r.container_no, stockStatus: r.stock_status, onHandDelta: unitQuantity(r.on_hand_delta, r),
      allocatedDelta: unitQuantity(r.allocated_delta, r), frozenDelta: unitQuantity(r.frozen_delta, r), onHandAfter: unitQuantity(r.on_hand_after, r),
      createName: r.create_name,
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
    ...(estimated && { totalEstimated: true }),
    totals: estimated ? null : { onHandDelta: totalQuantity(sum.on_hand, sum), allocatedDelta: totalQuantity(sum.allocated, sum), frozenDelta: totalQuantity(sum.frozen, sum) },
  };
}

