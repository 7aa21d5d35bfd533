import { lazy, Suspense, useEffect, useState } from 'react';
import type { BubbleChartProps } from './BubbleChartCanvas';

export type { BubbleChartProps, ChartInstance } from './BubbleChartCanvas';

const CHART_HEIGHT = 480;

// ECharts is the largest chunk of a chart page: it is asked for once the page has painted, so
// the page's heading and controls never wait for it (Lighthouse LCP, issue 13).
const BubbleChartCanvas = lazy(() => import('./BubbleChartCanvas'));

/** The chart (BubbleChartCanvas) with its place kept while ECharts loads. */
export function BubbleChart({ height = CHART_HEIGHT, ...props }: BubbleChartProps) {
  // Effects run after the first paint: only then is ECharts loaded.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const place = <div data-testid="matrix-chart-loading" style={{ height }} />;
  if (!painted) return place;
  return (
    <Suspense fallback={place}>
      <BubbleChartCanvas {...props} height={height} />
    </Suspense>
  );
}
