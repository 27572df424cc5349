/**
 * The stock widgets of the big screen: inventory water level (a donut whose legend carries the
 * counts, so no label can cover another, and the worst items) and alerts (their list shows the
 * whole rows its panel has room for).
 */
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockAlerts, WaterLevel } from '../../shared/workbench.ts';
import type { ConnectionState } from '../../streams/index.ts';
import { Chart } from '../charts.tsx';
import { useFittingRows } from './fitting-rows.ts';
import { Panel } from './Panel.tsx';

/** Alerts listed at most; fewer when the panel has room for fewer whole rows (the counts above give the totals). */
const ALERT_ROWS = 6;
const LEVEL_COLOURS = { below: '#e5484d', normal: '#2f9e6a', above: '#f0b429' } as const;

export const WaterLevelPanel = memo(function WaterLevelPanel({ level, state }: { level: WaterLevel | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  const states = ['below', 'normal', 'above'] as const;
  const total = level ? level.below + level.normal + level.above : 0;
  const data = states.map((s) => ({ name: t(`screen.${s}`), value: level?.[s] ?? 0, itemStyle: { color: LEVEL_COLOURS[s] } }));
  const countOf = new Map(data.map((d) => [d.name, d.value]));
  const option = {
    backgroundColor: 'transparent',
    tooltip: { trigger: 'item' },
    legend: { orient: 'vertical', right: 0, top: 'middle', itemGap: 12, textStyle: { color: '#c9d6e8', fontSize: 16 }, formatter: (name: string) => `${name}  ${countOf.get(name) ?? 0}` },
    series: [{
      type: 'pie',
      radius: ['48%', '88%'],
      center: ['24%', '50%'],
      label: { show: false },
      emphasis: { label: { show: false } },
      data,
    }],
  };
  return (
    <Panel title={t('screen.waterLevel')} state={state} testId="panel-water-level">
      {level && total === 0 ? (
        <p className="wms-screen-note">{t('screen.noLimits')}</p>
      ) : (
        <>
          <Chart option={option} height={130} testId="chart-water-level" />
          <ul className="wms-screen-list">
            {level?.items.filter((i) => i.state !== 'normal').slice(0, 3).map((i) => (
              <li key={i.itemNo} className={`wms-screen-level-${i.state}`}>
                <span>{i.itemNo} {i.itemName}</span>
                <span>{i.onHand} ({i.state === 'below' ? `≥ ${i.lower}` : `≤ ${i.upper}`})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
});

export const AlertsPanel = memo(function AlertsPanel({ alerts, state }: { alerts: StockAlerts | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  const kinds = ['belowMinimum', 'nearExpiry', 'negativeStock'] as const;
  const list = useRef<HTMLUListElement>(null);
  const rows = useFittingRows(list, ALERT_ROWS, alerts);
  return (
    <Panel title={t('screen.alerts')} state={state} className="wms-screen-grow" testId="panel-alerts">
      <div className="wms-screen-counts">
        {kinds.map((kind) => (
          <div key={kind} data-testid={`alert-count-${kind}`}>
            <span className="wms-screen-figure">{alerts ? alerts.counts[kind] : '–'}</span>
            <label>{t(`screen.alertKind.${kind}`)}</label>
          </div>
        ))}
      </div>
      {alerts && !alerts.expiryTracked && <p className="wms-screen-note">{t('screen.expiryNotTracked')}</p>}
      {alerts?.expiryTracked && alerts.counts.nearExpiry === 0 && <p className="wms-screen-note" data-testid="alert-none-expiring">{t('screen.noneExpiring', { days: alerts.expiryDays })}</p>}
      {alerts && alerts.alerts.length === 0 ? (
        <p className="wms-screen-note">{t('screen.noAlerts')}</p>
      ) : (
        <ul className="wms-screen-list" ref={list} data-testid="alert-list">
          {alerts?.alerts.slice(0, rows).map((a) => (
            <li key={`${a.kind}-${a.itemNo}-${a.cellNo ?? ''}`} className={`wms-screen-alert-${a.kind}`}>
              <span>
                {a.kind === 'nearExpiry'
                  ? t('screen.alertExpiryLine', { item: `${a.itemNo} ${a.itemName}`, cell: a.cellNo, quantity: a.quantity, date: a.limit })
                  : a.cellNo
                  ? t('screen.alertCellLine', { item: `${a.itemNo} ${a.itemName}`, cell: a.cellNo, quantity: a.quantity })
                  : t('screen.alertLine', { item: `${a.itemNo} ${a.itemName}`, quantity: a.quantity, limit: a.limit ?? '–' })}
              </span>
              <span>{t(`screen.alertKind.${a.kind}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
});
