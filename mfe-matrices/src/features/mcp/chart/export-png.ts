import type { ChartInstance } from '../../../shared/chart/BubbleChart';

/** The 2D-context calls the watermark needs (a canvas's, or a recording one in tests). */
export type WatermarkContext = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'translate' | 'rotate' | 'fillText' | 'font' | 'fillStyle' | 'textAlign' | 'textBaseline'
>;

/** The demo watermark (DECISIONS.md §3): the text across the middle of the image, diagonal, translucent red. */
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

/** A file name from what the image shows: 'matriz-mcp-linha-de-sucos-marco-2024.png'. */
export function pngFileName(...parts: string[]): string {
  const slug = parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'grafico'}.png`;
}

/**
 * The chart as a PNG: its SVG drawn on a canvas over white, at twice its size, with the
 * watermark over it when one is given (demo companies).
 */
export async function chartPng(chart: ChartInstance, watermark: string | null, pixelRatio = 2): Promise<Blob> {
  const width = chart.getWidth() * pixelRatio;
  const height = chart.getHeight() * pixelRatio;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(chart.renderToSVGString())}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2D context unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  if (watermark) drawWatermark(context, width, height, watermark);
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
