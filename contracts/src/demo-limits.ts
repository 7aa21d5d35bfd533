/** Demo (mode 1) limits per company (seed-matrices-plans §9, DECISIONS.md §3). */
export const DEMO_LIMITS = {
  ambiental: 1,
  swot: 1,
  mcp: 3,
  multifatorial: 3,
} as const;
export type AnalysisKind = keyof typeof DEMO_LIMITS;

export const ANALYSIS_LABELS: Record<AnalysisKind, string> = {
  ambiental: 'análise ambiental',
  swot: 'análise SWOT Sistêmica',
  mcp: 'matriz MCP',
  multifatorial: 'matriz multifatorial',
};

/** 403 text when a demo company reaches a limit: names the limit, points to the plans page. */
export function demoLimitMessage(kind: AnalysisKind, companyId: number): string {
  const limit = DEMO_LIMITS[kind];
  return `O modo demonstração permite no máximo ${limit} ${ANALYSIS_LABELS[kind]}${limit > 1 ? ' (limite atingido)' : ''}. Assine um plano em /planos/${companyId} para remover os limites.`;
}

export const DEMO_WATERMARK = 'DEMONSTRAÇÃO';
