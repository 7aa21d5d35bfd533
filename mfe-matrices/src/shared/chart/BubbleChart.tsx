import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart, GaugeChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the matrix charts draw is registered, so the rest of ECharts is tree-shaken:
// scatter for the bubbles (and the SWOT crossing heat map's cells), line for the bubbles'
// trails over time (MCP) and the Ambiental's neutral line, gauge for the Ambiental's
// favorability, bar for the SWOT quadrant scores, mark areas for the Multifatorial's zones. Every chart of the matrices draws through
// this one component, so every chart page loads the same ECharts chunk.
// SVG keeps labels and bubbles in the DOM (readable by tests and assistive tools).
echarts.use([ScatterChart, LineChart, GaugeChart, BarChart, GridComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);

export type ChartInstance = echarts.EChartsType;

/**
 * An option drawn once, off screen, at a fixed size, as an SVG document (ECharts' server-side
 * mode, no animation): the reports' charts, which print as vectors at any zoom.
 */
export function chartSvg(option: echarts.EChartsCoreOption, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption({ ...option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export interface BubbleChartProps {
  option: echarts.EChartsCoreOption;
  height?: number;
  /**
   * Keep the series from one option to the next (matched by id), so ECharts animates the
   * bubbles to their new places; otherwise each option replaces the chart.
   */
  animateUpdates?: boolean;
  /** The ECharts instance, once created (export to PNG). */
  onChartReady?: (chart: ChartInstance) => void;
  /** Called each time ECharts has drawn an option completely. */
  onFinished?: () => void;
}

export function BubbleChart({ option, height = 480, animateUpdates = false, onChartReady, onFinished }: BubbleChartProps) {
  return (
    <div data-testid="matrix-chart">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge={!animateUpdates}
        replaceMerge={animateUpdates ? ['series'] : undefined}
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
        onChartReady={onChartReady}
        onEvents={onFinished ? { finished: onFinished } : undefined}
      />
    </div>
  );
}
