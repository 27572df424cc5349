/**
 * Exception records (SM.Stock exception-record, IInvExceptionService): balances that need a
 * warehouse user's attention, one record per balance and exception type:
 *   1 negative stock (on-hand below zero, possible only where the warehouse allows it),
 *   2 frozen stock (frozen quantity held),
 *   3 unqualified stock (stock status 22 on hand),
 *   4 balance differs from transactions (the rebuild check: on-hand, allocated or frozen differ
 *     from the sum of the balance's transaction rows; `ledgerOnHand` is that sum). Type 4 reads
 *     every transaction of the scope, so it is listed only when exceptionType 4 is asked for.
 * Filters: exceptionType, orgNo, warehouseNo exact; cellNo, itemNo contain. Data-scoped, paged.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Page, PageRequest } from '../../../shared/rpc.ts';
import { stockScopeCondition } from '../../crud/scope.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { conditionText, filters, UNIT_COLUMNS, unitQuantity, whereOf, type Row } from './query-support.ts';

const LEDGER_MISMATCH = sql`
  select '4' as exception_type, s.*, coalesce(l.on_hand, 0) as ledger_on_hand from inv_stock s
  left join (
    select org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status,
      sum(on_hand_delta) as on_hand, sum(allocated_delta) as allocated, sum(frozen_delta) as frozen
    from inv_transaction where location_usage = 'internal'
    group by org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status
  ) l using (org_no, warehouse_no, cell_no, item_no, lot_no, container_no, stock_status)
  where s.on_hand <> coalesce(l.on_hand, 0) or s.allocated <> coalesce(l.allocated, 0) or s.frozen <> coalesce(l.frozen, 0)`;

/** The exception rows of the asked types over inv_stock. */
function exceptions(type: string | undefined): SQL {
  const parts: SQL[] = [];
  if (!type || type === '1') parts.push(sql`select '1' as exception_type, s.*, null::numeric as ledger_on_hand from inv_stock s where s.on_hand < 0`);
  if (!type || type === '2') parts.push(sql`select '2' as exception_type, s.*, null::numeric as ledger_on_hand from inv_stock s where s.frozen > 0`);
  if (!type || type === '3') parts.push(sql`select '3' as exception_type, s.*, null::numeric as ledger_on_hand from inv_stock s where s.stock_status = '22' and s.on_hand <> 0`);
  if (type === '4') parts.push(LEDGER_MISMATCH);
  return parts.length ? sql.join(parts, sql` union all `) : sql`select '0' as exception_type, s.*, null::numeric as ledger_on_hand from inv_stock s where false`;
}

export async function listExceptions(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([
    stockScopeCondition(user, sql`x.org_no`, sql`x.warehouse_no`),
    ...filters(request.condition, { orgNo: sql`x.org_no`, warehouseNo: sql`x.warehouse_no` }, { cellNo: sql`x.cell_no`, itemNo: sql`x.item_no` }),
  ]);
  const rows = await db.execute(sql`
    select x.exception_type, x.id, x.org_no, x.warehouse_no, x.cell_no, x.item_no, i.item_name, i.unit_no, ${UNIT_COLUMNS}, x.lot_no, x.container_no, x.stock_status,
      x.on_hand::text, x.allocated::text, x.frozen::text, x.ledger_on_hand::text, x.update_date, count(*) over ()::int as total
    from (${exceptions(conditionText(request.condition, 'exceptionType'))}) x
    left join bm_item i on i.org_no = x.org_no and i.item_no = x.item_no left join bm_unit u on u.unit_no = i.unit_no
    where ${where}
    order by x.exception_type, x.warehouse_no, x.cell_no, x.item_no, x.id
    limit ${request.size} offset ${(request.current - 1) * request.size}`);
  const total = Number(rows.rows[0]?.total ?? 0);
  return {
    records: rows.rows.map((r) => ({
      id: `${r.exception_type}-${r.id}`, exceptionType: r.exception_type, orgNo: r.org_no, warehouseNo: r.warehouse_no, cellNo: r.cell_no, itemNo: r.item_no,
      itemName: r.item_name, unitNo: r.unit_no, lotNo: r.lot_no, containerNo: r.container_no, stockStatus: r.stock_status,
      onHand: unitQuantity(r.on_hand, r), allocated: unitQuantity(r.allocated, r), frozen: unitQuantity(r.frozen, r),
      ledgerOnHand: unitQuantity(r.ledger_on_hand, r), updateDate: r.update_date,
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
  };
}
