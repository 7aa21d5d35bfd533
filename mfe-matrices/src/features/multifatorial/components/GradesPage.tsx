import { useState } from 'react';
import { currentMonth, DEFAULT_UNIT_SCORE, type MultifatorialCriterion, periodLabelOf, previousPeriod } from 'contracts';
import { Button, EmptyState, ErrorAlert, LoadingState, Notice, Slider, TextField } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useGetCriteriaQuery, useGetGradesQuery, useGetMarketsQuery, useLazyGetGradesQuery } from '../api/multifatorial-api';
import { gradeKey, type GradeOwner, UNGRADED, useGradeEdits } from '../hooks/useGradeEdits';

const t = texts.multifatorial.grades;

interface GradeSlidersProps {
  criteria: readonly MultifatorialCriterion[];
  owner: GradeOwner;
  ownerName: string;
  edits: ReturnType<typeof useGradeEdits>;
  canEdit: boolean;
}

/**
 * One 'grade' slider per criterion for a market or an item. A criterion without a grade this
 * month has no slider yet (a slider always shows some value): "Dar nota" starts it at 5,00.
 */
function GradeSliders({ criteria, owner, ownerName, edits, canEdit }: GradeSlidersProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 12 }}>
      {criteria.map((criterion) => {
        const key = gradeKey(criterion.id, owner);
        const value = edits.value(key);
        const label = `${criterion.name} de ${ownerName}`;
        if (value === UNGRADED) {
          return (
            <div key={key} data-testid={`ungraded-${key}`}>
              <span>{criterion.name}</span>: <em>{t.notGraded}</em>{' '}
              {canEdit && (
                <Button size="small" variant="outline" onClick={() => edits.edit(key, DEFAULT_UNIT_SCORE)} aria-label={`${t.grade}: ${label}`}>
                  {t.grade}
                </Button>
              )}
            </div>
          );
        }
        return <Slider key={key} kind="grade" label={criterion.name} value={value} disabled={!canEdit} onChange={(grade) => edits.edit(key, grade)} aria-label={label} />;
      })}
    </div>
  );
}

/** /empresa/{companyId}/multifatorial/{id}/notas: a month's grades, markets by attractiveness, items by force. */
export function GradesPage() {
  const multifatorial = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const [month, setMonth] = useState(currentMonth());
  const criteria = useGetCriteriaQuery(multifatorial.id);
  const markets = useGetMarketsQuery(multifatorial.id);
  const grades = useGetGradesQuery({ multifatorialId: multifatorial.id, date: month });
  const [loadPrevious, previous] = useLazyGetGradesQuery();
  const [copied, setCopied] = useState<string | null>(null);
  const edits = useGradeEdits(multifatorial.id, month, grades.data?.date === month ? grades.data : undefined);
  const attractiveness = (criteria.data ?? []).filter((criterion) => criterion.axis === 'attractiveness');
  const force = (criteria.data ?? []).filter((criterion) => criterion.axis === 'force');

  const chooseMonth = (text: string) => {
    if (!/^\d{4}-\d{2}$/.test(text)) return;
    edits.discard();
    setCopied(null);
    setMonth(`${text}-01`);
  };
  const copyPrevious = async () => {
    const from = previousPeriod(month, 'month');
    const answer = await loadPrevious({ multifatorialId: multifatorial.id, date: from }).unwrap();
    if (answer.grades.length === 0) return setCopied(t.nothingToCopy);
    edits.copy(answer);
    setCopied(t.copied(periodLabelOf(from, 'month')));
  };

  return (
    <section data-testid="multifatorial-grades-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField label={t.month} type="month" value={month.slice(0, 7)} onChange={(event) => chooseMonth(event.target.value)} disabled={edits.dirty} />
        {canEdit && (
          <Button onClick={() => void copyPrevious()} busy={previous.isFetching}>
            {t.copyPrevious}
          </Button>
        )}
      </div>
      {copied && <Notice tone="success">{copied}</Notice>}
      {(criteria.isLoading || markets.isLoading || grades.isLoading) && <LoadingState />}
      {(criteria.isError || markets.isError || grades.isError) && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {markets.data?.length === 0 && <EmptyState title={t.noMarkets} />}
      {grades.data &&
        markets.data?.map((market) => (
          <section key={market.id} aria-label={market.name} data-testid={`grades-market-${market.id}`} style={{ borderBottom: '1px solid var(--color-border, #ddd)', padding: '12px 0' }}>
            <h3>{market.name}</h3>
            <h4>{texts.multifatorial.axes.attractiveness}</h4>
            <GradeSliders criteria={attractiveness} owner={{ categoryId: market.id }} ownerName={market.name} edits={edits} canEdit={canEdit} />
            <h4>
              {t.itemsOf(market.name)} — {texts.multifatorial.axes.force}
            </h4>
            {market.items.map((item) => (
              <div key={item.id} data-testid={`grades-item-${item.id}`}>
                <strong>{item.name}</strong>
                <GradeSliders criteria={force} owner={{ itemId: item.id }} ownerName={item.name} edits={edits} canEdit={canEdit} />
              </div>
            ))}
          </section>
        ))}
      <SaveBar edits={edits} canEdit={canEdit} />
    </section>
  );
}
