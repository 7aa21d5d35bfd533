import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { CompanyMode, demoLimitMessage, demoLimitReached, formatDateTime, MESSAGES, type Mcp, type NewMcpRequest } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ConfirmDialog, EmptyState, ErrorAlert, LoadingState, Notice } from 'contracts/ui';
import { creationFailure } from '../../../shared/api/creation-failure';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useCreateMcpMutation, useDeleteMcpMutation, useGetMcpsQuery, useUpdateMcpMutation } from '../api/mcp-api';

// The form (react-hook-form, zod) loads when a dialog opens: the list itself renders without it.
const McpFormDialog = lazy(async () => ({ default: (await import('./McpFormDialog')).McpFormDialog }));

const t = texts.mcp.list;

/** The demo limit, with the way out: the plans page of the company. */
function DemoLimitNotice({ companyId }: { companyId: number }) {
  return (
    <Notice tone="warning" testId="mcp-demo-limit">
      {t.demoLimit} <Link to={`/planos/${companyId}`}>{t.demoLimitLink}</Link>
    </Notice>
  );
}

/** /empresa/{companyId}/mcp: the company's MCPs; roles 1–3 create, edit and delete them. */
export function McpListPage() {
  // The shell's company guard renders this page once the route's company is the current one.
  const { currentCompany } = useHost();
  const companyId = currentCompany?.id ?? 0;
  const canEdit = useCanEditAnalyses();
  const mcps = useGetMcpsQuery(companyId, { skip: !currentCompany });
  const [createMcp] = useCreateMcpMutation();
  const [updateMcp] = useUpdateMcpMutation();
  const [deleteMcp, deletion] = useDeleteMcpMutation();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit' | 'delete'; mcp: Mcp } | null>(null);

  const atDemoLimit = demoLimitReached('mcp', currentCompany?.company_mode ?? CompanyMode.Full, mcps.data?.length ?? 0);
  const limitMessage = demoLimitMessage('mcp', companyId);
  const createFailure = (message: string) => (message === limitMessage ? <DemoLimitNotice companyId={companyId} /> : message);

  return (
    <section data-testid="mcp-list-page">
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      {!canEdit && <Notice tone="warning">{texts.mcp.readOnly}</Notice>}
      {canEdit && atDemoLimit && <DemoLimitNotice companyId={companyId} />}
      {canEdit && !atDemoLimit && (
        <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
          {t.create}
        </Button>
      )}
      {mcps.isLoading && <LoadingState />}
      {mcps.isError && <ErrorAlert>{MESSAGES.communicationError}</ErrorAlert>}
      {mcps.data?.length === 0 && <EmptyState title={t.empty}>{canEdit ? t.emptyHint : t.emptyReadOnly}</EmptyState>}
      {mcps.data && mcps.data.length > 0 && (
        <table aria-label={t.heading}>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.description}</th>
              <th scope="col">{t.updatedAt}</th>
              {canEdit && <th scope="col">{t.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {mcps.data.map((mcp) => (
              <tr key={mcp.id} data-testid={`mcp-row-${mcp.id}`}>
                <th scope="row">
                  <Link to={`/empresa/${companyId}/mcp/${mcp.id}`}>{mcp.name}</Link>
                </th>
                <td>{mcp.description}</td>
                <td>{formatDateTime(mcp.updatedAt)}</td>
                {canEdit && (
                  <td>
                    <Button variant="link" onClick={() => setDialog({ kind: 'edit', mcp })} aria-label={`${t.edit} ${mcp.name}`}>
                      {t.edit}
                    </Button>{' '}
                    <Button variant="link" onClick={() => setDialog({ kind: 'delete', mcp })} aria-label={`${t.delete} ${mcp.name}`}>
                      {t.delete}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Suspense fallback={<LoadingState />}>
        {dialog?.kind === 'create' && (
          <McpFormDialog
            onClose={() => setDialog(null)}
            onSubmit={(body) =>
              createMcp({ companyId, body: body as NewMcpRequest })
                .unwrap()
                .catch((error: unknown) => Promise.reject(creationFailure(error, limitMessage)))
            }
            renderFailure={createFailure}
            successMessage={t.created}
          />
        )}
        {dialog?.kind === 'edit' && (
          <McpFormDialog
            mcp={dialog.mcp}
            onClose={() => setDialog(null)}
            onSubmit={(patch) => updateMcp({ companyId, id: dialog.mcp.id, patch }).unwrap()}
            successMessage={t.edited}
          />
        )}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          onClose={() => {
            deletion.reset();
            setDialog(null);
          }}
          onConfirm={async () => {
            const result = await deleteMcp({ companyId, id: dialog.mcp.id });
            if ('data' in result) setDialog(null);
          }}
          error={deletion.error ? ((deletion.error as { message?: string }).message ?? MESSAGES.communicationError) : null}
          testId="mcp-delete-dialog"
        >
          <p>
            <strong>{dialog.mcp.name}</strong>: {t.deleteBody}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
