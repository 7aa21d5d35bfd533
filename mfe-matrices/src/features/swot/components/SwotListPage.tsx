import { useParams } from 'react-router-dom';
import { AnalysisListPage } from '../../../shared/analyses/AnalysisListPage';
import { routeId } from '../../../shared/analyses/route-id';
import * as texts from '../../../texts';
import { useCreateSwotMutation, useDeleteSwotMutation, useGetSwotsQuery, useUpdateSwotMutation } from '../api/swot-api';

/** /empresa/{companyId}/swot: the company's SWOT Sistêmica analyses. */
export function SwotListPage() {
  const companyId = routeId(useParams().companyId) ?? 0;
  const list = useGetSwotsQuery(companyId, { skip: companyId === 0 });
  const [create] = useCreateSwotMutation();
  const [update] = useUpdateSwotMutation();
  const [remove] = useDeleteSwotMutation();
  return (
    <AnalysisListPage
      kind="swot"
      companyId={companyId}
      texts={texts.swot.list}
      list={list}
      create={(body) => create({ companyId, body }).unwrap()}
      update={(id, patch) => update({ companyId, id, patch }).unwrap()}
      remove={(id) => remove({ companyId, id }).unwrap()}
    />
  );
}
