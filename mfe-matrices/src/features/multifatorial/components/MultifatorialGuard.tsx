import { AnalysisGuard } from '../../../shared/analyses/AnalysisGuard';
import * as texts from '../../../texts';
import { useGetMultifatorialQuery } from '../api/multifatorial-api';

const t = texts.multifatorial.menu;

/** The editor's pages: criteria, markets and items, the month's grades, the chart, the report. */
const MULTIFATORIAL_PAGES = [
  { path: 'criterios', label: t.criteria },
  { path: 'mercados', label: t.markets },
  { path: 'notas', label: t.grades },
  { path: 'grafico', label: t.chart },
  { path: 'relatorio', label: t.report },
] as const;

/** /empresa/{companyId}/multifatorial/{multifatorialId}: the seed's multifactorial guard and the editor's layout (header "Matriz Multifatorial"). */
export function MultifatorialGuard() {
  return (
    <AnalysisGuard theme="multifatorial" idParam="multifatorialId" useAnalysis={useGetMultifatorialQuery} pages={MULTIFATORIAL_PAGES} menuLabel={t.label} backLabel={t.back} />
  );
}
