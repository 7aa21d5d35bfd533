import { useEffect } from 'react';

export interface FirstScreenSvgProps {
  /** The server's SVG of the chart (undefined while it travels). */
  svg: string | undefined;
  /** What the chart shows: the image's accessible name. */
  label: string;
  height: number;
  /** The server could not draw it: the chart is drawn by ECharts instead. */
  failed: boolean;
  onFailed: () => void;
}

/**
 * A chart's first screen (BubbleChart `firstScreen`): the SVG the server drew with ECharts at the
 * chart box's size, inline, in the box ECharts draws in later. ECharts escapes the texts it
 * writes into it (the names are user data).
 */
export function FirstScreenSvg({ svg, label, height, failed, onFailed }: FirstScreenSvgProps) {
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  return <div role="img" aria-label={label} data-testid="chart-first-screen" style={{ height }} dangerouslySetInnerHTML={svg === undefined ? undefined : { __html: svg }} />;
}
