import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { type CellConflict, type CellConflicts, type ControlField, currentMonth, formatPtBrNumber, MESSAGES, periodTimeline, previousPeriod } from 'contracts';
import { LeaveGuard, useHost, useRecentGridMarks, type ApiError } from 'contracts/client';
import { Button, EmptyState, LoadingState, MonthlyGrid, TextField, type GridStatus, type GridValues } from 'contracts/ui';
import { useCanEditAnalyses } from '../../../shared/permissions/useCanEditAnalyses';
import * as texts from '../../../texts';
import {
  useGetCategoriesAndCompetitorsQuery,
  useGetCategoriesAndProductsQuery,
  useGetControlDataQuery,
  useSaveControlDataMutation,
} from '../api/mcp-api';
import { gridRows, markedCells, nextMonth, rowKey, savedMonthSpan, savedValues, seenAtFirstEdit, shownValues, type MonthValues } from '../grid/control-grid';
import { BottomBarActions } from '../../../shared/analyses/bottom-bar';
import { CellConflictList } from '../../../shared/analyses/CellConflictList';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import styles from './McpPages.module.css';

const t = texts.mcp.controlData;
/** The grid shows at most five years at once. */
const MAX_MONTHS = 60;

/** The save's checks (the server's schema): loaded with the first edit, not with the page (issue 23). */
const saveChecks = () => import('../grid/rows-to-save');

const toMonthInput = (month: string) => month.slice(0, 7);
const fromMonthInput = (value: string) => (/^\d{4}-\d{2}$/.test(value) ? `${value}-01` : null);

/**
 * Monthly control data as one grid: a row per product or competitor and field, a column per
 * month; typed or pasted from a spreadsheet, saved all at once through the bulk call.
 * Leaving with unsaved cells asks first.
 */
export function ControlDataPage() {
  const mcp = useCurrentAnalysis();
  const canEdit = useCanEditAnalyses();
  const host = useHost();
  const products = useGetCategoriesAndProductsQuery(mcp.id);
  const competitors = useGetCategoriesAndCompetitorsQuery(mcp.id);
  const control = useGetControlDataQuery(mcp.id);
  const [save, saving] = useSaveControlDataMutation();
  const [edits, setEdits] = useState<GridValues>({});
  const [status, setStatus] = useState<GridStatus>({ dirty: false, invalidCells: 0 });
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // Cells a colleague changed since the page read them (a 412), and the values the person chose
  // to overwrite (sent as what the page saw, so the next save goes through).
  const [conflicts, setConflicts] = useState<CellConflict[]>([]);
  const [seen, setSeen] = useState<MonthValues>({});
  // A new key after a save starts the grid afresh (no typed text left over).
  const [generation, setGeneration] = useState(0);

  const rows = useMemo(() => (products.data && competitors.data ? gridRows(products.data, competitors.data) : []), [products.data, competitors.data]);
  const saved = useMemo(() => (control.data ? savedValues(control.data) : {}), [control.data]);
  const marks = useRecentGridMarks('mcp', markedCells);

  // The grid's first render (thousands of cells) is a transition, which React splits into short
  // tasks: the heading shows at once and a phone stays responsive meanwhile (issue 23).
  const loaded = Boolean(products.data && competitors.data && control.data);
  const gridReady = useDeferredValue(loaded);
  if (!gridReady || !products.data || !competitors.data || !control.data) return <Page><LoadingState /></Page>;
  if (rows.length === 0) return <Page><EmptyState title={t.noItems} /></Page>;

  // Default months: those with data and the next one (to type it); the last three when there is none yet.
  const span = savedMonthSpan(control.data);
  const thisMonth = currentMonth();
  const from = range?.from ?? span?.first ?? previousPeriod(previousPeriod(thisMonth, 'month'), 'month');
  const to = range?.to ?? (span ? nextMonth(span.last) : thisMonth);
  const months = from <= to ? periodTimeline(from, to, 'month').slice(0, MAX_MONTHS).map((period) => period.start) : [];

  const kindLabel = { product: t.product, competitor: t.competitor };
  const gridRowItems = rows.map((row) => ({
    key: row.key,
    label: `${row.item.name} (${kindLabel[row.item.kind]}, ${row.item.categoryName}) · ${t.fields[row.field]}`,
  }));

  const submit = async () => {
    setRefused(null);
    const { rowsToSave } = await saveChecks();
    const plan = rowsToSave(rows, saved, edits as MonthValues, seen);
    if (plan.invalid.length > 0) {
      const first = plan.invalid[0]!;
      const label = gridRowItems.find((row) => row.key === first.rowKey)?.label ?? '';
      setRefused(`${t.invalidCell} ${label} / ${first.month.slice(0, 7)}: ${first.message}`);
      return;
    }
    try {
      await save({ mcpId: mcp.id, rows: plan.rows }).unwrap();
    } catch (error) {
      const failure = error as Partial<ApiError>;
      if (failure.status === 412) {
        setConflicts((failure.data as CellConflicts).conflicts);
        // The colleagues' values, for the cells the person did not touch and as the next save's `expected`.
        void control.refetch();
      }
      setRefused(failure.message ?? MESSAGES.communicationError);
      return;
    }
    host.notify(t.saved, 'success');
    setConflicts([]);
    setSeen({});
    setEdits({});
    setStatus({ dirty: false, invalidCells: 0 });
    setGeneration((value) => value + 1);
  };

  const unsaved = status.dirty;
  const cellOf = (conflict: CellConflict) => rowKey(conflict.kind as 'product' | 'competitor', conflict.id, conflict.field as ControlField);
  const resolved = (conflict: CellConflict) => setConflicts((all) => all.filter((other) => other !== conflict));
  /** Keeps the person's value: the next save overwrites the colleague's, knowingly. */
  const keepMine = (conflict: CellConflict) => {
    const key = cellOf(conflict);
    setSeen((values) => ({ ...values, [key]: { ...values[key], [conflict.date]: conflict.current ?? 0 } }));
    resolved(conflict);
  };
  /** Takes the colleague's value: the person's edit of that cell is dropped (the grid starts again with the others). */
  const takeTheirs = (conflict: CellConflict) => {
    const key = cellOf(conflict);
    const { [conflict.date]: _dropped, ...others } = (edits as MonthValues)[key] ?? {};
    const { [conflict.date]: _forgotten, ...stillSeen } = seen[key] ?? {};
    setEdits({ ...edits, [key]: others });
    setSeen({ ...seen, [key]: stillSeen });
    setGeneration((value) => value + 1);
    resolved(conflict);
  };
  return (
    <Page>
      <div role="group" aria-label={t.months} className={styles.controls}>
        <TextField
          label={t.from}
          type="month"
          value={toMonthInput(from)}
          onChange={(event) => {
            const month = fromMonthInput(event.target.value);
            if (month) setRange({ from: month, to });
          }}
        />
        <TextField
          label={t.to}
          type="month"
          value={toMonthInput(to)}
          onChange={(event) => {
            const month = fromMonthInput(event.target.value);
            if (month) setRange({ from, to: month });
          }}
        />
      </div>
      <ExportButtons
        testId="control-data-export"
        table={async () => (await import('../export/mcp-tables')).controlDataTable(mcp.name, rows, months, shownValues(saved, edits as MonthValues))}
      />
      <MonthlyGrid
        key={generation}
        caption={t.heading}
        rowHeader={t.field}
        rows={gridRowItems}
        months={months}
        values={saved}
        marks={marks}
        initialEdits={edits}
        readOnly={!canEdit}
        onChange={(nextEdits, nextStatus) => {
          void saveChecks();
          setSeen((values) => seenAtFirstEdit(values, nextEdits as MonthValues, saved));
          setEdits(nextEdits);
          setStatus(nextStatus);
          setRefused(null);
        }}
      />
      {canEdit && (
        <>
          <LeaveGuard when={unsaved} />
          <CellConflictList
            conflicts={conflicts}
            testId="control-data-conflicts"
            keyOf={(conflict) => `${cellOf(conflict)}:${conflict.date}`}
            labelOf={(conflict) => `${gridRowItems.find((row) => row.key === cellOf(conflict))?.label ?? ''} / ${conflict.date.slice(0, 7)}`}
            theirs={(conflict) => formatPtBrNumber(conflict.current ?? 0)}
            mine={(conflict) => formatPtBrNumber((edits as MonthValues)[cellOf(conflict)]?.[conflict.date] ?? 0)}
            onKeepMine={keepMine}
            onTakeTheirs={takeTheirs}
          />
          <BottomBarActions error={refused}>
            {unsaved && <span role="status">{t.unsaved}</span>}{' '}
            <Button variant="primary" onClick={() => void submit()} busy={saving.isLoading} disabled={!unsaved || status.invalidCells > 0}>
              {t.save}
            </Button>
          </BottomBarActions>
        </>
      )}
    </Page>
  );
}

/** The page's heading and what it is for, above its state (loading, empty) or the grid. */
function Page({ children }: { children: ReactNode }) {
  return (
    <section data-testid="mcp-control-data-page">
      <h2>{t.heading}</h2>
      <p>{t.intro}</p>
      {children}
    </section>
  );
}
