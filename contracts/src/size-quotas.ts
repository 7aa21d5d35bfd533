import { ANALYSIS_KIND_KEYS, ANALYSIS_KINDS, type AnalysisKind } from './analyses/kinds.js';
import { CompanyMode } from './company-mode.js';
import { formatPtBrNumber } from './format/number.js';

type Quotas = { [K in AnalysisKind]: (typeof ANALYSIS_KINDS)[K]['quotas'] };
/** A quota's name: a key of one kind's `quotas`. */
export type SizeQuota = { [K in AnalysisKind]: keyof Quotas[K] }[AnalysisKind];

const QUOTAS = Object.assign({}, ...ANALYSIS_KIND_KEYS.map((kind) => ANALYSIS_KINDS[kind].quotas)) as Record<SizeQuota, { demo: number; full: number; label: string }>;

/**
 * Size quotas: how many parts one analysis may hold, in demo companies and in full ones (each
 * kind's descriptor's; docs/DECISIONS.md "Fair use"). The server checks them inside the
 * write's transaction; the client may show them beside a list.
 */
export const SIZE_QUOTAS: Readonly<Record<SizeQuota, { demo: number; full: number }>> = QUOTAS;

/** What each quota counts, in pt-BR, plural, with where (e.g. "produtos por matriz MCP"). */
export const SIZE_QUOTA_LABELS: Readonly<Record<SizeQuota, string>> = Object.fromEntries(
  Object.entries(QUOTAS).map(([quota, { label }]) => [quota, label]),
) as Record<SizeQuota, string>;

/** The quota of a company in `mode`: the demo one in demo mode, the full one otherwise. */
export const sizeQuotaOf = (quota: SizeQuota, mode: CompanyMode): number =>
  mode === CompanyMode.Demo ? SIZE_QUOTAS[quota].demo : SIZE_QUOTAS[quota].full;

/** True when `count` parts (after the write) are more than the quota allows. */
export const sizeQuotaExceeded = (quota: SizeQuota, mode: CompanyMode, count: number): boolean => count > sizeQuotaOf(quota, mode);

/** 403 text when a write would pass a quota: names the quota; a demo company is pointed to the plans page. */
export function sizeQuotaMessage(quota: SizeQuota, mode: CompanyMode, companyId: number): string {
  const limit = formatPtBrNumber(sizeQuotaOf(quota, mode));
  return mode === CompanyMode.Demo
    ? `O modo demonstração permite no máximo ${limit} ${SIZE_QUOTA_LABELS[quota]}, e o limite foi atingido. Assine um plano em /planos/${companyId} para ampliá-lo.`
    : `O limite é de ${limit} ${SIZE_QUOTA_LABELS[quota]}, e foi atingido. Remova itens que não usa mais ou divida a análise em duas.`;
}
