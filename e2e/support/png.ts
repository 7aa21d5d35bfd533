import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';

/**
 * The exported charts' PNGs (issue 22, item 5): the image's size from its header, and the texts
 * the export drew on its canvas (recorded by wrapping the canvas' fillText in the page), so a
 * suite checks the title, details and legend without reading pixels.
 */

/** Starts recording the texts drawn on any canvas of the page from now on. */
export async function recordCanvasTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorded: string[] = [];
    (window as unknown as { __canvasTexts?: string[] }).__canvasTexts = recorded;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (...args: Parameters<CanvasRenderingContext2D['fillText']>) {
      recorded.push(args[0]);
      fillText.apply(this, args);
    };
  });
}

/** The texts drawn on canvases since recordCanvasTexts. */
export const canvasTexts = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __canvasTexts: string[] }).__canvasTexts);

/** A downloaded file is a PNG: its signature, and its width and height from the IHDR chunk. */
export async function pngSize(download: Download): Promise<{ width: number; height: number }> {
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Which pixels countPixels counts: darker than `below` in a colour channel, or within `tolerance` of `rgb`. */
type PixelTest = { below: number } | { rgb: [number, number, number]; tolerance: number };

/**
 * How many pixels of a PNG (base64) pass `test`, decoded by the browser's own PNG decoder, in its
 * leftmost `columns` columns (all when absent).
 */
export function countPixels(page: Page, png: string, test: PixelTest, columns?: number): Promise<number> {
  return page.evaluate(
    async ({ data, test, columns }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, columns ?? image.width, image.height).data;
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const rgb = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
        if ('below' in test ? rgb.some((value) => value < test.below) : rgb.every((value, channel) => Math.abs(value - test.rgb[channel]!) <= test.tolerance)) count++;
      }
      return count;
    },
    { data: png, test, columns },
  );
}
