/**
 * batchUpdateCellsData, batchDeleteCellsData and updateBmZonePosByParams (spec console §7
 * Warehouse view; shapes in src/shared/layout.ts), each in the caller's transaction and all or
 * nothing: the listed rows of the warehouse are locked (FOR UPDATE) and every version compared
 * before any write.
 *
 * Errors: NOT_FOUND (a row is not in the warehouse or out of scope), STALE_VERSION (a version is
 * not the stored one), CELL_HOLDS_STOCK (delete of a cell whose balances have on-hand <> 0).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchDeleteAnswer, BatchUpdateAnswer, CellAttributes, ZonePosition } from '../../shared/layout.ts';
import type { Tx } from '../db/client.ts';
import { bmCell, bmZone } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { ScopedWarehouse } from '../workbench/warehouses.ts';

type IdVersion = { id: number; version: number };
type Table = typeof bmCell | typeof bmZone;

/** Locks the listed rows of the warehouse and checks their versions; answers the ids. */
async function lockVersions(tx: Tx, table: Table, warehouseNo: string, list: IdVersion[]): Promise<number[]> {
  const wanted = new Map<number, number>();
  for (const { id, version } of list) {
    if (wanted.has(id) && wanted.get(id) !== version) throw new AppError('STALE_VERSION');
    wanted.set(id, version);
  }
  const ids = [...wanted.keys()];
  const rows = await tx
    .select({ id: table.id, version: table.version })
    .from(table)
    .where(and(eq(table.warehouseNo, warehouseNo), inArray(table.id, ids)))
    .orderBy(table.id)
    .for('update');
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  if (rows.some((row) => wanted.get(Number(row.id)) !== Number(row.version))) throw new AppError('STALE_VERSION');
  return ids;
}

/** Applies the same changes to every listed cell; answers their new versions. */
export async function updateCells(tx: Tx, warehouse: ScopedWarehouse, userNo: string, cells: IdVersion[], changes: CellAttributes): Promise<BatchUpdateAnswer> {
  const ids = await lockVersions(tx, bmCell, warehouse.warehouseNo, cells);
  const rows = await tx
    .update(bmCell)
    .set({ ...changes, version: sql`${bmCell.version} + 1`, updateName: userNo, updateDate: sql`now()` })
    .where(inArray(bmCell.id, ids))
    .returning({ id: bmCell.id, version: bmCell.version });
  return { updated: rows.length, cells: rows.map((row) => ({ id: Number(row.id), version: Number(row.version) })).sort((a, b) => a.id - b.id) };
}

/** Deletes the listed cells unless one holds stock. */
export async function deleteCells(tx: Tx, warehouse: ScopedWarehouse, delList: IdVersion[]): Promise<BatchDeleteAnswer> {
  const ids = await lockVersions(tx, bmCell, warehouse.warehouseNo, delList);
  const holding = await tx.execute(sql`
    select c.cell_no from bm_cell c
    where c.id = any(${sql.param(ids)}::bigint[]) and exists (
      select 1 from inv_stock s where s.org_no = ${warehouse.orgNo} and s.warehouse_no = c.warehouse_no and s.cell_no = c.cell_no and s.on_hand <> 0)
    order by c.cell_no limit 1`);
  if (holding.rows.length) throw new AppError('CELL_HOLDS_STOCK', { cellNo: String(holding.rows[0].cell_no) });
  const deleted = await tx.delete(bmCell).where(inArray(bmCell.id, ids)).returning({ id: bmCell.id });
  return { deleted: deleted.length };
}

// Plan figures are kept to the millimetre (the zone fields' scale 3).
const metres = (value: number) => String(Math.round(value * 1000) / 1000);

/** Saves the plan positions of zones of the warehouse; answers their zone numbers. */
export async function saveZonePositions(tx: Tx, warehouse: ScopedWarehouse, userNo: string, zones: ZonePosition[]): Promise<string[]> {
  await lockVersions(tx, bmZone, warehouse.warehouseNo, zones);
  const zoneNos: string[] = [];
  for (const zone of zones) {
    const [row] = await tx
      .update(bmZone)
      .set({
        zoneX: metres(zone.zoneX), zoneY: metres(zone.zoneY), zoneWidth: metres(zone.zoneWidth), zoneDepth: metres(zone.zoneDepth),
        zoneRotation: metres(zone.zoneRotation ?? 0), version: sql`${bmZone.version} + 1`, updateName: userNo, updateDate: sql`now()`,
      })
      .where(eq(bmZone.id, zone.id))
      .returning({ zoneNo: bmZone.zoneNo });
    zoneNos.push(String(row.zoneNo));
  }
  return zoneNos;
}
