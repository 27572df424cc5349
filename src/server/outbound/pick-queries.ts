/**
 * The picking list (IOutPickService list, Outbound picking; body `{ current, size, condition }`,
 * answer `{ records, total, pages, current, size }`) within the user's stock data scope: the
 * reservations still to pick of notices in progress, on the pick path of the picking strategy's
 * default: zone by zone, then the cells' pick sequence (cellOutSeq), then cell number.
 * Condition: outNoticeNo, orgNo, warehouseNo, customerNo, itemNo, waveNo (task-wave: the picks of one
 * wave's notices as one batch on the same pick path), mine (true or '1': only the picks of notices
 * the user picks or nobody picks yet; docs/decisions/1050). Each record: pickerNo (the notice's picker or null), id (the
 * allocationId a confirm names), the notice's number, customer and carrier, the stock key
 * (cellNo, zoneNo, itemNo, lotNo, containerNo), qty (exact decimal, item unit) and itemName.
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Page, PageRequest } from '../../shared/rpc.ts';
import { stockScopeCondition } from '../crud/scope.ts';
import type { Db } from '../db/client.ts';
import { filters, whereOf, type Row } from '../inventory/queries/query-support.ts';
import type { SessionUser } from '../rpc/session.ts';
import { RESERVED } from './allocation-rows.ts';
import { pickerOf } from './pick-assignee.ts';

const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
/** A raw row with camelCase names, its quantity columns (`qtyColumns`, snake_case) as exact decimal text. */
export const recordOf = (raw: Row, qtyColumns: ReadonlySet<string> = QTY): Row =>
  Object.fromEntries(Object.entries(raw).map(([name, value]) => [camel(name), qtyColumns.has(name) && value !== null ? new Decimal(String(value)).toFixed() : value]));
const QTY = new Set(['qty']);

const FILTERS = { outNoticeNo: sql`h.out_notice_no`, orgNo: sql`a.org_no`, warehouseNo: sql`a.warehouse_no`, customerNo: sql`h.customer_no`, itemNo: sql`a.item_no`,
  waveNo: sql`(select w.wave_no from out_wave_notice n join out_wave w on w.id = n.wave_id where n.head_id = a.head_id and w.status_code = '10' limit 1)`,
};

export async function listPicks(db: Db, user: SessionUser, request: PageRequest): Promise<Page<Row>> {
  const where = whereOf([
    stockScopeCondition(user, sql`a.org_no`, sql`a.warehouse_no`),
    sql`a.status_code = ${RESERVED} and h.status_code = '15'`,
    ...filters(request.condition, FILTERS, {}),
    request.condition?.mine === true || request.condition?.mine === '1' ? sql`coalesce(${pickerOf(sql`h`)}, ${user.userNo}) = ${user.userNo}` : undefined,
  ]);
  const from = sql`a.id, a.version, h.out_notice_no, h.customer_no, h.carrier_no, h.is_suspend, ${pickerOf(sql`h`)} as picker_no, a.org_no, a.warehouse_no, a.line_no, c.zone_no, a.cell_no,
    a.item_no, i.item_name, a.lot_no, a.container_no, a.qty
    from out_allocation a join out_notice_head h on h.id = a.head_id
    left join bm_cell c on c.warehouse_no = a.warehouse_no and c.cell_no = a.cell_no
    left join bm_item i on i.org_no = a.org_no and i.item_no = a.item_no`;
  const offset = (request.current - 1) * request.size;
  const [rows, count] = await Promise.all([
    db.execute(sql`select ${from} where ${where} order by c.zone_no nulls last, c.cell_out_seq nulls last, a.cell_no, h.out_notice_no, a.id limit ${request.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (select ${from} where ${where}) x`),
  ]);
  const total = Number(count.rows[0].total);
  return { records: rows.rows.map((raw) => recordOf(raw)), total, pages: Math.ceil(total / request.size), current: request.current, size: request.size };
}
