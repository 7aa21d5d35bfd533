import { useCallback, useMemo, useState } from 'react';
import { multifatorialReading, periodLabelOf } from 'contracts';
import { Button, ErrorAlert, LoadingState, TextField } from 'contracts/ui';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { ChartFigure } from '../../../shared/chart/ChartFigure';
import { usePeriodPlayer } from '../../../shared/chart/usePeriodPlayer';
import * as texts from '../../../texts';
import { useGetChartPointsQuery, useGetChartTimeLimitsQuery, useGetCriteriaQuery, useGetMarketsQuery } from '../api/multifatorial-api';
import { geChartOptionAt, marketColorOf, marketLegend, trajectories } from '../chart/ge-chart-option';
import { PointsTable } from './PointsTable';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';

const t = texts.multifatorial.chart;
const monthInput = (month: string) => month.slice(0, 7);

/** The chart for a window of months chosen inside chart_time_limits. */
function GeChart({ companyId, multifatorialId, start, end, analysisName }: { companyId: number; multifatorialId: number; start: string; end: string; analysisName: string }) {
  const body = { start, end, multifatorialId };
  const latest = useGetChartPointsQuery({ companyId, detailed: false, body });
  const detailed = useGetChartPointsQuery({ companyId, detailed: true, body });
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

  if (latest.isLoading || detailed.isLoading) return <LoadingState />;
  if (latest.isError || detailed.isError) return <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>;
  if (!latest.data || latest.data.length === 0) return <p>{t.noPoints}</p>;
  return (
    <>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={player.toggle} disabled={months.length < 2}>
          {player.playing ? t.pause : t.play}
        </Button>
        <span data-testid="multifatorial-shown-month">
          {t.month}: <strong>{shownMonth ? periodLabelOf(shownMonth, 'month') : ''}</strong>
        </span>
        <label>
          <input type="checkbox" checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} /> {t.showLabels}
        </label>
        <label>
          <input type="checkbox" checked={showTrails} onChange={(event) => setShowTrails(event.target.checked)} /> {t.trajectories}
        </label>
      </div>
      <ChartFigure
        title={t.title}
        option={option}
        fileNameParts={[t.fileName, analysisName, shownMonth ? periodLabelOf(shownMonth, 'month') : '']}
        period={shownMonth ? periodLabelOf(shownMonth, 'month') : undefined}
        legend={legend}
        testId="multifatorial-chart"
      />
      {criteria.data && <ReadingPanel reading={reading} />}
      <PointsTable points={latest.data} marketName={marketName} criterionName={criterionName} />
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
  return (
    <section data-testid="multifatorial-chart-page">
      <h2>{t.heading}</h2>
      {limits.isLoading && <LoadingState />}
      {limits.isError && <ErrorAlert>{texts.analyses.loadError}</ErrorAlert>}
      {limits.data && (start === null || end === null) && <p>{t.noGrades}</p>}
      {limits.data && start !== null && end !== null && (
        <>
          <div style={{ display: 'flex', gap: 12 }}>
            <TextField label={t.from} type="month" value={monthInput(start)} min={monthInput(limits.data.start!)} max={monthInput(end)} onChange={(event) => choose('start', event.target.value)} />
            <TextField label={t.to} type="month" value={monthInput(end)} min={monthInput(start)} max={monthInput(limits.data.end!)} onChange={(event) => choose('end', event.target.value)} />
          </div>
          {start <= end && <GeChart companyId={multifatorial.company_id} multifatorialId={multifatorial.id} start={start} end={end} analysisName={multifatorial.name} />}
        </>
      )}
    </section>
  );
}
