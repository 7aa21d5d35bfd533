/**
 * What every chart's tooltip shares so it fits a phone (issue 23): kept inside the chart, so
 * never cut at the screen's edge, and a long name wraps instead of widening it past the chart.
 * ECharts' default trigger (mousemove|click|mousewheel) already shows it on a tap on a mark and
 * hides it on a tap elsewhere in the chart; a tap off the chart closes it through BubbleChart's
 * own listener (ECharts' 'globalout' needs the browser to report the pointer leaving). The axis
 * names need nothing here: ECharts 6 keeps them and the axis labels inside the chart
 * (grid.outerBoundsContain 'all', its default).
 */
export const SCREEN_FIT_TOOLTIP = {
  confine: true,
  extraCssText: 'max-width: min(90vw, 360px); white-space: normal; overflow-wrap: anywhere;',
} as const;
