import { type AnalysisKind, byKind } from './analyses/kinds.js';

/** Demo (mode 1) limits per company: each kind's descriptor's. */
export const DEMO_LIMITS: Readonly<Record<AnalysisKind, number>> = byKind((kind) => kind.demoLimit);

/** Each analysis named in the singular and the plural (pt-BR). */
export const ANALYSIS_LABELS: Readonly<Record<AnalysisKind, { one: string; other: string }>> = byKind((kind) => kind.labels);

/** 403 text when a demo company reaches a limit: names the limit, points to the plans page. */
export function demoLimitMessage(kind: AnalysisKind, companyId: number): string {
  const limit = DEMO_LIMITS[kind];
  const label = limit === 1 ? ANALYSIS_LABELS[kind].one : ANALYSIS_LABELS[kind].other;
  return `O modo demonstração permite no máximo ${limit} ${label} por empresa, e o limite foi atingido. Assine um plano em /planos/${companyId} para remover os limites.`;
}

export const DEMO_WATERMARK = 'DEMONSTRAÇÃO';
