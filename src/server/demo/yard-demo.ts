/**
 * Demo dock doors (issue 15): four doors at Seattle (three inbound, one for both directions, two
 * trucks an hour each) and two inbound doors at London, so the gate kiosk and the big screen's
 * Docks panel work on the demo data. Loaded through the dock door entity's import.
 */
import type { EntityName } from '../../shared/entity.ts';

type Rows = [EntityName, Record<string, unknown>[]][];

export function yardDemoRows(orgNo: string): Rows {
  const door = (warehouseNo: string, n: number, doorType: string) => ({
    doorNo: `D${String(n).padStart(2, '0')}`, doorName: `Dock door ${n}`, orgNo, warehouseNo, doorType, capacityPerHour: 2, doorStatus: 'open',
  });
  return [['dockDoor', [door('WH-SEA', 1, 'inbound'), door('WH-SEA', 2, 'inbound'), door('WH-SEA', 3, 'inbound'), door('WH-SEA', 4, 'both'), door('WH-LDN', 1, 'inbound'), door('WH-LDN', 2, 'inbound')]]];
}
