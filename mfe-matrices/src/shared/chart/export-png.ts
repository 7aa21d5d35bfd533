import type { ChartInstance } from './BubbleChart';

/** The 2D-context calls the watermark needs (a canvas's, or a recording one in tests). */
export type WatermarkContext = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'translate' | 'rotate' | 'fillText' | 'font' | 'fillStyle' | 'textAlign' | 'textBaseline'
>;

/** The demo watermark (docs/domain/plans-and-limits.md): the text across the middle of the image, diagonal, translucent red. */
export function drawWatermark(context: WatermarkContext, width: number, height: number, text: string): void {
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(-Math.atan2(height, width));
  context.font = `bold ${Math.round(Math.min(width, height) / 6)}px sans-serif`;
  context.fillStyle = 'rgba(198, 40, 40, 0.3)';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, 0, 0);
  context.restore();
}

/** Words as a file name's stem, without accents: 'Linha de Sucos', 'Março/2024' → 'linha-de-sucos-marco-2024'. */
export function fileSlug(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A file name from what the image shows: 'matriz-mcp-linha-de-sucos-marco-2024.png'. */
export function pngFileName(...parts: string[]): string {
  return `${fileSlug(...parts) || 'grafico'}.png`;
}

/** A legend entry of an exported chart: a colour and what it stands for. */
export interface LegendEntry {
  name: string;
  color: string;
}

/** What an exported image says around the chart (issue 22: presentation grade). */
export interface PngCaption {
  title: string;
  /** The line under the title, joined by ' · ': the analysis, the company, the period. */
  details: readonly string[];
  legend?: readonly LegendEntry[];
}

/** A line of text of the image, drawn from its top-left corner (CSS pixels). */
interface PngText {
  text: string;
  x: number;
  y: number;
  font: string;
  color: string;
}

/** Where everything goes in the image (CSS pixels; the canvas is that times the pixel ratio). */
export interface PngLayout {
  width: number;
  height: number;
  texts: PngText[];
  swatches: { x: number; y: number; radius: number; color: string }[];
  chart: { x: number; y: number; width: number; height: number };
}

const PADDING = 16;
const TITLE_FONT = 'bold 18px sans-serif';
const DETAILS_FONT = '13px sans-serif';
const LEGEND_FONT = '12px sans-serif';
const LINE_HEIGHT = { title: 24, details: 18, legend: 20 };
const SWATCH_RADIUS = 5;

/** Words into lines no wider than `width` (a word wider than that keeps its own line). */
function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && measure(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The exported image: the title and the details line (wrapped) above the chart, the legend's
 * swatches and names below it, wrapped in rows. `measure` gives a text's width in a font.
 */
export function pngLayout(caption: PngCaption, chartWidth: number, chartHeight: number, measure: (text: string, font: string) => number): PngLayout {
  const width = chartWidth;
  const inner = width - 2 * PADDING;
  const texts: PngText[] = [];
  let y = PADDING;
  for (const line of wrap(caption.title, inner, (text) => measure(text, TITLE_FONT))) {
    texts.push({ text: line, x: PADDING, y, font: TITLE_FONT, color: '#212121' });
    y += LINE_HEIGHT.title;
  }
  const details = caption.details.filter((detail) => detail !== '').join(' · ');
  if (details !== '') {
    for (const line of wrap(details, inner, (text) => measure(text, DETAILS_FONT))) {
      texts.push({ text: line, x: PADDING, y, font: DETAILS_FONT, color: '#455a64' });
      y += LINE_HEIGHT.details;
    }
  }
  const chart = { x: 0, y: y + 4, width: chartWidth, height: chartHeight };
  y = chart.y + chartHeight;
  const swatches: PngLayout['swatches'] = [];
  const legend = caption.legend ?? [];
  if (legend.length > 0) {
    let x = PADDING;
    y += 4;
    for (const entry of legend) {
      const entryWidth = 2 * SWATCH_RADIUS + 6 + measure(entry.name, LEGEND_FONT);
      if (x > PADDING && x + entryWidth > width - PADDING) {
        x = PADDING;
        y += LINE_HEIGHT.legend;
      }
      swatches.push({ x: x + SWATCH_RADIUS, y: y + LINE_HEIGHT.legend / 2, radius: SWATCH_RADIUS, color: entry.color });
      texts.push({ text: entry.name, x: x + 2 * SWATCH_RADIUS + 6, y: y + 4, font: LEGEND_FONT, color: '#263238' });
      x += entryWidth + 16;
    }
    y += LINE_HEIGHT.legend;
  }
  return { width, height: y + PADDING, texts, swatches, chart };
}

/** The SVG painter's own call (zrender), which ECharts' `renderToSVGString` makes with CSS animations on. */
interface SvgPainter {
  renderToString(opts: { cssAnimation: boolean; cssEmphasis: boolean }): string;
}

/**
 * The chart's SVG as it stands. ECharts' `renderToSVGString` writes a running animation (a bubble
 * growing or shrinking back after a hover) as CSS keyframes whose `transform` is the scale alone:
 * an image draws that bubble at the top-left corner, a quarter of it showing.
 */
function stillSvg(chart: ChartInstance): string {
  return (chart.getZr().painter as unknown as SvgPainter).renderToString({ cssAnimation: false, cssEmphasis: false });
}

/**
 * The chart as a PNG of presentation grade: its SVG drawn over white at `pixelRatio` times its
 * size (2×: sharp on a slide or a high-density screen), the title, the analysis, company and
 * period above it, the legend below, and the watermark over it all when one is given (demo
 * companies, docs/domain/plans-and-limits.md).
 */
export async function chartPng(chart: ChartInstance, caption: PngCaption, watermark: string | null, pixelRatio = 2): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(stillSvg(chart))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2D context unavailable');
  const layout = pngLayout(caption, chart.getWidth(), chart.getHeight(), (text, font) => {
    context.font = font;
    return context.measureText(text).width;
  });
  // Sizing the canvas resets its context: measured first, drawn after.
  canvas.width = layout.width * pixelRatio;
  canvas.height = layout.height * pixelRatio;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.save();
  context.scale(pixelRatio, pixelRatio);
  context.drawImage(image, layout.chart.x, layout.chart.y, layout.chart.width, layout.chart.height);
  context.textBaseline = 'top';
  for (const text of layout.texts) {
    context.font = text.font;
    context.fillStyle = text.color;
    context.fillText(text.text, text.x, text.y);
  }
  for (const swatch of layout.swatches) {
    context.beginPath();
    context.arc(swatch.x, swatch.y, swatch.radius, 0, 2 * Math.PI);
    context.fillStyle = swatch.color;
    context.fill();
  }
  context.restore();
  if (watermark) drawWatermark(context, canvas.width, canvas.height, watermark);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'));
}

/** Saves a blob as a download with that file name. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
