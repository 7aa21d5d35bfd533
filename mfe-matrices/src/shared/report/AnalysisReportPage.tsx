import type { ComponentType } from 'react';
import { type AnalysisKind, MATRIX_THEMES } from 'contracts';
import { useCurrentAnalysis } from '../analyses/current-analysis';
import * as texts from '../../texts';
import { analysisHeading, type AnalysisReportProps, AnalysisSection, ReportDocument } from './ReportDocument';

const t = texts.reports;

/** `.../relatorio` under an analysis editor: the report of the analysis its guard loaded, drawn by its kind's section. */
export const analysisReportPage =
  (kind: AnalysisKind, Report: ComponentType<AnalysisReportProps>): ComponentType =>
  () => {
    const analysis = useCurrentAnalysis();
    return (
      <ReportDocument title={`${t.analysisReport}: ${MATRIX_THEMES[kind].title}`} meta={[[t.analysis, analysis.name]]} pages={{ header: analysisHeading(kind, analysis) }}>
        <AnalysisSection kind={kind} analysis={analysis} pageBreak={false}>
          <Report analysis={analysis} choosable />
        </AnalysisSection>
      </ReportDocument>
    );
  };
