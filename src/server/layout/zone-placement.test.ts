import { describe, expect, it } from 'vitest';
import { placeZones, type StoredZone } from './zone-placement.ts';

const zone = (zoneNo: string, place: Partial<StoredZone> = {}): StoredZone => ({
  id: 1, version: 0, orgNo: 'NWT', warehouseNo: 'WH', zoneNo, zoneName: zoneNo, zoneType: '2', statusCode: 1,
  zoneX: null, zoneY: null, zoneWidth: null, zoneDepth: null, zoneRotation: null,
  cellCount: 0, badCellCount: 0, occupiedCount: 0, shelfCount: 0, maxLevel: 0, maxPosition: 0, ...place,
});

describe('placeZones', () => {
  it('should keep a saved place and mark it positioned', () => {
    const [placed] = placeZones([zone('A', { zoneX: 3, zoneY: 4, zoneWidth: 10, zoneDepth: 8, zoneRotation: 90 })]);
    expect(placed).toMatchObject({ zoneX: 3, zoneY: 4, zoneWidth: 10, zoneDepth: 8, zoneRotation: 90, positioned: true });
  });

  it('should size an unplaced zone from its cells and line it up below the placed ones', () => {
    const zones = placeZones([
      zone('A', { zoneX: 0, zoneY: 0, zoneWidth: 20, zoneDepth: 10 }),
      zone('B', { shelfCount: 10, maxPosition: 5 }),
      zone('C'),
    ]);
    expect(zones[1]).toMatchObject({ zoneX: 0, zoneY: 12, zoneWidth: 25, zoneDepth: 9, positioned: false });
    expect(zones[2]).toMatchObject({ zoneX: 27, zoneY: 12, zoneWidth: 6, zoneDepth: 6, positioned: false });
  });

  it('should start a new row when the next unplaced zone passes 60 m', () => {
    const zones = placeZones([zone('A', { shelfCount: 20 }), zone('B', { shelfCount: 10, maxPosition: 10 })]);
    expect(zones.map((z) => [z.zoneX, z.zoneY])).toEqual([[0, 0], [0, 8]]);
  });
});
