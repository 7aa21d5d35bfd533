import { useEffect } from 'react';
import { chartSvgWidth } from 'contracts';
import { useCurrentAnalysis } from '../analyses/current-analysis';

export interface FirstScreenSvgProps {
  /** The chart_svg call's state: its answer once it arrives, or its failure (the chart is then drawn by ECharts instead). */
  answer: { data?: { svg: string }; isError: boolean };
  /** What the chart shows: the image's accessible name. */
  label: string;
  height: number;
  onFailed: () => void;
}

/** What a page's first screen of one of its named charts is given (the Ambiental and SWOT pages draw two each). */
export interface NamedFirstScreenProps<Name extends string> {
  chart: Name;
  label: string;
  width: number;
  height: number;
  onFailed: () => void;
}

/**
 * A chart's first screen (BubbleChart `firstScreen`): the SVG the server drew with ECharts at the
 * chart box's size, inline, in the box ECharts draws in later. ECharts escapes the texts it
 * writes into it (the names are user data).
 */
export function FirstScreenSvg({ answer, label, height, onFailed }: FirstScreenSvgProps) {
  const failed = answer.isError;
  const svg = answer.data?.svg;
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  return <div role="img" aria-label={label} data-testid="chart-first-screen" style={{ height }} dangerouslySetInnerHTML={svg === undefined ? undefined : { __html: svg }} />;
}

/** A kind's chart_svg call for one of its named charts, as its api's hook makes it. */
type NamedChartSvgCall<Name extends string> = (analysisId: number, query: { chart: Name; width: number; height: number }) => FirstScreenSvgProps['answer'];

/** The first screen of a page's named chart: the current analysis's chart, asked for at its box's size. */
export function namedFirstScreen<Name extends string>(useChartSvg: NamedChartSvgCall<Name>) {
  return function NamedFirstScreen({ chart, label, width, height, onFailed }: NamedFirstScreenProps<Name>) {
    const analysis = useCurrentAnalysis();
    const answer = useChartSvg(analysis.id, { chart, width: chartSvgWidth(width), height });
    return <FirstScreenSvg answer={answer} label={label} height={height} onFailed={onFailed} />;
  };
}
