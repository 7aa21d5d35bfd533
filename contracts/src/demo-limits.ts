/** Demo (mode 1) limits per company (docs/domain/plans-and-limits.md). */
export const DEMO_LIMITS = {
  ambiental: 1,
  swot: 1,
  mcp: 3,
  multifatorial: 3,
} as const;
export type AnalysisKind = keyof typeof DEMO_LIMITS;

/** Each analysis named in the singular and the plural (pt-BR). */
export const ANALYSIS_LABELS: Record<AnalysisKind, { one: string; other: string }> = {
  ambiental: { one: 'análise ambiental', other: 'análises ambientais' },
  swot: { one: 'análise SWOT Sistêmica', other: 'análises SWOT Sistêmicas' },
  mcp: { one: 'matriz MCP', other: 'matrizes MCP' },
  multifatorial: { one: 'matriz multifatorial', other: 'matrizes multifatoriais' },
};

/** 403 text when a demo company reaches a limit: names the limit, points to the plans page. */
export function demoLimitMessage(kind: AnalysisKind, companyId: number): string {
  const limit = DEMO_LIMITS[kind];
  const label = limit === 1 ? ANALYSIS_LABELS[kind].one : ANALYSIS_LABELS[kind].other;
  return `O modo demonstração permite no máximo ${limit} ${label} por empresa, e o limite foi atingido. Assine um plano em /planos/${companyId} para remover os limites.`;
}

export const DEMO_WATERMARK = 'DEMONSTRAÇÃO';
