import { describe, expect, it } from 'vitest';
import { DEMO_WATERMARK } from 'contracts';
import { drawWatermark, pngFileName, type WatermarkContext } from './export-png';

describe('PNG export', () => {
  it('draws the demo watermark across the middle of the image', () => {
    const calls: unknown[][] = [];
    const context = {
      save: () => calls.push(['save']),
      restore: () => calls.push(['restore']),
      translate: (x: number, y: number) => calls.push(['translate', x, y]),
      rotate: (angle: number) => calls.push(['rotate', angle]),
      fillText: (text: string, x: number, y: number) => calls.push(['fillText', text, x, y]),
      font: '',
      fillStyle: '',
      textAlign: 'start',
      textBaseline: 'alphabetic',
    } as unknown as WatermarkContext;
    drawWatermark(context, 1600, 960, DEMO_WATERMARK);
    expect(calls).toEqual([['save'], ['translate', 800, 480], ['rotate', -Math.atan2(960, 1600)], ['fillText', 'DEMONSTRAÇÃO', 0, 0], ['restore']]);
    expect(context.font).toBe('bold 160px sans-serif');
    expect(context.textAlign).toBe('center');
  });

  it('names the file after the analysis and the period', () => {
    expect(pngFileName('Matriz MCP', 'Linha de Sucos', 'Março/2024')).toBe('matriz-mcp-linha-de-sucos-marco-2024.png');
    expect(pngFileName('***')).toBe('grafico.png');
  });
});
