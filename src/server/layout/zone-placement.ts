/**
 * Default plan places of zones never positioned (docs/decisions/ "Warehouse layout"): the size
 * follows the zone's cells (2.5 m per shelf: rack plus aisle; 1.2 m per position plus 3 m of
 * gangway), at least 6 m x 6 m; such zones line up left to right below the positioned ones, 2 m
 * apart, wrapping after 60 m. Positioned zones keep their saved place. Units: metres, degrees.
 */
import type { ZoneLayout } from '../../shared/layout.ts';

type Position = 'zoneX' | 'zoneY' | 'zoneWidth' | 'zoneDepth' | 'zoneRotation';
export type StoredZone = Omit<ZoneLayout, Position | 'positioned'> & Record<Position, number | null>;

const GAP = 2;
const ROW_WIDTH = 60;

/** Default width and depth of a zone from its cells. */
export function defaultZoneSize(zone: { shelfCount: number; maxPosition: number }): { zoneWidth: number; zoneDepth: number } {
  return { zoneWidth: Math.max(6, zone.shelfCount * 2.5), zoneDepth: Math.max(6, zone.maxPosition * 1.2 + 3) };
}

/** The zones with a place each: their saved one, or a default one (positioned false). */
export function placeZones(zones: StoredZone[]): ZoneLayout[] {
  const isPositioned = (zone: StoredZone) => zone.zoneX !== null && zone.zoneY !== null && zone.zoneWidth !== null && zone.zoneDepth !== null;
  const bottom = zones.filter(isPositioned).reduce((max, zone) => Math.max(max, (zone.zoneY ?? 0) + (zone.zoneDepth ?? 0) + GAP), 0);
  let x = 0;
  let y = bottom;
  let rowDepth = 0;
  return zones.map((zone) => {
    if (isPositioned(zone)) {
      return { ...zone, zoneX: zone.zoneX ?? 0, zoneY: zone.zoneY ?? 0, zoneWidth: zone.zoneWidth ?? 0, zoneDepth: zone.zoneDepth ?? 0, zoneRotation: zone.zoneRotation ?? 0, positioned: true };
    }
    const size = defaultZoneSize(zone);
    if (x > 0 && x + size.zoneWidth > ROW_WIDTH) {
      x = 0;
      y += rowDepth + GAP;
      rowDepth = 0;
    }
    const placed = { ...zone, zoneX: x, zoneY: y, ...size, zoneRotation: 0, positioned: false };
    x += size.zoneWidth + GAP;
    rowDepth = Math.max(rowDepth, size.zoneDepth);
    return placed;
  });
}
