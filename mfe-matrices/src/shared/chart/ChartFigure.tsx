import { useState } from 'react';
import { CompanyMode, DEMO_WATERMARK } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ErrorAlert } from 'contracts/ui';
import * as texts from '../../texts';
import { useCurrentAnalysis } from '../analyses/current-analysis';
import { BubbleChart, type BubbleChartProps } from './BubbleChart';
import { ChartKey } from './ChartKey';
import type { LegendEntry } from './export-png';
import { useLiveChart } from './useLiveChart';

export interface ChartFigureProps {
  /** What the chart shows, as its caption and accessible name. */
  title: string;
  option: BubbleChartProps['option'];
  height?: number;
  /** What the PNG's file name is made of (e.g. 'matriz-ambiental', the analysis name, the title). */
  fileNameParts: readonly string[];
  testId: string;
  /** The period shown (e.g. 'Outubro/2024'), in the image's details. */
  period?: string;
  /** What the colours stand for: listed under the chart and in the image. */
  legend?: readonly LegendEntry[];
  /** The chart's first screen, drawn by the server, until ECharts is needed (BubbleChart `firstScreen`); none: ECharts draws at once. */
  firstScreen?: BubbleChartProps['firstScreen'];
}

/**
 * A chart of an analysis with its caption, its legend and "Exportar PNG": the image is the chart
 * as drawn with its title, the analysis, company and period, the legend, and the
 * "DEMONSTRAÇÃO" watermark for a demo company (docs/domain/plans-and-limits.md).
 */
export function ChartFigure({ title, option, height, fileNameParts, testId, period, legend, firstScreen }: ChartFigureProps) {
  const { currentCompany } = useHost();
  const analysis = useCurrentAnalysis();
  // A PNG is ECharts' drawing: asked for on the first screen, it loads ECharts first.
  const { live, liveChart, chartReady } = useLiveChart(false);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportPng = async () => {
    setExporting(true);
    setFailed(false);
    try {
      const chart = await liveChart();
      const watermark = currentCompany?.company_mode === CompanyMode.Demo ? DEMO_WATERMARK : null;
      const details = [analysis.name, currentCompany?.fantasy_name ?? '', period ?? ''];
      // Loaded when asked for: the chart pages open without it (issue 23).
      const { chartPng, downloadBlob, pngFileName } = await import('./export-png');
      downloadBlob(await chartPng(chart, { title, details, legend }, watermark), pngFileName(...fileNameParts, title));
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return (
    <figure data-testid={testId} aria-label={title} style={{ margin: '16px 0' }}>
      <figcaption style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'space-between' }}>
        <strong>{title}</strong>
        <Button size="small" onClick={() => void exportPng()} busy={exporting} aria-label={`${texts.analyses.exportPng}: ${title}`}>
          {texts.analyses.exportPng}
        </Button>
      </figcaption>
      <BubbleChart option={option} height={height} firstScreen={live ? null : firstScreen} onChartReady={chartReady} />
      {/* Under the chart: it fills in with the points, and the chart above it never moves. */}
      <ChartKey entries={legend ?? []} testId={`${testId}-legend`} />
      <ErrorAlert>{failed ? texts.analyses.exportFailed : null}</ErrorAlert>
    </figure>
  );
}
