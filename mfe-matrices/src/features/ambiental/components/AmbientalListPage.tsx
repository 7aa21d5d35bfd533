import { useParams } from 'react-router-dom';
import { routeId } from '../../../shared/analyses/route-id';
import { AnalysisListPage } from '../../../shared/analyses/AnalysisListPage';
import * as texts from '../../../texts';
import {
  useCreateAmbientalMutation,
  useDeleteAmbientalMutation,
  useGetAmbientaisQuery,
  useGetAmbientalTemplateQuery,
  useUpdateAmbientalMutation,
} from '../api/ambiental-api';

const t = texts.ambiental.list;

/** The factors a new analysis starts with (GET /api/novaambiental/{companyId}/), shown in the create dialog. */
function StartingFactors({ companyId }: { companyId: number }) {
  const template = useGetAmbientalTemplateQuery(companyId);
  if (!template.data) return null;
  return (
    <p data-testid="ambiental-starting-factors">
      {t.startsWith} {template.data.factors.map((factor) => factor.name).join(', ')}.
    </p>
  );
}

/** /empresa/{companyId}/ambiental: the company's environmental analyses. */
export function AmbientalListPage() {
  const companyId = routeId(useParams().companyId) ?? 0;
  const list = useGetAmbientaisQuery(companyId, { skip: companyId === 0 });
  const [create] = useCreateAmbientalMutation();
  const [update] = useUpdateAmbientalMutation();
  const [remove] = useDeleteAmbientalMutation();
  return (
    <AnalysisListPage
      kind="ambiental"
      companyId={companyId}
      texts={t}
      list={list}
      create={(body) => create({ companyId, body }).unwrap()}
      update={(id, patch) => update({ companyId, id, patch }).unwrap()}
      remove={(id) => remove({ companyId, id }).unwrap()}
      createDetails={<StartingFactors companyId={companyId} />}
    />
  );
}
