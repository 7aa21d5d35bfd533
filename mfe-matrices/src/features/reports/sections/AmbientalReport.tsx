import { useMemo } from 'react';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import * as texts from '../../../texts';
import { useGetAmbientalChartQuery } from '../../ambiental/api/ambiental-api';
import { ambientalBubblesOption, favorabilityGaugeOption } from '../../ambiental/chart/ambiental-chart-option';
import { FactorsTable, FavorabilityVerdict, SubfactorRankings } from '../../ambiental/components/AmbientalReading';
import { AnalysisReportPage } from '../components/AnalysisReportPage';
import { QueryState, ReadingPart } from '../components/ReportDocument';
import { ReportChart } from '../components/ReportChart';
import { type AnalysisReportProps, fromAnalysis } from '../reported-analysis';

const t = texts.ambiental.chart;

/** The environment's favourability (gauge and words), the factors' bubbles, then the factors and the ranked opportunities and threats. */
export function AmbientalReport({ analysis }: AnalysisReportProps) {
  const chart = useGetAmbientalChartQuery(analysis.id);
  const options = useMemo(() => (chart.data ? { gauge: favorabilityGaugeOption(chart.data.favorability), bubbles: ambientalBubblesOption(chart.data) } : null), [chart.data]);
  if (!chart.data || !options) return <QueryState isLoading={chart.isLoading} isError={chart.isError} />;
  return (
    <>
      <FavorabilityVerdict chart={chart.data} />
      <ReportChart title={t.gauge} option={options.gauge} height={260} testId="report-ambiental-gauge" />
      <ReportChart title={t.bubbles} option={options.bubbles} height={440} testId="report-ambiental-bubbles" />
      <ReadingPart>
        <FactorsTable chart={chart.data} />
        <SubfactorRankings chart={chart.data} />
      </ReadingPart>
    </>
  );
}

/** /empresa/{companyId}/ambiental/{ambientalId}/relatorio */
export const AmbientalReportPage = () => <AnalysisReportPage analysis={fromAnalysis('ambiental', useCurrentAnalysis())} Report={AmbientalReport} />;
