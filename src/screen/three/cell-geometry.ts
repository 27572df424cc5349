/**
 * Where each cell stands in the 3D view (pure; metres). A zone's plan rectangle starts at
 * (zoneX, zoneY) and is turned by zoneRotation degrees around that corner (src/shared/layout.ts).
 * Inside it a cell's grid coordinates place it: cellY along the shelf (x), cellX the shelf (rows
 * AISLE metres apart, y on the plan), cellZ the level (up). Missing sizes take DEFAULT_SIZE.
 * Three.js axes: x = plan x, z = plan y, y = up.
 */
import type { CellLayout, ZoneLayout } from '../../shared/layout.ts';

export const DEFAULT_SIZE = { length: 1.2, width: 1, height: 1 } as const;
/** Aisle between two shelves of a zone (m). */
export const AISLE = 1.6;
/** Share of a cell's box drawn, so neighbours show a gap. */
export const FILL = 0.88;

export type PlacedCells = {
  cellNos: string[];
  /** x, y, z of each cell's centre. */
  positions: Float32Array;
  /** Drawn length, height, width of each cell. */
  sizes: Float32Array;
  index: Map<string, number>;
  centre: [number, number, number];
  /** Half the plan's diagonal (m): how far the camera tour keeps away. */
  radius: number;
};

export function placeCells(zones: ZoneLayout[], cellsByZone: Map<string, CellLayout[]>): PlacedCells {
  const cells = zones.flatMap((zone) => (cellsByZone.get(zone.zoneNo) ?? []).map((cell) => ({ zone, cell })));
  const positions = new Float32Array(cells.length * 3);
  const sizes = new Float32Array(cells.length * 3);
  const index = new Map<string, number>();
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  cells.forEach(({ zone, cell }, i) => {
    const length = cell.length ?? DEFAULT_SIZE.length;
    const width = cell.width ?? DEFAULT_SIZE.width;
    const height = cell.height ?? DEFAULT_SIZE.height;
    const along = ((cell.cellY ?? 1) - 1) * length + length / 2;
    const across = ((cell.cellX ?? 1) - 1) * (width + AISLE) + width / 2;
    const up = ((cell.cellZ ?? 1) - 1) * height + height / 2;
    const turn = (zone.zoneRotation * Math.PI) / 180;
    const x = zone.zoneX + along * Math.cos(turn) - across * Math.sin(turn);
    const z = zone.zoneY + along * Math.sin(turn) + across * Math.cos(turn);
    positions.set([x, up, z], i * 3);
    sizes.set([length * FILL, height * FILL, width * FILL], i * 3);
    index.set(cell.cellNo, i);
    [x, up, z].forEach((v, axis) => {
      min[axis] = Math.min(min[axis], v);
      max[axis] = Math.max(max[axis], v);
    });
  });
  if (cells.length === 0) return { cellNos: [], positions, sizes, index, centre: [0, 0, 0], radius: 10 };
  const centre: [number, number, number] = [(min[0] + max[0]) / 2, 0, (min[2] + max[2]) / 2];
  const radius = Math.max(10, Math.hypot(max[0] - min[0], max[2] - min[2]) / 2);
  return { cellNos: cells.map(({ cell }) => cell.cellNo), positions, sizes, index, centre, radius };
}
