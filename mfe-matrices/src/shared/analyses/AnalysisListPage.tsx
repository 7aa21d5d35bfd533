import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type Analysis, type AnalysisKind, CompanyMode, DEMO_LIMITS, demoLimitMessage, formatDateTime, MESSAGES, type NewAnalysisRequest, type AnalysisPatchRequest } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ConfirmDialog, EmptyState, ErrorAlert, LoadingState, Notice } from 'contracts/ui';
import { creationFailure } from '../api/creation-failure';
import { useCanEditAnalyses } from '../permissions/useCanEditAnalyses';
import * as texts from '../../texts';
import { useConfirmedDelete } from './useConfirmedDelete';

/** The list texts of one area (texts.ambiental.list, texts.swot.list). */
export interface AnalysisListTexts {
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
}

export interface AnalysisListPageProps {
  kind: Extract<AnalysisKind, 'ambiental' | 'swot' | 'multifatorial'>;
  companyId: number;
  texts: AnalysisListTexts;
  list: { data?: Analysis[]; isLoading: boolean; isError: boolean };
  create: (body: NewAnalysisRequest) => Promise<unknown>;
  update: (id: number, patch: AnalysisPatchRequest) => Promise<unknown>;
  /** Rejects with the API error when the server refuses. */
  remove: (id: number) => Promise<unknown>;
  /** Shown in the create dialog under the fields. */
  createDetails?: ReactNode;
}

const t = texts.analyses;

// The form (react-hook-form, its zod resolver) loads when a dialog opens, not with the list.
const AnalysisFormDialog = lazy(async () => ({ default: (await import('./AnalysisFormDialog')).AnalysisFormDialog }));

/**
 * /empresa/{companyId}/{area} (MATRICES.md "List page per area"): the company's analyses of
 * one kind, with create, rename and delete (with confirmation) for roles 1–3, and the
 * demo-limit notice with a link to /planos/{companyId}.
 */
export function AnalysisListPage({ kind, companyId, texts: l, list, create, update, remove, createDetails }: AnalysisListPageProps) {
  const { currentCompany } = useHost();
  const canEdit = useCanEditAnalyses();
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; analysis: Analysis } | null>(null);
  const deletion = useConfirmedDelete<Analysis>();

  const demo = currentCompany?.company_mode === CompanyMode.Demo;
  const atDemoLimit = demo && (list.data?.length ?? 0) >= DEMO_LIMITS[kind];
  const limitMessage = demoLimitMessage(kind, companyId);
  const demoNotice = (
    <Notice tone="warning" testId={`${kind}-demo-limit`}>
      {l.demoLimit} <Link to={`/planos/${companyId}`}>{t.demoLimitLink}</Link>
    </Notice>
  );

  return (
    <section data-testid={`${kind}-list-page`}>
      <h1>{l.heading}</h1>
      <p>{l.intro}</p>
      {!canEdit && <Notice tone="warning">{t.readOnly}</Notice>}
      {canEdit && atDemoLimit && demoNotice}
      {canEdit && !atDemoLimit && (
        <Button variant="primary" onClick={() => setDialog({ kind: 'create' })}>
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
                    <Button variant="link" onClick={() => setDialog({ kind: 'edit', analysis })} aria-label={`${t.edit} ${analysis.name}`}>
                      {t.edit}
                    </Button>{' '}
                    <Button variant="link" onClick={() => deletion.ask(analysis)} aria-label={`${t.delete} ${analysis.name}`}>
                      {t.delete}
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
            onClose={() => setDialog(null)}
            onSubmit={(body) => create(body as NewAnalysisRequest).catch((error: unknown) => Promise.reject(creationFailure(error, limitMessage)))}
            renderFailure={(message) => (message === limitMessage ? demoNotice : message)}
            successMessage={l.created}
            testId={`${kind}-form-dialog`}
          >
            {createDetails}
          </AnalysisFormDialog>
        )}
        {dialog?.kind === 'edit' && (
          <AnalysisFormDialog
            analysis={dialog.analysis}
            title={l.editTitle}
            submitLabel={t.saveChanges}
            onClose={() => setDialog(null)}
            onSubmit={(patch) => update(dialog.analysis.id, patch)}
            successMessage={t.edited}
            testId={`${kind}-form-dialog`}
          />
        )}
      </Suspense>
      {deletion.target && (
        <ConfirmDialog
          title={l.deleteTitle}
          confirmLabel={l.deleteConfirm}
          onClose={deletion.close}
          onConfirm={() => deletion.confirm((analysis) => remove(analysis.id))}
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
