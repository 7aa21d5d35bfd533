import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import {
  categoryColors,
  chartLegend,
  chartSvgWidth,
  comparisonLine,
  CompanyMode,
  DEMO_WATERMARK,
  expandMcpChartData,
  labelsByDefault,
  legendEntries,
  type McpChartCategory,
  type McpChartData,
  type McpChartLookups,
  type McpChartWire,
  mcpChartView,
  type McpGrouping,
  type McpGrowthBasis,
  mcpReading,
  periodCaption,
} from 'contracts';
import { useHost } from 'contracts/client';
import { Button, CheckboxField, EmptyState, ErrorAlert, SelectField } from 'contracts/ui';
import { BubbleChart } from '../../../shared/chart/BubbleChart';
import * as texts from '../../../texts';
import { useGetCategoriesAndProductsQuery, useGetChartDataQuery, useGetChartSvgQuery, useGetDomainsQuery } from '../api/mcp-api';
import { FirstScreenSvg } from '../../../shared/chart/FirstScreenSvg';
import { useLiveChart } from '../../../shared/chart/useLiveChart';
import { useCurrentAnalysis } from '../../../shared/analyses/current-analysis';
import { usePeriodPlayer } from '../../../shared/chart/usePeriodPlayer';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';
import { ReadingPanel } from '../../../shared/reading/ReadingPanel';
import styles from './McpPages.module.css';
import type { PastChartWithLookups } from '../../../shared/history/past-chart';

const t = texts.mcp.chart;
/** User Timing mark set each time the chart has drawn an option, with its bubble count (`npm run bench` reads it). */
export const CHART_DRAWN_MARK = 'mcp-chart:drawn';
// The groupings as the texts name them (MCP_GROUPINGS' values; importing contracts' mcp module would bring zod here).
const GROUPINGS = Object.keys(t.groupings).map(Number) as McpGrouping[];
const BASES = Object.keys(t.bases) as McpGrowthBasis[];

/** Before the first answer: the chart is drawn empty, so ECharts starts while the data travels. */
const NO_DATA: McpChartData = { grouping: 1, basis: 'year', growthThreshold: 0, periods: [] };
const NO_CATEGORIES: readonly McpChartCategory[] = [];

/** The chart page: grouping, growth basis, filter, then the chart of one period with its controls and table. */
export function McpChartPage() {
  const mcp = useCurrentAnalysis();
  const [grouping, setGrouping] = useState<McpGrouping | undefined>(undefined);
  const [basis, setBasis] = useState<McpGrowthBasis | undefined>(undefined);
  const [subcategory, setSubcategory] = useState<number | undefined>(undefined);
  const chart = useGetChartDataQuery({ companyId: mcp.company_id, query: { mcp: mcp.id, grouping, basis, subcategory } });
  const categories = useGetCategoriesAndProductsQuery(mcp.id);
  const domains = useGetDomainsQuery(mcp.id);
  const data = chart.data;
  const subcategories = (domains.data ?? []).flatMap((domain) =>
    domain.subcategories.map((item) => ({ value: item.id, label: `${domain.name}: ${item.name}` })),
  );

  return (
    <section data-testid="mcp-chart-page">
      <h2>{t.heading}</h2>
      <div className={styles.controls}>
        <SelectField
          label={t.grouping}
          value={data?.grouping ?? grouping ?? ''}
          onChange={(event) => setGrouping(Number(event.target.value) as McpGrouping)}
          disabled={!data}
          options={GROUPINGS.map((value) => ({ value, label: t.groupings[value] }))}
        />
        <SelectField
          label={t.basis}
          value={data?.basis ?? basis ?? ''}
          onChange={(event) => setBasis(event.target.value as McpGrowthBasis)}
          disabled={!data}
          options={BASES.map((value) => ({ value, label: t.bases[value] }))}
        />
        <SelectField
          label={t.filter}
          value={subcategory ?? ''}
          onChange={(event) => setSubcategory(event.target.value ? Number(event.target.value) : undefined)}
          options={[{ value: '', label: t.allSubcategories }, ...subcategories]}
        />
      </div>
      <ErrorAlert>{chart.isError ? texts.mcp.loadError : null}</ErrorAlert>
      {data && data.periods.length === 0 ? (
        <EmptyState title={t.noData} />
      ) : (
        // Another grouping or filter is another list of periods: it starts at its last period.
        // The page as it opens (the MCP's own grouping and basis, every product) has its chart's
        // first screen drawn by the server.
        <PeriodChart
          key={`${grouping ?? ''}-${subcategory ?? ''}`}
          data={data ?? NO_DATA}
          categories={categories.data ?? NO_CATEGORIES}
          mcpName={mcp.name}
          firstScreenOf={grouping === undefined && basis === undefined && subcategory === undefined ? { companyId: mcp.company_id, mcpId: mcp.id } : null}
        />
      )}
    </section>
  );
}

/** The chart of a past revision (the history): its compact chart answer, drawn as the chart page draws it, with its categories as they were. */
export function McpChartView({ chart, lookups, analysisName }: PastChartWithLookups<McpChartWire, McpChartLookups>) {
  const data = useMemo(() => expandMcpChartData(chart), [chart]);
  if (data.periods.length === 0) return <EmptyState title={t.noData} />;
  return <PeriodChart data={data} categories={lookups.categories} mcpName={analysisName} />;
}

/** The MCP whose chart page opens: its chart's first screen is the server's. */
interface FirstScreenOf {
  companyId: number;
  mcpId: number;
}

/** The MCP chart's first screen at the chart box's size (GET chart_svg). */
function McpFirstScreen({ of, width, height, onFailed }: { of: FirstScreenOf; width: number; height: number; onFailed: () => void }) {
  const svg = useGetChartSvgQuery({ companyId: of.companyId, query: { mcp: of.mcpId, width: chartSvgWidth(width), height } });
  return <FirstScreenSvg answer={svg} label={t.heading} height={height} onFailed={onFailed} />;
}

interface PeriodChartProps {
  data: McpChartData;
  categories: readonly McpChartCategory[];
  mcpName: string;
  /** The chart as the page opens (none: ECharts draws at once). */
  firstScreenOf?: FirstScreenOf | null;
}

function PeriodChart({ data, categories, mcpName, firstScreenOf = null }: PeriodChartProps) {
  const { currentCompany } = useHost();
  // The server's first screen shows the page as it opens: a period, a category or the names
  // changed by the user are drawn by ECharts (as is a PNG: ECharts draws it), from then on.
  const { live, goLive, liveChart, chartReady } = useLiveChart(firstScreenOf === null);
  const periodDates = useMemo(() => data.periods.map((period) => period.date), [data]);
  const player = usePeriodPlayer(periodDates);
  // Names on the bubbles by default while they can be read (and drawn fast); decided with the first answer.
  const [labelsChoice, setShowLabels] = useState<boolean | null>(null);
  const showLabels = labelsChoice ?? labelsByDefault(data);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  // Tooltips ask for category names when shown: the option stays the same when the categories arrive.
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const categoryName = useCallback((id: number) => categoriesRef.current.find((category) => category.id === id)?.name ?? String(id), []);
  const legend = useMemo(() => chartLegend(data, categories), [data, categories]);
  // The bubbles take their category's colour: the option changes only when a colour does (not
  // when the categories are fetched again unchanged).
  const colorsKey = JSON.stringify([...categoryColors(legend)]);
  const colors = useMemo(() => new Map<number, string>(JSON.parse(colorsKey) as [number, string][]), [colorsKey]);
  const view = useMemo(
    () => mcpChartView({ data, periodIndex: player.index, hiddenCategoryIds: hidden, showLabels, categoryName, categoryColors: colors }),
    [data, player.index, hidden, showLabels, categoryName, colors],
  );
  const period = data.periods[player.index];
  // The reading follows the period shown, compared with the one before it in the answer.
  const reading = useMemo(() => mcpReading(data, player.index), [data, player.index]);
  // The table follows the chart: React draws the chart's frame first, then the rows.
  const tablePoints = useDeferredValue(useMemo(() => [...view.drawn, ...view.withoutGrowth], [view]));

  // echarts-for-react takes this render's callbacks before it sets this render's option, so the
  // count is the one of the option just drawn.
  const markDrawn = () => performance.mark(CHART_DRAWN_MARK, { detail: { bubbles: view.drawn.length } });

  const exportPng = async () => {
    if (!period) return;
    const chart = await liveChart();
    const watermark = currentCompany?.company_mode === CompanyMode.Demo ? DEMO_WATERMARK : null;
    const caption = {
      title: t.heading,
      details: [mcpName, currentCompany?.fantasy_name ?? '', periodCaption(period), comparisonLine(period, data.grouping)],
      // The legend as shown: the categories drawn.
      legend: legendEntries(
        legend.filter((category) => !hidden.has(category.id)),
        colors,
      ),
    };
    // Loaded when asked for: the chart page opens without it (issue 23).
    const { chartPng, downloadBlob, pngFileName } = await import('../../../shared/chart/export-png');
    downloadBlob(await chartPng(chart, caption, watermark), pngFileName(t.fileName, mcpName, period.label));
  };

  return (
    <>
      <div role="toolbar" aria-label={t.controls} className={styles.controls}>
        <SelectField
          label={t.period}
          value={period ? player.index : ''}
          onChange={(event) => {
            goLive();
            player.select(Number(event.target.value));
          }}
          disabled={!period}
          options={data.periods.map((item, index) => ({ value: index, label: periodCaption(item) }))}
        />
        <Button
          onClick={() => {
            goLive();
            player.toggle();
          }}
          disabled={data.periods.length < 2} aria-pressed={player.playing}>
          {player.playing ? t.pause : t.play}
        </Button>
        <CheckboxField label={t.showLabels} checked={showLabels} onChange={(event) => {
            goLive();
            setShowLabels(event.target.checked);
          }}
        />
        <Button onClick={() => void exportPng()} disabled={!period}>
          {t.exportPng}
        </Button>
      </div>
      <ChartLegend
        categories={legend}
        colors={colors}
        hidden={hidden}
        onToggle={(id) => {
          goLive();
          setHidden((current) => new Set(current.has(id) ? [...current].filter((item) => item !== id) : [...current, id]));
        }}
      />
      <p aria-live="polite" data-testid="mcp-chart-period">
        {period ? periodCaption(period) : ''}
      </p>
      {period && <p data-testid="mcp-chart-comparison">{comparisonLine(period, data.grouping)}</p>}
      <BubbleChart
        option={view.option}
        height={520}
        animateUpdates
        firstScreen={live || !firstScreenOf ? null : (size) => <McpFirstScreen of={firstScreenOf} {...size} onFailed={goLive} />}
        onChartReady={(instance) => {
          chartReady(instance);
          // The instance's first option is drawn by now (its "finished" came before this callback).
          markDrawn();
        }}
        onFinished={markDrawn}
      />
      {view.withoutGrowth.length > 0 && (
        <div data-testid="mcp-without-growth">
          <p>{t.withoutGrowth}</p>
          <ul>
            {view.withoutGrowth.map((point) => (
              <li key={point.productId}>{point.name}</li>
            ))}
          </ul>
        </div>
      )}
      {period && <ReadingPanel reading={reading} />}
      {period && <ChartTable points={tablePoints} exportAs={{ mcpName, periodLabel: period.label }} />}
    </>
  );
}
