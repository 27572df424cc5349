/**
 * The DSB comparison chart (workflows §2 DSB monitoring): per compared item a demand line and a
 * supply (reply) line, cumulative over the days of the range, and received as bars; line and bar
 * charts only on the canvas renderer (echarts/core, STACK.md).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import type { DsbAnswer } from './schedule-api.ts';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, DataZoomComponent, CanvasRenderer]);

const cumulative = (values: number[]) => values.reduce<number[]>((sums, value, index) => [...sums, (sums[index - 1] ?? 0) + value], []);

export function DsbChart({ data }: { data: DsbAnswer }) {
  const { t } = useTranslation();
  const series = data.series.flatMap((item) => [
    { type: 'line', name: `${item.itemNo} ${t('schedule.demand')}`, data: cumulative(item.demand), smooth: true },
    { type: 'line', name: `${item.itemNo} ${t('schedule.supply')}`, data: cumulative(item.supply), lineStyle: { type: 'dashed' } },
    { type: 'bar', name: `${item.itemNo} ${t('schedule.receivedSeries')}`, data: item.received },
  ]);
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: 24, top: 48, bottom: 56 },
    dataZoom: [{ type: 'slider', bottom: 8 }],
    xAxis: { type: 'category', data: data.dates },
    yAxis: { type: 'value' },
    series,
  };
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 440 }} />;
}
