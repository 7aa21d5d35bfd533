import { useCallback, useRef, useState } from 'react';
import type { ChartInstance } from './BubbleChart';

/** A chart that may open on its server-drawn first screen (BubbleChart `firstScreen`), and ECharts' instance once it draws. */
export interface LiveChart {
  /** ECharts draws the chart (no first screen, or not any more). */
  live: boolean;
  /** From now on ECharts draws the chart: the user changed what it shows. */
  goLive: () => void;
  /** ECharts' instance, loading ECharts first while the first screen is shown (a PNG is ECharts' drawing). */
  liveChart: () => Promise<ChartInstance>;
  /** BubbleChart's `onChartReady`: the instance, for `liveChart`. */
  chartReady: (instance: ChartInstance) => void;
}

/**
 * The first screen shows the chart as its page opens: a control that changes the chart (a
 * period, a filter, the names) or a PNG export has ECharts draw it, from then on. `startsLive`:
 * the chart has no first screen.
 */
export function useLiveChart(startsLive: boolean): LiveChart {
  const [live, setLive] = useState(startsLive);
  const goLive = useCallback(() => setLive(true), []);
  const instance = useRef<ChartInstance | null>(null);
  const waiting = useRef<((chart: ChartInstance) => void) | null>(null);
  const liveChart = useCallback(
    (): Promise<ChartInstance> =>
      instance.current
        ? Promise.resolve(instance.current)
        : new Promise((resolve) => {
            waiting.current = resolve;
            setLive(true);
          }),
    [],
  );
  const chartReady = useCallback((chart: ChartInstance) => {
    instance.current = chart;
    waiting.current?.(chart);
    waiting.current = null;
  }, []);
  return { live, goLive, liveChart, chartReady };
}
