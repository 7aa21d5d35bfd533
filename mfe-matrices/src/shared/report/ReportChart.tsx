import { useDeferredValue, useMemo } from 'react';
import { chartSvg } from 'contracts/chart';
import { ChartKey } from '../chart/ChartKey';
import type { LegendEntry } from '../chart/export-png';
import styles from './Report.module.css';

/** Width the report's charts are drawn at: the A4 page's width inside its margins (Report.module.css). */
export const REPORT_CHART_WIDTH = 680;

export interface ReportChartProps {
  title: string;
  /** An analysis's ECharts option, from the same builder its chart page uses. */
  option: Parameters<typeof chartSvg>[0];
  height: number;
  testId: string;
  /** What the bubbles' colours stand for. */
  legend?: readonly LegendEntry[];
}

/**
 * A chart of a report: drawn once at a fixed size as SVG and shown as an image, so it prints
 * sharp at any zoom and never depends on the width of the window it was opened in. Drawn in a
 * deferred render (issue 23): the report's text shows first, then each chart in a task of its
 * own, where drawing them all in one render blocked a phone for seconds. Its place is kept at
 * its size meanwhile, and it carries its test id once drawn.
 */
export function ReportChart({ title, option, height, testId, legend = [] }: ReportChartProps) {
  const drawn = useDeferredValue(option, null);
  const src = useMemo(() => drawn && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(chartSvg(drawn, REPORT_CHART_WIDTH, height))}`, [drawn, height]);
  return (
    <figure className={styles.figure} data-testid={src ? testId : undefined}>
      {src ? (
        <img className={styles.chart} src={src} alt={title} width={REPORT_CHART_WIDTH} height={height} />
      ) : (
        <div className={styles.chart} style={{ aspectRatio: `${REPORT_CHART_WIDTH} / ${height}` }} aria-busy="true" />
      )}
      <figcaption>{title}</figcaption>
      <ChartKey entries={legend} testId={`${testId}-legend`} />
    </figure>
  );
}
