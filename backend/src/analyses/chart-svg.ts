import type { ChartSvg } from 'contracts';
import type { ChartOption } from 'contracts/chart/svg';

/**
 * A chart page's first screen (docs/PERFORMANCE.md, mobile): the chart as the page opens, from
 * the option the page builds (contracts chart-options), drawn as an SVG of the page's chart box,
 * so that a phone shows the chart before, or without, ECharts. ECharts (about a second of CPU to
 * load) comes with the first SVG asked for, not with every start of the process.
 */
export async function drawChartSvg(option: ChartOption, { width, height }: { width: number; height: number }): Promise<ChartSvg> {
  const { chartSvg } = await import('contracts/chart/svg');
  return { svg: chartSvg(option, width, height) };
}
