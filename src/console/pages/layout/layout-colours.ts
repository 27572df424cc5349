/**
 * Colours of the warehouse plan: zones by ZONE_TYPE, cells by state (bad before occupied before
 * their CELL_TYPE). The legend shows the same table.
 */
import type { CellLayout } from '../../../shared/layout.ts';

export const ZONE_COLOURS: Record<string, string> = {
  '1': '#52c41a', '2': '#1677ff', '3': '#fa8c16', '4': '#722ed1', '5': '#fadb14', '6': '#eb2f96', default: '#8c8c8c',
};

export const CELL_COLOURS = {
  bad: '#ff4d4f',
  occupied: '#1677ff',
  type: { '1': '#d9d9d9', '2': '#ffe58f', '3': '#b7eb8f', '4': '#d3adf7', '5': '#ffd8bf', '6': '#f5f5f5' } as Record<string, string>,
};

export type CellState = 'bad' | 'occupied' | 'empty';

/** What a cell's square shows: bad cells first, then cells holding stock, else empty. */
export function cellState(cell: CellLayout): CellState {
  if (cell.isBadCell) return 'bad';
  return Number(cell.onHandQty) !== 0 ? 'occupied' : 'empty';
}

export function cellColour(cell: CellLayout): string {
  const state = cellState(cell);
  if (state !== 'empty') return CELL_COLOURS[state];
  return CELL_COLOURS.type[cell.cellType ?? '1'] ?? CELL_COLOURS.type['1'];
}
