/**
 * The colour legend of the 3D view (the styles of the chosen colour mode) and the card of the
 * picked cell: its zone, fill, class and expiry, contents and last movements (getCellCard, fetched
 * when the cell is picked and again when it changes), with a close button.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../client/request.ts';
import { REPORT_SERVICE, type CellCard as CellCardAnswer } from '../../shared/workbench.ts';
import { CELL_COLOURS, MODE_STYLES, type ColourMode } from '../cell-style.ts';

export function Legend({ mode }: { mode: ColourMode }) {
  const { t } = useTranslation();
  return (
    <ul className="wms-screen-legend" data-testid="screen-legend">
      {MODE_STYLES[mode].map((style) => (
        <li key={style}>
          <span style={{ background: CELL_COLOURS[style] }} />
          {t(`screen.legend.${style}`)}
        </li>
      ))}
    </ul>
  );
}

type CardProps = { warehouseNo: string; cellNo: string; version: number; onClose: () => void };

/** `version` changes when the cell's occupancy changed: the card is fetched again. */
export function CellCard({ warehouseNo, cellNo, version, onClose }: CardProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState<CellCardAnswer | null>(null);
  useEffect(() => {
    let cancelled = false;
    call<CellCardAnswer>(REPORT_SERVICE, 'getCellCard', { warehouseNo, cellNo }, { quiet: true }).then(
      (answer) => !cancelled && setCard(answer),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [warehouseNo, cellNo, version]);
  const cell = card?.cell?.cellNo === cellNo ? card.cell : null;
  return (
    <div className="wms-screen-cell-card" data-testid="cell-card" role="dialog" aria-label={t('screen.cell', { cell: cellNo })}>
      <button type="button" className="wms-screen-card-close" onClick={onClose} aria-label={t('screen.close')}>×</button>
      <h3>{t('screen.cell', { cell: cellNo })}</h3>
      {cell && (
        <>
          <p>
            {t('screen.cellZone', { zone: cell.zoneNo })}
            {cell.fill !== null && ` · ${t('screen.cellFill', { percent: Math.round(cell.fill * 100) })}`}
            {cell.abc && ` · ${t('screen.cellClass', { abc: cell.abc })}`}
            {cell.expiresInDays !== null && ` · ${t('screen.cellExpiry', { days: cell.expiresInDays })}`}
            {cell.bad && ` · ${t('screen.legend.bad')}`}
          </p>
          {cell.items.length === 0 && <p>{t('screen.cellEmpty')}</p>}
          <ul data-testid="cell-card-items">
            {cell.items.map((item) => (
              <li key={`${item.itemNo}-${item.lotNo}`}>
                {t('screen.cellItem', { item: `${item.itemNo} ${item.itemName}`, lot: item.lotNo, quantity: item.onHand })}
                {item.frozen !== '0' && ` · ${t('screen.cellFrozen', { quantity: item.frozen })}`}
              </li>
            ))}
          </ul>
          <h4>{t('screen.lastMovements')}</h4>
          {card!.movements.length === 0 && <p>{t('screen.noMovements')}</p>}
          <ul className="wms-screen-movements" data-testid="cell-card-movements">
            {card!.movements.map((move) => (
              <li key={`${move.at}-${move.docType}-${move.docNo}-${move.itemNo}-${move.lotNo}`}>
                <span>{new Date(move.at).toLocaleTimeString()}</span>
                <span>{move.docNo}</span>
                <span>{move.itemNo}</span>
                <span className={move.delta.startsWith('-') ? 'wms-screen-out' : 'wms-screen-in'}>{move.delta.startsWith('-') ? move.delta : `+${move.delta}`}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
