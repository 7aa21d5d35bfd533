import { useState } from 'react';
import { SelectField } from 'contracts/ui';
import { useAnalysisList } from '../../../shared/api/analyses-api';
import type { CreateDetails } from '../../../shared/analyses/AnalysisListPage';
import * as texts from '../../../texts';

const t = texts.multifatorial.list;

/** In the create dialog: an MCP of the company to import from (the new matrix's `mcpId`), or none. */
export const ImportFromMcpField: CreateDetails = ({ companyId, onChange }) => {
  const mcps = useAnalysisList('mcp', companyId);
  const [value, setValue] = useState('');
  const options = [{ value: '', label: t.noImport }, ...(mcps.data ?? []).map((mcp) => ({ value: String(mcp.id), label: mcp.name }))];
  return (
    <>
      <SelectField
        label={t.importFrom}
        options={options}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChange({ mcpId: event.target.value ? Number(event.target.value) : undefined });
        }}
        name="mcpId"
      />
      <p>{t.importHint}</p>
    </>
  );
};
