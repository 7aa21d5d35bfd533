// ECharts for the whole product ("contracts/chart"): a Module Federation singleton the shell
// provides in a chunk of its own, loaded the first time a remote draws a chart, so a user who
// opens the access analytics page and then an analysis chart downloads ECharts once.
// Being shared, it keeps all it exports: only what the charts draw is registered, the rest of
// ECharts is tree-shaken. Scatter for the bubbles (and the crossing heat map's cells),
// line for the MCP trails, the Ambiental's neutral line and the access page's page views,
// gauge for the Ambiental's favorability, bar for the crossings' quadrant scores, mark areas for the
// Multifatorial's zones, legend for the access page, label layout for the marks' names (an
// overlapping name hidden: without it ECharts ignores a series' `labelLayout`). SVG keeps
// labels and bubbles in the DOM (readable by tests and assistive tools).
import echartsForReact from 'echarts-for-react/lib/core.js';
import { type CSSProperties, useMemo } from 'react';
import { type ChartOption, echarts } from './svg.js';

export { chartSvg, type ChartOption } from './svg.js';

// A CommonJS module seen from an ES module: its default export is `module.exports` for Node and
// the bundlers, or already unwrapped by Vitest's interop.
type ReactEChartsCore = typeof echartsForReact.default;
const ReactEChartsCore: ReactEChartsCore =
  'default' in echartsForReact ? echartsForReact.default : (echartsForReact as unknown as ReactEChartsCore);

export type ChartInstance = echarts.EChartsType;

export interface EChartProps {
  option: ChartOption;
  style: CSSProperties;
  /** Replace the chart with each option (default) or merge into it. */
  notMerge?: boolean;
  /** Components replaced, not merged, when merging (e.g. ['series']: matched by id, so ECharts animates them). */
  replaceMerge?: string[];
  /** The ECharts instance, once created. */
  onChartReady?: (chart: ChartInstance) => void;
  /** ECharts events by name ('finished': an option drawn completely). */
  onEvents?: Record<string, () => void>;
}

/**
 * A chart drawn in SVG, at once: ECharts' entry animation redraws the whole SVG on every frame
 * for a second, which kept a phone's page busy for a quarter of a second and more (issue 23).
 * Moves from one option to the next (animationDurationUpdate) stay animated.
 */
export function EChart({ notMerge = true, onChartReady, option, ...props }: EChartProps) {
  // echarts-for-react's types see ECharts' CommonJS declarations, ours its ES module ones: same instance.
  const ready = onChartReady as ((chart: unknown) => void) | undefined;
  const drawnAtOnce = useMemo(() => ({ animationDuration: 0, ...option }), [option]);
  return <ReactEChartsCore echarts={echarts} notMerge={notMerge} opts={{ renderer: 'svg' }} onChartReady={ready} option={drawnAtOnce} {...props} />;
}
