import { SWOT_QUADRANTS, type SwotItem } from 'contracts';
import { ErrorAlert, LoadingState } from 'contracts/ui';
import { PartDeleteDialog } from '../../../shared/analyses/ConfirmedDeleteDialog';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useConfirmedDelete } from '../../../shared/analyses/useConfirmedDelete';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import * as swotTexts from '../texts';
import { useDeleteSwotItemMutation, useGetSwotItemsQuery } from '../api/swot-api';
import { itemFields, useItemEdits } from '../hooks/useItemEdits';
import { ImportFromAmbiental } from './ImportFromAmbiental';
import { QuadrantList } from './QuadrantList';
import { SwotBoard } from './SwotBoard';

const t = swotTexts.items;

/** /empresa/{companyId}/swot/{swotId}/itens: the four quadrants as editable lists, and the import from an Ambiental. */
export function SwotItemsPage() {
  const swot = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const items = useGetSwotItemsQuery(swot.id);
  const list = items.data ?? [];
  const edits = useItemEdits(swot.id, list);
  const [deleteItem] = useDeleteSwotItemMutation();
  const deletion = useConfirmedDelete<SwotItem>();
  const shown = list.map((item) => ({ ...item, ...edits.drafts.value(item.id, itemFields(item)) }));

  return (
    <section data-testid="swot-items-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {items.isLoading && <LoadingState />}
      {items.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {/* The board (and the export) show the items as edited, before they are saved. */}
      {items.data && <SwotBoard items={shown} />}
      {items.data && (
        <ExportButtons testId="swot-items-export" table={async () => (await import('../export/swot-tables')).swotItemsTable(swot.name, shown)} />
      )}
      {items.data && (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))', gap: 16 }}>
          {SWOT_QUADRANTS.map((quadrant) => (
            <QuadrantList
              key={quadrant}
              swotId={swot.id}
              quadrant={quadrant}
              items={list.filter((item) => item.quadrant === quadrant)}
              edits={edits}
              canEdit={canEdit}
              onDelete={deletion.ask}
            />
          ))}
        </div>
      )}
      {canEdit && <ImportFromAmbiental swotId={swot.id} companyId={swot.company_id} blocked={edits.dirty} />}
      <SaveBar edits={edits} canEdit={canEdit} />
      <PartDeleteDialog
        deletion={deletion}
        texts={t}
        drafts={edits.drafts}
        name={(item) => item.text}
        remove={(item) => deleteItem({ swotId: swot.id, id: item.id, version: item.version }).unwrap()}
        testId="swot-delete-dialog"
      />
    </section>
  );
}
