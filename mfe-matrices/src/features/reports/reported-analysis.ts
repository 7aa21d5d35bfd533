import type { Analysis, Mcp } from 'contracts';

/** The four analyses, in the order the company report shows them. */
export const ANALYSIS_THEMES = ['mcp', 'multifatorial', 'ambiental', 'swot'] as const;
export type AnalysisTheme = (typeof ANALYSIS_THEMES)[number];

/** An analysis as a report names it; the MCP's fields are camelCase, the others' snake_case. */
export interface ReportedAnalysis {
  theme: AnalysisTheme;
  id: number;
  companyId: number;
  name: string;
  updatedAt: string;
}

export const fromMcp = (mcp: Mcp): ReportedAnalysis => ({ theme: 'mcp', id: mcp.id, companyId: mcp.companyId, name: mcp.name, updatedAt: mcp.updatedAt });

export const fromAnalysis = (theme: Exclude<AnalysisTheme, 'mcp'>, analysis: Analysis): ReportedAnalysis => ({
  theme,
  id: analysis.id,
  companyId: analysis.company_id,
  name: analysis.name,
  updatedAt: analysis.updated_at,
});

/** What an analysis's report section draws: its charts and its reading. */
export interface AnalysisReportProps {
  analysis: ReportedAnalysis;
}
