import { createContext, type RefObject, startTransition, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { CHART_SVG_HEIGHT, type ChartSvg } from 'contracts';
import type { ChartOption } from 'contracts/chart';
import { ChartKey } from '../chart/ChartKey';
import type { LegendEntry } from '../chart/export-png';
import styles from './Report.module.css';

/** Width the report's charts are drawn at: the A4 page's width inside its margins (Report.module.css). */
export const REPORT_CHART_WIDTH = 680;

/** A report chart's size, as its kind's chart_svg is asked for it. */
export interface ReportChartSize {
  width: number;
  height: number;
}

/** A kind's chart_svg call (its api's query hook) and its arguments for the chart at a size. */
export interface ReportChartSvg<Args> {
  useQuery: (args: Args | typeof skipToken) => { currentData?: ChartSvg; isError: boolean };
  args: (size: ReportChartSize) => Args;
}

export interface ReportChartProps<Args> {
  title: string;
  /** The chart drawn by the server: the same option as `option`, at the report's size. */
  svg: ReportChartSvg<Args>;
  /** The analysis's ECharts option, from the builder the server draws with: drawn in the browser only when the server cannot draw it. */
  option: ChartOption;
  height: number;
  testId: string;
  /** What the bubbles' colours stand for. */
  legend?: readonly LegendEntry[];
}

/**
 * How near the viewport a chart is asked for: a quarter of a screen ahead. A whole screen asked
 * for the first sections' charts while the report was still filling in (every section short).
 */
const NEAR = '25% 0px';

/** The report's charts not drawn yet: the print button waits for them. */
class ChartsToDraw {
  private readonly waiting = new Set<object>();
  private whenDone: (() => void)[] = [];

  set(chart: object, drawn: boolean): void {
    if (drawn) this.waiting.delete(chart);
    else this.waiting.add(chart);
    if (this.waiting.size === 0) for (const done of this.whenDone.splice(0)) done();
  }

  allDrawn(): Promise<void> {
    return this.waiting.size === 0 ? Promise.resolve() : new Promise((resolve) => this.whenDone.push(resolve));
  }
}

interface ReportPrint {
  /** "Imprimir / Salvar PDF" was pressed: every chart is asked for now. */
  asked: boolean;
  charts: ChartsToDraw;
}

/** The report's print, given to its charts (ReportDocument provides it). */
export const ReportPrintContext = createContext<ReportPrint>({ asked: false, charts: new ChartsToDraw() });

/**
 * The report's print: `print` asks every chart of the report for its drawing, then opens the
 * browser's print dialog once the last one is drawn; `value` is what ReportPrintContext gives the charts.
 */
export function useReportPrint(): { print: () => void; value: ReportPrint } {
  const [asked, setAsked] = useState(false);
  const [charts] = useState(() => new ChartsToDraw());
  const value = useMemo(() => ({ asked, charts }), [asked, charts]);
  const print = () => {
    setAsked(true);
    void charts.allDrawn().then(() => window.print());
  };
  return { print, value };
}

/** What the report takes of ECharts when the server cannot draw a chart: its SVG drawing. */
interface ChartModule {
  chartSvg: typeof import('contracts/chart').chartSvg;
}
let rendererLoad: Promise<ChartModule> | null = null;
const loadChartRenderer = (): Promise<ChartModule> => (rendererLoad ??= import('contracts/chart').then(({ chartSvg }) => ({ chartSvg })));

/** ECharts' SVG drawing once `wanted` (it is loaded then, never with the report). */
function useRenderer(wanted: boolean): ChartModule | null {
  const [renderer, setRenderer] = useState<ChartModule | null>(null);
  useEffect(() => {
    if (wanted && !renderer) void loadChartRenderer().then(setRenderer);
  }, [wanted, renderer]);
  return wanted ? renderer : null;
}

const printMedia = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

/**
 * Whether the chart at `target` is to be drawn: once it comes near the viewport (in a
 * transition, so scrolling never waits for it), when the page is printed (the browser's
 * `beforeprint`, print media) and when the print button asks. Without IntersectionObserver (an
 * old browser, a test DOM) at once.
 */
function useWanted(target: RefObject<HTMLElement | null>, asked: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || printMedia()?.matches === true);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const now = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && startTransition(now), { rootMargin: NEAR });
    observer.observe(element);
    const media = printMedia();
    const onMedia = (event: MediaQueryListEvent) => event.matches && now();
    window.addEventListener('beforeprint', now);
    media?.addEventListener('change', onMedia);
    // Print media that came between the render and this effect sent its change to no one.
    if (media?.matches) now();
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', now);
      media?.removeEventListener('change', onMedia);
    };
  }, [near, target]);
  return near || asked;
}

/**
 * A chart of a report, shown as an image at a fixed size, so it prints sharp at any zoom and
 * never depends on the width of the window it was opened in. The server draws it (the kind's
 * chart_svg, the same option as the chart page's) when it is about to be seen or printed: the
 * report loads no ECharts. A chart the server cannot draw (its answer failed, a heat map taller
 * than the server draws) is drawn by ECharts in the browser. Its place is kept at its size
 * meanwhile, and it carries its test id once drawn.
 */
export function ReportChart<Args>({ title, svg, option, height, testId, legend = [] }: ReportChartProps<Args>) {
  const figure = useRef<HTMLElement>(null);
  const { asked, charts } = useContext(ReportPrintContext);
  const wanted = useWanted(figure, asked);
  const drawable = height >= CHART_SVG_HEIGHT.min && height <= CHART_SVG_HEIGHT.max;
  const answer = svg.useQuery(wanted && drawable ? svg.args({ width: REPORT_CHART_WIDTH, height }) : skipToken);
  const renderer = useRenderer(wanted && (!drawable || answer.isError));
  const served = answer.currentData?.svg;
  const src = useMemo(() => {
    const markup = served ?? renderer?.chartSvg(option, REPORT_CHART_WIDTH, height);
    return markup === undefined ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  }, [served, renderer, option, height]);
  const drawn = src !== null;
  useEffect(() => {
    const chart = figure.current!;
    charts.set(chart, drawn);
    return () => charts.set(chart, true);
  }, [charts, drawn]);
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
