import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChartInstance, ChartOption } from 'contracts/chart';
import { usePagePainted } from '../paint/usePagePainted';

// ECharts is the product's one shared copy (contracts/chart): every chart of the matrices draws
// through this one component, and the access analytics page through the same module.
export type { ChartInstance };

// Imported when a chart is first drawn, not with the page: a page importing it statically waits
// for ECharts (the shell's largest chunk) to download and run before it renders its heading and
// asks for its data; on a phone that is seconds (docs/PERFORMANCE.md, issue 23). Asked for once
// the page has painted (Lighthouse LCP on a phone: 2.4 s when ECharts came after the page's
// first paint, 3.5 s when before); once asked for, later charts draw at once.
let echartsRequested = false;
const EChart = lazy(() => {
  echartsRequested = true;
  return import('contracts/chart').then((module) => ({ default: module.EChart }));
});

export interface BubbleChartProps {
  option: ChartOption;
  height?: number;
  /**
   * Keep the series from one option to the next (matched by id), so ECharts animates the
   * bubbles to their new places; otherwise each option replaces the chart.
   */
  animateUpdates?: boolean;
  /** The ECharts instance, once created (export to PNG). */
  onChartReady?: (chart: ChartInstance) => void;
  /** Called each time ECharts has drawn an option completely. */
  onFinished?: () => void;
  /**
   * The chart's first screen, drawn by the server at the chart box's size (FirstScreenSvg), shown
   * in ECharts' place until the user points at, touches or focuses the chart: only then does
   * ECharts load and draw (on a phone its code and its first draw block the page for most of a
   * second, docs/PERFORMANCE.md). None: ECharts draws at once (the chart differs from its first
   * screen: another period, filter, …). Once ECharts draws, it stays.
   */
  firstScreen?: ((size: { width: number; height: number }) => ReactNode) | null;
}

/** Where the pointer woke the chart (px in its box): the tooltip it pointed at shows once ECharts is there. */
interface WakingPoint {
  x: number;
  y: number;
}

export function BubbleChart({ option, height = 480, animateUpdates = false, onChartReady, onFinished, firstScreen }: BubbleChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [woken, setWoken] = useState(false);
  const wakingPoint = useRef<WakingPoint | null>(null);
  const live = woken || !firstScreen;
  // The first screen is drawn at the box's width, known once the box is laid out.
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!live && frame.current) setWidth(frame.current.clientWidth);
  }, [live]);
  const wake = (event?: { clientX: number; clientY: number }) => {
    if (live) return;
    const box = frame.current?.getBoundingClientRect();
    // A tap also focuses the chart: the focus, which has no point, keeps the tap's.
    if (event && box) wakingPoint.current = { x: event.clientX - box.left, y: event.clientY - box.top };
    setWoken(true);
  };
  // A tap anywhere off the chart closes its tooltip. ECharts closes it when the pointer leaves
  // the chart, which a phone's browser does not always report for a tap elsewhere (issue 23).
  useEffect(() => {
    const closeTooltip = (event: PointerEvent) => {
      if (chart.current && !frame.current?.contains(event.target as Node)) chart.current.dispatchAction({ type: 'hideTip' });
    };
    document.addEventListener('pointerdown', closeTooltip, { capture: true, passive: true });
    return () => document.removeEventListener('pointerdown', closeTooltip, { capture: true });
  }, []);
  const painted = usePagePainted(echartsRequested) && live;
  // Each option reaches ECharts in a render of its own, after the page's (a transition React
  // starts once the page has committed): ECharts' setOption, a few hundred ms on a phone's CPU,
  // is then a task of its own instead of the end of the page's render, which on a phone made
  // one task of both.
  const drawn = useDeferredValue<ChartOption | null>(option, null);
  // The chart's place is kept until ECharts is there.
  const place = <div data-testid="matrix-chart-loading" style={{ height }} />;
  if (!live) {
    return (
      <div data-testid="matrix-chart" ref={frame} onPointerEnter={wake} onPointerDown={wake} onFocus={() => wake()} onKeyDown={() => wake()}>
        {width === null ? place : firstScreen({ width, height })}
      </div>
    );
  }
  return (
    <div data-testid="matrix-chart" ref={frame}>
      {painted && drawn ? (
        <Suspense fallback={place}>
          <EChart
          option={drawn}
          notMerge={!animateUpdates}
          replaceMerge={animateUpdates ? ['series'] : undefined}
          style={{ height, width: '100%' }}
          onChartReady={(instance) => {
            chart.current = instance;
            // The mark the user pointed at on the first screen gets its tooltip now, once ECharts
            // has laid out what it drew (it paints in its next frame; until then no mark is found at the point).
            const point = wakingPoint.current;
            wakingPoint.current = null;
            if (point) {
              instance.getZr().refreshImmediately();
              instance.dispatchAction({ type: 'showTip', ...point });
            }
            onChartReady?.(instance);
          }}
          onEvents={onFinished ? { finished: onFinished } : undefined}
          />
        </Suspense>
      ) : (
        place
      )}
    </div>
  );
}
