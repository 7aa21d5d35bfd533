// ECharts as the product draws with it, without React: what every chart registers, and an
// option drawn as an SVG document. The browser's charts (./index.tsx) and the server's first
// screens of the analysis charts (backend, "contracts/chart/svg") draw through this one set up.
import { BarChart, GaugeChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([ScatterChart, LineChart, GaugeChart, BarChart, GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent, LabelLayout, SVGRenderer]);

export { echarts };

export type ChartOption = echarts.EChartsCoreOption;

/**
 * An option drawn once, off screen, at a fixed size, as an SVG document (ECharts' server-side
 * mode, no animation): the reports' charts, which print as vectors at any zoom, and the first
 * screen of a chart page, drawn by the server.
 */
export function chartSvg(option: ChartOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
