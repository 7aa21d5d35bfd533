import { CompanyMode } from './company-mode.js';
import { formatPtBrNumber } from './format/number.js';

/**
 * Size quotas: how many parts one analysis may hold, in demo companies and in full ones
 * (docs/DECISIONS.md "Fair use"). Full numbers are a few times what a large consultancy
 * client needs; demo numbers let a trial use a real slice of a portfolio. The server
 * checks them inside the write's transaction; the client may show them beside a list.
 */
export const SIZE_QUOTAS = {
  mcpProducts: { demo: 30, full: 500 },
  mcpCompetitors: { demo: 15, full: 200 },
  // import_mcp copies an MCP's active products: never fewer than mcpProducts.
  multifatorialItems: { demo: 30, full: 500 },
  multifatorialCriteria: { demo: 10, full: 40 },
  ambientalFactors: { demo: 15, full: 100 },
  ambientalSubfactors: { demo: 60, full: 1_000 },
  swotItems: { demo: 40, full: 400 },
} as const satisfies Record<string, { demo: number; full: number }>;
export type SizeQuota = keyof typeof SIZE_QUOTAS;

/** What each quota counts, in pt-BR, plural, with where (e.g. "produtos por matriz MCP"). */
export const SIZE_QUOTA_LABELS: Record<SizeQuota, string> = {
  mcpProducts: 'produtos por matriz MCP',
  mcpCompetitors: 'concorrentes por matriz MCP',
  multifatorialItems: 'itens por matriz multifatorial',
  multifatorialCriteria: 'critérios por matriz multifatorial',
  ambientalFactors: 'fatores por análise ambiental',
  ambientalSubfactors: 'subfatores por análise ambiental',
  swotItems: 'itens por análise SWOT Sistêmica',
};

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
