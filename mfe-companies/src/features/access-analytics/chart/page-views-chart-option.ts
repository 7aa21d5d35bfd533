import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { daysBetween, formatPtBrNumber, formatShortDate, type PageViewReport } from 'contracts';

export type PageViewsChartOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

/**
 * Page views per route per day: the server's lines for the most viewed routes (a number for
 * every day of the period, 0 on a day without views) and, dashed, the other routes added up.
 */
export function pageViewsChartOption(report: PageViewReport, otherRoutesName: string): PageViewsChartOption {
  const series: LineSeriesOption[] = report.lines.map(({ route, views }) => ({ type: 'line', name: route, data: views, showSymbol: false }));
  if (report.others) series.push({ type: 'line', name: otherRoutesName, data: report.others, showSymbol: false, lineStyle: { type: 'dashed' } });
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 24, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: daysBetween(report.from, report.to).map((day) => formatShortDate(day).slice(0, 5)) },
    // pt-BR ticks ('1.500'): ECharts' own would read '1,500'.
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatPtBrNumber(value) } },
    series,
  };
}
