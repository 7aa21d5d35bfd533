import type { CreateDetails } from '../../../shared/analyses/AnalysisListPage';
import * as texts from '../../../texts';
import { useGetAmbientalTemplateQuery } from '../api/ambiental-api';

/** In the create dialog: the factors a new analysis starts with (GET /api/novaambiental/{companyId}/). */
export const StartingFactors: CreateDetails = ({ companyId }) => {
  const template = useGetAmbientalTemplateQuery(companyId);
  if (!template.data) return null;
  return (
    <p data-testid="ambiental-starting-factors">
      {texts.ambiental.list.startsWith} {template.data.factors.map((factor) => factor.name).join(', ')}.
    </p>
  );
};
