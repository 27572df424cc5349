/**
 * The colour of a cell in the 3D view, by the colour mode chosen on the screen or in the URL
 * (`colour=occupancy|status|abc|expiry`, issue 30 "3D zone and cell views"):
 * - occupancy: a bad cell, frozen stock and near expiry win over the fill level (empty, partly
 *   filled, full), in that order;
 * - status: bad cell, frozen, held (stock not yet qualified: to inspect or put away), in use, empty;
 * - abc: the best ABC class of the cell's items (none when no item has one, or the cell is empty);
 * - expiry: days to the earliest expiry: expired (<= 0), within 7 days, within 30 days, later, or
 *   not tracked (no item of the cell manages shelf life, or the cell is empty).
 * Colours are sRGB hex, chosen for a dark background and distinguishable with the common
 * colour-vision deficiencies (blue/orange pairs).
 */
import type { CellOccupancy } from '../shared/workbench.ts';

export const COLOUR_MODES = ['occupancy', 'status', 'abc', 'expiry'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

/** The styles of each mode, in the legend's order. */
export const MODE_STYLES = {
  occupancy: ['empty', 'partly', 'full', 'frozen', 'nearExpiry', 'bad'],
  status: ['empty', 'inUse', 'held', 'frozen', 'bad'],
  abc: ['noClass', 'classA', 'classB', 'classC'],
  expiry: ['noExpiry', 'expired', 'expiresWeek', 'expiresMonth', 'expiresLater'],
} as const satisfies Record<ColourMode, readonly string[]>;

export type CellStyle = (typeof MODE_STYLES)[ColourMode][number];
export const CELL_STYLES = [...new Set(Object.values(MODE_STYLES).flat())] as CellStyle[];

export const CELL_COLOURS: Record<CellStyle, string> = {
  empty: '#3a5070',
  partly: '#2f9e6a',
  full: '#f08c2e',
  frozen: '#5bc0ff',
  nearExpiry: '#c58cff',
  bad: '#e5484d',
  inUse: '#2f9e6a',
  held: '#f0b429',
  noClass: '#3a5070',
  classA: '#f08c2e',
  classB: '#4f9dff',
  classC: '#8da2bd',
  noExpiry: '#3a5070',
  expired: '#e5484d',
  expiresWeek: '#f08c2e',
  expiresMonth: '#f0e14a',
  expiresLater: '#2f9e6a',
};

type CellFacts = Pick<CellOccupancy, 'level' | 'frozen' | 'nearExpiry' | 'bad'> & Partial<Pick<CellOccupancy, 'held' | 'abc' | 'expiresInDays'>>;

function expiryStyle(days: number | null | undefined): CellStyle {
  if (days === null || days === undefined) return 'noExpiry';
  if (days <= 0) return 'expired';
  if (days <= 7) return 'expiresWeek';
  return days <= 30 ? 'expiresMonth' : 'expiresLater';
}

/** The style of a cell in `mode` from its occupancy (a cell without an occupancy row is empty). */
export function cellStyle(cell: CellFacts | undefined, mode: ColourMode = 'occupancy'): CellStyle {
  if (mode === 'abc') return cell?.abc ? (`class${cell.abc}` as CellStyle) : 'noClass';
  if (mode === 'expiry') return expiryStyle(cell?.expiresInDays);
  if (!cell) return 'empty';
  if (cell.bad) return 'bad';
  if (cell.frozen) return 'frozen';
  if (mode === 'status') return cell.held ? 'held' : cell.level === 'empty' ? 'empty' : 'inUse';
  if (cell.nearExpiry) return 'nearExpiry';
  return cell.level;
}

/** The colour mode of a URL value; anything else is occupancy. */
export function colourMode(value: string | null): ColourMode {
  return (COLOUR_MODES as readonly string[]).includes(value ?? '') ? (value as ColourMode) : 'occupancy';
}
