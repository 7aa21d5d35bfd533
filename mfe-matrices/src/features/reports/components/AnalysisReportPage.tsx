import type { ComponentType } from 'react';
import { MATRIX_THEMES } from 'contracts';
import * as texts from '../../../texts';
import type { AnalysisReportProps, ReportedAnalysis } from '../reported-analysis';
import { AnalysisSection, ReportDocument } from './ReportDocument';

const t = texts.reports;

/** `.../relatorio` under an analysis editor: the report of the analysis its guard loaded. */
export function AnalysisReportPage({ analysis, Report }: { analysis: ReportedAnalysis; Report: ComponentType<AnalysisReportProps> }) {
  return (
    <ReportDocument title={`${t.analysisReport}: ${MATRIX_THEMES[analysis.theme].title}`} meta={[[t.analysis, analysis.name]]}>
      <AnalysisSection analysis={analysis} pageBreak={false}>
        <Report analysis={analysis} />
      </AnalysisSection>
    </ReportDocument>
  );
}
