/**
 * Demo layout of the two Northwind warehouses (docs/decisions/ "Warehouse layout"), made through
 * the Warehouse view service functions the calls use: zone positions on the plan (metres) and a
 * grid of cells per zone: docks in receiving and shipping, pallet racking in storage, shelving in
 * picking; a few storage cells marked bad. About 2,000 cells in all.
 */
import type { CellAttributes } from '../../shared/layout.ts';
import type { Database } from '../db/client.ts';
import { createGrid } from '../layout/cell-batch.ts';
import { saveZonePositions, updateCells } from '../layout/cell-changes.ts';
import { zoneCells, zoneLayouts } from '../layout/layout-read.ts';
import type { SessionUser } from '../rpc/session.ts';
import { scopedWarehouse } from '../workbench/warehouses.ts';

type ZonePlan = { kind: string; x: number; y: number; width: number; depth: number; shelves: number; positions: number; levels: number; template: CellAttributes };

const DOCK: CellAttributes = { cellType: '3', shelvesType: '1', isMixSku: true, isMixLot: true, length: '3', width: '3', height: '2.5', maxWeight: '2000' };
const RACK: CellAttributes = { cellType: '1', shelvesType: '4', length: '1.2', width: '1', height: '1.5', maxWeight: '1000', maxQty: '500' };
const SHELF: CellAttributes = { cellType: '2', shelvesType: '3', isMixLot: true, length: '1', width: '0.6', height: '0.5', maxWeight: '200', maxQty: '100' };

const PLANS: Record<string, { code: string; zones: ZonePlan[] }> = {
  'WH-SEA': {
    code: 'SEA',
    zones: [
      { kind: 'RCV', x: 0, y: 0, width: 30, depth: 8, shelves: 1, positions: 8, levels: 1, template: DOCK },
      { kind: 'STO', x: 0, y: 10, width: 50, depth: 18, shelves: 20, positions: 12, levels: 5, template: RACK },
      { kind: 'PCK', x: 52, y: 10, width: 16, depth: 15, shelves: 6, positions: 10, levels: 2, template: SHELF },
      { kind: 'SHP', x: 34, y: 0, width: 34, depth: 8, shelves: 1, positions: 8, levels: 1, template: { ...DOCK, cellType: '4' } },
    ],
  },
  'WH-LDN': {
    code: 'LDN',
    zones: [
      { kind: 'RCV', x: 0, y: 0, width: 20, depth: 8, shelves: 1, positions: 6, levels: 1, template: DOCK },
      { kind: 'STO', x: 0, y: 10, width: 36, depth: 16, shelves: 14, positions: 10, levels: 4, template: RACK },
      { kind: 'PCK', x: 38, y: 10, width: 14, depth: 15, shelves: 5, positions: 10, levels: 2, template: SHELF },
      { kind: 'SHP', x: 24, y: 0, width: 28, depth: 8, shelves: 1, positions: 6, levels: 1, template: { ...DOCK, cellType: '4' } },
    ],
  },
};

/** Lays out both demo warehouses as `user` (the admin); answers the number of cells created. */
export async function loadLayoutDemo(database: Database, user: SessionUser): Promise<number> {
  let created = 0;
  for (const [warehouseNo, plan] of Object.entries(PLANS)) {
    const warehouse = await scopedWarehouse(database.db, user, warehouseNo);
    await database.db.transaction(async (tx) => {
      const zones = new Map((await zoneLayouts(tx, warehouse)).map((zone) => [zone.zoneNo, zone]));
      const placed = plan.zones.flatMap((z) => {
        const zone = zones.get(`${plan.code}-${z.kind}`);
        return zone ? [{ zone, plan: z }] : [];
      });
      await saveZonePositions(tx, warehouse, user.userNo, placed.map(({ zone, plan: z }) => ({
        id: zone.id, version: zone.version, zoneX: z.x, zoneY: z.y, zoneWidth: z.width, zoneDepth: z.depth, zoneRotation: 0,
      })));
      for (const { zone, plan: z } of placed) {
        const grid = { zoneNos: [zone.zoneNo], shelfStart: 1, shelves: z.shelves, positions: z.positions, levels: z.levels, template: z.template };
        created += (await createGrid(tx, { warehouse, userNo: user.userNo }, grid)).created;
      }
    });
    const storage = await zoneCells(database.db, warehouse, `${plan.code}-STO`, 3);
    const bad = storage.filter((cell) => cell.cellZ === 1 && (cell.cellY ?? 0) <= 2);
    if (bad.length) await database.db.transaction((tx) => updateCells(tx, warehouse, user.userNo, bad, { isBadCell: true }));
  }
  return created;
}
