import type { ComponentType } from 'react';
import type { AnalysisKind } from 'contracts';
import { AmbientalHeadline, AmbientalReport } from '../features/ambiental/components/AmbientalReport';
import { navigation as ambiental } from '../features/ambiental/navigation';
import { McpHeadline, McpReport } from '../features/mcp/components/McpReport';
import { navigation as mcp } from '../features/mcp/navigation';
import { MultifatorialHeadline, MultifatorialReport } from '../features/multifatorial/components/MultifatorialReport';
import { navigation as multifatorial } from '../features/multifatorial/navigation';
import { SwotHeadline, SwotReport } from '../features/swot/components/SwotReport';
import { navigation as swot } from '../features/swot/navigation';
import type { AnalysisReportProps } from '../shared/report/ReportDocument';

interface CompanyReportSection {
  /** The kind's report section (its own report page's body, analyses.ts `report`). */
  Report: ComponentType<AnalysisReportProps>;
  /** Its reading in one sentence, for the executive summary. */
  Headline: ComponentType<AnalysisReportProps>;
  /** What the report says when the company has no analysis of the kind. */
  missing: string;
}

/**
 * Each kind's part of the company report, bundled with the company report's page: on a phone
 * one script and one stylesheet instead of five of each, sharing the link with the shell's
 * scripts (issue 23). An analysis's own report page still loads only its kind's section.
 */
export const COMPANY_REPORT_SECTIONS: Readonly<Record<AnalysisKind, CompanyReportSection>> = {
  mcp: { Report: McpReport, Headline: McpHeadline, missing: mcp.missing },
  multifatorial: { Report: MultifatorialReport, Headline: MultifatorialHeadline, missing: multifatorial.missing },
  ambiental: { Report: AmbientalReport, Headline: AmbientalHeadline, missing: ambiental.missing },
  swot: { Report: SwotReport, Headline: SwotHeadline, missing: swot.missing },
};
