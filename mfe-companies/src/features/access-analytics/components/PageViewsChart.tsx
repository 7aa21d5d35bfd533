import ReactEChartsCore from 'echarts-for-react/lib/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { PageViewsChartOption } from '../chart/page-views-chart-option';

// Only lines, their grid, legend and tooltip: the rest of ECharts is tree-shaken, and it
// loads with the access page's lazy route only. SVG, as the matrices' charts.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export function PageViewsChart({ option, label }: { option: PageViewsChartOption; label: string }) {
  return (
    <figure data-testid="page-views-chart" aria-label={label} style={{ margin: 0 }}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height: 360, width: '100%' }} />
    </figure>
  );
}
