import { describe, expect, it } from 'vitest';
import { DEMO_WATERMARK } from 'contracts';
import { drawWatermark, pngFileName, pngLayout, type WatermarkContext } from './export-png';

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

  it('names the file after what the image shows', () => {
    expect(pngFileName('Matriz MCP', 'Linha de Sucos', 'Março/2024')).toBe('matriz-mcp-linha-de-sucos-marco-2024.png');
    expect(pngFileName('***')).toBe('grafico.png');
  });

  it('lays out a presentation image: title, analysis · company · period, the chart, then the legend', () => {
    // 6 px a character, whatever the font.
    const measure = (text: string) => text.length * 6;
    const layout = pngLayout(
      {
        title: 'Matriz Crescimento & Participação',
        details: ['Padaria 2024', 'Padaria Pão Quente', '4º Trimestre/2024 · parcial (out)'],
        legend: [
          { name: 'Pães', color: '#0072b2' },
          { name: 'Doces', color: '#e69f00' },
        ],
      },
      800,
      520,
      measure,
    );
    expect(layout.texts.slice(0, 2).map((text) => text.text)).toEqual([
      'Matriz Crescimento & Participação',
      'Padaria 2024 · Padaria Pão Quente · 4º Trimestre/2024 · parcial (out)',
    ]);
    expect(layout.width).toBe(800);
    // The chart under the two lines, at its size; the legend's row under the chart.
    expect(layout.chart).toEqual({ x: 0, y: 62, width: 800, height: 520 });
    expect(layout.swatches.map((swatch) => swatch.color)).toEqual(['#0072b2', '#e69f00']);
    const pães = layout.texts.find((text) => text.text === 'Pães')!;
    expect(pães.y).toBeGreaterThan(layout.chart.y + layout.chart.height);
    expect(layout.height).toBeGreaterThan(pães.y + 12);
  });

  it('wraps the legend in rows and leaves out empty details', () => {
    const legend = Array.from({ length: 12 }, (_, i) => ({ name: `Categoria ${i + 1}`, color: '#000000' }));
    const layout = pngLayout({ title: 'Gráfico', details: ['Análise', '', 'Maio/2024'], legend }, 300, 200, (text) => text.length * 6);
    expect(layout.texts[1]!.text).toBe('Análise · Maio/2024');
    const rows = new Set(layout.swatches.map((swatch) => swatch.y));
    expect(rows.size).toBeGreaterThan(3);
    for (const swatch of layout.swatches) expect(swatch.x).toBeLessThan(300);
  });
});
