import ReactEChartsCore from 'echarts-for-react/lib/core';
import { ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { BubbleChartOption } from './bubble-chart-option';

// Only what the bubble charts draw is registered, so the rest of ECharts is tree-shaken.
// SVG keeps labels and bubbles in the DOM (readable by tests and assistive tools).
echarts.use([ScatterChart, GridComponent, TooltipComponent, SVGRenderer]);

export function BubbleChart({ option, height = 480 }: { option: BubbleChartOption; height?: number }) {
  return (
    <div data-testid="matrix-chart">
      <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} />
    </div>
  );
}
