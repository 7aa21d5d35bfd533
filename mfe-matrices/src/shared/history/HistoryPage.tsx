import { type ComponentType, useState } from 'react';
import { type AnalysisKind, formatDateTime, HISTORY_PAGE_SIZE, MESSAGES } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ErrorAlert, generalErrorOf, LoadingState } from 'contracts/ui';
import { useCurrentAnalysis } from '../analyses/current-analysis';
import { useCanEditAnalyses } from '../permissions/useCanEditAnalyses';
import * as texts from '../../texts';
import { useGetHistoryQuery, useGetRevisionQuery, useRestoreRevisionMutation } from './history-api';
import type { PastChartWithLookups } from './past-chart';
import styles from './HistoryPage.module.css';

const t = texts.analyses.history;

interface HistoryListPageProps {
  kind: AnalysisKind;
  analysisId: number;
  offset: number;
  selected: number | null;
  onSelect: (revision: number) => void;
  /** Shown under the last page loaded: asks for the next one. */
  onOlder: (() => void) | null;
}

/** One page of the revisions, newest first; the last one loaded offers the older ones. */
function HistoryListPage({ kind, analysisId, offset, selected, onSelect, onOlder }: HistoryListPageProps) {
  const page = useGetHistoryQuery({ kind, id: analysisId, offset });
  if (page.isLoading) return <LoadingState />;
  if (page.isError || !page.data) return <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>;
  const { results, count } = page.data;
  if (offset === 0 && results.length === 0) return <p>{t.empty}</p>;
  return (
    <>
      {results.map((revision) => (
        <li key={revision.revision}>
          <button type="button" className={styles.revision} aria-pressed={selected === revision.revision} onClick={() => onSelect(revision.revision)} data-testid={`revision-${revision.revision}`}>
            <strong>{revision.summary}</strong>
            <span>
              {t.revision(revision.revision)} · {revision.author.name} · <time dateTime={revision.at}>{formatDateTime(revision.at)}</time>
            </span>
          </button>
        </li>
      ))}
      {onOlder && offset + results.length < count && (
        <li>
          <Button variant="link" onClick={onOlder}>
            {t.older}
          </Button>
        </li>
      )}
    </>
  );
}

/** The chosen revision: its chart as it was and, for writers, its restore. */
function PastRevisionView({ kind, revision, PastChart }: { kind: AnalysisKind; revision: number; PastChart: ComponentType<PastChartWithLookups<never, never>> }) {
  const analysis = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const host = useHost();
  const past = useGetRevisionQuery({ kind, id: analysis.id, revision });
  const [restore, restoring] = useRestoreRevisionMutation();
  const [error, setError] = useState<string | null>(null);
  const onRestore = async () => {
    setError(null);
    try {
      await restore({ kind, id: analysis.id, revision }).unwrap();
      host.notify(t.restored(revision), 'success');
    } catch (failure) {
      setError(generalErrorOf(failure) ?? MESSAGES.communicationError);
    }
  };
  return (
    <section aria-label={t.chartOf(revision)} data-testid="history-revision">
      <div className={styles.revisionHeader}>
        <h3>{t.chartOf(revision)}</h3>
        {canEdit && (
          <Button variant="primary" busy={restoring.isLoading} onClick={() => void onRestore()} data-testid="history-restore">
            {t.restore}
          </Button>
        )}
      </div>
      <ErrorAlert>{error}</ErrorAlert>
      {past.isFetching && !past.data && <LoadingState />}
      {past.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {past.data?.revision === revision && <PastChart chart={past.data.chart as never} lookups={past.data.lookups as never} analysisName={analysis.name} />}
    </section>
  );
}

/**
 * `…/historico` under an analysis editor: its revisions, newest first, a page at a time; the
 * one chosen is drawn by the kind's own chart view from the past chart answer.
 */
export const historyPage =
  (kind: AnalysisKind, PastChart: ComponentType<PastChartWithLookups<never, never>>): ComponentType =>
  () => {
    const analysis = useCurrentAnalysis();
    const [pages, setPages] = useState(1);
    const [selected, setSelected] = useState<number | null>(null);
    return (
      <section className={styles.page} data-testid="history-page">
        <h2>{t.heading}</h2>
        <ol aria-label={t.list} className={styles.list}>
          {Array.from({ length: pages }, (_, index) => (
            <HistoryListPage
              key={index}
              kind={kind}
              analysisId={analysis.id}
              offset={index * HISTORY_PAGE_SIZE}
              selected={selected}
              onSelect={setSelected}
              onOlder={index === pages - 1 ? () => setPages(pages + 1) : null}
            />
          ))}
        </ol>
        {selected === null ? <p>{t.choose}</p> : <PastRevisionView kind={kind} revision={selected} PastChart={PastChart} />}
      </section>
    );
  };
