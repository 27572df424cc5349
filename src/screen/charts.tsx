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

export function Chart({ option, height, testId }: { option: EChartsCoreOption; height: number; testId?: string }) {
  return (
    <div data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} lazyUpdate style={{ height, width: '100%' }} />
    </div>
  );
}
