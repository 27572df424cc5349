/**
 * The colour of a cell in the 3D view: a bad cell, frozen stock and near expiry win over the fill
 * level (empty, partly filled, full), in that order. Colours are sRGB hex, chosen for a dark
 * background and distinguishable with the common colour-vision deficiencies (blue/orange pairs).
 */
import type { CellOccupancy } from '../shared/workbench.ts';

export const CELL_STYLES = ['empty', 'partly', 'full', 'frozen', 'nearExpiry', 'bad'] as const;
export type CellStyle = (typeof CELL_STYLES)[number];

export const CELL_COLOURS: Record<CellStyle, string> = {
  empty: '#3a5070',
  partly: '#2f9e6a',
  full: '#f08c2e',
  frozen: '#5bc0ff',
  nearExpiry: '#c58cff',
  bad: '#e5484d',
};

/** The style of a cell from its occupancy (a cell without an occupancy row is empty). */
export function cellStyle(occupancy: Pick<CellOccupancy, 'level' | 'frozen' | 'nearExpiry' | 'bad'> | undefined): CellStyle {
  if (!occupancy) return 'empty';
  if (occupancy.bad) return 'bad';
  if (occupancy.frozen) return 'frozen';
  if (occupancy.nearExpiry) return 'nearExpiry';
  return occupancy.level;
}
