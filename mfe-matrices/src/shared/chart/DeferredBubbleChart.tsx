import { useEffect, useState } from 'react';
import { BubbleChart, type BubbleChartProps } from './BubbleChart';

const CHART_HEIGHT = 480;
/** How long after its paint a frame may take to reach the screen (software compositing, a busy machine). */
const PRESENTATION_MS = 100;

/**
 * BubbleChart for a page opened first (a guest's landing): ECharts, the largest chunk of a chart
 * page, is asked for only once the page has painted, so the page's heading and controls never
 * wait for it (Lighthouse LCP of /uilab/matrixchart, issue 13); its place is kept meanwhile.
 */
export function DeferredBubbleChart({ height = CHART_HEIGHT, ...props }: BubbleChartProps) {
  // An effect may run before the page's paint (and ECharts' evaluation would then delay it); a
  // task queued from the next animation frame runs after that frame's paint, which reaches the
  // screen up to PRESENTATION_MS later.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), PRESENTATION_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (!painted) return <div data-testid="matrix-chart-loading" style={{ height }} />;
  return <BubbleChart {...props} height={height} />;
}
