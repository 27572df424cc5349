/**
 * Reads of the Warehouse view (spec console §7; shapes in src/shared/layout.ts): warehouse
 * summaries, zones with their plan position, shelves derived from cells (same cellX), cells with
 * coordinates and occupancy, and one cell with its balances. The caller has checked the warehouse
 * is in the user's scope (workbench/warehouses.ts scopedWarehouse).
 *
 * Occupancy: a cell is occupied when the sum of its balances' on-hand (inv_stock) is not 0.
 */
import { sql } from 'drizzle-orm';
import type { CellInfo, CellLayout, ShelfSummary, WareSummary, ZoneLayout } from '../../shared/layout.ts';
import type { Db, Tx } from '../db/client.ts';
import { decimalText } from '../workbench/decimal-text.ts';
import type { ScopedWarehouse } from '../workbench/warehouses.ts';
import { placeZones } from './zone-placement.ts';

type Row = Record<string, unknown>;
const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

// On-hand per cell of one warehouse (only cells with stock).
const stockByCell = (orgNo: string, warehouseNo: string) => sql`(
  select cell_no, sum(on_hand) as on_hand from inv_stock
  where org_no = ${orgNo} and warehouse_no = ${warehouseNo} and on_hand <> 0
  group by cell_no having sum(on_hand) <> 0)`;

/** getAllWareData: counts of zones, cells, bad and occupied cells per warehouse. */
export async function wareSummaries(db: Db, warehouses: ScopedWarehouse[]): Promise<WareSummary[]> {
  if (warehouses.length === 0) return [];
  const numbers = warehouses.map((w) => w.warehouseNo);
  const rows = await db.execute(sql`
    select w.warehouse_no,
      (select count(*) from bm_zone z where z.warehouse_no = w.warehouse_no) as zone_count,
      (select count(*) from bm_cell c where c.warehouse_no = w.warehouse_no) as cell_count,
      (select count(*) from bm_cell c where c.warehouse_no = w.warehouse_no and c.is_bad_cell) as bad_count,
      (select count(distinct s.cell_no) from inv_stock s join bm_cell c on c.warehouse_no = s.warehouse_no and c.cell_no = s.cell_no
        where s.warehouse_no = w.warehouse_no and s.on_hand <> 0) as occupied_count
    from bm_warehouse w where w.warehouse_no in ${numbers}`);
  const byNo = new Map(rows.rows.map((row) => [String(row.warehouse_no), row]));
  return warehouses.map((w) => {
    const row = byNo.get(w.warehouseNo) ?? {};
    return { ...w, zoneCount: num(row.zone_count), cellCount: num(row.cell_count), badCellCount: num(row.bad_count), occupiedCount: num(row.occupied_count) };
  });
}

/** getZonesByWareData: every zone of the warehouse with position and cell counts, by zoneNo. */
export async function zoneLayouts(db: Db | Tx, warehouse: ScopedWarehouse, zoneNos?: string[]): Promise<ZoneLayout[]> {
  const only = zoneNos ? sql`and z.zone_no in ${zoneNos.length ? zoneNos : ['']}` : sql``;
  const rows = await db.execute(sql`
    select z.id, z.version, z.org_no, z.warehouse_no, z.zone_no, z.zone_name, z.zone_type, z.status_code,
      z.zone_x::float8 as zone_x, z.zone_y::float8 as zone_y, z.zone_width::float8 as zone_width,
      z.zone_depth::float8 as zone_depth, z.zone_rotation::float8 as zone_rotation,
      coalesce(c.cell_count, 0) as cell_count, coalesce(c.bad_count, 0) as bad_count, coalesce(c.occupied_count, 0) as occupied_count,
      coalesce(c.shelf_count, 0) as shelf_count, coalesce(c.max_level, 0) as max_level, coalesce(c.max_position, 0) as max_position
    from bm_zone z
    left join (
      select c.zone_no, count(*) as cell_count, count(*) filter (where c.is_bad_cell) as bad_count,
        count(s.cell_no) as occupied_count, count(distinct c.cell_x) as shelf_count,
        max(c.cell_z) as max_level, max(c.cell_y) as max_position
      from bm_cell c left join ${stockByCell(warehouse.orgNo, warehouse.warehouseNo)} s on s.cell_no = c.cell_no
      where c.warehouse_no = ${warehouse.warehouseNo}
      group by c.zone_no
    ) c on c.zone_no = z.zone_no
    where z.warehouse_no = ${warehouse.warehouseNo} ${only}
    order by z.zone_no`);
  return placeZones(rows.rows.map((row) => ({
    id: num(row.id),
    version: num(row.version),
    orgNo: String(row.org_no),
    warehouseNo: String(row.warehouse_no),
    zoneNo: String(row.zone_no),
    zoneName: String(row.zone_name),
    zoneType: (row.zone_type as string | null) ?? null,
    statusCode: numOrNull(row.status_code),
    zoneX: numOrNull(row.zone_x),
    zoneY: numOrNull(row.zone_y),
    zoneWidth: numOrNull(row.zone_width),
    zoneDepth: numOrNull(row.zone_depth),
    zoneRotation: numOrNull(row.zone_rotation),
    cellCount: num(row.cell_count),
    badCellCount: num(row.bad_count),
    occupiedCount: num(row.occupied_count),
    shelfCount: num(row.shelf_count),
    maxLevel: num(row.max_level),
    maxPosition: num(row.max_position),
  })));
}

/** getZoneShelvesByWareData: the zone's shelves (distinct cellX) with counts, by shelf. */
export async function zoneShelves(db: Db, warehouse: ScopedWarehouse, zoneNo: string): Promise<ShelfSummary[]> {
  const rows = await db.execute(sql`
    select c.cell_x as shelf, count(*) as cell_count, count(*) filter (where c.is_bad_cell) as bad_count,
      count(s.cell_no) as occupied_count, count(distinct c.cell_y) as position_count, count(distinct c.cell_z) as level_count
    from bm_cell c left join ${stockByCell(warehouse.orgNo, warehouse.warehouseNo)} s on s.cell_no = c.cell_no
    where c.warehouse_no = ${warehouse.warehouseNo} and c.zone_no = ${zoneNo} and c.cell_x is not null
    group by c.cell_x order by c.cell_x`);
  return rows.rows.map((row) => ({
    shelf: num(row.shelf),
    cellCount: num(row.cell_count),
    badCellCount: num(row.bad_count),
    occupiedCount: num(row.occupied_count),
    positionCount: num(row.position_count),
    levelCount: num(row.level_count),
  }));
}

const CELL_COLUMNS = sql`c.id, c.version, c.cell_no, c.cell_name, c.zone_no, c.cell_type, c.shelves_type, c.status_code,
  c.is_mix_sku, c.is_mix_lot, c.is_bad_cell, c.cell_in_seq, c.cell_out_seq, c.cell_x, c.cell_y, c.cell_z,
  c.length::float8 as length, c.width::float8 as width, c.height::float8 as height, c.max_weight::text as max_weight,
  c.max_qty::text as max_qty, coalesce(s.on_hand, 0)::text as on_hand`;

function cellLayout(row: Row): CellLayout {
  return {
    id: num(row.id),
    version: num(row.version),
    cellNo: String(row.cell_no),
    cellName: (row.cell_name as string | null) ?? null,
    zoneNo: String(row.zone_no),
    cellType: (row.cell_type as string | null) ?? null,
    shelvesType: (row.shelves_type as string | null) ?? null,
    statusCode: numOrNull(row.status_code),
    isMixSku: Boolean(row.is_mix_sku),
    isMixLot: Boolean(row.is_mix_lot),
    isBadCell: Boolean(row.is_bad_cell),
    cellInSeq: numOrNull(row.cell_in_seq),
    cellOutSeq: numOrNull(row.cell_out_seq),
    cellX: numOrNull(row.cell_x),
    cellY: numOrNull(row.cell_y),
    cellZ: numOrNull(row.cell_z),
    length: numOrNull(row.length),
    width: numOrNull(row.width),
    height: numOrNull(row.height),
    maxWeight: decimalText(row.max_weight, true),
    maxQty: decimalText(row.max_qty, true),
    onHandQty: decimalText(row.on_hand),
  };
}

/** getCellsByWareZoneData / getCellsByWareZoneShelfData: cells by shelf, position, level. */
export async function zoneCells(db: Db, warehouse: ScopedWarehouse, zoneNo: string, shelf?: number): Promise<CellLayout[]> {
  const rows = await db.execute(sql`
    select ${CELL_COLUMNS}
    from bm_cell c left join ${stockByCell(warehouse.orgNo, warehouse.warehouseNo)} s on s.cell_no = c.cell_no
    where c.warehouse_no = ${warehouse.warehouseNo} and c.zone_no = ${zoneNo} ${shelf === undefined ? sql`` : sql`and c.cell_x = ${shelf}`}
    order by c.cell_x nulls last, c.cell_y, c.cell_z, c.cell_no`);
  return rows.rows.map(cellLayout);
}

/** getCellInfoByWareCellData: one cell with its balance lines; undefined when unknown. */
export async function cellInfo(db: Db, warehouse: ScopedWarehouse, cellNo: string): Promise<CellInfo | undefined> {
  const rows = await db.execute(sql`
    select ${CELL_COLUMNS}, c.org_no, c.warehouse_no, c.remark, c.update_date
    from bm_cell c left join ${stockByCell(warehouse.orgNo, warehouse.warehouseNo)} s on s.cell_no = c.cell_no
    where c.warehouse_no = ${warehouse.warehouseNo} and c.cell_no = ${cellNo}`);
  const row = rows.rows[0];
  if (!row) return undefined;
  const stock = await db.execute(sql`
    select item_no, lot_no, container_no, stock_status, on_hand::text, allocated::text, frozen::text
    from inv_stock where org_no = ${warehouse.orgNo} and warehouse_no = ${warehouse.warehouseNo} and cell_no = ${cellNo}
      and (on_hand <> 0 or allocated <> 0 or frozen <> 0)
    order by item_no, lot_no, container_no, stock_status`);
  return {
    ...cellLayout(row),
    orgNo: String(row.org_no),
    warehouseNo: String(row.warehouse_no),
    remark: (row.remark as string | null) ?? null,
    updateDate: row.update_date instanceof Date ? row.update_date.toISOString() : String(row.update_date),
    stock: stock.rows.map((line) => ({
      itemNo: String(line.item_no),
      lotNo: String(line.lot_no),
      containerNo: String(line.container_no),
      stockStatus: String(line.stock_status),
      onHand: decimalText(line.on_hand),
      allocated: decimalText(line.allocated),
      frozen: decimalText(line.frozen),
    })),
  };
}
