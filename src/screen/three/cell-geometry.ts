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
  /** Each zone's centre and radius, as `centre` and `radius` of the whole (the tour's stops). */
  zones: Map<string, Focus>;
};

/** Where the camera looks and how far it keeps away. */
export type Focus = { centre: [number, number, number]; radius: number };

/** The centre and radius of a box of min and max corners (radius at least 10 m). */
function focusOf(min: number[], max: number[]): Focus {
  return { centre: [(min[0] + max[0]) / 2, 0, (min[2] + max[2]) / 2], radius: Math.max(10, Math.hypot(max[0] - min[0], max[2] - min[2]) / 2) };
}

export function placeCells(zoneList: ZoneLayout[], cellsByZone: Map<string, CellLayout[]>): PlacedCells {
  const cells = zoneList.flatMap((zone) => (cellsByZone.get(zone.zoneNo) ?? []).map((cell) => ({ zone, cell })));
  const positions = new Float32Array(cells.length * 3);
  const sizes = new Float32Array(cells.length * 3);
  const index = new Map<string, number>();
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const zoneBoxes = new Map<string, { min: number[]; max: number[] }>();
  cells.forEach(({ zone, cell }, i) => {
    const box = zoneBoxes.get(zone.zoneNo) ?? { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
    zoneBoxes.set(zone.zoneNo, box);
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
      for (const [low, high] of [[min, max], [box.min, box.max]]) {
        low[axis] = Math.min(low[axis], v);
        high[axis] = Math.max(high[axis], v);
      }
    });
  });
  if (cells.length === 0) return { cellNos: [], positions, sizes, index, centre: [0, 0, 0], radius: 10, zones: new Map() };
  const zones = new Map([...zoneBoxes].map(([zoneNo, box]) => [zoneNo, focusOf(box.min, box.max)]));
  return { cellNos: cells.map(({ cell }) => cell.cellNo), positions, sizes, index, ...focusOf(min, max), zones };
}

/** How long the camera tour stays at each stop (s). */
export const TOUR_STOP_SECONDS = 20;

/** The stop of the tour at `elapsedSeconds`: the whole view, then each of `stops` in turn. */
export function tourStop(whole: Focus, stops: Focus[], elapsedSeconds: number): Focus {
  const all = [whole, ...stops];
  return all[Math.floor(elapsedSeconds / TOUR_STOP_SECONDS) % all.length];
}
