/**
 * echarts for the screen and the dashboard: only the bar and pie charts with grid, tooltip and
 * legend on the canvas renderer are bundled (echarts/core, STACK.md), in the lazy screen chunk.
 */
import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';

echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * A chart `height` design pixels tall, or with `height` 'fill' as tall as what its flex parent leaves
 * (a growing panel: the chart shrinks with the panel instead of being cut at its bottom).
 */
export function Chart({ option, height, testId }: { option: EChartsCoreOption; height: number | 'fill'; testId?: string }) {
  const fill = height === 'fill';
  return (
    <div data-testid={testId} className={fill ? 'wms-screen-chart-fill' : undefined}>
      <ReactEChartsCore echarts={echarts} option={option} lazyUpdate style={{ height: fill ? '100%' : height, width: '100%' }} />
    </div>
  );
}
