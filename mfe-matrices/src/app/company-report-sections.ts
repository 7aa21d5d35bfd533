import type { ComponentType } from 'react';
import type { AnalysisKind } from 'contracts';
import { AmbientalHeadline, AmbientalReport } from '../features/ambiental/components/AmbientalReport';
import { McpHeadline, McpReport } from '../features/mcp/components/McpReport';
import { MultifatorialHeadline, MultifatorialReport } from '../features/multifatorial/components/MultifatorialReport';
import { SwotHeadline, SwotReport } from '../features/swot/components/SwotReport';
import type { AnalysisReportProps } from '../shared/report/ReportDocument';

interface CompanyReportSection {
  /** The kind's report section (its own report page's body, analyses.ts `report`). */
  Report: ComponentType<AnalysisReportProps>;
  /** Its reading in one sentence, for the executive summary. */
  Headline: ComponentType<AnalysisReportProps>;
}

/**
 * Each kind's part of the company report, bundled with the company report's page: on a phone
 * one script and one stylesheet instead of five of each, sharing the link with the shell's
 * scripts (issue 23). An analysis's own report page still loads only its kind's section.
 */
export const COMPANY_REPORT_SECTIONS: Readonly<Record<AnalysisKind, CompanyReportSection>> = {
  mcp: { Report: McpReport, Headline: McpHeadline },
  multifatorial: { Report: MultifatorialReport, Headline: MultifatorialHeadline },
  ambiental: { Report: AmbientalReport, Headline: AmbientalHeadline },
  swot: { Report: SwotReport, Headline: SwotHeadline },
};
