import { AnalysisGuard } from '../../../shared/analyses/AnalysisGuard';
import * as texts from '../../../texts';
import { useGetAmbientalQuery } from '../api/ambiental-api';

const t = texts.ambiental.menu;

/** The editor's pages: the factors, the chart, the report. */
const AMBIENTAL_PAGES = [
  { path: 'fatores', label: t.factors },
  { path: 'grafico', label: t.chart },
  { path: 'relatorio', label: t.report },
] as const;

/** /empresa/{companyId}/ambiental/{ambientalId}: the environmental guard and the editor's layout (header "Matriz Ambiental"). */
export function AmbientalGuard() {
  return <AnalysisGuard theme="ambiental" idParam="ambientalId" useAnalysis={useGetAmbientalQuery} pages={AMBIENTAL_PAGES} menuLabel={t.label} backLabel={t.back} />;
}
