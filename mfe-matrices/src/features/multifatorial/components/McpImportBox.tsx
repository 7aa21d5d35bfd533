import { useState } from 'react';
import { Button, ErrorAlert, generalErrorOf, SelectField } from 'contracts/ui';
import { MESSAGES, type Multifatorial } from 'contracts';
import { useHost } from 'contracts/client';
import { useAnalysisList } from '../../../shared/api/analyses-api';
import * as texts from '../../../texts';
import { useImportMcpMutation } from '../api/multifatorial-api';

const t = texts.multifatorial.markets;

/**
 * Brings the markets and active products of an MCP of the company (POST import_mcp): a
 * linked multifatorial re-syncs from its MCP (new ones added, faturamento updated, grades
 * kept); one without a link chooses the MCP first.
 */
export function McpImportBox({ multifatorial, companyId }: { multifatorial: Multifatorial; companyId: number }) {
  const host = useHost();
  const mcps = useAnalysisList('mcp', companyId);
  const [importMcp, importing] = useImportMcpMutation();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const linked = mcps.data?.find((mcp) => mcp.id === multifatorial.mcp_id);
  const run = async (mcpId?: number) => {
    setError(null);
    try {
      await importMcp({ multifatorialId: multifatorial.id, mcpId }).unwrap();
      host.notify(t.imported, 'success');
    } catch (failure) {
      setError(generalErrorOf(failure) ?? MESSAGES.communicationError);
    }
  };
  const options = (mcps.data ?? []).map((mcp) => ({ value: String(mcp.id), label: mcp.name }));
  return (
    <section aria-label={t.importHeading} data-testid="mcp-import-box" style={{ borderBottom: '1px solid var(--color-border, #ddd)', paddingBottom: 12 }}>
      <h3>{t.importHeading}</h3>
      {linked ? (
        <p>
          {t.linkedTo(linked.name)}{' '}
          <Button onClick={() => void run()} busy={importing.isLoading}>
            {t.resync}
          </Button>
        </p>
      ) : options.length === 0 ? (
        <p>{t.noMcps}</p>
      ) : (
        <div style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
          <SelectField label={t.chooseMcp} options={options} placeholder="" value={chosen} onChange={(event) => setChosen(event.target.value)} />
          <Button onClick={() => void run(Number(chosen))} disabled={!chosen} busy={importing.isLoading}>
            {t.importButton}
          </Button>
        </div>
      )}
      <ErrorAlert>{error}</ErrorAlert>
    </section>
  );
}
