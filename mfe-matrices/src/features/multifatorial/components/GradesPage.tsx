import { useState } from 'react';
import { currentMonth, formatPtBrNumber, type MultifatorialCriterion, periodLabelOf, previousPeriod } from 'contracts';
import { Button, EmptyState, ErrorAlert, LoadingState, Notice, Slider, TextField } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { SaveBar } from '../../../shared/analyses/SaveBar';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import { useGetCriteriaQuery, useGetGradesQuery, useGetMarketsQuery, useLazyGetGradesQuery } from '../api/multifatorial-api';
import { CellConflictList } from '../../../shared/analyses/CellConflictList';
import { conflictKey, gradeKey, type GradeOwner, type GradeProblem, UNGRADED, useGradeEdits } from '../hooks/useGradeEdits';
import { GradesGrid, toTen, type UnreadableCells } from './GradesGrid';

const t = texts.multifatorial.grades;

type GradesView = 'grid' | 'sliders';

interface GradeSlidersProps {
  criteria: readonly MultifatorialCriterion[];
  owner: GradeOwner;
  ownerName: string;
  edits: ReturnType<typeof useGradeEdits>;
  canEdit: boolean;
  /** "Dar nota": the grade starts empty, typed in the grid's cell. */
  onGrade: (key: string) => void;
}

/**
 * One 'grade' slider per criterion for a market or an item. A criterion without a grade this
 * month has no slider (a slider always shows some value, which would pass a made-up 5,00 for a
 * grade): "Dar nota" opens its empty cell in the grid.
 */
function GradeSliders({ criteria, owner, ownerName, edits, canEdit, onGrade }: GradeSlidersProps) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))', gap: 12 }}>
      {criteria.map((criterion) => {
        const key = gradeKey(criterion.id, owner);
        const value = edits.value(key);
        const label = `${criterion.name} de ${ownerName}`;
        if (value === UNGRADED) {
          return (
            <div key={key} data-testid={`ungraded-${key}`}>
              <span>{criterion.name}</span>: <em>{t.notGraded}</em>{' '}
              {canEdit && (
                <Button size="small" variant="outline" onClick={() => onGrade(key)} aria-label={`${t.grade}: ${label}`}>
                  {t.grade}
                </Button>
              )}
            </div>
          );
        }
        return (
          <Slider
            key={key}
            kind={criterion.higherIsWorse ? 'gradeHigherIsWorse' : 'grade'}
            label={t.criterionName(criterion.name, criterion.higherIsWorse)}
            value={value}
            disabled={!canEdit}
            onChange={(grade) => edits.edit(key, grade)}
            aria-label={label}
          />
        );
      })}
    </div>
  );
}

/**
 * /empresa/{companyId}/multifatorial/{id}/notas: a month's grades, markets by attractiveness,
 * items by force; typed in a grid, or moved on sliders (the same edits, one save).
 */
export function GradesPage() {
  const multifatorial = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const [month, setMonth] = useState(currentMonth);
  const [view, setView] = useState<GradesView>('grid');
  // A new generation starts the grids afresh (no typed text left over): another month, a copy, a discard.
  const [generation, setGeneration] = useState(0);
  const [unreadable, setUnreadable] = useState<UnreadableCells>({ markets: 0, items: 0 });
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const criteria = useGetCriteriaQuery(multifatorial.id);
  const markets = useGetMarketsQuery(multifatorial.id);
  const grades = useGetGradesQuery({ multifatorialId: multifatorial.id, date: month });
  const [loadPrevious, previous] = useLazyGetGradesQuery();
  const [copied, setCopied] = useState<string | null>(null);
  const edits = useGradeEdits(multifatorial.id, month, grades.data?.date === month ? grades.data : undefined, () => void grades.refetch());
  const attractiveness = (criteria.data ?? []).filter((criterion) => criterion.axis === 'attractiveness');
  const force = (criteria.data ?? []).filter((criterion) => criterion.axis === 'force');

  const restartGrids = () => {
    setGeneration((value) => value + 1);
    setUnreadable({ markets: 0, items: 0 });
    setFocusKey(null);
  };
  const chooseMonth = (text: string) => {
    if (!/^\d{4}-\d{2}$/.test(text)) return;
    edits.discard();
    restartGrids();
    setCopied(null);
    setMonth(`${text}-01`);
  };
  const copyPrevious = async () => {
    const from = previousPeriod(month, 'month');
    const answer = await loadPrevious({ multifatorialId: multifatorial.id, date: from }).unwrap();
    if (answer.grades.length === 0) return setCopied(t.nothingToCopy);
    edits.copy(answer);
    restartGrids();
    setCopied(t.copied(periodLabelOf(from, 'month')));
  };
  const gradeInGrid = (key: string) => {
    setView('grid');
    setFocusKey(key);
  };

  // What each grade key is called in a message ("Tamanho do mercado de Cafés").
  const labelOf = (key: string) => {
    const [criterionId, owner = ''] = key.split(':');
    const criterion = criteria.data?.find((entry) => String(entry.id) === criterionId)?.name ?? '';
    const id = Number(owner.slice(1));
    const ownerName = owner.startsWith('c')
      ? markets.data?.find((market) => market.id === id)?.name
      : markets.data?.flatMap((market) => market.items).find((item) => item.id === id)?.name;
    return `${criterion} de ${ownerName ?? ''}`;
  };
  // A grade as the grid shows it (0..10, pt-BR); no grade is "sem nota".
  const gradeText = (grade: number | null) => (grade === null || grade === UNGRADED ? t.notGraded : formatPtBrNumber(toTen(grade)));
  const problemText = (problem: GradeProblem, message: (cells: string) => string) => {
    const found = edits.problems.filter((entry) => entry.problem === problem);
    return found.length > 0 ? message(found.map((entry) => labelOf(entry.key)).join('; ')) : null;
  };
  const unreadableCells = unreadable.markets + unreadable.items;
  // Text that is not a number keeps the page unsaved (and unsavable) until it is fixed or discarded.
  const saveEdits = {
    ...edits,
    dirty: edits.dirty || unreadableCells > 0,
    invalid: edits.invalid || unreadableCells > 0,
    discard: () => {
      edits.discard();
      restartGrids();
    },
  };

  return (
    <section data-testid="multifatorial-grades-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField label={t.month} type="month" value={month.slice(0, 7)} onChange={(event) => chooseMonth(event.target.value)} disabled={saveEdits.dirty} />
        {canEdit && (
          <Button onClick={() => void copyPrevious()} busy={previous.isFetching}>
            {t.copyPrevious}
          </Button>
        )}
        <div role="group" aria-label={t.views} style={{ display: 'flex', gap: 4 }}>
          {(['grid', 'sliders'] as const).map((choice) => (
            <Button key={choice} variant={view === choice ? 'primary' : 'outline'} aria-pressed={view === choice} onClick={() => setView(choice)}>
              {choice === 'grid' ? t.gridView : t.slidersView}
            </Button>
          ))}
        </div>
      </div>
      {grades.data && markets.data && criteria.data && (
        <ExportButtons
          testId="grades-export"
          table={async () =>
            (await import('../export/multifatorial-tables')).gradesTable(multifatorial.name, month, markets.data ?? [], criteria.data ?? [], (criterionId, owner) => {
              const grade = edits.value(gradeKey(criterionId, owner));
              return grade === UNGRADED ? null : grade;
            })
          }
        />
      )}
      {copied && <Notice tone="success">{copied}</Notice>}
      {(criteria.isLoading || markets.isLoading || grades.isLoading) && <LoadingState />}
      {(criteria.isError || markets.isError || grades.isError) && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {markets.data?.length === 0 && <EmptyState title={t.noMarkets} />}
      <ErrorAlert testId="grades-out-of-range">{problemText('outOfRange', t.outOfRange)}</ErrorAlert>
      <ErrorAlert testId="grades-emptied">{problemText('emptied', t.emptied)}</ErrorAlert>
      {grades.data && markets.data && markets.data.length > 0 && view === 'grid' && (
        <GradesGrid
          key={generation}
          month={month}
          markets={markets.data}
          attractiveness={attractiveness}
          force={force}
          edits={edits}
          canEdit={canEdit}
          focusKey={focusKey}
          onUnreadable={(grid, count) => setUnreadable((current) => (current[grid] === count ? current : { ...current, [grid]: count }))}
        />
      )}
      {grades.data &&
        view === 'sliders' &&
        markets.data?.map((market) => (
          <section key={market.id} aria-label={market.name} data-testid={`grades-market-${market.id}`} style={{ borderBottom: '1px solid var(--color-border, #ddd)', padding: '12px 0' }}>
            <h3>{market.name}</h3>
            <h4>{texts.multifatorial.axes.attractiveness}</h4>
            <GradeSliders criteria={attractiveness} owner={{ categoryId: market.id }} ownerName={market.name} edits={edits} canEdit={canEdit} onGrade={gradeInGrid} />
            <h4>
              {t.itemsOf(market.name)} — {texts.multifatorial.axes.force}
            </h4>
            {market.items.map((item) => (
              <div key={item.id} data-testid={`grades-item-${item.id}`}>
                <strong>{item.name}</strong>
                <GradeSliders criteria={force} owner={{ itemId: item.id }} ownerName={item.name} edits={edits} canEdit={canEdit} onGrade={gradeInGrid} />
              </div>
            ))}
          </section>
        ))}
      {canEdit && (
        <CellConflictList
          conflicts={edits.conflicts}
          testId="grades-conflicts"
          keyOf={conflictKey}
          labelOf={(conflict) => labelOf(conflictKey(conflict))}
          theirs={(conflict) => gradeText(conflict.current)}
          mine={(conflict) => gradeText(edits.value(conflictKey(conflict)))}
          onKeepMine={edits.keepMine}
          onTakeTheirs={(conflict) => {
            edits.takeTheirs(conflict);
            restartGrids();
          }}
        />
      )}
      <SaveBar edits={saveEdits} canEdit={canEdit} />
    </section>
  );
}
