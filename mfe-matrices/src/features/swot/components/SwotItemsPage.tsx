import { useState } from 'react';
import { MESSAGES, SWOT_QUADRANTS, type SwotItem } from 'contracts';
import { ConfirmDialog, ErrorAlert, generalErrorOf, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import { texts } from '../../../texts';
import { useDeleteSwotItemMutation, useGetSwotItemsQuery } from '../api/swot-api';
import { useItemEdits } from '../hooks/useItemEdits';
import { ImportFromAmbiental } from './ImportFromAmbiental';
import { QuadrantList } from './QuadrantList';

const t = texts.swot.items;

/** /empresa/{companyId}/swot/{swotId}/itens: the four quadrants as editable lists, and the import from an Ambiental. */
export function SwotItemsPage() {
  const swot = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const items = useGetSwotItemsQuery(swot.id);
  const list = items.data ?? [];
  const edits = useItemEdits(swot.id, list);
  const [deleteItem] = useDeleteSwotItemMutation();
  const [deleting, setDeleting] = useState<SwotItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };

  return (
    <section data-testid="swot-items-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {items.isLoading && <LoadingState />}
      {items.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {items.data && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))', gap: 16 }}>
          {SWOT_QUADRANTS.map((quadrant) => (
            <QuadrantList
              key={quadrant}
              swotId={swot.id}
              quadrant={quadrant}
              items={list.filter((item) => item.quadrant === quadrant)}
              edits={edits}
              canEdit={canEdit}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}
      {canEdit && <ImportFromAmbiental swotId={swot.id} companyId={swot.company_id} blocked={edits.dirty} />}
      <ErrorAlert>{edits.error}</ErrorAlert>
      {canEdit && <SaveBar dirty={edits.dirty} saving={edits.saving} invalid={edits.invalid} onSave={() => void edits.save()} onDiscard={edits.discard} />}
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={texts.analyses.remove}
          onClose={closeDelete}
          onConfirm={async () => {
            try {
              await deleteItem({ swotId: swot.id, id: deleting.id }).unwrap();
              edits.drafts.forget([deleting.id]);
              closeDelete();
            } catch (error) {
              setDeleteError(generalErrorOf(error) ?? MESSAGES.communicationError);
            }
          }}
          error={deleteError}
          testId="swot-delete-dialog"
        >
          <p>
            <strong>{deleting.text}</strong>: {t.deleteBody}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
