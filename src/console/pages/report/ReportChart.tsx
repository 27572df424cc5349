/**
 * The chart of a report (src/shared/reports.ts `chart`), in its own lazy chunk: only the bar, line
 * and gauge charts with grid, tooltip and legend on the canvas renderer are bundled (echarts/core,
 * STACK.md). Shapes of `data` per kind: ageBars { buckets: [{ field, qty }] }, pareto
 * { items: [{ itemNo, value, cumulative }] }, turnoverTrend { months: [{ month, issued, average,
 * rate }] }, expiryTimeline { months: [{ month, qty }] }, gauge: the chosen record
 * ({ itemNo, warehouseNo, fillPercent }), changeBars { kinds: [{ kind, count }] }, taskBuckets
 * { buckets: [{ bucket, done, open }] }, workload { operators: [{ userNo, lines: { [kind]: n } }],
 * kinds } (stacked bars per operator).
 */
import { BarChart, GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReportChart as ChartKind } from '../../../shared/reports.ts';

echarts.use([BarChart, LineChart, GaugeChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Props = { kind: ChartKind; data: unknown };
type Rows = Record<string, string | null>[];

const num = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? null : Number(value));

function optionOf(kind: ChartKind, data: Record<string, unknown>, t: TFunction): EChartsCoreOption {
  const base = { tooltip: { trigger: 'axis' }, legend: { top: 0 }, grid: { left: 56, right: 56, top: 36, bottom: 28 } };
  switch (kind) {
    case 'ageBars': {
      const buckets = (data.buckets ?? []) as Rows;
      return { ...base, xAxis: { type: 'category', data: buckets.map((b) => t(`field.${b.field}`)) }, yAxis: { type: 'value' }, series: [{ type: 'bar', name: t('report.chart.quantity'), data: buckets.map((b) => num(b.qty)), itemStyle: { color: '#1677ff' } }] };
    }
    case 'pareto': {
      const items = (data.items ?? []) as Rows;
      return {
        ...base,
        xAxis: { type: 'category', data: items.map((i) => i.itemNo) },
        yAxis: [{ type: 'value', name: t('report.chart.value') }, { type: 'value', name: '%', max: 100 }],
        series: [
          { type: 'bar', name: t('report.chart.value'), data: items.map((i) => num(i.value)) },
          { type: 'line', name: t('report.chart.cumulative'), yAxisIndex: 1, data: items.map((i) => num(i.cumulative)) },
        ],
      };
    }
    case 'turnoverTrend': {
      const months = (data.months ?? []) as Rows;
      return {
        ...base,
        xAxis: { type: 'category', data: months.map((m) => m.month) },
        yAxis: [{ type: 'value' }, { type: 'value', name: t('report.chart.rate') }],
        series: [
          { type: 'bar', name: t('report.chart.issued'), data: months.map((m) => num(m.issued)) },
          { type: 'line', name: t('report.chart.average'), data: months.map((m) => num(m.average)) },
          { type: 'line', name: t('report.chart.rate'), yAxisIndex: 1, data: months.map((m) => num(m.rate)) },
        ],
      };
    }
    case 'expiryTimeline': {
      const months = (data.months ?? []) as Rows;
      return { ...base, xAxis: { type: 'category', data: months.map((m) => m.month) }, yAxis: { type: 'value' }, series: [{ type: 'bar', name: t('report.chart.quantity'), data: months.map((m) => num(m.qty)), itemStyle: { color: '#fa8c16' } }] };
    }
    case 'changeBars': {
      const kinds = (data.kinds ?? []) as { kind: string; count: number }[];
      return { ...base, xAxis: { type: 'category', data: kinds.map((k) => t(`enum.BARCODE_CHANGE.${k.kind}`)) }, yAxis: { type: 'value', minInterval: 1 }, series: [{ type: 'bar', name: t('report.chart.labels'), data: kinds.map((k) => k.count) }] };
    }
    case 'taskBuckets': {
      const buckets = (data.buckets ?? []) as { bucket: string; done: number; open: number }[];
      return {
        ...base,
        xAxis: { type: 'category', data: buckets.map((b) => t(`enum.TIME_BUCKET.${b.bucket}`)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { type: 'bar', stack: 'tasks', name: t('report.chart.done'), data: buckets.map((b) => b.done), itemStyle: { color: '#52c41a' } },
          { type: 'bar', stack: 'tasks', name: t('report.chart.open'), data: buckets.map((b) => b.open), itemStyle: { color: '#faad14' } },
        ],
      };
    }
    case 'workload': {
      const operators = (data.operators ?? []) as { userNo: string; lines: Record<string, number> }[];
      const kinds = (data.kinds ?? []) as string[];
      return {
        ...base,
        xAxis: { type: 'category', data: operators.map((o) => o.userNo) },
        yAxis: { type: 'value', name: t('report.chart.lines'), minInterval: 1 },
        series: kinds.map((kind) => ({ type: 'bar', stack: 'lines', name: t(`enum.TASK_KIND.${kind}`), data: operators.map((o) => o.lines[kind] ?? 0) })),
      };
    }
    case 'gauge': {
      const fill = num(data.fillPercent as string | null) ?? 0;
      return {
        tooltip: {},
        series: [{
          type: 'gauge', max: Math.max(100, Math.ceil(fill / 50) * 50), progress: { show: true }, detail: { formatter: '{value}%' },
          title: { offsetCenter: [0, '70%'] }, data: [{ value: fill, name: t('report.chart.gaugeOf', { itemNo: data.itemNo, warehouseNo: data.warehouseNo }) }],
        }],
      };
    }
  }
}

export function ReportChart({ kind, data }: Props) {
  const { t } = useTranslation();
  return (
    <div data-testid="report-chart" data-chart={kind}>
      <ReactEChartsCore echarts={echarts} option={optionOf(kind, (data ?? {}) as Record<string, unknown>, t)} notMerge lazyUpdate style={{ height: 280, width: '100%' }} />
    </div>
  );
}
