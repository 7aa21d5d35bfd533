import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useMemo, useState } from 'react';
import {
  chartSvgWidth,
  geChartOptionAt,
  marketColorOf,
  marketLegend,
  type MultifatorialChartLookups,
  type MultifatorialPoint,
  multifatorialReading,
  periodLabelOf,
  trajectories,
} from 'contracts';
import { Button, ErrorAlert, LoadingState, TextField } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import { FirstScreenSvg } from '../../../shared/chart/FirstScreenSvg';
import { useLiveChart } from '../../../shared/chart/useLiveChart';
import { usePeriodPlayer } from '../../../shared/chart/usePeriodPlayer';
import * as texts from '../../../texts';
import { useGetChartPointsQuery, useGetMultifatorialChartSvgQuery, useGetChartTimeLimitsQuery, useGetCriteriaQuery, useGetMarketsQuery } from '../api/multifatorial-api';
import { PointsTable } from './PointsTable';
import { ExportButtons } from '../../../shared/export/ExportButtons';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';
import type { PastChartWithLookups } from '../../../shared/history/past-chart';

const t = texts.multifatorial.chart;
const monthInput = (month: string) => month.slice(0, 7);

/** A window of months chosen inside chart_time_limits. */
interface ChartWindow {
  start: string;
  end: string;
}

/** The chart's first screen at the chart box's size (GET chart_svg): every month graded, at the last one. */
function MultifatorialFirstScreen({ companyId, multifatorialId, width, height, onFailed }: { companyId: number; multifatorialId: number; width: number; height: number; onFailed: () => void }) {
  const svg = useGetMultifatorialChartSvgQuery({ companyId, query: { multifatorial: multifatorialId, width: chartSvgWidth(width), height } });
  return <FirstScreenSvg answer={svg} label={t.title} height={height} onFailed={onFailed} />;
}

interface GeChartProps {
  companyId: number;
  multifatorialId: number;
  /** The window of months shown (null while the limits travel). */
  window: ChartWindow | null;
  analysisName: string;
  /** The page as it opens (every month graded, shown at the last): its chart's first screen is the server's. */
  opening: boolean;
}

/**
 * The chart for a window of months (null while the limits travel). Until the points arrive the
 * page's frame is there, its controls disabled and the matrix's zones drawn empty, so nothing
 * moves when they come and a phone paints the page at once (issue 23).
 */
function GeChart({ companyId, multifatorialId, window, analysisName, opening }: GeChartProps) {
  // Its first screen shows the page as it opens: a month, the names or the trajectories changed by
  // the user are drawn by ECharts, from then on.
  const { live, goLive } = useLiveChart(!opening);
  const body = window && { ...window, multifatorialId };
  const latest = useGetChartPointsQuery(body ? { companyId, detailed: false, body } : skipToken);
  const detailed = useGetChartPointsQuery(body ? { companyId, detailed: true, body } : skipToken);
  const markets = useGetMarketsQuery(multifatorialId);
  const criteria = useGetCriteriaQuery(multifatorialId);
  const [showLabels, setShowLabels] = useState(true);
  const [showTrails, setShowTrails] = useState(true);
  const { byItem, months } = useMemo(() => trajectories(detailed.data ?? []), [detailed.data]);
  const player = usePeriodPlayer(months);
  const shownMonth = months[player.index];
  const marketName = useCallback((id: number) => markets.data?.find((market) => market.id === id)?.name ?? '', [markets.data]);
  const marketColor = useMemo(() => marketColorOf(markets.data ?? []), [markets.data]);
  const legend = useMemo(() => marketLegend(markets.data ?? [], byItem), [markets.data, byItem]);
  const criterionName = (id: number) => criteria.data?.find((criterion) => criterion.id === id)?.name ?? '';

  const reading = useMemo(() => multifatorialReading(detailed.data ?? [], criteria.data ?? []), [detailed.data, criteria.data]);
  const option = useMemo(
    () => geChartOptionAt(byItem, shownMonth, { showTrails, showLabels, marketName, marketColor }),
    [byItem, shownMonth, showTrails, showLabels, marketName, marketColor],
  );

  if (latest.isError || detailed.isError) return <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>;
  if (latest.data?.length === 0) return <p>{t.noPoints}</p>;
  const loaded = latest.data !== undefined && detailed.data !== undefined;
  return (
    <>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          onClick={() => {
            goLive();
            player.toggle();
          }}
          disabled={months.length < 2}
        >
          {player.playing ? t.pause : t.play}
        </Button>
        <span data-testid="multifatorial-shown-month">
          {/* As wide as the longest month ("Fevereiro/2025") before the month arrives: the controls keep their lines. */}
          {t.month}: <strong style={{ display: 'inline-block', minWidth: '9.5em' }}>{shownMonth ? periodLabelOf(shownMonth, 'month') : ''}</strong>
        </span>
        <label>
          <input type="checkbox" checked={showLabels} disabled={!loaded} onChange={(event) => {
              goLive();
              setShowLabels(event.target.checked);
            }} /> {t.showLabels}
        </label>
        <label>
          <input type="checkbox" checked={showTrails} disabled={!loaded} onChange={(event) => {
              goLive();
              setShowTrails(event.target.checked);
            }} /> {t.trajectories}
        </label>
      </div>
      <ChartFigure
        title={t.title}
        option={option}
        fileNameParts={[t.fileName, analysisName, shownMonth ? periodLabelOf(shownMonth, 'month') : '']}
        period={shownMonth ? periodLabelOf(shownMonth, 'month') : undefined}
        legend={legend}
        testId="multifatorial-chart"
        firstScreen={live || !opening ? null : (size) => <MultifatorialFirstScreen companyId={companyId} multifatorialId={multifatorialId} {...size} onFailed={goLive} />}
      />
      {!loaded && <LoadingState />}
      {latest.data && criteria.data && <ReadingPanel reading={reading} />}
      {latest.data && (
        <ExportButtons
          testId="points-export"
          table={async () => (await import('../export/multifatorial-tables')).pointsTable(analysisName, latest.data ?? [], criteria.data ?? [], marketName)}
        />
      )}
      {latest.data && <PointsTable points={latest.data} marketName={marketName} criterionName={criterionName} />}
    </>
  );
}

/** A past revision's points (the history): the matrix at their last month, with trails, its reading and the points' table, with its markets and criteria as they were. */
export function MultifatorialChartView({ chart, lookups: { markets, criteria }, analysisName }: PastChartWithLookups<MultifatorialPoint[], MultifatorialChartLookups>) {
  const { byItem, months } = useMemo(() => trajectories(chart), [chart]);
  const lastMonth = months.at(-1);
  const marketName = useCallback((id: number) => markets.find((market) => market.id === id)?.name ?? '', [markets]);
  const marketColor = useMemo(() => marketColorOf(markets), [markets]);
  const option = useMemo(() => geChartOptionAt(byItem, lastMonth, { showTrails: true, showLabels: true, marketName, marketColor }), [byItem, lastMonth, marketName, marketColor]);
  const criterionName = (id: number) => criteria.find((criterion) => criterion.id === id)?.name ?? '';
  const reading = useMemo(() => multifatorialReading(chart, criteria), [chart, criteria]);
  if (chart.length === 0) return <p>{t.noPoints}</p>;
  const period = lastMonth ? periodLabelOf(lastMonth, 'month') : undefined;
  const latest = [...byItem.values()].map((steps) => steps.at(-1)!);
  return (
    <>
      <ChartFigure title={t.title} option={option} fileNameParts={[t.fileName, analysisName, period ?? '']} period={period} legend={marketLegend(markets, byItem)} testId="multifatorial-chart" />
      <ReadingPanel reading={reading} />
      <PointsTable points={latest} marketName={marketName} criterionName={criterionName} />
    </>
  );
}

/** /empresa/{companyId}/multifatorial/{id}/grafico: the GE–McKinsey matrix over a window of months, with trajectories. */
export function MultifatorialChartPage() {
  const multifatorial = useCurrentAnalysis();
  const limits = useGetChartTimeLimitsQuery({ companyId: multifatorial.company_id, multifatorialId: multifatorial.id });
  const [window, setWindow] = useState<{ start?: string; end?: string }>({});
  const start = window.start ?? limits.data?.start ?? null;
  const end = window.end ?? limits.data?.end ?? null;
  const choose = (side: 'start' | 'end', text: string) => {
    if (/^\d{4}-\d{2}$/.test(text)) setWindow((current) => ({ ...current, [side]: `${text}-01` }));
  };
  const noGrades = limits.data !== undefined && (start === null || end === null);
  const month = (value: string | null | undefined) => (value ? monthInput(value) : undefined);
  return (
    <section data-testid="multifatorial-chart-page">
      <h2>{t.heading}</h2>
      {limits.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {noGrades && <p>{t.noGrades}</p>}
      {!limits.isError && !noGrades && (
        <>
          {/* Shown, disabled, while the limits travel: the chart below never moves. */}
          <div style={{ display: 'flex', gap: 12 }}>
            <TextField label={t.from} type="month" value={month(start) ?? ''} disabled={!limits.data} min={month(limits.data?.start)} max={month(end)} onChange={(event) => choose('start', event.target.value)} />
            <TextField label={t.to} type="month" value={month(end) ?? ''} disabled={!limits.data} min={month(start)} max={month(limits.data?.end)} onChange={(event) => choose('end', event.target.value)} />
          </div>
          {(start === null || end === null || start <= end) && (
            <GeChart
              companyId={multifatorial.company_id}
              multifatorialId={multifatorial.id}
              window={start !== null && end !== null ? { start, end } : null}
              analysisName={multifatorial.name}
              opening={window.start === undefined && window.end === undefined}
            />
          )}
        </>
      )}
    </section>
  );
}
