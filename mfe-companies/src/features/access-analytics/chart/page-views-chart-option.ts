import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { daysBetween, formatShortDate, type PageViewReport } from 'contracts';

export type PageViewsChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/** Lines for this many of the most viewed routes; the rest add up in one "other routes" line. */
export const CHARTED_ROUTES = 8;

/**
 * Page views per route per day: one line per route among the most viewed, every day of the
 * period on the axis (a day without views is 0, not a gap).
 */
export function pageViewsChartOption(report: PageViewReport, otherRoutesName: string): PageViewsChartOption {
  const days = daysBetween(report.from, report.to);
  const index = new Map(days.map((day, i) => [day, i]));
  const charted = report.routes.slice(0, CHARTED_ROUTES).map((row) => row.route);
  const lines = new Map<string, number[]>(charted.map((route) => [route, days.map(() => 0)]));
  const others = days.map(() => 0);
  for (const { day, route, count } of report.daily) {
    const at = index.get(day);
    if (at === undefined) continue;
    (lines.get(route) ?? others)[at] += count;
  }
  const series: LineSeriesOption[] = [...lines].map(([route, data]) => ({ type: 'line', name: route, data, showSymbol: false }));
  if (report.routes.length > CHARTED_ROUTES) series.push({ type: 'line', name: otherRoutesName, data: others, showSymbol: false, lineStyle: { type: 'dashed' } });
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: days.map((day) => formatShortDate(day).slice(0, 5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}
