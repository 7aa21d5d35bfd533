import { useMemo } from 'react';
import { isInternalQuadrant } from 'contracts';
import { EmptyState, ErrorAlert, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import * as swotTexts from '../texts';
import { useGetSwotChartQuery, useGetSwotItemsQuery } from '../api/swot-api';
import { useCrossingEdits } from '../hooks/useCrossingEdits';
import { CrossingGrid } from './CrossingGrid';

const t = swotTexts.crossings;
const ORDER = { S: 0, W: 1, O: 2, T: 3 } as const;

/** /empresa/{companyId}/swot/{swotId}/cruzamentos: the crossing grid. */
export function CrossingsPage() {
  const swot = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const items = useGetSwotItemsQuery(swot.id);
  // The recorded crossings come with the chart data (GET …/chart_data/ answers them).
  const chart = useGetSwotChartQuery(swot.id);
  const sorted = useMemo(() => [...(items.data ?? [])].sort((a, b) => ORDER[a.quadrant] - ORDER[b.quadrant]), [items.data]);
  const internals = sorted.filter((item) => isInternalQuadrant(item.quadrant));
  const externals = sorted.filter((item) => !isInternalQuadrant(item.quadrant));
  const pairs = internals.flatMap((internal) => externals.map((external) => [internal.id, external.id] as const));
  const edits = useCrossingEdits(swot.id, chart.data?.crossings ?? [], pairs);

  return (
    <section data-testid="swot-crossings-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {(items.isLoading || chart.isLoading) && <LoadingState />}
      {(items.isError || chart.isError) && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {items.data && chart.data && (internals.length === 0 || externals.length === 0) && <EmptyState title={t.needItems} />}
      {items.data && chart.data && internals.length > 0 && externals.length > 0 && (
        <>
        <ExportButtons
          testId="crossings-export"
          table={async () => (await import('../export/swot-tables')).crossingsTable(swot.name, internals, externals, edits.intensity)}
        />
        <div style={{ overflowX: 'auto' }}>
          <CrossingGrid internals={internals} externals={externals} edits={edits} canEdit={canEdit} />
        </div>
        </>
      )}
      <SaveBar edits={edits} canEdit={canEdit} />
    </section>
  );
}
