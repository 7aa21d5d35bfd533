import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CompanyMode, demoLimitMessage, demoLimitReached, formatDateTime, MESSAGES, parseId, type Analysis, type AnalysisKind } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ConfirmDialog, EmptyState, ErrorAlert, LoadingState, Notice } from 'contracts/ui';
import { type NewAnalysisBody, useAnalysisList, useCreateAnalysisMutation, useDeleteAnalysisMutation, useUpdateAnalysisMutation } from '../api/analyses-api';
import { creationFailure } from '../api/creation-failure';
import { useCanEditAnalyses } from '../permissions/useCanEditAnalyses';
import * as texts from '../../texts';
import { useConfirmedDelete } from './useConfirmedDelete';

/** The list texts of one area (texts.ambiental.list, texts.mcp.list…); the optional ones default to the shared texts. */
interface AnalysisListTexts {
  heading: string;
  intro: string;
  create: string;
  submitCreate: string;
  editTitle: string;
  created: string;
  empty: string;
  emptyHint: string;
  emptyReadOnly: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleteBody: string;
  demoLimit: string;
  demoLimitLink?: string;
  edit?: string;
  delete?: string;
  edited?: string;
}

/** Fields of a kind's own in the create dialog: shows them and reports what they add to the new analysis's body. */
export type CreateDetails = ComponentType<{ companyId: number; onChange: (extra: Partial<NewAnalysisBody>) => void }>;

export interface AnalysisListPageProps {
  kind: AnalysisKind;
  texts: AnalysisListTexts;
  /** Shown in the create dialog under the fields (the factors a new Ambiental starts with, the MCP a multifatorial imports). */
  CreateDetails?: CreateDetails;
  /** The dialog asks for the MCP's growth threshold G too. */
  growthThreshold?: boolean;
}

const t = texts.analyses;

// The form (react-hook-form, its zod resolver) loads when a dialog opens, not with the list.
const AnalysisFormDialog = lazy(async () => ({ default: (await import('./AnalysisFormDialog')).AnalysisFormDialog }));

/**
 * /empresa/{companyId}/{area} (docs/domain/analyses.md): the company's analyses of
 * one kind, with create (then its editor opens), rename and delete (with confirmation) for
 * roles 1–3, and the demo-limit notice with a link to /planos/{companyId}.
 */
export function AnalysisListPage({ kind, texts: l, CreateDetails, growthThreshold = false }: AnalysisListPageProps) {
  const companyId = parseId(useParams().companyId) ?? 0;
  const { currentCompany } = useHost();
  const navigate = useNavigate();
  const canEdit = useCanEditAnalyses();
  const list = useAnalysisList(kind, companyId, { skip: companyId === 0 });
  const [create] = useCreateAnalysisMutation();
  const [update] = useUpdateAnalysisMutation();
  const [remove] = useDeleteAnalysisMutation();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; analysis: Analysis } | null>(null);
  const [extra, setExtra] = useState<Partial<NewAnalysisBody>>({});
  const deletion = useConfirmedDelete<Analysis>();
  const editLabel = l.edit ?? t.edit;
  const deleteLabel = l.delete ?? t.delete;

  const atDemoLimit = demoLimitReached(kind, currentCompany?.company_mode ?? CompanyMode.Full, list.data?.length ?? 0);
  const limitMessage = demoLimitMessage(kind, companyId);
  const demoNotice = (
    <Notice tone="warning" testId={`${kind}-demo-limit`}>
      {l.demoLimit} <Link to={`/planos/${companyId}`}>{l.demoLimitLink ?? t.demoLimitLink}</Link>
    </Notice>
  );

  return (
    <section data-testid={`${kind}-list-page`}>
      <h1>{l.heading}</h1>
      <p>{l.intro}</p>
      {!canEdit && <Notice tone="warning">{t.readOnly}</Notice>}
      {canEdit && atDemoLimit && demoNotice}
      {canEdit && !atDemoLimit && (
        <Button
          variant="primary"
          onClick={() => {
            setExtra({});
            setDialog({ kind: 'create' });
          }}
        >
          {l.create}
        </Button>
      )}
      {list.isLoading && <LoadingState />}
      {list.isError && <ErrorAlert>{MESSAGES.communicationError}</ErrorAlert>}
      {list.data?.length === 0 && <EmptyState title={l.empty}>{canEdit ? l.emptyHint : l.emptyReadOnly}</EmptyState>}
      {list.data && list.data.length > 0 && (
        <table aria-label={l.heading}>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.description}</th>
              <th scope="col">{t.updatedAt}</th>
              {canEdit && <th scope="col">{t.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {list.data.map((analysis) => (
              <tr key={analysis.id} data-testid={`${kind}-row-${analysis.id}`}>
                <th scope="row">
                  <Link to={`/empresa/${companyId}/${kind}/${analysis.id}`}>{analysis.name}</Link>
                </th>
                <td>{analysis.description}</td>
                <td>{formatDateTime(analysis.updated_at)}</td>
                {canEdit && (
                  <td>
                    <Button variant="link" onClick={() => setDialog({ kind: 'edit', analysis })} aria-label={`${editLabel} ${analysis.name}`}>
                      {editLabel}
                    </Button>{' '}
                    <Button variant="link" onClick={() => deletion.ask(analysis)} aria-label={`${deleteLabel} ${analysis.name}`}>
                      {deleteLabel}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && (
          <AnalysisFormDialog
            title={l.create}
            submitLabel={l.submitCreate}
            growthThreshold={growthThreshold}
            onClose={() => setDialog(null)}
            onSubmit={(body) =>
              create({ kind, companyId, body: { ...(body as NewAnalysisBody), ...extra } })
                .unwrap()
                // A new analysis is filled in next: its editor opens (issue 22).
                .then(
                  (created) => navigate(`/empresa/${companyId}/${kind}/${created.id}`),
                  (error: unknown) => Promise.reject(creationFailure(error, limitMessage)),
                )
            }
            renderFailure={(message) => (message === limitMessage ? demoNotice : message)}
            successMessage={l.created}
            testId={`${kind}-form-dialog`}
          >
            {CreateDetails && <CreateDetails companyId={companyId} onChange={setExtra} />}
          </AnalysisFormDialog>
        )}
        {dialog?.kind === 'edit' && (
          <AnalysisFormDialog
            analysis={dialog.analysis}
            title={l.editTitle}
            submitLabel={t.saveChanges}
            growthThreshold={growthThreshold}
            onClose={() => setDialog(null)}
            onSubmit={(patch) => update({ kind, companyId, id: dialog.analysis.id, version: dialog.analysis.version, patch }).unwrap()}
            successMessage={l.edited ?? t.edited}
            testId={`${kind}-form-dialog`}
          />
        )}
      </Suspense>
      {deletion.target && (
        <ConfirmDialog
          title={l.deleteTitle}
          confirmLabel={l.deleteConfirm}
          onClose={deletion.close}
          onConfirm={() => deletion.confirm((analysis) => remove({ kind, companyId, id: analysis.id, version: analysis.version }).unwrap())}
          error={deletion.error}
          testId={`${kind}-delete-dialog`}
        >
          <p>
            <strong>{deletion.target.name}</strong>: {l.deleteBody}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
