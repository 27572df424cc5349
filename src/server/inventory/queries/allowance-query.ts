/**
 * Stock balances (SM.Stock allowance, IInvStockService): one record per balance key with on-hand,
 * allocated, frozen and available = on-hand - allocated - frozen of qualified stock (status 10,
 * the only status allocation takes: allocation-stock.ts; stock to inspect, to put away, on hold
 * and the rest are available 0, walk 12-24 defect 10, record 0971), in the item unit's decimals,
 * and frozenBy: the documents whose freezes hold the balance ({ docType, docNo }[]: CHK a count
 * plan, FRZ a freeze document; frozen-by.ts),
 * plus `totals` over every matching row (from the stock summary unless cell, lot or container is
 * filtered: stock-summary.ts). Filters: orgNo, warehouseNo, stockStatus exact; cellNo,
 * itemNo, lotNo, containerNo contain; invType a group of spec §9 (10; 20,21,25,26; 22; 30; 40);
 * keyword the item number or name. Balances that are all zero are left out. Data-scoped.
 * Blind stays blind (record 1046): for a user without the count plan page (canSeeBlindCounts), a
 * balance in a cell under an open blind count has onHand, allocated, frozen and available null and
 * blindCount the plan's number; while such a count is open in the condition's warehouse (any, when
 * none is named) `totals` is null (they would add the hidden quantities back).
 *
 * The stock lookups sum the same balances per item (getinvstockbycheckitem), per cell
 * (getinvstockbycheckcell) or per lot (getinvstockbychecklot) of a warehouse, for choosing what to
 * count or what a work order consumes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { STOCK_STATUS_GROUPS } from '../../../shared/documents/stock-codes.ts';
import type { Page, PageRequest } from '../../../shared/rpc.ts';
import { stockScopeCondition } from '../../crud/scope.ts';
import type { StockPickerBy } from '../../../shared/entity.ts';
import type { Db } from '../../db/client.ts';
import { STOCK_SUMMARY_SOURCE } from '../../ledger/stock-summary.ts';
import { frozenBySql } from '../frozen-by.ts';
import { blindCountOpenSql, blindCountSql, canSeeBlindCounts } from '../../stockcheck/cells-under-count.ts';
import type { SessionUser } from '../../rpc/session.ts';
import { conditionText, filters, orderBy, totalQuantity, UNIT_COLUMNS, unitQuantity, whereOf, type Condition, type Row } from './query-support.ts';

const QTY = ['onHand', 'allocated', 'frozen', 'available'] as const;

/** What allocation can take of a balance `s`: its free quantity when qualified (status 10), else 0. */
const AVAILABLE = sql`(case when s.stock_status = '10' then s.on_hand - s.allocated - s.frozen else 0 end)`;

const COLUMNS: Record<string, SQL> = {
  orgNo: sql`s.org_no`, warehouseNo: sql`s.warehouse_no`, cellNo: sql`s.cell_no`, itemNo: sql`s.item_no`, itemName: sql`i.item_name`, lotNo: sql`s.lot_no`,
  containerNo: sql`s.container_no`, stockStatus: sql`s.stock_status`, unitNo: sql`i.unit_no`, onHand: sql`s.on_hand`, allocated: sql`s.allocated`,
  frozen: sql`s.frozen`, available: AVAILABLE, updateDate: sql`s.update_date`,
};

/** The filters on cell, lot and container, which the stock summary cannot answer. */
const BALANCE_ONLY = { cellNo: sql`s.cell_no`, lotNo: sql`s.lot_no`, containerNo: sql`s.container_no` };

/**
 * The WHERE of a balance condition over `s`: inv_stock, or with `summary` the stock summary's
 * groups (stock-summary.ts), which carry no cell, lot or container and hold no all-zero group.
 * The keyword reads bm_item through EXISTS.
 */
function stockWhere(user: SessionUser, condition: Condition, summary = false): SQL {
  const group = STOCK_STATUS_GROUPS[Number(conditionText(condition, 'invType'))];
  const keyword = conditionText(condition, 'keyword');
  return whereOf([
    stockScopeCondition(user, sql`s.org_no`, sql`s.warehouse_no`),
    ...filters(condition, { orgNo: sql`s.org_no`, warehouseNo: sql`s.warehouse_no`, stockStatus: sql`s.stock_status` }, { itemNo: sql`s.item_no`, ...(summary ? {} : BALANCE_ONLY) }),
    group && conditionText(condition, 'invType') !== undefined ? sql`s.stock_status in ${[...group]}` : undefined,
    keyword ? sql`(s.item_no ilike ${`%${keyword}%`} or exists (select 1 from bm_item k where k.org_no = s.org_no and k.item_no = s.item_no and k.item_name ilike ${`%${keyword}%`}))` : undefined,
    summary ? undefined : sql`(s.on_hand <> 0 or s.allocated <> 0 or s.frozen <> 0)`,
  ]);
}

/**
 * Per organisation and item: the count of non-zero balances and their sums (available: of qualified stock only). Without a cell, lot or
 * container filter they come from the stock summary (a few rows per item), else from inv_stock.
 */
function groupedStock(user: SessionUser, condition: Condition): SQL {
  if (Object.keys(BALANCE_ONLY).some((field) => conditionText(condition, field) !== undefined)) {
    return sql`select s.org_no, s.item_no, count(*) as n, sum(s.on_hand) as on_hand, sum(s.allocated) as allocated, sum(s.frozen) as frozen, sum(${AVAILABLE}) as available
      from inv_stock s where ${stockWhere(user, condition)} group by s.org_no, s.item_no`;
  }
  return sql`select s.org_no, s.item_no, sum(s.balances) as n, sum(s.on_hand) as on_hand, sum(s.allocated) as allocated, sum(s.frozen) as frozen, sum(${AVAILABLE}) as available
    from ${STOCK_SUMMARY_SOURCE} s where ${stockWhere(user, condition, true)} group by s.org_no, s.item_no having sum(s.balances) > 0`;
}

/** A record's quantities hidden by an open blind count of its cell (record 1046). */
const hidden = (r: Row) => ({ onHand: null, allocated: null, frozen: null, available: null, blindCount: r.blind_count });

export type AllowancePage = Page<Row> & { totals: Record<(typeof QTY)[number], string> | null };

export async function listAllowance(db: Db, user: SessionUser, request: PageRequest): Promise<AllowancePage> {
  const where = stockWhere(user, request.condition);
  const from = sql`inv_stock s left join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no left join bm_unit u on u.unit_no = i.unit_no`;
  // `nulls last` as the index inv_stock_recent is declared (the columns are never null).
  const order = orderBy(request.sorter, COLUMNS, sql`s.update_date desc nulls last`);
  const blind = !canSeeBlindCounts(user);
  const [rows, sums] = await Promise.all([
    db.execute(sql`
      select s.id, s.org_no, s.warehouse_no, s.cell_no, s.item_no, i.item_name, i.unit_no, ${UNIT_COLUMNS}, s.lot_no, s.container_no, s.stock_status,
        s.on_hand::text, s.allocated::text, s.frozen::text, ${AVAILABLE}::text as available, s.update_date, ${frozenBySql(sql`s`)} as frozen_by,
        ${blind ? blindCountSql(sql`s`) : sql`null`} as blind_count
      from ${from} where ${where} order by ${order}, s.id desc nulls last limit ${request.size} offset ${(request.current - 1) * request.size}`),
    // Summed per item first: the join and the unit lookups then run once per item, not per balance.
    db.execute(sql`
      select coalesce(sum(g.n), 0)::int as total, count(distinct i.unit_no)::int as units, min(u.dicimal_digit) as dicimal_digit, min(u.rounding_type) as rounding_type,
        sum(g.on_hand)::text as on_hand, sum(g.allocated)::text as allocated, sum(g.frozen)::text as frozen, sum(g.available)::text as available,
        ${blind ? blindCountOpenSql(conditionText(request.condition, 'warehouseNo')) : sql`false`} as blind_open
      from (${groupedStock(user, request.condition)}) g
      left join bm_item i on i.org_no = g.org_no and i.item_no = g.item_no left join bm_unit u on u.unit_no = i.unit_no`),
  ]);
  const sum = sums.rows[0];
  const total = Number(sum.total);
  return {
    records: rows.rows.map((r) => ({
      id: Number(r.id), orgNo: r.org_no, warehouseNo: r.warehouse_no, cellNo: r.cell_no, itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no,
      lotNo: r.lot_no, containerNo: r.container_no, stockStatus: r.stock_status, onHand: unitQuantity(r.on_hand, r),
      allocated: unitQuantity(r.allocated, r), frozen: unitQuantity(r.frozen, r), available: unitQuantity(r.available, r), updateDate: r.update_date,
      frozenBy: r.frozen_by ?? [], ...(r.blind_count ? hidden(r) : {}),
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
    totals: sum.blind_open
      ? null
      : { onHand: totalQuantity(sum.on_hand, sum), allocated: totalQuantity(sum.allocated, sum), frozen: totalQuantity(sum.frozen, sum), available: totalQuantity(sum.available, sum) },
  };
}

const UNIT_GROUP = sql`i.item_name, i.unit_no, u.dicimal_digit, u.rounding_type`;
const CELLS = sql`count(distinct s.cell_no)::int as cell_count`;
/** Per kind of stock lookup: its grouping, what it counts within a group and the group's fields in a record. */
const STOCK_BY: Record<StockPickerBy, { group: SQL; counted: SQL; fields: (r: Row) => Row }> = {
  item: { group: sql`s.org_no, s.warehouse_no, s.item_no, ${UNIT_GROUP}`, counted: CELLS, fields: (r) => ({ itemNo: r.item_no, itemName: r.item_name, unitNo: r.unit_no, cellCount: r.cell_count }) },
  cell: { group: sql`s.org_no, s.warehouse_no, s.cell_no`, counted: sql`count(distinct s.item_no)::int as item_count`, fields: (r) => ({ cellNo: r.cell_no, itemCount: r.item_count }) },
  lot: { group: sql`s.org_no, s.warehouse_no, s.item_no, s.lot_no, ${UNIT_GROUP}`, counted: CELLS, fields: (r) => ({ itemNo: r.item_no, lotNo: r.lot_no, unitNo: r.unit_no, cellCount: r.cell_count }) },
};

/**
 * Balances of a warehouse summed per item (by: 'item'; quantities in the item's unit), per cell
 * (by: 'cell'; itemCount) or per item and lot (by: 'lot', blank lots left out; cellCount), paged;
 * the condition of listAllowance narrows them (e.g. the cells or lots of one item). For a user who
 * may not see blind counts, a sum holding a balance of a cell under an open blind count answers its
 * quantities null and blindCount the plan's number, as listAllowance does (record 1046).
 */
export async function listStockBy(db: Db, user: SessionUser, request: PageRequest, by: StockPickerBy): Promise<Page<Row>> {
  const where = by === 'lot' ? sql`${stockWhere(user, request.condition)} and s.lot_no <> ''` : stockWhere(user, request.condition);
  const { group, counted, fields } = STOCK_BY[by];
  const blind = !canSeeBlindCounts(user);
  const result = await db.execute(sql`
    select ${group}, ${counted}, sum(s.on_hand)::text as on_hand, sum(s.allocated)::text as allocated, sum(s.frozen)::text as frozen,
      sum(s.on_hand - s.allocated - s.frozen)::text as available, count(*) over ()::int as total,
      ${blind ? sql`min(${blindCountSql(sql`s`)})` : sql`null`} as blind_count
    from inv_stock s left join bm_item i on i.org_no = s.org_no and i.item_no = s.item_no left join bm_unit u on u.unit_no = i.unit_no
    where ${where} group by ${group} order by ${group}
    limit ${request.size} offset ${(request.current - 1) * request.size}`);
  const total = Number(result.rows[0]?.total ?? 0);
  const quantity = (r: Row, column: string) => (by === 'cell' ? totalQuantity(r[column], { units: 0 }) : unitQuantity(r[column], r));
  return {
    records: result.rows.map((r) => ({
      orgNo: r.org_no, warehouseNo: r.warehouse_no,
      ...fields(r),
      onHand: quantity(r, 'on_hand'), allocated: quantity(r, 'allocated'), frozen: quantity(r, 'frozen'), available: quantity(r, 'available'),
      ...(r.blind_count ? hidden(r) : {}),
    })),
    total,
    pages: Math.ceil(total / request.size),
    current: request.current,
    size: request.size,
  };
}
