import { z } from 'zod';
import { wholeNumber } from '../ids.js';
import { CHART_SVG_HEIGHT, CHART_SVG_WIDTH } from '../chart-options/chart-svg-size.js';
import { MESSAGES } from '../messages.js';

const pixels = (bounds: { min: number; max: number }, message: string) =>
  wholeNumber(message).pipe(z.number().min(bounds.min, message).max(bounds.max, message));

/** The size of a chart's first screen (px). */
export const chartSvgSizeSchema = z.object({
  width: pixels(CHART_SVG_WIDTH, MESSAGES.chartWidthInvalid),
  height: pixels(CHART_SVG_HEIGHT, MESSAGES.chartHeightInvalid),
});

/** A chart's first screen: the SVG document, drawn as the page draws the chart. */
export const chartSvgSchema = z.object({ svg: z.string() });
export type ChartSvg = z.infer<typeof chartSvgSchema>;
