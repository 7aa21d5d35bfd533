import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SelectField } from 'contracts/ui';
import { AnalysisListPage } from '../../../shared/analyses/AnalysisListPage';
import { routeId } from '../../../shared/analyses/route-id';
import * as texts from '../../../texts';
import { useGetMcpsQuery } from '../../mcp/api/mcp-api';
import { useCreateMultifatorialMutation, useDeleteMultifatorialMutation, useGetMultifatoriaisQuery, useUpdateMultifatorialMutation } from '../api/multifatorial-api';

const t = texts.multifatorial.list;

/** The create dialog's choice: an MCP of the company to import from, or none. */
function ImportFromMcpField({ companyId, value, onChange }: { companyId: number; value: string; onChange: (value: string) => void }) {
  const mcps = useGetMcpsQuery(companyId);
  const options = [{ value: '', label: t.noImport }, ...(mcps.data ?? []).map((mcp) => ({ value: String(mcp.id), label: mcp.name }))];
  return (
    <>
      <SelectField label={t.importFrom} options={options} value={value} onChange={(event) => onChange(event.target.value)} name="mcpId" />
      <p>{t.importHint}</p>
    </>
  );
}

/** /empresa/{companyId}/multifatorial: the company's multifactor matrices; a new one may start from an MCP. */
export function MultifatorialListPage() {
  const companyId = routeId(useParams().companyId) ?? 0;
  const list = useGetMultifatoriaisQuery(companyId, { skip: companyId === 0 });
  const [create] = useCreateMultifatorialMutation();
  const [update] = useUpdateMultifatorialMutation();
  const [remove] = useDeleteMultifatorialMutation();
  const [mcpId, setMcpId] = useState('');
  return (
    <AnalysisListPage
      kind="multifatorial"
      companyId={companyId}
      texts={t}
      list={list}
      create={(body) => create({ companyId, body: mcpId ? { ...body, mcpId: Number(mcpId) } : body }).unwrap()}
      update={(id, patch) => update({ companyId, id, patch }).unwrap()}
      remove={(id) => remove({ companyId, id }).unwrap()}
      createDetails={<ImportFromMcpField companyId={companyId} value={mcpId} onChange={setMcpId} />}
    />
  );
}
