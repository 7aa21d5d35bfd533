import { useMemo } from 'react';
import * as texts from '../../../texts';
import { useGetCategoriesAndProductsQuery, useGetChartDataQuery } from '../api/mcp-api';
import { categoryColors, chartLegend, LABELS_BY_DEFAULT_MAX, legendEntries, mcpChartView } from '../chart/mcp-chart-option';
import { ChartTable } from './ChartTable';
import { type AnalysisReportProps, QueryState, ReadingPart } from '../../../shared/report/ReportDocument';
import { ReportChart } from '../../../shared/report/ReportChart';

const t = texts.mcp.chart;

/** The MCP at its latest period (the company's default grouping): the chart, then every product's quadrant and margins. */
export function McpReport({ analysis }: AnalysisReportProps) {
  const chart = useGetChartDataQuery({ companyId: analysis.company_id, query: { mcp: analysis.id } });
  const categories = useGetCategoriesAndProductsQuery(analysis.id);
  const data = chart.data;
  const view = useMemo(() => {
    const periodIndex = (data?.periods.length ?? 0) - 1;
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
  }, [data, categories.data]);
  if (!data) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  if (!view) return <p>{t.noData}</p>;
  return (
    <>
      <p>{texts.reports.mcpPeriod(data.periods[data.periods.length - 1].label)}</p>
      <ReportChart title={t.heading} option={view.option} height={520} testId="report-mcp-chart" legend={view.legend} />
      <ReadingPart>
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
