/**
 * Loads a warehouse's layout for the 3D view through the Warehouse view calls (spec console §7):
 * its zones (getZonesByWareData), then each zone's cells (getCellsByWareZoneData), four zones at a
 * time. Rejects when a call fails (the view shows the error state and retries on the next resync).
 */
import { call } from '../../client/request.ts';
import { LAYOUT_METHODS, LAYOUT_SERVICE, type CellLayout, type CellsAnswer, type ZonesAnswer, type ZoneLayout } from '../../shared/layout.ts';

const PARALLEL = 4;

export type WarehouseLayout = { zones: ZoneLayout[]; cellsByZone: Map<string, CellLayout[]> };

export async function loadLayout(warehouseNo: string): Promise<WarehouseLayout> {
  const { zones } = await call<ZonesAnswer>(LAYOUT_SERVICE, LAYOUT_METHODS.getZonesByWareData, { warehouseNo }, { quiet: true });
  const cellsByZone = new Map<string, CellLayout[]>();
  for (let i = 0; i < zones.length; i += PARALLEL) {
    const answers = await Promise.all(
      zones.slice(i, i + PARALLEL).map((zone) => call<CellsAnswer>(LAYOUT_SERVICE, LAYOUT_METHODS.getCellsByWareZoneData, { warehouseNo, zoneNo: zone.zoneNo }, { quiet: true })),
    );
    for (const answer of answers) cellsByZone.set(answer.zoneNo, answer.cells);
  }
  return { zones, cellsByZone };
}
