/**
 * The first screen of a chart page (docs/PERFORMANCE.md, mobile): the chart as the page opens,
 * drawn by the server as an SVG at the size of the page's chart box, shown until the user
 * touches the chart, which then loads ECharts. Its size's bounds: a phone's narrowest box to a
 * wide desktop's; from a heat map of one row to a chart of many.
 */
export const CHART_SVG_WIDTH = { min: 200, max: 2000 } as const;
export const CHART_SVG_HEIGHT = { min: 100, max: 1200 } as const;

/** A chart box's width as the first screen is drawn for it: within CHART_SVG_WIDTH. */
export const chartSvgWidth = (boxWidth: number): number => Math.min(Math.max(Math.round(boxWidth), CHART_SVG_WIDTH.min), CHART_SVG_WIDTH.max);
