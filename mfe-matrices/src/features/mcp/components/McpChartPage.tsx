import { useMemo, useRef, useState } from 'react';
import { CompanyMode, DEMO_WATERMARK, type McpChartData, type McpGrouping } from 'contracts';
import { useHost } from 'contracts/client';
import { BubbleChart, type ChartInstance } from '../../../shared/chart/BubbleChart';
import { texts } from '../../../texts';
import { useGetCategoriesAndProductsQuery, useGetChartDataQuery, useGetDomainsQuery } from '../api/mcp-api';
import { chartPng, downloadBlob, pngFileName } from '../chart/export-png';
import { mcpChartView } from '../chart/mcp-chart-option';
import { useCurrentMcp } from '../hooks/current-mcp';
import { usePeriodPlayer } from '../hooks/usePeriodPlayer';
import { ChartLegend } from './ChartLegend';
import { ChartTable } from './ChartTable';

const t = texts.mcp.chart;
// The groupings as the texts name them (MCP_GROUPINGS' values; importing contracts' mcp module would bring zod here).
const GROUPINGS = Object.keys(t.groupings).map(Number) as McpGrouping[];

/** The chart page: grouping, filter, then the chart of one period with its controls and table. */
export function McpChartPage() {
  const mcp = useCurrentMcp();
  const [grouping, setGrouping] = useState<McpGrouping | undefined>(undefined);
  const [subcategory, setSubcategory] = useState<number | undefined>(undefined);
  const chart = useGetChartDataQuery({ companyId: mcp.companyId, query: { mcp: mcp.id, grouping, subcategory } });
  const categories = useGetCategoriesAndProductsQuery(mcp.id);
  const domains = useGetDomainsQuery(mcp.id);
  const data = chart.data;

  return (
    <section data-testid="mcp-chart-page">
      <h2>{t.heading}</h2>
      <div role="group" aria-label={t.heading}>
        <label>
          {t.grouping}{' '}
          <select
            value={data?.grouping ?? grouping ?? ''}
            onChange={(event) => setGrouping(Number(event.target.value) as McpGrouping)}
            disabled={!data}
          >
            {GROUPINGS.map((value) => (
              <option key={value} value={value}>
                {t.groupings[value]}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t.filter}{' '}
          <select value={subcategory ?? ''} onChange={(event) => setSubcategory(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{t.allSubcategories}</option>
            {(domains.data ?? []).map((domain) => (
              <optgroup key={domain.id} label={domain.name}>
                {domain.subcategories.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </div>
      {chart.isError && <p role="alert">{texts.mcp.loadError}</p>}
      {data && data.periods.length === 0 && <p>{t.noData}</p>}
      {data && data.periods.length > 0 && (
        // Another grouping or filter is another list of periods: it starts at its last period.
        <PeriodChart key={`${data.grouping}-${subcategory ?? ''}`} data={data} categories={categories.data ?? []} mcpName={mcp.name} />
      )}
    </section>
  );
}

function PeriodChart({ data, categories, mcpName }: { data: McpChartData; categories: { id: number; name: string; color: number }[]; mcpName: string }) {
  const { currentCompany } = useHost();
  const periodDates = useMemo(() => data.periods.map((period) => period.date), [data]);
  const player = usePeriodPlayer(periodDates);
  const [showLabels, setShowLabels] = useState(true);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const chartRef = useRef<ChartInstance | null>(null);
  const view = useMemo(
    () => mcpChartView({ data, periodIndex: player.index, categories, hiddenCategoryIds: hidden, showLabels }),
    [data, player.index, categories, hidden, showLabels],
  );
  const period = data.periods[player.index]!;

  const exportPng = async () => {
    if (!chartRef.current) return;
    const watermark = currentCompany?.company_mode === CompanyMode.Demo ? DEMO_WATERMARK : null;
    downloadBlob(await chartPng(chartRef.current, watermark), pngFileName(texts.mcp.chart.fileName, mcpName, period.label));
  };

  return (
    <>
      <div role="toolbar" aria-label={t.controls}>
        <label>
          {t.period}{' '}
          <select value={player.index} onChange={(event) => player.select(Number(event.target.value))}>
            {data.periods.map((item, index) => (
              <option key={item.date} value={index}>
                {item.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="button" onClick={player.toggle} disabled={data.periods.length < 2} aria-pressed={player.playing}>
          {player.playing ? t.pause : t.play}
        </button>{' '}
        <label>
          <input type="checkbox" checked={showLabels} onChange={(event) => setShowLabels(event.target.checked)} /> {t.showLabels}
        </label>{' '}
        <button type="button" onClick={() => void exportPng()}>
          {t.exportPng}
        </button>
      </div>
      <ChartLegend
        categories={view.legend}
        hidden={hidden}
        onToggle={(id) => setHidden((current) => new Set(current.has(id) ? [...current].filter((item) => item !== id) : [...current, id]))}
      />
      <p aria-live="polite" data-testid="mcp-chart-period">
        {period.label}
      </p>
      <BubbleChart option={view.option} height={520} animateUpdates onChartReady={(instance) => (chartRef.current = instance)} />
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
      <ChartTable points={[...view.drawn, ...view.withoutGrowth]} />
    </>
  );
}
