import { type RefObject, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ChartOption } from 'contracts/chart';
import { ChartKey } from '../chart/ChartKey';
import type { LegendEntry } from '../chart/export-png';
import styles from './Report.module.css';

/** Width the report's charts are drawn at: the A4 page's width inside its margins (Report.module.css). */
export const REPORT_CHART_WIDTH = 680;

export interface ReportChartProps {
  title: string;
  /** An analysis's ECharts option, from the same builder its chart page uses. */
  option: ChartOption;
  height: number;
  testId: string;
  /** What the bubbles' colours stand for. */
  legend?: readonly LegendEntry[];
}

/** What a report takes of ECharts: its SVG drawing. */
interface ChartModule {
  chartSvg: typeof import('contracts/chart').chartSvg;
}
/**
 * How near the viewport a chart is drawn: a quarter of a screen ahead. A whole screen drew the
 * first sections' charts while the report was still filling in (every section short), which
 * cost a phone as much as drawing them all.
 */
const NEAR = '25% 0px';
let renderer: ChartModule | null = null;
let rendererLoad: Promise<ChartModule> | null = null;

/**
 * ECharts' SVG drawing, loaded once and not with the page: the report's text never waits for
 * ECharts (its largest file) to arrive and run. Resolves when charts can be drawn at once.
 */
export function loadChartRenderer(): Promise<ChartModule> {
  rendererLoad ??= import('contracts/chart').then(({ chartSvg }) => (renderer = { chartSvg }));
  return rendererLoad;
}

/**
 * The renderer once the chart at `target` is to be drawn, else null. ECharts is asked for when
 * the chart's place first shows, so it is there before it is needed. A chart is drawn once it
 * comes near the viewport (in a transition, so scrolling never waits for it), and
 * at once, synchronously, when the page is printed ("Imprimir / Salvar PDF" waits for ECharts,
 * then the browser's print asks first; print media too), so paper never lacks a chart. Without
 * IntersectionObserver (an old browser, a test DOM) it is drawn as soon as ECharts is there.
 */
function useDrawing(target: RefObject<HTMLElement | null>): ChartModule | null {
  const [needed, setNeeded] = useState(() => typeof IntersectionObserver === 'undefined' || printMedia()?.matches === true);
  const [loaded, setLoaded] = useState(() => renderer);
  useEffect(() => {
    if (!loaded) void loadChartRenderer().then(setLoaded);
  }, [loaded]);
  const drawn = needed && loaded !== null;
  useEffect(() => {
    const element = target.current;
    if (drawn || !element) return;
    const now = () =>
      flushSync(() => {
        setNeeded(true);
        setLoaded(renderer);
      });
    const observer = needed
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(() => setNeeded(true)), {
          rootMargin: NEAR,
        });
    observer?.observe(element);
    const media = printMedia();
    const onMedia = (event: MediaQueryListEvent) => event.matches && now();
    window.addEventListener('beforeprint', now);
    media?.addEventListener('change', onMedia);
    return () => {
      observer?.disconnect();
      window.removeEventListener('beforeprint', now);
      media?.removeEventListener('change', onMedia);
    };
  }, [drawn, needed, target]);
  return drawn ? loaded : null;
}

const printMedia = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

/**
 * A chart of a report: drawn once at a fixed size as SVG and shown as an image, so it prints
 * sharp at any zoom and never depends on the width of the window it was opened in. Drawn when
 * it is about to be seen or printed (issue 23): loading ECharts with the page and drawing every
 * chart of the company report as it opened kept a phone waiting for seconds. Its place is kept
 * at its size meanwhile, and it carries its test id once drawn.
 */
export function ReportChart({ title, option, height, testId, legend = [] }: ReportChartProps) {
  const figure = useRef<HTMLElement>(null);
  const drawing = useDrawing(figure);
  const src = useMemo(
    () => drawing && `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.chartSvg(option, REPORT_CHART_WIDTH, height))}`,
    [drawing, option, height],
  );
  return (
    <figure ref={figure} className={styles.figure} data-testid={src ? testId : undefined}>
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
