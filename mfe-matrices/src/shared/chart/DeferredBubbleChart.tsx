import { lazy, Suspense, useEffect, useState } from 'react';
import type { BubbleChartProps } from './BubbleChart';

const CHART_HEIGHT = 480;

// ECharts is the largest chunk of a chart page: asked for once the page has painted, so the
// page's heading and controls never wait for it (Lighthouse LCP of /uilab/matrixchart, issue 13).
const BubbleChart = lazy(() => import('./BubbleChart').then((module) => ({ default: module.BubbleChart })));

/** BubbleChart for a page opened first (a guest's landing): its place is kept while ECharts loads. */
export function DeferredBubbleChart({ height = CHART_HEIGHT, ...props }: BubbleChartProps) {
  // Effects run after the first paint: only then is ECharts loaded.
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const place = <div data-testid="matrix-chart-loading" style={{ height }} />;
  if (!painted) return place;
  return (
    <Suspense fallback={place}>
      <BubbleChart {...props} height={height} />
    </Suspense>
  );
}
