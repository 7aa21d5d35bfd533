import { useState } from 'react';
import { EmptyState, ErrorAlert, LoadingState } from 'contracts/ui';
import { AddItemForm } from '../../../shared/analyses/AddItemForm';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ConfirmedDeleteDialog } from '../../../shared/analyses/ConfirmedDeleteDialog';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useCreateFactorMutation, useDeleteFactorMutation, useDeleteSubfactorMutation, useGetFactorsWithSubfactorsQuery } from '../api/ambiental-api';
import { factorFields, subfactorFields, useFactorEdits } from '../hooks/useFactorEdits';
import { type DeleteTarget, FactorGroup } from './FactorGroup';

const t = texts.ambiental.factors;

/** /empresa/{companyId}/ambiental/{ambientalId}/fatores: the factors and their subfactors, edited in place. */
export function FactorsPage() {
  const ambiental = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const factors = useGetFactorsWithSubfactorsQuery(ambiental.id);
  const list = factors.data ?? [];
  const edits = useFactorEdits(ambiental.id, list);
  const [createFactor] = useCreateFactorMutation();
  const [deleteFactor] = useDeleteFactorMutation();
  const [deleteSubfactor] = useDeleteSubfactorMutation();
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const deletion = useConfirmedDelete<DeleteTarget>();

  const toggle = (id: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const remove = async (target: DeleteTarget) => {
    if (target.kind === 'factor') {
      await deleteFactor({ ambientalId: ambiental.id, id: target.id }).unwrap();
      const subfactors = list.find((factor) => factor.id === target.id)?.subfactors ?? [];
      edits.factor.forget([target.id]);
      edits.subfactor.forget(subfactors.map((subfactor) => subfactor.id));
    } else {
      await deleteSubfactor({ ambientalId: ambiental.id, id: target.id }).unwrap();
      edits.subfactor.forget([target.id]);
    }
  };

  return (
    <section data-testid="ambiental-factors-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {factors.isLoading && <LoadingState />}
      {factors.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {factors.data?.length === 0 && <EmptyState title={t.empty} />}
      {list.length > 0 && (
        <ExportButtons
          testId="factors-export"
          // As shown: the saved factors with what is typed over them.
          table={async () =>
            (await import('../export/ambiental-tables')).factorsTable(
              ambiental.name,
              list.map((factor) => ({
                ...factor,
                ...edits.factor.value(factor.id, factorFields(factor)),
                subfactors: factor.subfactors.map((subfactor) => ({ ...subfactor, ...edits.subfactor.value(subfactor.id, subfactorFields(subfactor)) })),
              })),
            )
          }
        />
      )}
      {list.map((factor) => (
        <FactorGroup
          key={factor.id}
          ambientalId={ambiental.id}
          factor={factor}
          opened={opened.has(factor.id)}
          onToggle={() => toggle(factor.id)}
          edits={edits}
          canEdit={canEdit}
          onDelete={deletion.ask}
        />
      ))}
      {canEdit && factors.data && (
        <AddItemForm
          label={t.newFactor}
          placeholder={t.newFactorPlaceholder}
          buttonLabel={t.addFactor}
          schema="newFactorSchema"
          field="name"
          onAdd={(name) => createFactor({ ambientalId: ambiental.id, body: { name } }).unwrap()}
          testId="add-factor"
        />
      )}
      <SaveBar edits={edits} canEdit={canEdit} />
      <ConfirmedDeleteDialog
        deletion={deletion}
        title={(target) => (target.kind === 'factor' ? t.deleteFactorTitle : t.deleteSubfactorTitle)}
        body={(target) => (target.kind === 'factor' ? t.deleteFactorBody : t.deleteSubfactorBody)}
        name={(target) => target.name}
        remove={remove}
        testId="ambiental-delete-dialog"
      />
    </section>
  );
}
