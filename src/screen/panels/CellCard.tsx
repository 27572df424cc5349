/**
 * The colour legend of the 3D view and the card of the hovered or tapped cell: its zone, fill and
 * contents, fetched when the cell is picked (getCellOccupancy with that one cell).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../client/request.ts';
import { REPORT_SERVICE, type CellOccupancy, type CellOccupancyAnswer } from '../../shared/workbench.ts';
import { CELL_COLOURS, CELL_STYLES } from '../cell-style.ts';

const REST_MS = 200;

export function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="wms-screen-legend">
      {CELL_STYLES.map((style) => (
        <li key={style}>
          <span style={{ background: CELL_COLOURS[style] }} />
          {t(`screen.legend.${style}`)}
        </li>
      ))}
    </ul>
  );
}

export function CellCard({ warehouseNo, cellNo }: { warehouseNo: string; cellNo: string }) {
  const { t } = useTranslation();
  const [cell, setCell] = useState<CellOccupancy | null>(null);
  useEffect(() => {
    let cancelled = false;
    setCell(null);
    // The pointer crosses many cells on its way: ask only for the one it rests on.
    const timer = setTimeout(() => {
      call<CellOccupancyAnswer>(REPORT_SERVICE, 'getCellOccupancy', { warehouseNo, cellNos: [cellNo] }, { quiet: true }).then(
        (answer) => !cancelled && setCell(answer.cells[0] ?? null),
        () => undefined,
      );
    }, REST_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [warehouseNo, cellNo]);
  return (
    <div className="wms-screen-cell-card" data-testid="cell-card">
      <h3>{t('screen.cell', { cell: cellNo })}</h3>
      {cell && (
        <>
          <p>
            {t('screen.cellZone', { zone: cell.zoneNo })}
            {cell.fill !== null && ` · ${t('screen.cellFill', { percent: Math.round(cell.fill * 100) })}`}
            {cell.bad && ` · ${t('screen.legend.bad')}`}
          </p>
          {cell.items.length === 0 && <p>{t('screen.cellEmpty')}</p>}
          <ul>
            {cell.items.map((item) => (
              <li key={`${item.itemNo}-${item.lotNo}`}>
                {t('screen.cellItem', { item: `${item.itemNo} ${item.itemName}`, lot: item.lotNo, quantity: item.onHand })}
                {item.frozen !== '0' && ` · ${t('screen.cellFrozen', { quantity: item.frozen })}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
