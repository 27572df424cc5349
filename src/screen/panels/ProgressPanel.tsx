/**
 * Today's inbound and outbound progress (documents and lines done against planned: what was done
 * today plus the documents still waiting) and the picking rate; the hourly chart of lines per hour below.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow, TodayProgress } from '../../shared/workbench.ts';
import type { ConnectionState } from '../../streams/index.ts';
import { Chart } from '../charts.tsx';
import { Panel } from './Panel.tsx';

function FlowFigures({ flow, title, testId }: { flow: Flow | undefined; title: string; testId: string }) {
  const { t } = useTranslation();
  const figure = (done: number | undefined, planned: number | undefined) =>
    done === undefined || planned === undefined ? '–' : t('screen.doneOfPlanned', { done, planned });
  const percent = flow?.linesPlanned ? Math.min(100, Math.round((flow.linesDone / flow.linesPlanned) * 100)) : null;
  return (
    <div className="wms-screen-flow" data-testid={testId}>
      <h3>{title}</h3>
      <div className="wms-screen-figures">
        <div>
          <span className="wms-screen-figure" data-testid={`${testId}-documents`}>{figure(flow?.documentsDone, flow?.documentsPlanned)}</span>
          <label>{t('screen.documents')}</label>
        </div>
        <div>
          <span className="wms-screen-figure" data-testid={`${testId}-lines`}>{figure(flow?.linesDone, flow?.linesPlanned)}</span>
          <label>{t('screen.lines')}</label>
        </div>
      </div>
      {percent !== null && <div className="wms-screen-bar"><div style={{ width: `${percent}%` }} /></div>}
    </div>
  );
}

export const ProgressPanel = memo(function ProgressPanel({ progress, state }: { progress: TodayProgress | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  const noPlan = progress && progress.outbound.linesPlanned === 0;
  return (
    <Panel title={t('screen.progress')} state={state} testId="panel-progress">
      <FlowFigures flow={progress?.inbound} title={t('screen.inbound')} testId="kpi-inbound" />
      <FlowFigures flow={progress?.outbound} title={t('screen.outbound')} testId="kpi-outbound" />
      <div className="wms-screen-rate">
        <label>{t('screen.pickingRate')}</label>
        <span className="wms-screen-figure" data-testid="kpi-picking-rate">{progress ? t('screen.linesPerHour', { rate: progress.pickingRate }) : '–'}</span>
      </div>
      {noPlan && <p className="wms-screen-note">{t('screen.noPlanYet')}</p>}
    </Panel>
  );
});

export const HourlyPanel = memo(function HourlyPanel({ progress, state }: { progress: TodayProgress | undefined; state: ConnectionState | undefined }) {
  const { t } = useTranslation();
  const hours = progress?.hourly ?? [];
  const option = {
    backgroundColor: 'transparent',
    textStyle: { color: '#c9d6e8', fontSize: 16 },
    grid: { left: 40, right: 12, top: 36, bottom: 28 },
    legend: { top: 0, textStyle: { color: '#c9d6e8', fontSize: 16 } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: hours.map((h) => String(h.hour)), axisLabel: { color: '#8da2bd' } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: '#8da2bd' }, splitLine: { lineStyle: { color: '#1f3149' } } },
    series: [
      { name: t('screen.inbound'), type: 'bar', stack: 'lines', data: hours.map((h) => h.inbound), itemStyle: { color: '#4f9dff' } },
      { name: t('screen.outbound'), type: 'bar', stack: 'lines', data: hours.map((h) => h.outbound), itemStyle: { color: '#f08c2e' } },
    ],
  };
  return (
    <Panel title={t('screen.hourly')} state={state} className="wms-screen-grow">
      <Chart option={option} height="fill" testId="chart-hourly" />
    </Panel>
  );
});
