import { AnalysisGuard } from '../../../shared/analyses/AnalysisGuard';
import * as texts from '../../../texts';
import { useGetSwotQuery } from '../api/swot-api';

const t = texts.swot.menu;

/** The editor's pages: the items, their crossings, the chart, the report. */
const SWOT_PAGES = [
  { path: 'itens', label: t.items },
  { path: 'cruzamentos', label: t.crossings },
  { path: 'grafico', label: t.chart },
  { path: 'relatorio', label: t.report },
] as const;

/** /empresa/{companyId}/swot/{swotId}: the SWOT guard (same rules as the environmental one) and the editor's layout (header "Matriz SWOT"). */
export function SwotGuard() {
  return <AnalysisGuard theme="swot" idParam="swotId" useAnalysis={useGetSwotQuery} pages={SWOT_PAGES} menuLabel={t.label} backLabel={t.back} />;
}
