import { useMemo } from 'react';
import * as texts from '../../../texts';
import { useGetCategoriesAndProductsQuery, useGetChartDataQuery } from '../../mcp/api/mcp-api';
import { LABELS_BY_DEFAULT_MAX, mcpChartView } from '../../mcp/chart/mcp-chart-option';
import { ChartTable } from '../../mcp/components/ChartTable';
import { useCurrentMcp } from '../../mcp/hooks/current-mcp';
import { AnalysisReportPage } from '../components/AnalysisReportPage';
import { QueryState, ReadingPart } from '../components/ReportDocument';
import { ReportChart } from '../components/ReportChart';
import { type AnalysisReportProps, fromMcp } from '../reported-analysis';

const t = texts.mcp.chart;

/** The MCP at its latest period (the company's default grouping): the chart, then every product's quadrant and margins. */
export function McpReport({ analysis }: AnalysisReportProps) {
  const chart = useGetChartDataQuery({ companyId: analysis.companyId, query: { mcp: analysis.id } });
  const categories = useGetCategoriesAndProductsQuery(analysis.id);
  const data = chart.data;
  const view = useMemo(() => {
    const periodIndex = (data?.periods.length ?? 0) - 1;
    if (!data || periodIndex < 0) return null;
    const categoryName = (id: number) => categories.data?.find((category) => category.id === id)?.name ?? String(id);
    return mcpChartView({ data, periodIndex, showLabels: data.periods[periodIndex].items.length <= LABELS_BY_DEFAULT_MAX, categoryName });
  }, [data, categories.data]);
  if (!data) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  if (!view) return <p>{t.noData}</p>;
  return (
    <>
      <p>{texts.reports.mcpPeriod(data.periods[data.periods.length - 1].label)}</p>
      <ReportChart title={t.heading} option={view.option} height={520} testId="report-mcp-chart" />
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

/** /empresa/{companyId}/mcp/{mcpId}/relatorio */
export const McpReportPage = () => <AnalysisReportPage analysis={fromMcp(useCurrentMcp())} Report={McpReport} />;
