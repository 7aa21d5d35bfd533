import { useMemo } from 'react';
import { mcpReading, periodCaption } from 'contracts';
import * as texts from '../../../texts';
import { useGetCategoriesAndProductsQuery, useGetChartDataQuery, useGetChartSvgQuery } from '../api/mcp-api';
import { categoryColors, chartLegend, comparisonLine, LABELS_BY_DEFAULT_MAX, legendEntries, mcpChartView } from 'contracts';
import { ChartTable } from './ChartTable';
import { periodMonth, ReportPeriodChoice, useReportPeriod } from './ReportPeriod';
import { type AnalysisReportProps, QueryState, ReadingPart } from '../../../shared/report/ReportDocument';
import { ReportChart, type ReportChartSvg } from '../../../shared/report/ReportChart';
import { ReadingBody, ReadingHeadline } from '../../../shared/reading/ReadingPanel';

const t = texts.mcp.chart;

/** The chart of the period whose first month is `period`, as the server draws it (the chart page's chart_svg). */
const chartSvg = (analysis: AnalysisReportProps['analysis'], period: string): ReportChartSvg<Parameters<typeof useGetChartSvgQuery>[0]> => ({
  useQuery: useGetChartSvgQuery,
  args: (size) => ({ companyId: analysis.company_id, query: { mcp: analysis.id, period, ...size } }),
});

/**
 * The MCP at one period (the company's default grouping): the latest, or in its own report the
 * one chosen (`?periodo=`); the chart, then every product's quadrant and margins.
 */
export function McpReport({ analysis, choosable = false }: AnalysisReportProps) {
  const chart = useGetChartDataQuery({ companyId: analysis.company_id, query: { mcp: analysis.id } });
  const categories = useGetCategoriesAndProductsQuery(analysis.id);
  const data = chart.data;
  const period = useReportPeriod(data, choosable);
  const periodIndex = period.index;
  const view = useMemo(() => {
    if (!data || periodIndex < 0) return null;
    const categoryName = (id: number) => categories.data?.find((category) => category.id === id)?.name ?? String(id);
    const legend = chartLegend(data, categories.data ?? []);
    const colors = categoryColors(legend);
    const { option, drawn, withoutGrowth } = mcpChartView({
      data,
      periodIndex,
      showLabels: data.periods[periodIndex].items.length <= LABELS_BY_DEFAULT_MAX,
      categoryName,
      categoryColors: colors,
    });
    return { option, drawn, withoutGrowth, legend: legendEntries(legend, colors) };
  }, [data, categories.data, periodIndex]);
  const reading = useMemo(() => (data ? mcpReading(data, periodIndex) : null), [data, periodIndex]);
  if (!data) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  if (!view) return <p>{t.noData}</p>;
  const shown = data.periods[periodIndex];
  return (
    <>
      {choosable && <ReportPeriodChoice data={data} period={period} />}
      <p>{(periodIndex === period.latest ? texts.reports.mcpPeriod : texts.reports.mcpChosenPeriod)(periodCaption(shown))}</p>
      <p>{comparisonLine(shown, data.grouping)}</p>
      <ReportChart
        title={t.heading}
        svg={chartSvg(analysis, periodMonth(shown))}
        option={view.option}
        height={520}
        testId="report-mcp-chart"
        legend={view.legend}
      />
      <ReadingPart>
        <ReadingBody reading={reading} />
        {view.withoutGrowth.length > 0 && (
          <p>
            {t.withoutGrowth} {view.withoutGrowth.map((point) => point.name).join(', ')}
          </p>
        )}
        <ChartTable points={[...view.drawn, ...view.withoutGrowth]} firstRows={Infinity} />
      </ReadingPart>
    </>
  );
}

/** The latest period's products (the headline's period), for the executive summary's reconciliation; undefined until they come. */
export function useLatestMcpPeriod({ analysis }: AnalysisReportProps) {
  const chart = useGetChartDataQuery({ companyId: analysis.company_id, query: { mcp: analysis.id } });
  return chart.data?.periods.at(-1);
}

/** The reading's headline of the latest period, for the company report's executive summary. */
export function McpHeadline({ analysis }: AnalysisReportProps) {
  const chart = useGetChartDataQuery({ companyId: analysis.company_id, query: { mcp: analysis.id } });
  const reading = useMemo(() => (chart.data ? mcpReading(chart.data) : null), [chart.data]);
  if (!chart.data) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  return <ReadingHeadline kind="mcp" reading={reading} />;
}
