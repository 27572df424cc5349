/**
 * The cells of one zone, shelf by shelf: each shelf (cellX) a grid with its levels as rows (top
 * level first) and positions as columns; each cell a square coloured by state (layout-colours.ts)
 * (its number, type and quantities in the title) that toggles its selection on click, Enter or Space. Shift-click selects the range since the last
 * clicked cell of the same shelf. Cells without coordinates are listed in a last group.
 */
import { Empty, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellLayout } from '../../../shared/layout.ts';
import { cellColour, cellState } from './layout-colours.ts';

type Props = {
  cells: CellLayout[];
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
};

type Shelf = { shelf: number | null; positions: number[]; levels: number[]; byPlace: Map<string, CellLayout>; loose: CellLayout[] };

function shelvesOf(cells: CellLayout[]): Shelf[] {
  const shelves = new Map<number | null, CellLayout[]>();
  for (const cell of cells) {
    const key = cell.cellX !== null && cell.cellY !== null && cell.cellZ !== null ? cell.cellX : null;
    shelves.set(key, [...(shelves.get(key) ?? []), cell]);
  }
  return [...shelves].sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity)).map(([shelf, list]) => ({
    shelf,
    positions: [...new Set(list.map((c) => c.cellY ?? 0))].sort((a, b) => a - b),
    levels: [...new Set(list.map((c) => c.cellZ ?? 0))].sort((a, b) => b - a),
    byPlace: new Map(list.map((c) => [`${c.cellY}:${c.cellZ}`, c])),
    loose: shelf === null ? list : [],
  }));
}

export function ZoneCells({ cells, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const last = useRef<CellLayout>(undefined);
  if (cells.length === 0) return <Empty description={t('layout.noCells')} />;

  const toggle = (cell: CellLayout, range: boolean, shelfCells: CellLayout[]) => {
    const on = !selected.has(cell.id);
    const from = last.current && shelfCells.indexOf(last.current);
    const to = shelfCells.indexOf(cell);
    if (range && from !== undefined && from >= 0) {
      onSelect(shelfCells.slice(Math.min(from, to), Math.max(from, to) + 1).map((c) => c.id), true);
    } else {
      onSelect([cell.id], on);
    }
    last.current = cell;
  };

  const square = (cell: CellLayout, shelfCells: CellLayout[]) => (
    <button
      key={cell.id}
      type="button"
      title={t('layout.cellTip', { cellNo: cell.cellNo, type: t(`enum.CELL_TYPE.${cell.cellType ?? '1'}`), qty: cell.onHandQty, maxQty: cell.maxQty ?? '-' })}
      className={`wms-cell is-${cellState(cell)}${selected.has(cell.id) ? ' is-selected' : ''}`}
      style={{ background: cellColour(cell), opacity: cell.statusCode === 0 ? 0.4 : 1 }}
      aria-pressed={selected.has(cell.id)}
      aria-label={cell.cellNo}
      data-cell={cell.cellNo}
      onClick={(event) => toggle(cell, event.shiftKey, shelfCells)}
    />
  );

  return (
    <div className="wms-shelves">
      {shelvesOf(cells).map((shelf) => {
        const shelfCells = [...shelf.byPlace.values()];
        return (
          <div key={shelf.shelf ?? 'loose'} className="wms-shelf" data-shelf={shelf.shelf ?? ''}>
            <Typography.Text strong>{shelf.shelf === null ? t('layout.looseCells') : t('layout.shelf', { shelf: shelf.shelf })}</Typography.Text>
            {shelf.shelf === null ? (
              <div className="wms-shelf-loose">{shelf.loose.map((cell) => square(cell, shelf.loose))}</div>
            ) : (
              <div className="wms-shelf-grid" style={{ gridTemplateColumns: `repeat(${shelf.positions.length}, 18px)` }}>
                {shelf.levels.flatMap((level) => shelf.positions.map((position) => {
                  const cell = shelf.byPlace.get(`${position}:${level}`);
                  return cell ? square(cell, shelfCells) : <span key={`${position}:${level}`} className="wms-cell-gap" />;
                }))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
