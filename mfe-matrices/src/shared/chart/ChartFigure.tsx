import { useRef, useState } from 'react';
import { CompanyMode, DEMO_WATERMARK } from 'contracts';
import { useHost } from 'contracts/client';
import { Button, ErrorAlert } from 'contracts/ui';
import * as texts from '../../texts';
import { BubbleChart, type BubbleChartProps, type ChartInstance } from './BubbleChart';
import { chartPng, downloadBlob, pngFileName } from './export-png';

export interface ChartFigureProps {
  /** What the chart shows, as its caption and accessible name. */
  title: string;
  option: BubbleChartProps['option'];
  height?: number;
  /** What the PNG's file name is made of (e.g. 'matriz-ambiental', the analysis name, the title). */
  fileNameParts: readonly string[];
  testId: string;
}

/**
 * A chart of an analysis with its caption and "Exportar PNG": the image is the chart as
 * drawn, with the "DEMONSTRAÇÃO" watermark for a demo company (DECISIONS.md §3).
 */
export function ChartFigure({ title, option, height, fileNameParts, testId }: ChartFigureProps) {
  const { currentCompany } = useHost();
  const chart = useRef<ChartInstance | null>(null);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportPng = async () => {
    if (!chart.current) return;
    setExporting(true);
    setFailed(false);
    try {
      const watermark = currentCompany?.company_mode === CompanyMode.Demo ? DEMO_WATERMARK : null;
      downloadBlob(await chartPng(chart.current, watermark), pngFileName(...fileNameParts, title));
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
      <BubbleChart option={option} height={height} onChartReady={(instance) => (chart.current = instance)} />
      <ErrorAlert>{failed ? texts.analyses.exportFailed : null}</ErrorAlert>
    </figure>
  );
}
